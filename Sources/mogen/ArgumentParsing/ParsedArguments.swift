import MogenGenerator

/// What the user gave, matched against a `CommandSpec`. Options are read through their declarations (`OptionSpec`,
/// `Setting`), never by spelling their names again.
struct ParsedArguments: Sendable {
    /// Positional values in order.
    var positionals: [String] = []
    /// Values of each option by its long name, in the order given.
    var values: [String: [String]] = [:]
    /// Flags given, by long name.
    var flags: Set<String> = []
    /// The settings of the command the words were parsed for (`CommandSpec.settings`).
    var commandSettings: [Setting] = []

    func flag(_ option: OptionSpec) -> Bool { flags.contains(option.name) }

    /// The last value given for an option (a later value overrides an earlier one).
    func value(_ option: OptionSpec) -> String? { values[option.name]?.last }

    func allValues(_ option: OptionSpec) -> [String] { values[option.name] ?? [] }

    /// The typed values of the command's settings given on the command line; relative paths stay relative to the
    /// current directory.
    func settings() throws(UsageError) -> GenerationSettings {
        try settings(commandSettings)
    }

    /// The typed values of `settings` given on the command line.
    func settings(_ settings: [Setting]) throws(UsageError) -> GenerationSettings {
        do {
            return try Setting.read(settings) { option in
                option.isFlag ? (flags.contains(option.name) ? [""] : []) : values[option.name] ?? []
            }
        } catch {
            throw .other(error.message)
        }
    }
}
