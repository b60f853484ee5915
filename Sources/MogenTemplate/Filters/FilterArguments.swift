/// StencilSwiftKit's filter errors. Their Swift descriptions (`invalidInputType`,
/// `invalidOption(option: "x")`) are the reasons reported, as upstream.
public enum FilterError: Error, Sendable, Equatable {
    /// The input or an argument has the wrong type, or an argument is missing.
    case invalidInputType
    /// A mode argument names no known mode.
    case invalidOption(option: String)
}

/// How StencilSwiftKit's filters read their input and arguments.
enum FilterArguments {
    /// The input as a string: strings, numbers and Booleans (`true` → `"true"`) qualify;
    /// null, arrays, dictionaries and objects do not.
    static func string(_ value: TemplateValue) throws -> String {
        guard let string = value.losslessString else { throw FilterError.invalidInputType }
        return string
    }

    /// A required string argument, read like the input.
    static func string(_ arguments: [TemplateValue], at index: Int) throws -> String {
        guard index < arguments.count else { throw FilterError.invalidInputType }
        return try string(arguments[index])
    }

    /// An optional Boolean argument. It must be a *string* (`"true"`, `"yes"`, `"1"`, `"false"`,
    /// `"no"`, `"0"`, any case); any other kind of argument (even an unquoted `true`) counts as
    /// absent, as upstream.
    static func optionalBool(_ arguments: [TemplateValue], at index: Int) throws -> Bool? {
        guard index < arguments.count, case .string(let text) = arguments[index] else { return nil }
        switch text.lowercased() {
        case "true", "yes", "1": return true
        case "false", "no", "0": return false
        default: throw FilterError.invalidInputType
        }
    }

    /// A mode argument: absent or null gives `defaultMode`; otherwise its printed form must be
    /// one of the mode names.
    static func mode<Mode: RawRepresentable>(
        _ arguments: [TemplateValue], at index: Int, default defaultMode: Mode
    ) throws -> Mode where Mode.RawValue == String {
        guard index < arguments.count, !arguments[index].isNull else { return defaultMode }
        let name: String
        if case .string(let text) = arguments[index] { name = text } else { name = arguments[index].renderedString }
        guard let mode = Mode(rawValue: name) else { throw FilterError.invalidOption(option: name) }
        return mode
    }
}
