import MogenModel
import MogenSupport

/// An attribute as a `@Model` class has it: the stored property and what goes with it.
struct SwiftDataAttribute {
    var property: SwiftDataPropertyContext
    /// The typed view of an enum-backed attribute.
    var accessor: SwiftDataEnumAccessor?
    var parameter: (parameter: SwiftDataInitializerContext.Parameter, assignment: SwiftDataInitializerContext.Assignment)?
    var coded: SwiftDataCoding.Property?
}

extension ContextBuilder {
    /// Names a property of a `@Model` class cannot take: those `@Model` declares on every class, and those a key
    /// path cannot name (`\Data.Type` is the metatype; the macro writes a key path to every property).
    static let swiftDataMemberNames: Set<String> = [
        "persistentModelID", "modelContext", "hasChanges", "isDeleted", "persistentBackingData", "schemaMetadata",
        "Type", "Protocol",
    ]

    /// The stored property of `attribute` in `entity`'s class; nil (with an error) when SwiftData cannot have it.
    mutating func swiftDataAttribute(
        _ attribute: Attribute, of entity: Entity, plan: SwiftDataPlan, isUnique: Bool, report: Bool
    ) -> SwiftDataAttribute? {
        let label = "\(entity.name).\(attribute.name)"
        var ignored: [Diagnostic] = []
        let enumSpec = enumSpecification(for: attribute, label: label, problems: &ignored)
        guard let valueType = swiftDataValueType(of: attribute, enumSpec: enumSpec, plan: plan, label: label) else {
            return nil
        }
        let naming = swiftDataNaming(
            attribute.name, userInfo: attribute.userInfo, in: entity, label: label, at: attribute.location, report: report)
        let modelDefault = enumSpec == nil ? SwiftDataTypes.defaultValue(of: attribute, valueType: valueType, types: types)
            : attribute.defaultValue.flatMap {
                SwiftLiteral.defaultValue($0, valueType: valueType, attributeType: attribute.type, types: types)
            }
        // The Core Data property of an enum-backed attribute can be optional where the model's is not (no case to
        // fall back on): the stored raw value is then optional too.
        let coreData = enumSpec == nil ? nil : buildAttribute(attribute, of: entity, reportingProblems: false)
        let isOptional = swiftDataAttributeIsOptional(
            attribute, of: entity, coreDataIsOptional: coreData?.isOptional == true, hasDefault: modelDefault != nil,
            plan: plan, label: label, report: report)
        let initialValue = modelDefault ?? (isOptional ? "nil" : nil)
        let type = isOptional ? valueType + "?" : valueType
        if plan.options.integers == .native, [.integer16, .integer32].contains(attribute.type) {
            swiftDataHashChanges.append("\(quoted: label) is Int")
        }
        if isOptional != attribute.isOptional { swiftDataHashChanges.append("\(quoted: label) is optional") }
        if naming.originalName != nil { swiftDataHashChanges.append("\(quoted: label) is \(quoted: naming.plainName)") }
        let macroArguments = swiftDataAttributeArguments(
            attribute, valueType: valueType, isUnique: isUnique, originalName: naming.originalName, label: label,
            report: report)
        let property = SwiftDataPropertyContext(
            name: attribute.name, swiftName: naming.swiftName,
            macro: macroArguments.isEmpty ? nil : "Attribute", macroArguments: macroArguments,
            type: type, initialValue: initialValue,
            isRelationship: false, documentation: Self.documentation(attribute.userInfo),
            predicateKind: attribute.isTransient ? nil
                : attribute.type == .composite ? .composite(swiftType: valueType, isOptional: isOptional)
                : .attribute(swiftType: valueType, isOptional: isOptional),
            versionHash: [
                naming.swiftName, type + swiftDataCompositeSignature(of: attribute),
                attribute.isTransient ? "transient" : "", attribute.versionHashModifier ?? "",
            ].joined(separator: "|"))

        var result = SwiftDataAttribute(property: property)
        let name = naming.swiftName
        if let enumSpec, let coreData {
            result.accessor = Self.swiftDataEnumAccessor(
                enumSpec, coreData: coreData, storedName: name, storedIsOptional: isOptional,
                accessorName: SwiftNames.escaped(naming.plainName + "Value"))
            if !attribute.isTransient {
                // The initializer takes the enum.
                let parameterDefault = coreData.defaultValue ?? (coreData.isOptional ? "nil" : nil)
                result.parameter = (
                    .init(swiftName: name, type: coreData.swiftType, defaultValue: parameterDefault),
                    .init(property: name, storesRawValue: true, isOptional: coreData.isOptional))
            }
        } else if !attribute.isTransient {
            result.parameter = (.init(swiftName: name, type: type, defaultValue: initialValue), .init(property: name))
        }
        // A composite's struct is Codable (SwiftData stores it through its conformance).
        if !attribute.isTransient, !AttributeTypeMapping.uncodable.contains(attribute.type) || isSwiftDataComposite(attribute) {
            result.coded = SwiftDataCoding.Property(
                swiftName: name, keyLiteral: SwiftLiteral.string(attribute.name), valueType: valueType,
                isOptional: isOptional, defaultValue: isOptional ? nil : initialValue)
        }
        return result
    }

    /// The type of the stored value: the enum's raw value for an enum-backed attribute (so the column keeps its type),
    /// the attribute's `mogen.typealias` when it names that type; nil (with an error) when SwiftData cannot store it.
    private mutating func swiftDataValueType(
        of attribute: Attribute, enumSpec: EnumSpecification?, plan: SwiftDataPlan, label: String
    ) -> String? {
        let valueType = attribute.type == .composite
            ? swiftDataCompositeType(of: attribute)
            : SwiftDataTypes.valueType(of: attribute, integers: plan.options.integers, types: types)
        switch valueType {
        case let .success(type):
            if let enumSpec { return types.spell(enumSpec.rawType) }
            if let alias = attribute.userInfo[UserInfoKeys.typeAlias], typealiases[alias]?.context.type == type { return alias }
            return type
        case let .failure(unsupported):
            // Left out, its column would be dropped when SwiftData opens the store: an error in every version.
            let loss = attribute.isTransient ? "the class would lack a property the app's code uses"
                : "leaving it out would drop the store's values for it"
            diagnostics.append(Diagnostic(
                .error, "attribute \(quoted: label) cannot be in the SwiftData class: \(unsupported.reason), and \(loss); "
                    + unsupported.fix, at: attribute.location, category: .codegen, notes: unsupported.notes))
            return nil
        }
    }

    /// Optional as in the model or its Core Data property; a required attribute without a default is optional where
    /// CloudKit syncs it.
    private mutating func swiftDataAttributeIsOptional(
        _ attribute: Attribute, of entity: Entity, coreDataIsOptional: Bool, hasDefault: Bool, plan: SwiftDataPlan,
        label: String, report: Bool
    ) -> Bool {
        let isOptional = attribute.isOptional || coreDataIsOptional
        guard plan.usesCloudKit(entity), !isOptional, !hasDefault, !attribute.isTransient else { return isOptional }
        if report {
            diagnostics.append(.warning(
                "attribute \(quoted: label) is required without a default value; CloudKit needs every attribute optional "
                    + "or with a default, so it is optional in SwiftData", at: attribute.location, .codegen))
        }
        return true
    }

    /// The arguments of `@Attribute(…)`: the options the model asks for, its original name and hash modifier.
    private mutating func swiftDataAttributeArguments(
        _ attribute: Attribute, valueType: String, isUnique: Bool, originalName: String?, label: String, report: Bool
    ) -> [String] {
        var arguments: [String] = []
        if attribute.isTransient { arguments.append(".ephemeral") }
        if isUnique { arguments.append(".unique") }
        if attribute.allowsExternalBinaryDataStorage { arguments.append(".externalStorage") }
        if attribute.type == .transformable {
            let transformer = swiftDataTransformerName(of: attribute, valueType: valueType, label: label, report: report)
            arguments.append(".transformable(by: \(SwiftLiteral.string(transformer)))")
        }
        if attribute.spotlightIndexingEnabled { arguments.append(".spotlight") }
        if attribute.allowsCloudEncryption { arguments.append(".allowsCloudEncryption") }
        if attribute.preserveAfterDeletion { arguments.append(".preserveValueOnDeletion") }
        if report, attribute.isDerived {
            diagnostics.append(.warning(
                "attribute \(quoted: label) is derived; SwiftData cannot derive values, so it is a stored property the app "
                    + "must keep up to date", at: attribute.location, .codegen))
        }
        if let original = originalName ?? attribute.renamingIdentifier {
            arguments.append("originalName: \(SwiftLiteral.string(original))")
        }
        if let modifier = attribute.versionHashModifier { arguments.append("hashModifier: \(SwiftLiteral.string(modifier))") }
        return arguments
    }

    /// The transformer of a transformable attribute: the model's, else `NSSecureUnarchiveFromData`. Without a name,
    /// Core Data archives the value with NSCoding; SwiftData needs a transformer for a type that is not Codable, and the
    /// secure unarchiver reads what Core Data archived
    /// (https://developer.apple.com/documentation/coredata/nsattributedescription/valuetransformername).
    private mutating func swiftDataTransformerName(
        of attribute: Attribute, valueType: String, label: String, report: Bool
    ) -> String {
        if let named = attribute.valueTransformerName, !named.isEmpty { return named }
        if report, let outside = valuesSecureUnarchivingCannotRead(valueType) {
            diagnostics.append(.warning(
                "attribute \(quoted: label) is Transformable without a transformer name: Core Data archived its "
                    + "values with NSCoding, and SwiftData reads them with NSSecureUnarchiveFromData, which decodes only "
                    + "\(SecureUnarchiving.allowedClassList), so stored \(outside) values read as nil; name a "
                    + "transformer in the model that allows them (a subclass of NSSecureUnarchiveFromDataTransformer, "
                    + "Docs/ValueTransformers.md) before the app opens its store with SwiftData",
                at: attribute.location, .codegen))
        }
        return "NSSecureUnarchiveFromData"
    }

    /// The enum view of an enum-backed attribute: it reads the stored raw value as the Core Data property does, with
    /// the same fallback, and writes the case's raw value.
    private static func swiftDataEnumAccessor(
        _ enumSpec: EnumSpecification, coreData: AttributeContext, storedName name: String, storedIsOptional: Bool,
        accessorName: String
    ) -> SwiftDataEnumAccessor {
        // An optional property reads nil as it is; a non-failable conversion of a stored value needs no fallback.
        let needsFallback = storedIsOptional ? !coreData.isOptional : !enumSpec.nonFailable
        return SwiftDataEnumAccessor(
            swiftName: accessorName, type: coreData.swiftType, enumName: enumSpec.name, isOptional: coreData.isOptional,
            storedName: name, storedIsOptional: storedIsOptional,
            fallback: needsFallback ? coreData.enumFallback ?? "nil" : nil)
    }

    /// What of a value of `type` the secure unarchiver cannot decode (`UIColor`, `any class other than …`), or nil.
    private func valuesSecureUnarchivingCannotRead(_ type: String) -> String? {
        if type == "NSObject" { return "objects of any other class" }
        return SecureUnarchiving.classesNotAllowed(in: type).map {
            MessageText.list($0.map { "\(quoted: $0)" }, conjunction: "and")
        }
    }

    /// The Swift name of a property in a `@Model` class. SwiftData stores a property under its Swift name, so a
    /// name other than the model's (a rename, `mogen.swiftName`, or one `@Model` takes) keeps the store's column
    /// through `originalName:`, which a migration follows.
    mutating func swiftDataNaming(
        _ name: String, userInfo: UserInfo, in entity: Entity, label: String, at location: SourceLocation, report: Bool
    ) -> (swiftName: String, plainName: String, originalName: String?) {
        var plain = naming(of: name, userInfo: userInfo, in: entity).plainName
        if Self.swiftDataMemberNames.contains(plain) { plain += "Property" }
        guard plain != name else { return (SwiftNames.escaped(plain), plain, nil) }
        if report {
            diagnostics.append(.warning(
                "property \(quoted: label) is \(quoted: plain) in SwiftData, which stores it under that name; "
                    + "@Attribute(originalName: \"\(bare: name)\") lets a lightweight migration rename the store's column",
                at: location, .codegen))
        }
        return (SwiftNames.escaped(plain), plain, name)
    }
}
