import Foundation
import MogenGenerator
import MogenModel

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

    static let configFile = OptionSpec(name: SettingNames.Option.config, valueName: "file",
        help: "A mogen.json to read (default: mogen.json in the current directory when no model is given).")

    /// The configuration file to read: --config, else `mogen.json` in the current directory when no model is given.
    static func configurationPath(_ arguments: ParsedArguments) throws(CommandFailure) -> String? {
        if let path = arguments.value(configFile) { return path }
        guard arguments.positionals.isEmpty else { return nil }
        guard FileManager.default.fileExists(atPath: ConfigurationFile.fileName) else {
            throw .usage(.other("no model given, and no \(ConfigurationFile.fileName) in the current directory; "
                + "give a model, or run 'mogen init' to write a \(ConfigurationFile.fileName)"))
        }
        return ConfigurationFile.fileName
    }

    /// The configuration file the command reads (`configurationPath`), decoded; nil when it reads none. A file of
    /// settings only with no model given is an input error: the command would have nothing to do.
    static func configuration(_ arguments: ParsedArguments) throws(CommandFailure) -> ConfigurationFile? {
        let path = try configurationPath(arguments)
        let configuration: ConfigurationFile?
        do {
            configuration = try path.map(ConfigurationFile.load(path:))
        } catch {
            throw .input(error.diagnostics)
        }
        if let problem = configuration?.problem(givenModels: arguments.positionals) { throw .input([problem]) }
        return configuration
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
