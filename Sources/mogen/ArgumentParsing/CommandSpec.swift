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
    /// Whether the run ends with its count of errors and warnings (`mogen: 1 error, 16 warnings`).
    var reportsTotals = false

    /// Every command takes `-h`/`--help`.
    var allOptions: [OptionSpec] { options + [.help] }

    /// The settings the command takes: those whose option, as declared, it lists among its options.
    var settings: [Setting] { Setting.all.filter { options.contains($0.option) } }

    func option(named name: String) -> OptionSpec? {
        allOptions.first { $0.name == name || $0.shortName == name || $0.aliases.contains(name) }
    }

    /// The positional argument that `name` also gives as an option (`--model <path>`).
    func argument(withOption name: String) -> ArgumentSpec? {
        arguments.first { $0.optionAliases.contains(name) }
    }

    /// Every long name an option or argument can be given with: names and aliases.
    var longNames: [String] {
        allOptions.flatMap { [$0.name] + $0.aliases } + arguments.flatMap(\.optionAliases)
    }
}

/// A positional argument.
struct ArgumentSpec: Sendable {
    var name: String
    var help: String
    var isOptional: Bool = false
    /// Takes every remaining positional value.
    var isRepeated: Bool = false
    /// Options that give a value of this argument (`--model <path>`, mogenerator's), as if it was positional.
    var optionAliases: [String] = []
}

extension OptionSpec {
    /// The same option with the help text a command gives it.
    func withHelp(_ help: String) -> OptionSpec {
        var option = self
        option.help = help
        return option
    }

    static let quiet = OptionSpec(name: "--quiet", shortName: "-q", valueName: nil, help: "Print errors only.")
    static let warningsAsErrors = OptionSpec(
        name: "--warnings-as-errors", valueName: nil, help: "Treat warnings as errors.")
    static let diagnosticFormat = OptionSpec(
        name: "--diagnostic-format", valueName: "format",
        help: "text (the default: 'path:line:column: severity: message [category]', in colour on a terminal unless "
            + "NO_COLOR is set), json, or sarif (SARIF 2.1.0, for GitHub code scanning and other CI systems). json "
            + "and sarif print one document after the run, to standard error or --diagnostic-output, without the "
            + "summaries.",
        allowedValues: DiagnosticDocument.Format.allCases.map(\.rawValue))
    static let diagnosticOutput = OptionSpec(
        name: "--diagnostic-output", valueName: "file",
        help: "Write the json or sarif document to this file instead of standard error.")
}
