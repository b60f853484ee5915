import MogenModel

extension ContextBuilder {
    /// Required parameters first (values the model requires and has no default for), then defaulted ones, each
    /// group in declaration order, inherited properties first. A defaulted parameter's default is the value Core
    /// Data gives a new object (the model's default, `nil`, `[]`), and it is stored only when the caller passes
    /// another value, so what `awakeFromInsert()` set is kept. A required relationship is a required parameter (a
    /// to-many one when its minimum count is 1 or more), unless it breaks a cycle (`decideRelaxedRelationships`).
    func buildInitializer(
        for entity: Entity, attributes: [AttributeContext], relationships: [RelationshipContext]
    ) -> InitializerContext {
        var required: [InitializerContext.Parameter] = []
        var defaulted: [InitializerContext.Parameter] = []
        func add(
            _ name: String, type: String, default defaultValue: String?, storedAs conversion: ConversionContext? = nil,
            storing member: String? = nil
        ) {
            guard let defaultValue else {
                required.append(.init(
                    swiftName: name, type: type, defaultValue: nil, storedWhen: .always, defaultOperand: nil,
                    storeConversion: conversion, storeMember: member))
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
                defaultOperand: condition == .differsFromDefault ? operand : nil, storeConversion: conversion,
                storeMember: member))
        }
        for attribute in attributes where !attribute.isReadOnly {
            // What the property reads when the caller passes nothing and Core Data stored no default.
            let unset = attribute.isOptional ? "nil" : attribute.scalarZero ?? attribute.enumFallback ?? attribute.primitiveFallback
            let hasDefault = attribute.isOptionalInModel || attribute.defaultValue != nil
            if let composite = attribute.compositeTypeName {
                // The struct, stored as its dictionary: a missing element is a compile error, not a failed save.
                add(attribute.swiftName, type: composite + (hasDefault ? "?" : ""),
                    default: hasDefault ? "nil" : nil, storing: "dictionary")
                continue
            }
            add(attribute.swiftName, type: attribute.swiftType, default: hasDefault ? attribute.defaultValue ?? unset : nil)
        }
        for relationship in relationships {
            let name = relationship.swiftName
            let isRequired = !isRelaxed(relationship.name, in: entity)
                && entity.allRelationships.contains { $0.name == relationship.name && isRequiredInInitializer($0) }
            if relationship.isToMany, options.optionality == .xcode {
                // Xcode's types: the collection classes themselves.
                let collection = relationship.isOrdered ? "NSOrderedSet" : "NSSet"
                defaulted.append(.init(
                    swiftName: name, type: collection, defaultValue: collection + "()", storedWhen: .hasElements,
                    defaultOperand: nil, storeConversion: nil, storeMember: nil))
            } else if relationship.isToMany, relationship.isOrdered {
                add(name, type: "[\(relationship.destinationClassName)]", default: isRequired ? nil : "[]",
                    storedAs: ConversionContext(type: "NSOrderedSet", label: "array"))
            } else if relationship.isToMany {
                add(name, type: types.set(of: relationship.destinationClassName), default: isRequired ? nil : "[]")
            } else if isRequired || relationship.isOptionalInModel {
                add(name, type: relationship.swiftType, default: relationship.isOptionalInModel ? "nil" : nil)
            } else {
                // The other side of a cycle sets it, or the caller does before saving.
                let type = relationship.swiftType.hasSuffix("?") ? relationship.swiftType : relationship.swiftType + "?"
                add(name, type: type, default: "nil")
            }
        }
        return InitializerContext(parameters: required + defaulted, hasRequiredParameters: !required.isEmpty)
    }

    /// `init(context:)`, which `NSManagedObject` declares and code written for Xcode's classes calls, creates an object
    /// without its required values: reading a non-optional `String` of it gives `""`, a `URL`, `UUID` or `Date` traps,
    /// and saving fails validation. It stays, for that code, but it is deprecated where it leaves a required value
    /// unset (with `--optionality model`, whose properties are non-optional), with a message naming the initializer
    /// to call; on an abstract class, whose entity Core Data cannot create an object of, too. A root class declares
    /// it (looking the entity up in the context's model); a subclass inherits it, and declares its own when its
    /// deprecation differs.
    func decideContextInitializers(_ entities: inout [EntityContext]) {
        let deprecations = entities.map(contextInitializerDeprecation)
        let byName = Dictionary(entities.indices.map { (entities[$0].name, $0) }, uniquingKeysWith: { first, _ in first })
        for index in entities.indices {
            let entity = entities[index]
            let parentIndex = entity.hasGeneratedSuperclass ? entity.parentEntityName.flatMap { byName[$0] } : nil
            entities[index].contextInitializerDeprecation = deprecations[index]
            entities[index].declaresContextInitializer = parentIndex.map { deprecations[$0] != deprecations[index] } ?? true
        }
    }

    private func contextInitializerDeprecation(_ entity: EntityContext) -> String? {
        if entity.isAbstract {
            return SwiftLiteral.string(
                "\(entity.className) is abstract: Core Data creates no object of its entity; create one of a subentity")
        }
        guard options.optionality == .model, let initializer = entity.initializer, initializer.hasRequiredParameters
        else { return nil }
        let labels = initializer.parameters.filter { $0.defaultValue == nil }.map { $0.swiftName + ":" }.joined()
        return SwiftLiteral.string(
            "an object without its required values cannot be saved, and reading one may trap: use "
                + "\(entity.className)(context:\(labels))")
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
