import MogenModel

/// A subcommand: its declaration and what it does with the parsed arguments.
struct Command: Sendable {
    var spec: CommandSpec
    var run: @Sendable (ParsedArguments, Console) -> ExitCode
}

/// Shared pieces of command declarations and behaviour.
enum CommonOptions {
    static let model = ArgumentSpec(
        name: "model", help: "A .xcdatamodeld bundle, a .xcdatamodel folder, or a model's contents file.")
    static let modelVersion = OptionSpec(
        name: "--model-version", valueName: "name",
        help: "The version of a .xcdatamodeld bundle to read, such as 'Model 2' (default: the current version "
            + "named by .xccurrentversion, or the only version).")

    /// `1 file`, `2 files`: a count with its noun, for summaries.
    static func count(_ number: Int, _ noun: String) -> String {
        "\(number) \(noun)\(number == 1 ? "" : "s")"
    }

    /// Prints diagnostics to standard error, in file order.
    static func report(_ diagnostics: [Diagnostic], on console: Console) {
        for diagnostic in diagnostics.sortedByLocation() { console.error(diagnostic.description) }
    }

    /// Reads a model, printing what went wrong; nil when it could not be read at all.
    static func readModel(_ path: String, version: String?, console: Console) -> ModelReader.Result? {
        do {
            return try ModelReader.read(path: path, version: version)
        } catch {
            report(error.diagnostics, on: console)
            return nil
        }
    }
}
