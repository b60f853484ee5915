/// What every property's version hash holds (https://developer.apple.com/documentation/coredata/nspropertydescription/versionhash):
/// whether it is stored or transient, optional or required, and its version hash modifier. Attributes and
/// relationships add their own inputs and name the rules that apply to them.
enum PropertyComparison {
    /// The rules for a property kind; `becameRequired` and `becamePersistent` are chosen by the caller, which knows
    /// whether existing objects can have a value (a default value, a required destination).
    struct Rules {
        let becameTransient: MigrationRule
        let becamePersistent: MigrationRule
        let becameOptional: MigrationRule
        let becameRequired: MigrationRule
    }

    struct Flags {
        let isTransient: Bool
        let isOptional: Bool
        let versionHashModifier: String?
    }

    static func fields(_ old: Flags, _ new: Flags, rules: Rules) -> [ModelChange.Field] {
        var fields: [ModelChange.Field] = []
        if old.isTransient != new.isTransient {
            fields.append(.init(
                "storage", SettingText.storage(old.isTransient), SettingText.storage(new.isTransient),
                rule: new.isTransient ? rules.becameTransient : rules.becamePersistent))
        }
        if old.isOptional != new.isOptional {
            fields.append(.init(
                "optionality", SettingText.optionality(old.isOptional), SettingText.optionality(new.isOptional),
                rule: new.isTransient ? .unstoredPropertyChanged
                    : new.isOptional ? rules.becameOptional : rules.becameRequired))
        }
        if old.versionHashModifier != new.versionHashModifier {
            fields.append(.init(
                "version hash modifier", SettingText.optional(old.versionHashModifier),
                SettingText.optional(new.versionHashModifier), rule: .versionHashModifierChanged))
        }
        return fields
    }
}
