import Foundation
import MogenGenerator
import MogenSupport

/// Prints every diagnostic and usage error of every command, in one form (`path:line:column: severity: message
/// [category]`, Docs/Diagnostics.md), as `--quiet` (errors only), `--warnings-as-errors` (warnings become errors)
/// and a model's `warnings` levels ask, and gives the exit status that follows from what it printed. With
/// `--diagnostic-format json|sarif` it prints one document at the end instead (`finish`).
///
/// A class because a command reports as it goes (`lint`, a model at a time) and its status depends on all of it.
final class DiagnosticReporter {
    /// Where the command writes its results and summaries. With a machine-readable format on standard error, its
    /// summaries are left out there, so that standard error holds the document alone.
    let console: Console
    /// Where diagnostics and usage errors go.
    private let output: Console
    let quiet: Bool
    let warningsAsErrors: Bool
    /// The command whose usage line follows a usage error; nil for `mogen` itself.
    let command: CommandSpec?
    let format: DiagnosticDocument.Format
    /// The file the document goes to (`--diagnostic-output`); nil: standard error.
    let documentPath: String?
    /// Paths made absolute, for Xcode's issue navigator, which opens only those (`Environment.wantsAbsolutePaths`).
    let absolutePaths: Bool
    private(set) var hasReportedErrors = false
    private(set) var errorCount = 0
    private(set) var warningCount = 0
    /// What a machine-readable format prints at the end.
    private var collected: [Diagnostic] = []

    init(
        console: Console, command: CommandSpec? = nil, arguments: ParsedArguments = ParsedArguments(),
        environment: [String: String] = [:]
    ) {
        self.output = console
        self.command = command
        self.quiet = arguments.flag(.quiet)
        self.warningsAsErrors = arguments.flag(.warningsAsErrors)
        self.format = arguments.value(.diagnosticFormat).flatMap(DiagnosticDocument.Format.init(rawValue:)) ?? .text
        self.documentPath = arguments.value(.diagnosticOutput)
        self.absolutePaths = format == .text && Self.wantsAbsolutePaths(environment)
        var console = console
        if format != .text, documentPath == nil { console.writeError = { _ in } }
        self.console = console
    }

    /// Xcode runs a Run Script phase with its build settings in the environment: there diagnostics must name files by
    /// absolute paths for the issue navigator to open them, as SwiftLint prints them.
    static func wantsAbsolutePaths(_ environment: [String: String]) -> Bool {
        environment["XCODE_VERSION_ACTUAL"] != nil
    }

    /// Prints `diagnostics` in file order, at the levels `warnings` sets (a model's `warnings` setting) and
    /// `--warnings-as-errors` asks, and returns them as reported.
    @discardableResult
    func report(_ diagnostics: [Diagnostic], warnings: WarningLevels? = nil) -> [Diagnostic] {
        let reported = (warnings ?? WarningLevels()).applied(to: diagnostics, warningsAsErrors: warningsAsErrors)
        if reported.hasErrors { hasReportedErrors = true }
        errorCount += reported.errorCount
        warningCount += reported.warningCount
        guard format == .text else {
            collected += reported.sortedByLocation()
            return reported
        }
        for diagnostic in reported.sortedByLocation() where !quiet || diagnostic.severity == .error {
            output.error(diagnostic.rendered(colored: output.colorsErrors, absolutePaths: absolutePaths))
        }
        return reported
    }

    /// Prints why the command stopped and returns its exit code.
    func report(_ failure: CommandFailure) -> ExitCode {
        switch failure {
        case let .usage(error):
            let name = command.map { "mogen \($0.name)" } ?? "mogen"
            output.error("\(name): error: \(error)")
            if let command {
                output.error("USAGE: \(HelpFormatter.usage(for: command)); see 'mogen help \(command.name)'")
            } else {
                output.error("USAGE: mogen <command> [<arguments>] [<options>]; see 'mogen --help'")
            }
        case let .input(diagnostics):
            report(diagnostics)
        }
        return failure.exitCode
    }

    /// The status of a command that ran to its end: 2 when it reported an error, else 0.
    var status: ExitCode { hasReportedErrors ? .inputError : .success }

    /// After the command: the totals (`mogen: 1 error, 16 warnings`) for a command that reports them, when it printed
    /// more than one diagnostic, or the
    /// document of a machine-readable format. Returns `status` unchanged, or 2 when the document cannot be written.
    func finish(_ status: ExitCode) -> ExitCode {
        let document: String
        switch format {
        case .text:
            // After two or more: one diagnostic is its own total.
            let shown = errorCount + (quiet ? 0 : warningCount)
            if command?.reportsTotals == true, shown > 1 {
                output.error("mogen: \(CommonOptions.count(errorCount, "error")), \(CommonOptions.count(warningCount, "warning"))")
            }
            return status
        case .json: document = DiagnosticDocument.json(collected)
        case .sarif: document = DiagnosticDocument.sarif(collected)
        }
        guard let documentPath else {
            output.writeError(document)
            return status
        }
        do {
            try OutputWriter.writeFile(document, to: documentPath)
            return status
        } catch {
            for diagnostic in error.diagnostics { output.error(diagnostic.description) }
            return .inputError
        }
    }
}
