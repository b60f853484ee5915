/// A setting that has a value when no layer sets it: its declaration (whose `key`, `option` and the rest read through,
/// `Setting.accessLevel.option`) and that value, written here and nowhere else. The stages take it from here
/// (`GenerationSettings.contextOptions`, `GenerationSettings.request`), and a test holds what `--help` and
/// `Docs/Configuration.md` say the default is to it.
@dynamicMemberLookup
public struct SettingKey<Value: Sendable>: Sendable {
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
