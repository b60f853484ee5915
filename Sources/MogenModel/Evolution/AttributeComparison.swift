/// Attribute changes, under the rules of `MigrationRule`. The version hash of an attribute covers its name,
/// optionality, transience, version hash modifier and type (`NSPropertyDescription.versionHash`,
/// `NSAttributeDescription.versionHash`); everything else an attribute has is reported as not in the hash.
enum AttributeComparison {
    static func added(_ attribute: Attribute, entity: String, hint: String?) -> ModelChange {
        ModelChange(
            .attribute, .added, entity: entity, name: attribute.name,
            rule: isRequiredWithoutDefault(attribute) ? .attributeAddedRequiredWithoutDefault : .attributeAdded,
            hint: hint, at: attribute.location)
    }

    static func removed(_ attribute: Attribute, entity: String) -> ModelChange {
        ModelChange(.attribute, .removed, entity: entity, name: attribute.name, rule: .attributeRemoved)
    }

    /// The change between two versions of one attribute, or nil when they are the same.
    static func compare(_ old: Attribute, _ new: Attribute, entity: String) -> ModelChange? {
        let fields = hashedFields(old, new) + unhashedFields(old, new)
        let renamed = old.name != new.name
        guard renamed || !fields.isEmpty else { return nil }
        return ModelChange(
            .attribute, renamed ? .renamed : .changed, entity: entity, name: new.name,
            oldName: renamed ? old.name : nil, fields: fields,
            rule: renamed ? .attributeRenamed : .notInVersionHash, at: new.location)
    }

    /// Whether `old` widens to `new`, a numeric type that holds its values, so that the inferred mapping copies them
    /// as the same numbers: a wider integer (Integer 16 → 32 → 64), or an integer or a Float to Double (Integer 64
    /// → Double rounds values past 2^53). Apple's documentation lists no type change among the changes Core Data
    /// infers, and says nothing of these; apps ship them with the inferred migration (woocommerce-ios, its Storage
    /// model's MIGRATIONS.md, Model 3: "Widened `quantity` attribute on `OrderItem` from Int16 to Int64", with no
    /// mapping model, where Model 10's Int64 → Decimal used one; its later Integer 64 → Double likewise).
    static func widens(from old: AttributeType, to new: AttributeType) -> Bool {
        switch (old, new) {
        case (.integer16, .integer32), (.integer16, .integer64), (.integer32, .integer64): true
        case (.integer16, .double), (.integer32, .double), (.integer64, .double), (.float, .double): true
        default: false
        }
    }

    static func hashedFields(_ oldAttribute: Attribute, _ newAttribute: Attribute) -> [ModelChange.Field] {
        let old = oldAttribute.properties
        let new = newAttribute.properties
        var fields: [ModelChange.Field] = []
        let unstored = old.isTransient && new.isTransient
        if old.type != new.type || old.unknownTypeName != new.unknownTypeName {
            fields.append(.init(
                "type", old.unknownTypeName ?? old.type.xmlName, new.unknownTypeName ?? new.type.xmlName,
                rule: unstored ? .unstoredPropertyChanged
                    : widens(from: old.type, to: new.type) ? .attributeTypeWidened : .attributeTypeChanged))
        }
        let required = isRequiredWithoutDefault(newAttribute)
        return fields + PropertyComparison.fields(
            .init(isTransient: old.isTransient, isOptional: old.isOptional, versionHashModifier: old.versionHashModifier),
            .init(isTransient: new.isTransient, isOptional: new.isOptional, versionHashModifier: new.versionHashModifier),
            rules: .init(
                becameTransient: .attributeBecameTransient,
                becamePersistent: required ? .attributeAddedRequiredWithoutDefault : .attributeBecamePersistent,
                becameOptional: .attributeBecameOptional,
                becameRequired: hasDefault(newAttribute)
                    ? .attributeBecameRequiredWithDefault : .attributeBecameRequiredWithoutDefault))
    }

    static func unhashedFields(_ oldAttribute: Attribute, _ newAttribute: Attribute) -> [ModelChange.Field] {
        // The properties once each: reading them one by one through the attribute goes through a key path each time.
        let old = oldAttribute.properties
        let new = newAttribute.properties
        let optional = SettingText.optional
        let yesNo = SettingText.yesNo
        let fields: [ModelChange.Field?] = [
            SettingText.unhashed("default value", old.defaultValueString ?? old.defaultDateTimeInterval,
                                 new.defaultValueString ?? new.defaultDateTimeInterval, text: optional),
            SettingText.unhashed("minimum", old.minValueString ?? old.minDateTimeInterval,
                                 new.minValueString ?? new.minDateTimeInterval, text: optional),
            SettingText.unhashed("maximum", old.maxValueString ?? old.maxDateTimeInterval,
                                 new.maxValueString ?? new.maxDateTimeInterval, text: optional),
            SettingText.unhashed("regular expression", old.regularExpressionString, new.regularExpressionString,
                                 text: optional),
            SettingText.unhashed("custom class", old.customClassName, new.customClassName, text: optional),
            SettingText.unhashed("value transformer", old.valueTransformerName, new.valueTransformerName, text: optional),
            SettingText.unhashed("scalar type", old.usesScalarValueType, new.usesScalarValueType) {
                $0.map(yesNo) ?? "default"
            },
            SettingText.unhashed("derivation", old.isDerived ? old.derivationExpression ?? "" : nil,
                                 new.isDerived ? new.derivationExpression ?? "" : nil, text: optional),
            SettingText.unhashed("composite", old.compositeName, new.compositeName, text: optional),
            SettingText.unhashed("indexed", old.isIndexed, new.isIndexed, text: yesNo),
            SettingText.unhashed("indexed by Spotlight", old.spotlightIndexingEnabled, new.spotlightIndexingEnabled,
                                 text: yesNo),
            SettingText.unhashed("external storage", old.allowsExternalBinaryDataStorage,
                                 new.allowsExternalBinaryDataStorage, text: yesNo),
            SettingText.unhashed("CloudKit encryption", old.allowsCloudEncryption, new.allowsCloudEncryption, text: yesNo),
            SettingText.unhashed("preserve after deletion", old.preserveAfterDeletion, new.preserveAfterDeletion,
                                 text: yesNo),
            SettingText.unhashed("stored in truth file", old.storedInTruthFile, new.storedInTruthFile, text: yesNo),
            SettingText.sameEntries(old.userInfo, new.userInfo) ? nil
                : .init("userInfo", SettingText.userInfo(old.userInfo), SettingText.userInfo(new.userInfo),
                        rule: .notInVersionHash),
        ]
        return fields.compactMap { $0 }
    }

    static func hasDefault(_ attribute: Attribute) -> Bool {
        attribute.defaultValueString != nil || attribute.defaultDateTimeInterval != nil
    }

    /// Existing objects would have no value for it: stored, required, and no default value.
    static func isRequiredWithoutDefault(_ attribute: Attribute) -> Bool {
        !attribute.isTransient && !attribute.isOptional && !hasDefault(attribute)
    }
}
