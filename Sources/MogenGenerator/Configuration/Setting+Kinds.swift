import MogenSupport

/// The kinds of value a setting takes (text, a path, a flag, a choice), each read the same way from `mogen.json`
/// and the command line into the `GenerationSettings` field it names. Settings with values of their own shape
/// (lists, objects) are declared with `init` directly.
extension Setting {
    /// The layer combination most settings have: a later value replaces an earlier one.
    static func replacing<Value>(_ field: WritableKeyPath<GenerationSettings, Value?> & Sendable)
        -> @Sendable (inout GenerationSettings, GenerationSettings) -> Void
    {
        { settings, later in
            if let value = later[keyPath: field] { settings[keyPath: field] = value }
        }
    }

    /// The layer combination of a list that layers add to: a later layer's values that are not there yet.
    static func appending(_ field: WritableKeyPath<GenerationSettings, [String]?> & Sendable)
        -> @Sendable (inout GenerationSettings, GenerationSettings) -> Void
    {
        { settings, later in
            guard let extra = later[keyPath: field] else { return }
            let earlier = settings[keyPath: field] ?? []
            settings[keyPath: field] = earlier + extra.filter { !earlier.contains($0) }
        }
    }

    /// Refuses the first of `values`, given on the command line with `option`, that lacks the form `syntax`, as
    /// `mogen.json` refuses it for the same key.
    static func check(_ values: [String], as syntax: SettingSyntax, option: String) throws(SettingValueError) {
        for value in values {
            if let problem = syntax.problem(with: value, in: "\(quoted: option)") { throw SettingValueError(problem) }
        }
    }

    /// Text, as written; with `syntax`, it must have that form in both places (every value given on the command
    /// line is checked; the last one counts).
    static func text(
        _ key: String, _ field: WritableKeyPath<GenerationSettings, String?> & Sendable, option: OptionSpec,
        isShared: Bool = true, shapesContext: Bool = false, syntax: SettingSyntax? = nil
    ) -> Setting {
        Setting(
            key: key, option: option, isShared: isShared, shapesContext: shapesContext,
            readJSON: { _, value, settings, decoder in
                guard let text = decoder.string(value, key: key) else { return }
                if let syntax, decoder.checked(text, as: syntax, in: "\(quoted: key)", at: value.position) == nil { return }
                settings[keyPath: field] = text
            },
            readCommandLine: { _, values, settings throws(SettingValueError) in
                if let syntax { try check(values, as: syntax, option: option.name) }
                settings[keyPath: field] = values.last
            },
            overlay: replacing(field))
    }

    /// A path: in `mogen.json` resolved against the file's directory, on the command line kept as given (relative
    /// to the current directory).
    static func path(
        _ key: String, _ field: WritableKeyPath<GenerationSettings, String?> & Sendable, option: OptionSpec,
        overlay: (@Sendable (inout GenerationSettings, GenerationSettings) -> Void)? = nil
    ) -> Setting {
        Setting(
            key: key, option: option, isShared: true, shapesContext: false,
            readJSON: { _, value, settings, decoder in
                guard let text = decoder.string(value, key: key) else { return }
                if text.isEmpty {
                    decoder.error("\(quoted: key) must not be empty; use \".\" for the directory of the configuration file",
                        at: value.position)
                }
                settings[keyPath: field] = decoder.resolve(text)
            },
            readCommandLine: { _, values, settings in settings[keyPath: field] = values.last },
            overlay: overlay ?? replacing(field))
    }

    /// `true` or `false` in `mogen.json`; on the command line, a flag that sets it.
    static func flag(
        _ key: String, _ field: WritableKeyPath<GenerationSettings, Bool?> & Sendable, option: OptionSpec,
        shapesContext: Bool = false
    ) -> Setting {
        Setting(
            key: key, option: option, isShared: true, shapesContext: shapesContext,
            readJSON: { _, value, settings, decoder in
                guard let flag = value.boolValue else {
                    decoder.error("\(quoted: key) must be true or false, not \(value.kindDescription)", at: value.position)
                    return
                }
                settings[keyPath: field] = flag
            },
            readCommandLine: { _, _, settings in settings[keyPath: field] = true },
            overlay: replacing(field))
    }

    /// One of `Choice`'s cases, by raw value; the option lists them as its allowed values.
    static func choice<Choice: RawRepresentable & CaseIterable & Sendable>(
        _ key: String, _ field: WritableKeyPath<GenerationSettings, Choice?> & Sendable, option: OptionSpec,
        shapesContext: Bool = false
    ) -> Setting where Choice.RawValue == String {
        let names = Choice.allCases.map(\.rawValue)
        let expected = MessageText.list(names, conjunction: "or")
        var choices = option
        choices.allowedValues = names
        return Setting(
            key: key, option: choices, isShared: true, shapesContext: shapesContext,
            readJSON: { _, value, settings, decoder in
                guard let text = decoder.string(value, key: key) else { return }
                guard let chosen = Choice(rawValue: text) else {
                    let close = Suggestions.closest(to: text, among: names).map { "; did you mean \(quoted: $0)?" } ?? ""
                    decoder.error("\(quoted: key) must be \(expected), not \(MessageText.quoted(text))\(close)", at: value.position)
                    return
                }
                settings[keyPath: field] = chosen
            },
            readCommandLine: { _, values, settings throws(SettingValueError) in
                guard let text = values.last, let chosen = Choice(rawValue: text) else {
                    throw SettingValueError("\(quoted: option.name) must be \(expected)")
                }
                settings[keyPath: field] = chosen
            },
            overlay: replacing(field))
    }
}
