import MogenGenerator

/// The declaration of a command: one value feeds parsing, help and error messages, so they cannot drift apart.
struct CommandSpec: Sendable {
    var name: String
    /// One line: what the command does.
    var abstract: String
    /// Paragraphs shown after the option list in `--help`.
    var discussion: String = ""
    var arguments: [ArgumentSpec] = []
    var options: [OptionSpec] = []
    var examples: [String] = []

    /// Every command takes `-h`/`--help`.
    var allOptions: [OptionSpec] { options + [.help] }

    func option(named name: String) -> OptionSpec? {
        allOptions.first { $0.name == name || $0.shortName == name }
    }
}

/// A positional argument.
struct ArgumentSpec: Sendable {
    var name: String
    var help: String
    var isOptional: Bool = false
    /// Takes every remaining positional value.
    var isRepeated: Bool = false
}

/// A `--name value` option or a `--name` flag.
struct OptionSpec: Sendable {
    /// `--format`
    var name: String
    /// `-o`
    var shortName: String?
    /// The placeholder shown in help (`<format>`); nil for a flag.
    var valueName: String?
    var help: String
    /// May be given several times; every value is kept.
    var isRepeated: Bool = false
    /// Values the option accepts; anything else is a usage error.
    var allowedValues: [String]? = nil

    var isFlag: Bool { valueName == nil }

    static let help = OptionSpec(name: "--help", shortName: "-h", valueName: nil, help: "Show help for this command.")
}

extension OptionSpec {
    /// A setting's option, as its declaration gives it.
    init(_ setting: Setting) {
        let option = setting.option
        self.init(
            name: option.name, shortName: option.shortName, valueName: option.valueName, help: option.help,
            isRepeated: option.isRepeated, allowedValues: option.allowedValues)
    }

    /// The same option with the help text a command gives it.
    func withHelp(_ help: String) -> OptionSpec {
        var option = self
        option.help = help
        return option
    }

    static let quiet = OptionSpec(name: "--quiet", shortName: "-q", valueName: nil, help: "Print errors only.")
    static let warningsAsErrors = OptionSpec(
        name: "--warnings-as-errors", valueName: nil, help: "Treat warnings as errors.")
}
