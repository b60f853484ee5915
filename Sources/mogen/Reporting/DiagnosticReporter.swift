import MogenSupport

/// Prints every diagnostic and usage error of every command, in one form (`path:line:column: severity: message
/// [category]`, Docs/Diagnostics.md), as `--quiet` (errors only) and `--warnings-as-errors` (warnings become errors)
/// ask, and gives the exit status that follows from what it printed.
///
/// A class because a command reports as it goes (`lint`, a model at a time) and its status depends on all of it.
final class DiagnosticReporter {
    let console: Console
    let quiet: Bool
    let warningsAsErrors: Bool
    /// The command whose usage line follows a usage error; nil for `mogen` itself.
    let command: CommandSpec?
    private(set) var hasReportedErrors = false

    init(console: Console, command: CommandSpec? = nil, arguments: ParsedArguments = ParsedArguments()) {
        self.console = console
        self.command = command
        self.quiet = arguments.flag(.quiet)
        self.warningsAsErrors = arguments.flag(.warningsAsErrors)
    }

    /// Prints `diagnostics` in file order and returns them as reported.
    @discardableResult
    func report(_ diagnostics: [Diagnostic]) -> [Diagnostic] {
        var reported = diagnostics
        if warningsAsErrors {
            for index in reported.indices where reported[index].severity == .warning { reported[index].severity = .error }
        }
        if reported.hasErrors { hasReportedErrors = true }
        for diagnostic in reported.sortedByLocation() where !quiet || diagnostic.severity == .error {
            console.error(diagnostic.description)
        }
        return reported
    }

    /// Prints why the command stopped and returns its exit code.
    func report(_ failure: CommandFailure) -> ExitCode {
        switch failure {
        case let .usage(error):
            let name = command.map { "mogen \($0.name)" } ?? "mogen"
            console.error("\(name): error: \(error)")
            if let command {
                console.error("USAGE: \(HelpFormatter.usage(for: command)); see 'mogen help \(command.name)'")
            } else {
                console.error("USAGE: mogen <command> [<arguments>] [<options>]; see 'mogen --help'")
            }
        case let .input(diagnostics):
            report(diagnostics)
        }
        return failure.exitCode
    }

    /// The status of a command that ran to its end: 2 when it reported an error, else 0.
    var status: ExitCode { hasReportedErrors ? .inputError : .success }
}
