import MogenGenerator
import MogenModel
import MogenSupport

/// A subcommand: its declaration and what it does with the parsed arguments. It prints its diagnostics through the
/// reporter, and throws what stops it, which `Mogen.main` reports.
struct Command: Sendable {
    var spec: CommandSpec
    var run: @Sendable (ParsedArguments, DiagnosticReporter) throws(CommandFailure) -> ExitCode
}

/// Shared pieces of command declarations and behaviour.
enum CommonOptions {
    static let model = ArgumentSpec(
        name: "model", help: "A .xcdatamodeld bundle, a .xcdatamodel folder, or a model's contents file.")
    static let modelVersion = OptionSpec(
        name: "--model-version", valueName: "name",
        help: "The version of a .xcdatamodeld bundle to read, such as 'Model 2' (default: the current version "
            + "named by .xccurrentversion, or the only version).")

    static let rename = OptionSpec(
        name: "--rename", valueName: "Entity.property=name",
        help: "Give a property another Swift name without changing the model: the stored key stays the "
            + "model's (repeatable; for a name that clashes with NSManagedObject, such as Note.deleted=isTrashed).",
        isRepeated: true)

    /// The `--rename` options given.
    static func renames(_ arguments: ParsedArguments) throws(UsageError) -> [PropertyRename] {
        try arguments.allValues("--rename").map { text throws(UsageError) in
            let parts = text.split(separator: "=", maxSplits: 1, omittingEmptySubsequences: false).map(String.init)
            guard parts.count == 2, parts[0].contains("."), !parts[1].isEmpty else {
                throw .other("'--rename' takes Entity.property=name, not \(MessageText.quoted(text))")
            }
            return PropertyRename(property: parts[0], swiftName: parts[1])
        }
    }

    static let templateLimit = OptionSpec(
        name: "--template-limit", valueName: "name=number",
        help: "Change a limit that stops a runaway template with an error (repeatable): "
            + "\(TemplateLimitSetting.namesWithDefaults).",
        isRepeated: true)

    /// The `--template-limit` options given, by name.
    static func templateLimits(_ arguments: ParsedArguments) throws(UsageError) -> [String: Int] {
        var limits: [String: Int] = [:]
        for text in arguments.allValues("--template-limit") {
            switch TemplateLimitSetting.parse(text) {
            case let .success(limit): limits[limit.name] = limit.value
            case let .failure(error): throw .other(error.message)
            }
        }
        return limits
    }

    /// `1 file`, `2 files`: a count with its noun, for summaries.
    static func count(_ number: Int, _ noun: String) -> String {
        "\(number) \(noun)\(number == 1 ? "" : "s")"
    }

    /// Reads a model, printing what went wrong; nil when it could not be read at all.
    static func readModel(_ path: String, version: String?, reporter: DiagnosticReporter) -> ModelReader.Result? {
        do {
            return try ModelReader.read(path: path, version: version)
        } catch {
            reporter.report(error.diagnostics)
            return nil
        }
    }
}
