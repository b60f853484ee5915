/// A setting's declaration (`SettingDeclarations`) with the type of its value: `SettingKey<Bool>` for `codable`,
/// `SettingKey<String?>` for a setting that has no value when no layer sets one. `GenerationSettings` holds each
/// value under its declaration (`settings.codable`), and `ContextOptions` reads it with the declaration's default
/// (`options.codable`). The declaration's `key`, `option` and the rest read through (`Setting.accessLevel.option`).
/// A default is written here and nowhere else: the stages take it from here, and a test holds what `--help` and
/// `Docs/Configuration.md` say the default is to it.
@dynamicMemberLookup
public struct SettingKey<Value: Sendable & Equatable>: Sendable {
    /// The declaration, with `defaultText` set from `defaultValue`.
    public let setting: Setting
    /// The value when no layer sets one.
    public let defaultValue: Value

    init(_ setting: Setting, default defaultValue: Value) {
        var declared = setting
        declared.defaultText = Self.text(of: defaultValue)
        self.setting = declared
        self.defaultValue = defaultValue
    }

    /// A setting without a value when no layer sets one.
    init<Wrapped>(_ setting: Setting) where Value == Wrapped? {
        self.setting = setting
        defaultValue = nil
    }

    public subscript<Part>(dynamicMember part: KeyPath<Setting, Part>) -> Part {
        setting[keyPath: part]
    }

    /// How `--help` and the documentation write `value`: a choice's name or the text; nil for a flag's `false` and an
    /// empty list, which they do not state.
    private static func text(of value: Value) -> String? {
        switch value {
        case let choice as any RawRepresentable<String>: choice.rawValue
        case let text as String: text
        default: nil
        }
    }
}
