import Foundation

/// Where a command writes: standard output for results, standard error for diagnostics and summaries.
struct Console: Sendable {
    var writeOut: @Sendable (String) -> Void
    var writeError: @Sendable (String) -> Void

    static let standard = Console(
        writeOut: { text in FileHandle.standardOutput.write(Data(text.utf8)) },
        writeError: { text in FileHandle.standardError.write(Data(text.utf8)) })

    func out(_ text: String) { writeOut(text) }

    /// Writes a line to standard error.
    func error(_ line: String) { writeError(line.hasSuffix("\n") ? line : line + "\n") }
}
