/// Attribute changes, under the rules of `MigrationRule`. The version hash of an attribute covers its name,
/// optionality, transience, version hash modifier and type (`NSPropertyDescription.versionHash`,
/// `NSAttributeDescription.versionHash`); everything else an attribute has is reported as not in the hash.
enum AttributeComparison {
    static func added(_ attribute: Attribute, entity: String, hint: String?) -> ModelChange {
        ModelChange(
            .attribute, .added, entity: entity, name: attribute.name,
            rule: isRequiredWithoutDefault(attribute) ? .attributeAddedRequiredWithoutDefault : .attributeAdded,
            hint: hint)
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
            rule: renamed ? .attributeRenamed : .notInVersionHash)
    }

    static func hashedFields(_ old: Attribute, _ new: Attribute) -> [ModelChange.Field] {
        var fields: [ModelChange.Field] = []
        let unstored = old.isTransient && new.isTransient
        if old.type != new.type || old.unknownTypeName != new.unknownTypeName {
            fields.append(.init(
                "type", old.unknownTypeName ?? old.type.xmlName, new.unknownTypeName ?? new.type.xmlName,
                rule: unstored ? .unstoredPropertyChanged : .attributeTypeChanged))
        }
        if old.isTransient != new.isTransient {
            fields.append(.init(
                "storage", SettingText.storage(old.isTransient), SettingText.storage(new.isTransient),
                rule: new.isTransient ? .attributeBecameTransient
                    : isRequiredWithoutDefault(new) ? .attributeAddedRequiredWithoutDefault : .attributeBecamePersistent))
        }
        if old.isOptional != new.isOptional {
            let rule: MigrationRule =
                new.isTransient ? .unstoredPropertyChanged
                : new.isOptional ? .attributeBecameOptional
                : hasDefault(new) ? .attributeBecameRequiredWithDefault : .attributeBecameRequiredWithoutDefault
            fields.append(.init(
                "optionality", SettingText.optionality(old.isOptional), SettingText.optionality(new.isOptional),
                rule: rule))
        }
        if old.versionHashModifier != new.versionHashModifier {
            fields.append(.init(
                "version hash modifier", SettingText.optional(old.versionHashModifier),
                SettingText.optional(new.versionHashModifier), rule: .versionHashModifierChanged))
        }
        return fields
    }

    static func unhashedFields(_ old: Attribute, _ new: Attribute) -> [ModelChange.Field] {
        let settings: [(String, (Attribute) -> String)] = [
            ("default value", { SettingText.optional($0.defaultValueString ?? $0.defaultDateTimeInterval) }),
            ("minimum", { SettingText.optional($0.minValueString ?? $0.minDateTimeInterval) }),
            ("maximum", { SettingText.optional($0.maxValueString ?? $0.maxDateTimeInterval) }),
            ("regular expression", { SettingText.optional($0.regularExpressionString) }),
            ("custom class", { SettingText.optional($0.customClassName) }),
            ("value transformer", { SettingText.optional($0.valueTransformerName) }),
            ("scalar type", { $0.usesScalarValueType.map(SettingText.yesNo) ?? "default" }),
            ("derivation", { SettingText.optional($0.isDerived ? $0.derivationExpression ?? "" : nil) }),
            ("composite", { SettingText.optional($0.compositeName) }),
            ("indexed", { SettingText.yesNo($0.isIndexed) }),
            ("indexed by Spotlight", { SettingText.yesNo($0.spotlightIndexingEnabled) }),
            ("external storage", { SettingText.yesNo($0.allowsExternalBinaryDataStorage) }),
            ("CloudKit encryption", { SettingText.yesNo($0.allowsCloudEncryption) }),
            ("preserve after deletion", { SettingText.yesNo($0.preserveAfterDeletion) }),
            ("stored in truth file", { SettingText.yesNo($0.storedInTruthFile) }),
            ("userInfo", { SettingText.userInfo($0.userInfo) }),
        ]
        return settings.compactMap { name, text in SettingText.unhashed(name, text(old), text(new)) }
    }

    static func hasDefault(_ attribute: Attribute) -> Bool {
        attribute.defaultValueString != nil || attribute.defaultDateTimeInterval != nil
    }

    /// Existing objects would have no value for it: stored, required, and no default value.
    static func isRequiredWithoutDefault(_ attribute: Attribute) -> Bool {
        !attribute.isTransient && !attribute.isOptional && !hasDefault(attribute)
    }
}
