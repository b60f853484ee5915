import Foundation

/// Where a command writes: standard output for results, standard error for diagnostics and summaries.
struct Console: Sendable {
    var writeOut: @Sendable (String) -> Void
    var writeError: @Sendable (String) -> Void
    /// Whether diagnostics on standard error are shown in colour (`colorsStandardError`).
    var colorsErrors = false

    static let standard = Console(
        writeOut: { text in FileHandle.standardOutput.write(Data(text.utf8)) },
        writeError: { text in FileHandle.standardError.write(Data(text.utf8)) },
        colorsErrors: colorsStandardError(ProcessInfo.processInfo.environment))

    /// Colour on a terminal, unless `NO_COLOR` is set (no-color.org) or the terminal is `dumb`; `CLICOLOR_FORCE`
    /// asks for it anywhere, as for other command-line tools.
    static func colorsStandardError(_ environment: [String: String], isTerminal: Bool = isatty(STDERR_FILENO) == 1) -> Bool {
        if let noColor = environment["NO_COLOR"], !noColor.isEmpty { return false }
        if let force = environment["CLICOLOR_FORCE"], !force.isEmpty, force != "0" { return true }
        return isTerminal && environment["TERM"] != "dumb"
    }

    func out(_ text: String) { writeOut(text) }

    /// Writes a line to standard error.
    func error(_ line: String) { writeError(line.hasSuffix("\n") ? line : line + "\n") }
}
