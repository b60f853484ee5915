import MogenModel
import MogenSupport

extension ContextBuilder {
    /// `coding`: whether the entity is `Codable`, so the attribute's coding is needed.
    mutating func buildAttribute(
        _ attribute: Attribute, of entity: Entity, coding wantsCoding: Bool = false, reportingProblems: Bool = true
    ) -> AttributeContext {
        let label = "\(entity.name).\(attribute.name)"
        var problems: [Diagnostic] = []
        defer { if reportingProblems { diagnostics += problems } }
        let mapped = AttributeTypeMapping.map(attribute, types: types)
        if reportingProblems, attribute.type == .transformable, mapped.valueType == "NSObject",
            let custom = attribute.customClassName, !custom.isEmpty
        {
            problems.append(.warning(
                "attribute \(quoted: label) has custom class \(quoted: custom), which is not a Swift type name; it is typed NSObject",
                at: attribute.location, .codegen))
        }
        let naming = naming(of: attribute.name, userInfo: attribute.userInfo, in: entity)
        var valueType = mapped.valueType
        var isOptional = options.optionality == .model ? attribute.isOptional : !mapped.isScalar
        var storage = AttributeContext.Storage.managed
        var primitiveType: String?
        var enumName: String?
        var enumFallback: String?
        var enumInitIsNonFailable = false
        var enumIsObjC = false
        var enumFallbackCoversUnknown = false
        var defaultValue = attribute.defaultValue.flatMap {
            SwiftLiteral.defaultValue($0, valueType: mapped.valueType, attributeType: attribute.type, types: types)
        }

        if let enumSpec = enumSpecification(for: attribute, label: label, problems: &problems) {
            storage = .enumeration
            primitiveType = types.spell(enumSpec.rawType)
            enumName = enumSpec.name
            enumInitIsNonFailable = enumSpec.nonFailable
            valueType = enumSpec.name
            isOptional = attribute.isOptional && attribute.userInfo.bool(UserInfoKeys.unwrapOptional) != true
            let defaultCase = enumSpec.caseName(forDefault: attribute.defaultValue)
            let rawDefault = attribute.defaultValue.flatMap {
                SwiftLiteral.defaultValue($0, valueType: enumSpec.rawType, attributeType: attribute.type, types: types)
            }
            if isOptional {
                enumFallback = "nil"
            } else if enumSpec.nonFailable {
                enumFallback = "\(enumSpec.name)(rawValue: \(enumSpec.rawType == "String" ? "\"\"" : "0"))"
            } else if let fallback = enumSpec.fallback(defaultCase: defaultCase) {
                enumFallback = fallback
                // mogen declares the enum, so its cases are known: the predicate helper can match what reads as the
                // fallback.
                enumFallbackCoversUnknown = enumSpec.cases != nil
            } else {
                // Without a case to fall back on, a stored value that matches no case can only read as nil.
                problems.append(.warning(
                    "enum-backed attribute \(quoted: label) is typed \(bare: enumSpec.name)? because mogen cannot know which case "
                        + "to return when the stored value matches none; name one with userInfo "
                        + "\(quoted: UserInfoKeys.enumDefault) (or list the cases with \(quoted: UserInfoKeys.enumCases)) to make it "
                        + "non-optional", at: enumSpec.location ?? attribute.location, .codegen))
                isOptional = true
                enumFallback = "nil"
            }
            // The model's default as a case when the cases are known, else through init(rawValue:).
            if let defaultCase {
                defaultValue = enumSpec.spelled(defaultCase)
            } else if let rawDefault, enumSpec.cases != nil {
                // A default that is no case reads as the fallback, as any stored value that matches no case does.
                let fallback = isOptional ? "nil" : (enumFallback ?? "nil")
                problems.append(.warning(
                    "attribute \(quoted: label) has default value \(bare: rawDefault), which is not a case of \(bare: enumSpec.name); new "
                        + "objects read it as \(bare: fallback), which the initializer uses as its default",
                    at: attribute.location, .codegen))
                defaultValue = fallback
            } else if let rawDefault {
                let converted = "\(enumSpec.name)(rawValue: \(rawDefault))"
                defaultValue = enumSpec.nonFailable || isOptional ? converted : "\(converted) ?? \(enumFallback ?? "nil")"
            } else {
                defaultValue = nil
            }
            enumIsObjC = enumSpec.isObjC
        } else if let scalarType = attribute.userInfo.entry(UserInfoKeys.scalarType) {
            // The generated code contains the type as written.
            let typeName = scalarType.value.trimmingSpacesOnly
            if let problem = SettingSyntax.typeName.problem(
                with: typeName, in: "userInfo \(quoted: UserInfoKeys.scalarType) of attribute \(quoted: label)")
            {
                problems.append(.error(problem, at: scalarType.location ?? attribute.location, .codegen))
            } else if mapped.isScalar, !isOptional {
                valueType = typeName
                defaultValue = nil
            } else {
                problems.append(.warning(
                    "attribute \(quoted: label) has userInfo \(quoted: UserInfoKeys.scalarType), which needs a non-optional "
                        + "attribute with Use Scalar Type; it is ignored", at: scalarType.location ?? attribute.location,
                    .codegen))
            }
        }
        if storage == .managed, mapped.isScalar, isOptional {
            // `@NSManaged var x: Int16?` cannot be represented in Objective-C.
            storage = .primitive
            primitiveType = valueType
        }
        if let alias = attribute.userInfo.entry(UserInfoKeys.typeAlias) {
            if storage == .enumeration {
                problems.append(.warning(
                    "attribute \(quoted: label) is enum-backed; its userInfo \(quoted: UserInfoKeys.typeAlias) is ignored",
                    at: alias.location ?? attribute.location, .codegen))
            } else if registerTypealias(alias.value, for: valueType, at: alias.location ?? attribute.location,
                label: label, problems: &problems)
            {
                valueType = SwiftNames.sanitized(alias.value)
                if storage == .primitive { primitiveType = valueType }
            }
        }
        var primitiveFallback: String?
        if naming.usesPrimitiveAccessors, storage == .managed {
            storage = .primitive
            primitiveType = valueType
        }
        if storage == .primitive, !isOptional {
            // What the property reads before a value is stored: the model's default, or the type's empty value.
            primitiveFallback = defaultValue ?? SwiftLiteral.emptyValue(of: valueType, types: types)
            if primitiveFallback == nil {
                problems.append(.warning(
                    "attribute \(quoted: label) is read through its primitive value under the Swift name "
                        + "\(quoted: naming.plainName), and \(bare: valueType) has no value to read before one is stored; it is "
                        + "typed \(bare: valueType)?", at: attribute.location, .codegen))
                isOptional = true
            }
        }
        let objcAttribute: String?
        switch storage {
        case .managed: objcAttribute = naming.objcName.map { "@objc(\($0))" }
        case .enumeration where enumIsObjC && !isOptional && !naming.usesPrimitiveAccessors:
            // A computed property Objective-C can see works with #keyPath and NSSortDescriptor(keyPath:).
            objcAttribute = naming.objcName.map { "@objc(\($0))" } ?? "@objc"
        default: objcAttribute = nil
        }
        let isReadOnly = attribute.isDerived || UserInfoKeys.readOnly.contains { attribute.userInfo[$0] != nil }
        let coding = attribute.isTransient || !wantsCoding ? nil : Self.coding(
            for: attribute, mapped: mapped, valueType: valueType, storage: storage, enumName: enumName,
            enumRawType: primitiveType, nonFailable: enumInitIsNonFailable, types: types)
        return AttributeContext(
            name: attribute.name, swiftName: naming.swiftName, objcAttribute: objcAttribute,
            attributeType: attribute.unknownTypeName ?? attribute.type.xmlName,
            swiftType: valueType + (isOptional ? "?" : ""), valueType: valueType, isOptional: isOptional,
            isOptionalInModel: attribute.isOptional, storage: storage, isReadOnly: isReadOnly,
            isTransient: attribute.isTransient, isDerived: attribute.isDerived, primitiveType: primitiveType,
            primitiveFallback: primitiveFallback, enumName: enumName, enumFallback: enumFallback,
            enumInitIsNonFailable: enumInitIsNonFailable, enumFallbackCoversUnknownValues: enumFallbackCoversUnknown,
            // Only a scalar the model makes optional and Swift does not (`--optionality xcode`) needs it.
            defaultValue: defaultValue, scalarZero: mapped.isScalar && storage != .enumeration && attribute.isOptional
                && !isOptional && defaultValue == nil ? SwiftLiteral.emptyValue(of: valueType, types: types) : nil,
            customClassName: attribute.customClassName, valueTransformerName: attribute.valueTransformerName.flatMap {
                $0.isEmpty ? nil : $0
            }, coding: coding, documentation: Self.documentation(attribute.userInfo),
            userInfo: attribute.userInfo.entries.map { ($0.key, $0.value) },
            mogenerator: mogeneratorAttribute(attribute, usesPrimitiveAccessors: naming.usesPrimitiveAccessors))
    }

    /// How an attribute goes through `Codable`: directly for Swift's codable types, through a conversion for
    /// `NSDecimalNumber`, `NSNumber` and enums, not at all for the rest. A key that is missing keeps the value Core
    /// Data gave the new object (the model's default), unless the attribute is required and has no default; an
    /// enum's raw value that matches no case is a `DecodingError`.
    static func coding(
        for attribute: Attribute, mapped: MappedAttributeType, valueType: String, storage: AttributeContext.Storage,
        enumName: String?, enumRawType: String?, nonFailable: Bool, types: TypeSpelling
    ) -> AttributeContext.Coding? {
        let isRequired = !attribute.isOptional && attribute.defaultValue == nil
        if storage == .enumeration, let enumName, let rawType = enumRawType {
            return .init(
                type: rawType, encodedMember: "rawValue",
                conversion: nonFailable ? .init(type: enumName, label: "rawValue") : nil,
                checksEnumCases: !nonFailable, isRequired: isRequired)
        }
        if AttributeTypeMapping.uncodable.contains(attribute.type) { return nil }
        if attribute.type == .decimal {
            return .init(
                type: types.spell("Decimal"), encodedMember: "decimalValue",
                conversion: .init(type: "NSDecimalNumber", label: "decimal"), checksEnumCases: false,
                isRequired: isRequired)
        }
        if mapped.valueType == "NSNumber" {
            let scalar = SwiftLiteral.scalarName(attribute.type)
            return .init(
                type: types.spell(scalar), encodedMember: "\(SwiftNames.lowerFirst(scalar))Value",
                conversion: .init(type: "NSNumber", label: "value"), checksEnumCases: false, isRequired: isRequired)
        }
        return .init(type: valueType, encodedMember: nil, conversion: nil, checksEnumCases: false, isRequired: isRequired)
    }

    /// Records `typealias name = type`; false (with an error) when the name is already an alias of another type.
    private mutating func registerTypealias(
        _ name: String, for type: String, at location: SourceLocation, label: String, problems: inout [Diagnostic]
    ) -> Bool {
        let swiftName = SwiftNames.sanitized(name)
        guard swiftName == name, !SwiftNames.keywords.contains(name) else {
            problems.append(.error("attribute \(quoted: label) asks for typealias \(quoted: name), which is not a Swift type name",
                at: location, .codegen))
            return false
        }
        if let existing = typealiases[swiftName] {
            guard existing.context.type == type else {
                problems.append(.error(
                    "attribute \(quoted: label) declares typealias \(bare: swiftName) = \(bare: type), but line \(existing.location.line) "
                        + "declares \(bare: swiftName) = \(bare: existing.context.type)", at: location, .codegen))
                return false
            }
            return true
        }
        typealiases[swiftName] = (TypealiasContext(name: swiftName, type: type), location)
        return true
    }
}
