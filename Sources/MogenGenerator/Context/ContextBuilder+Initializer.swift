import MogenModel

extension ContextBuilder {
    /// Required parameters first (values the model requires and has no default for), then defaulted ones, each
    /// group in declaration order, inherited properties first. A defaulted parameter's default is the value Core
    /// Data gives a new object (the model's default, `nil`, `[]`), and it is stored only when the caller passes
    /// another value, so what `awakeFromInsert()` set is kept.
    func buildInitializer(attributes: [AttributeContext], relationships: [RelationshipContext]) -> InitializerContext {
        var required: [InitializerContext.Parameter] = []
        var defaulted: [InitializerContext.Parameter] = []
        func add(_ name: String, type: String, default defaultValue: String?, storedAs conversion: ConversionContext? = nil) {
            guard let defaultValue else {
                required.append(.init(
                    swiftName: name, type: type, defaultValue: nil, storedWhen: .always, defaultOperand: nil,
                    storeConversion: conversion))
                return
            }
            let isBool = type == types.spell("Bool")
            let condition: InitializerContext.StoreCondition = switch defaultValue {
            case "nil": .notNil
            case "[]": .notEmpty
            case "false" where isBool: .isTrue
            case "true" where isBool: .isFalse
            default: .differsFromDefault
            }
            // A default of more than one token (`Genre(rawValue: 2) ?? .pop`) is compared in parentheses.
            let operand = Self.hasSpace(defaultValue) ? "(\(defaultValue))" : defaultValue
            defaulted.append(.init(
                swiftName: name, type: type, defaultValue: defaultValue, storedWhen: condition,
                defaultOperand: condition == .differsFromDefault ? operand : nil, storeConversion: conversion))
        }
        for attribute in attributes where !attribute.isReadOnly {
            // What the property reads when the caller passes nothing and Core Data stored no default.
            let unset = attribute.isOptional ? "nil" : attribute.scalarZero ?? attribute.enumFallback ?? attribute.primitiveFallback
            let hasDefault = attribute.isOptionalInModel || attribute.defaultValue != nil
            add(attribute.swiftName, type: attribute.swiftType, default: hasDefault ? attribute.defaultValue ?? unset : nil)
        }
        for relationship in relationships {
            let name = relationship.swiftName
            if relationship.isToMany, options.optionality == .xcode {
                // Xcode's types: the collection classes themselves.
                let collection = relationship.isOrdered ? "NSOrderedSet" : "NSSet"
                defaulted.append(.init(
                    swiftName: name, type: collection, defaultValue: collection + "()", storedWhen: .hasElements,
                    defaultOperand: nil, storeConversion: nil))
            } else if relationship.isToMany, relationship.isOrdered {
                add(name, type: "[\(relationship.destinationClassName)]", default: "[]",
                    storedAs: ConversionContext(type: "NSOrderedSet", label: "array"))
            } else if relationship.isToMany {
                add(name, type: types.set(of: relationship.destinationClassName), default: "[]")
            } else {
                add(name, type: relationship.swiftType, default: relationship.isOptionalInModel ? "nil" : nil)
            }
        }
        return InitializerContext(parameters: required + defaulted, hasRequiredParameters: !required.isEmpty)
    }

    /// Whether `expression` has a space outside its string literals: a string literal is one token whatever its
    /// text holds (`"a b"` is compared without parentheses, as `"ab"` is).
    static func hasSpace(_ expression: String) -> Bool {
        var inLiteral = false
        var escaped = false
        for byte in expression.utf8 {
            switch (inLiteral, byte) {
            case (true, _) where escaped: escaped = false
            case (true, UInt8(ascii: "\\")): escaped = true
            case (_, UInt8(ascii: "\"")): inLiteral.toggle()
            case (false, UInt8(ascii: " ")): return true
            default: break
            }
        }
        return false
    }
}
