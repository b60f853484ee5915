import MogenModel
import MogenSupport

/// An attribute's Swift type and value before its storage is decided: the mapped type, the enum it is backed by,
/// or its `scalarType`.
private struct DeclaredValue {
    var valueType: String
    var isOptional: Bool
    /// The model's default as a Swift expression of `valueType`.
    var defaultValue: String?
    var enumeration: EnumBacking?
}

/// How an enum-backed property turns the stored raw value into its enum.
private struct EnumBacking {
    var name: String
    /// The raw type as the code spells it.
    var rawType: String
    var nonFailable: Bool
    var isObjC: Bool
    /// What the property reads when nothing is stored or the stored value matches no case.
    var fallback: String
    var fallbackCoversUnknownValues: Bool
}

extension ContextBuilder {
    /// `coding`: whether the entity is `Codable`, so the attribute's coding is needed.
    mutating func buildAttribute(
        _ attribute: Attribute, of entity: Entity, coding wantsCoding: Bool = false, reportingProblems: Bool = true
    ) -> AttributeContext {
        let label = "\(entity.name).\(attribute.name)"
        var problems: [Diagnostic] = []
        defer { if reportingProblems { diagnostics += problems } }
        let mapped = AttributeTypeMapping.map(attribute, types: types)
        if reportingProblems, let warning = Self.untypedCustomClassWarning(attribute, mapped: mapped, label: label) {
            problems.append(warning)
        }
        let naming = naming(of: attribute.name, userInfo: attribute.userInfo, in: entity)
        let declared = declaredValue(of: attribute, mapped: mapped, label: label, problems: &problems)
        let enumeration = declared.enumeration
        let storage = Self.storage(of: declared, mapped: mapped, naming: naming)
        let valueType = aliasedValueType(of: attribute, declared: declared, label: label, problems: &problems)
        let primitiveType = enumeration?.rawType ?? (storage == .primitive ? valueType : nil)
        let readBeforeStored = primitiveFallback(
            of: attribute, declared: declared, valueType: valueType, storage: storage, naming: naming, label: label,
            problems: &problems)
        let isOptional = readBeforeStored.isOptional
        let compositeType = storage == .managed ? compositeStruct(of: attribute) : nil
        let compositeAccessor = compositeType.map { _ in compositeAccessorName(plainName: naming.plainName, in: entity) }
        let coding: AttributeContext.Coding? = if attribute.isTransient || !wantsCoding {
            nil
        } else if let compositeType, let compositeAccessor {
            codableComposites.contains(compositeType) ? .init(
                property: compositeAccessor, isOptional: true, type: compositeType, encodedMember: nil, conversion: nil,
                checksEnumCases: false, isRequired: !attribute.isOptional) : nil
        } else {
            Self.coding(
                for: attribute, property: naming.swiftName, isOptional: isOptional, mapped: mapped, valueType: valueType,
                storage: storage, enumName: enumeration?.name, enumRawType: primitiveType,
                nonFailable: enumeration?.nonFailable ?? false, types: types)
        }
        let objc = Self.objcDeclaration(storage: storage, enumeration: enumeration, isOptional: isOptional, naming: naming)
        var context = AttributeContext(
            name: attribute.name, swiftName: naming.swiftName, isObjC: objc.isObjC, objcName: objc.name,
            attributeType: attribute.unknownTypeName ?? attribute.type.xmlName,
            swiftType: valueType + (isOptional ? "?" : ""), valueType: valueType, isOptional: isOptional,
            isOptionalInModel: attribute.isOptional, storage: storage,
            isReadOnly: attribute.isDerived || UserInfoKeys.readOnly.contains { attribute.userInfo[$0] != nil },
            isTransient: attribute.isTransient, isDerived: attribute.isDerived,
            derivation: derivation(of: attribute, label: label, problems: &problems),
            limits: limits(of: attribute, plainName: naming.plainName, label: label, problems: &problems),
            primitiveType: primitiveType,
            primitiveFallback: readBeforeStored.fallback, enumName: enumeration?.name, enumFallback: enumeration?.fallback,
            enumInitIsNonFailable: enumeration?.nonFailable ?? false,
            enumFallbackCoversUnknownValues: enumeration?.fallbackCoversUnknownValues ?? false,
            defaultValue: declared.defaultValue,
            // Only a scalar the model makes optional and Swift does not (`--optionality xcode`) needs it.
            scalarZero: mapped.isScalar && storage != .enumeration && attribute.isOptional && !isOptional
                && declared.defaultValue == nil ? SwiftLiteral.emptyValue(of: valueType, types: types) : nil,
            customClassName: attribute.customClassName, valueTransformerName: attribute.valueTransformerName.flatMap {
                $0.isEmpty ? nil : $0
            }, coding: coding, documentation: Self.documentation(attribute.userInfo),
            userInfo: attribute.userInfo.entries.map { ($0.key, $0.value) },
            mogenerator: mogeneratorAttribute(attribute, usesPrimitiveAccessors: naming.usesPrimitiveAccessors))
        if let compositeType {
            context.compositeTypeName = compositeType
            context.keyValueType = compositeType + (isOptional ? "?" : "")
            context.compositeAccessorName = compositeAccessor
        }
        return context
    }

    /// A transformable whose custom class is no Swift type name is typed `NSObject`; the warning says so.
    private static func untypedCustomClassWarning(
        _ attribute: Attribute, mapped: MappedAttributeType, label: String
    ) -> Diagnostic? {
        guard attribute.type == .transformable, mapped.valueType == "NSObject", let custom = attribute.customClassName,
            !custom.isEmpty
        else { return nil }
        return .warning(
            "attribute \(quoted: label) has custom class \(quoted: custom), which is not a Swift type name; it is typed NSObject",
            at: attribute.location, .codegen)
    }

    /// The Swift type, optionality and default the model and the attribute's userInfo ask for: an enum
    /// (`mogen.enum`), a `scalarType`, or the mapped type.
    private mutating func declaredValue(
        of attribute: Attribute, mapped: MappedAttributeType, label: String, problems: inout [Diagnostic]
    ) -> DeclaredValue {
        if let enumSpec = enumSpecification(for: attribute, label: label, problems: &problems) {
            return enumDeclaration(enumSpec, of: attribute, label: label, problems: &problems)
        }
        let mappedValue = DeclaredValue(
            valueType: mapped.valueType,
            isOptional: options.optionality == .model ? attribute.isOptional : !mapped.isScalar,
            defaultValue: attribute.defaultValue.flatMap {
                SwiftLiteral.defaultValue($0, valueType: mapped.valueType, attributeType: attribute.type, types: types)
            }, enumeration: nil)
        guard let scalarType = attribute.userInfo.entry(UserInfoKeys.scalarType) else { return mappedValue }
        // The generated code contains the type as written.
        let typeName = scalarType.value.trimmingSpacesOnly
        let location = scalarType.location ?? attribute.location
        if let problem = SettingSyntax.typeName.problem(
            with: typeName, in: "userInfo \(quoted: UserInfoKeys.scalarType) of attribute \(quoted: label)")
        {
            problems.append(.error(problem, at: location, .codegen))
            return mappedValue
        }
        guard mapped.isScalar, !mappedValue.isOptional else {
            problems.append(.warning(
                "attribute \(quoted: label) has userInfo \(quoted: UserInfoKeys.scalarType), which needs a non-optional "
                    + "attribute with Use Scalar Type; it is ignored", at: location, .codegen))
            return mappedValue
        }
        return DeclaredValue(valueType: typeName, isOptional: false, defaultValue: nil, enumeration: nil)
    }

    /// An enum-backed attribute: typed as the enum, optional when the model says so or no case can be read for a
    /// value that matches none, its default a case when the cases are known, else through `init(rawValue:)`.
    private func enumDeclaration(
        _ enumSpec: EnumSpecification, of attribute: Attribute, label: String, problems: inout [Diagnostic]
    ) -> DeclaredValue {
        let defaultCase = enumSpec.caseName(forDefault: attribute.defaultValue)
        let fallback = enumFallback(enumSpec, of: attribute, defaultCase: defaultCase, label: label, problems: &problems)
        let defaultValue = enumDefaultValue(
            enumSpec, of: attribute, defaultCase: defaultCase, fallback: fallback, label: label, problems: &problems)
        return DeclaredValue(
            valueType: enumSpec.name, isOptional: fallback.isOptional, defaultValue: defaultValue,
            enumeration: EnumBacking(
                name: enumSpec.name, rawType: types.spell(enumSpec.rawType), nonFailable: enumSpec.nonFailable,
                isObjC: enumSpec.isObjC, fallback: fallback.value, fallbackCoversUnknownValues: fallback.coversUnknownValues))
    }

    /// What an enum-backed property reads when nothing is stored or the stored value matches no case, and whether the
    /// property is optional.
    private func enumFallback(
        _ enumSpec: EnumSpecification, of attribute: Attribute, defaultCase: String?, label: String,
        problems: inout [Diagnostic]
    ) -> (value: String, isOptional: Bool, coversUnknownValues: Bool) {
        if attribute.isOptional && attribute.userInfo.bool(UserInfoKeys.unwrapOptional) != true {
            return ("nil", true, false)
        }
        if enumSpec.nonFailable {
            return ("\(enumSpec.name)(rawValue: \(enumSpec.rawType == "String" ? "\"\"" : "0"))", false, false)
        }
        if let fallback = enumSpec.fallback(defaultCase: defaultCase) {
            // mogen declares the enum, so its cases are known: the predicate helper can match what reads as the
            // fallback.
            return (fallback, false, enumSpec.cases != nil)
        }
        // Without a case to fall back on, a stored value that matches no case can only read as nil.
        problems.append(.warning(
            "enum-backed attribute \(quoted: label) is typed \(bare: enumSpec.name)? because mogen cannot know which case "
                + "to return when the stored value matches none; name one with userInfo "
                + "\(quoted: UserInfoKeys.enumDefault) (or list the cases with \(quoted: UserInfoKeys.enumCases)) to make it "
                + "non-optional", at: enumSpec.location ?? attribute.location, .codegen))
        return ("nil", true, false)
    }

    /// The model's default as a case when the cases are known, else through `init(rawValue:)`.
    private func enumDefaultValue(
        _ enumSpec: EnumSpecification, of attribute: Attribute, defaultCase: String?,
        fallback: (value: String, isOptional: Bool, coversUnknownValues: Bool), label: String,
        problems: inout [Diagnostic]
    ) -> String? {
        if let defaultCase { return enumSpec.spelled(defaultCase) }
        guard let rawDefault = attribute.defaultValue.flatMap({
            SwiftLiteral.defaultValue($0, valueType: enumSpec.rawType, attributeType: attribute.type, types: types)
        }) else { return nil }
        if enumSpec.cases != nil {
            // A default that is no case reads as the fallback, as any stored value that matches no case does.
            problems.append(.warning(
                "attribute \(quoted: label) has default value \(bare: rawDefault), which is not a case of \(bare: enumSpec.name); new "
                    + "objects read it as \(bare: fallback.value), which the initializer uses as its default",
                at: attribute.location, .codegen))
            return fallback.value
        }
        let converted = "\(enumSpec.name)(rawValue: \(rawDefault))"
        return enumSpec.nonFailable || fallback.isOptional ? converted : "\(converted) ?? \(fallback.value)"
    }

    /// `managed` (`@NSManaged`) unless the property converts an enum, or `@NSManaged` cannot declare it: an optional
    /// scalar (`Int16?` cannot be represented in Objective-C), or a key that is a framework member's, renamed in Swift.
    private static func storage(
        of declared: DeclaredValue, mapped: MappedAttributeType, naming: PropertyNaming
    ) -> AttributeContext.Storage {
        if declared.enumeration != nil { return .enumeration }
        if mapped.isScalar && declared.isOptional || naming.usesPrimitiveAccessors { return .primitive }
        return .managed
    }

    /// The value type under its `mogen.typealias`, once the alias is recorded; enum-backed attributes keep the enum.
    private mutating func aliasedValueType(
        of attribute: Attribute, declared: DeclaredValue, label: String, problems: inout [Diagnostic]
    ) -> String {
        guard let alias = attribute.userInfo.entry(UserInfoKeys.typeAlias) else { return declared.valueType }
        let location = alias.location ?? attribute.location
        if declared.enumeration != nil {
            problems.append(.warning(
                "attribute \(quoted: label) is enum-backed; its userInfo \(quoted: UserInfoKeys.typeAlias) is ignored",
                at: location, .codegen))
            return declared.valueType
        }
        let registered = registerTypealias(
            alias.value, for: declared.valueType, at: location, label: label, problems: &problems)
        return registered ? SwiftNames.sanitized(alias.value) : declared.valueType
    }

    /// Claims the typealias an attribute's userInfo asks for, before the entities are built (`registerDeclaredTypes`);
    /// what the claim finds wrong is reported when the entity is built.
    mutating func registerTypealias(of attribute: Attribute, in entity: Entity) {
        var ignored: [Diagnostic] = []
        let label = "\(entity.name).\(attribute.name)"
        let mapped = AttributeTypeMapping.map(attribute, types: types)
        let declared = declaredValue(of: attribute, mapped: mapped, label: label, problems: &ignored)
        _ = aliasedValueType(of: attribute, declared: declared, label: label, problems: &ignored)
    }

    /// What a non-optional property over the primitive value reads before a value is stored: the model's default, or
    /// the type's empty value. A type without one makes the property optional, with a warning.
    private func primitiveFallback(
        of attribute: Attribute, declared: DeclaredValue, valueType: String, storage: AttributeContext.Storage,
        naming: PropertyNaming, label: String, problems: inout [Diagnostic]
    ) -> (fallback: String?, isOptional: Bool) {
        guard storage == .primitive, !declared.isOptional else { return (nil, declared.isOptional) }
        if let fallback = declared.defaultValue ?? SwiftLiteral.emptyValue(of: valueType, types: types) {
            return (fallback, false)
        }
        problems.append(.warning(
            "attribute \(quoted: label) is read through its primitive value under the Swift name "
                + "\(quoted: naming.plainName), and \(bare: valueType) has no value to read before one is stored; it is "
                + "typed \(bare: valueType)?", at: attribute.location, .codegen))
        return (nil, true)
    }

    /// Whether the property is declared `@objc`, and under which name: the key when the Swift name is not it, so
    /// that Core Data finds a managed property; a computed property Objective-C can see is `@objc` too.
    private static func objcDeclaration(
        storage: AttributeContext.Storage, enumeration: EnumBacking?, isOptional: Bool, naming: PropertyNaming
    ) -> (isObjC: Bool, name: String?) {
        switch storage {
        case .managed: return (naming.objcName != nil, naming.objcName)
        case .enumeration where enumeration?.isObjC == true && !isOptional && !naming.usesPrimitiveAccessors:
            // A computed property Objective-C can see works with #keyPath and NSSortDescriptor(keyPath:).
            return (true, naming.objcName)
        default: return (false, nil)
        }
    }

    /// How an attribute goes through `Codable`: directly for Swift's codable types, through a conversion for
    /// `NSDecimalNumber`, `NSNumber` and enums, not at all for the rest. A key that is missing keeps the value Core
    /// Data gave the new object (the model's default), unless the attribute is required and has no default; an
    /// enum's raw value that matches no case is a `DecodingError`.
    static func coding(
        for attribute: Attribute, property: String, isOptional: Bool, mapped: MappedAttributeType, valueType: String,
        storage: AttributeContext.Storage, enumName: String?, enumRawType: String?, nonFailable: Bool,
        types: TypeSpelling
    ) -> AttributeContext.Coding? {
        let isRequired = !attribute.isOptional && attribute.defaultValue == nil
        if storage == .enumeration, let enumName, let rawType = enumRawType {
            return .init(
                property: property, isOptional: isOptional, type: rawType, encodedMember: "rawValue",
                conversion: nonFailable ? .init(type: enumName, label: "rawValue") : nil,
                checksEnumCases: !nonFailable, isRequired: isRequired)
        }
        if AttributeTypeMapping.uncodable.contains(attribute.type) { return nil }
        if attribute.type == .decimal {
            return .init(
                property: property, isOptional: isOptional, type: types.spell("Decimal"), encodedMember: "decimalValue",
                conversion: .init(type: "NSDecimalNumber", label: "decimal"), checksEnumCases: false,
                isRequired: isRequired)
        }
        if mapped.valueType == "NSNumber" {
            let scalar = SwiftLiteral.scalarName(attribute.type)
            return .init(
                property: property, isOptional: isOptional, type: types.spell(scalar),
                encodedMember: "\(SwiftNames.lowerFirst(scalar))Value", conversion: .init(type: "NSNumber", label: "value"),
                checksEnumCases: false, isRequired: isRequired)
        }
        return .init(
            property: property, isOptional: isOptional, type: valueType, encodedMember: nil, conversion: nil,
            checksEnumCases: false, isRequired: isRequired)
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
