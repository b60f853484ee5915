import MogenModel

extension ContextBuilder {
    /// `coding`: whether the entity is `Codable`, so the attribute's coding is needed.
    mutating func buildAttribute(
        _ attribute: Attribute, of entity: Entity, coding wantsCoding: Bool = false, reportingProblems: Bool = true
    ) -> AttributeContext {
        let label = "\(entity.name).\(attribute.name)"
        var problems: [Diagnostic] = []
        defer { if reportingProblems { diagnostics += problems } }
        let mapped = AttributeTypeMapping.map(attribute)
        if reportingProblems, attribute.type == .transformable, mapped.valueType == "NSObject",
            let custom = attribute.customClassName, !custom.isEmpty
        {
            problems.append(.warning(
                "attribute '\(label)' has custom class '\(custom)', which is not a Swift type name; it is typed NSObject",
                at: attribute.location, .codegen))
        }
        var valueType = mapped.valueType
        var isOptional = options.optionality == .model ? attribute.isOptional : !mapped.isScalar
        var storage = AttributeContext.Storage.managed
        var primitiveType: String?
        var enumName: String?
        var enumFallback: String?
        var enumInitIsNonFailable = false
        var defaultValue = attribute.defaultValue.flatMap {
            SwiftLiteral.defaultValue($0, valueType: mapped.valueType, attributeType: attribute.type)
        }

        if let enumSpec = enumSpecification(for: attribute, label: label, problems: &problems) {
            storage = .enumeration
            primitiveType = enumSpec.rawType
            enumName = enumSpec.name
            enumInitIsNonFailable = enumSpec.nonFailable
            valueType = enumSpec.name
            isOptional = attribute.isOptional && attribute.userInfo.bool(UserInfoKeys.unwrapOptional) != true
            let defaultCase = enumSpec.caseName(forDefault: attribute.defaultValue)
            let rawDefault = attribute.defaultValue.flatMap {
                SwiftLiteral.defaultValue($0, valueType: enumSpec.rawType, attributeType: attribute.type)
            }
            if isOptional {
                enumFallback = "nil"
            } else if enumSpec.nonFailable {
                enumFallback = "\(enumSpec.name)(rawValue: \(enumSpec.rawType == "String" ? "\"\"" : "0"))"
            } else if let fallback = enumSpec.fallback(defaultCase: defaultCase) {
                enumFallback = fallback
            } else {
                // Without a case to fall back on, a stored value that matches no case can only read as nil.
                problems.append(.warning(
                    "enum-backed attribute '\(label)' is typed \(enumSpec.name)? because mogen cannot know which case "
                        + "to return when the stored value matches none; name one with userInfo "
                        + "'\(UserInfoKeys.enumDefault)' (or list the cases with '\(UserInfoKeys.enumCases)') to make it "
                        + "non-optional", at: enumSpec.location ?? attribute.location, .codegen))
                isOptional = true
                enumFallback = "nil"
            }
                    // The model's default as a case when the cases are known, else through init(rawValue:).
            if let defaultCase {
                defaultValue = "." + defaultCase
            } else if let rawDefault {
                let converted = "\(enumSpec.name)(rawValue: \(rawDefault))"
                defaultValue = enumSpec.nonFailable || isOptional ? converted : "\(converted) ?? \(enumFallback ?? "nil")"
            } else {
                defaultValue = nil
            }
        } else if let scalarType = attribute.userInfo.entry(UserInfoKeys.scalarType) {
            if mapped.isScalar, !isOptional {
                valueType = scalarType.value
                defaultValue = nil
            } else {
                problems.append(.warning(
                    "attribute '\(label)' has userInfo '\(UserInfoKeys.scalarType)', which needs a non-optional "
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
                    "attribute '\(label)' is enum-backed; its userInfo '\(UserInfoKeys.typeAlias)' is ignored",
                    at: alias.location ?? attribute.location, .codegen))
            } else if registerTypealias(alias.value, for: valueType, at: alias.location ?? attribute.location,
                label: label, problems: &problems)
            {
                valueType = SwiftNames.sanitized(alias.value)
                if storage == .primitive { primitiveType = valueType }
            }
        }
        let isReadOnly = attribute.isDerived || UserInfoKeys.readOnly.contains { attribute.userInfo[$0] != nil }
        let swiftName = propertyName(attribute.name, userInfo: attribute.userInfo)
        let coding = attribute.isTransient || !wantsCoding ? nil : Self.coding(
            for: attribute, swiftName: swiftName, mapped: mapped, valueType: valueType, isOptional: isOptional,
            storage: storage, enumName: enumName, enumFallback: enumFallback, enumRawType: primitiveType,
            nonFailable: enumInitIsNonFailable)
        return AttributeContext(
            name: attribute.name, swiftName: swiftName,
            attributeType: attribute.unknownTypeName ?? attribute.type.xmlName,
            swiftType: valueType + (isOptional ? "?" : ""), valueType: valueType, isOptional: isOptional,
            storage: storage, isReadOnly: isReadOnly, isTransient: attribute.isTransient, isDerived: attribute.isDerived,
            primitiveType: primitiveType, enumName: enumName, enumFallback: enumFallback,
            enumInitIsNonFailable: enumInitIsNonFailable, defaultValue: defaultValue,
            customClassName: attribute.customClassName, valueTransformerName: attribute.valueTransformerName.flatMap {
                $0.isEmpty ? nil : $0
            }, coding: coding, documentation: Self.documentation(attribute.userInfo),
            userInfo: attribute.userInfo.entries.map { ($0.key, $0.value) })
    }

    /// How an attribute goes through `Codable`: directly for Swift's codable types, through a conversion for
    /// `NSDecimalNumber`, `NSNumber` and enums, not at all for the rest.
    static func coding(
        for attribute: Attribute, swiftName: String, mapped: MappedAttributeType, valueType: String, isOptional: Bool,
        storage: AttributeContext.Storage, enumName: String?, enumFallback: String?, enumRawType: String?,
        nonFailable: Bool
    ) -> AttributeContext.Coding? {
        let key = "forKey: .\(swiftName)"
        func decode(_ type: String) -> String {
            isOptional ? "try container.decodeIfPresent(\(type).self, \(key))" : "try container.decode(\(type).self, \(key))"
        }
        let chain = isOptional ? "?" : ""
        if storage == .enumeration, let enumName, let rawType = enumRawType {
            let decoded: String
            switch (isOptional, nonFailable) {
            case (true, true): decoded = "\(decode(rawType)).map(\(enumName).init(rawValue:))"
            case (true, false): decoded = "\(decode(rawType)).flatMap(\(enumName).init(rawValue:))"
            case (false, true): decoded = "\(enumName)(rawValue: \(decode(rawType)))"
            case (false, false): decoded = "\(enumName)(rawValue: \(decode(rawType))) ?? \(enumFallback ?? "nil")"
            }
            return .init(type: rawType, encodeExpression: "\(swiftName)\(chain).rawValue", decodeExpression: decoded)
        }
        switch attribute.type {
        case .transformable, .composite, .objectID, .undefined:
            return nil
        case .decimal:
            let decoded = isOptional ? "\(decode("Decimal")).map(NSDecimalNumber.init(decimal:))"
                : "NSDecimalNumber(decimal: \(decode("Decimal")))"
            return .init(type: "Decimal", encodeExpression: "\(swiftName)\(chain).decimalValue", decodeExpression: decoded)
        default:
            guard mapped.valueType == "NSNumber" else {
                return .init(type: valueType, encodeExpression: swiftName, decodeExpression: decode(valueType))
            }
            let scalar = SwiftLiteral.scalarName(attribute.type)
            let accessor = SwiftNames.lowerFirst(scalar) + "Value"
            let decoded = isOptional ? "\(decode(scalar)).map { NSNumber(value: $0) }" : "NSNumber(value: \(decode(scalar)))"
            return .init(type: scalar, encodeExpression: "\(swiftName)\(chain).\(accessor)", decodeExpression: decoded)
        }
    }

    /// Records `typealias name = type`; false (with an error) when the name is already an alias of another type.
    private mutating func registerTypealias(
        _ name: String, for type: String, at location: SourceLocation, label: String, problems: inout [Diagnostic]
    ) -> Bool {
        let swiftName = SwiftNames.sanitized(name)
        guard swiftName == name, !SwiftNames.keywords.contains(name) else {
            problems.append(.error("attribute '\(label)' asks for typealias '\(name)', which is not a Swift type name",
                at: location, .codegen))
            return false
        }
        if let existing = typealiases[swiftName] {
            guard existing.context.type == type else {
                problems.append(.error(
                    "attribute '\(label)' declares typealias \(swiftName) = \(type), but line \(existing.location.line) "
                        + "declares \(swiftName) = \(existing.context.type)", at: location, .codegen))
                return false
            }
            return true
        }
        typealiases[swiftName] = (TypealiasContext(name: swiftName, type: type), location)
        return true
    }
}
