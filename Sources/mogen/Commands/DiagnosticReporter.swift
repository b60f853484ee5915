import MogenSupport

/// Prints diagnostics as `--quiet` (errors only) and `--warnings-as-errors` (warnings become errors) ask.
struct DiagnosticReporter {
    let console: Console
    let quiet: Bool
    let warningsAsErrors: Bool

    init(_ arguments: ParsedArguments, console: Console) {
        self.console = console
        self.quiet = arguments.flag("--quiet")
        self.warningsAsErrors = arguments.flag("--warnings-as-errors")
    }

    /// Prints `diagnostics` in file order and returns them as reported.
    @discardableResult
    func report(_ diagnostics: [Diagnostic]) -> [Diagnostic] {
        var reported = diagnostics
        if warningsAsErrors {
            for index in reported.indices where reported[index].severity == .warning { reported[index].severity = .error }
        }
        CommonOptions.report(quiet ? reported.filter { $0.severity == .error } : reported, on: console)
        return reported
    }
}
