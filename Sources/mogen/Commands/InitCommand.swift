import Foundation
import MogenGenerator
import MogenSupport

enum InitCommand {
    static let command = Command(
        spec: CommandSpec(
            name: "init",
            abstract: "Write a starter mogen.json for the models under the current directory.",
            discussion: """
                Every .xcdatamodeld bundle, and every .xcdatamodel folder outside a bundle, found under the current
                directory (build folders, dependencies and hidden folders aside) gets an entry that generates its
                code into a folder named after it, beside it (Sources/App/Model.xcdatamodeld →
                Sources/App/Model), in the pair layout. Edit the file to change that; every
                setting is described in Docs/Configuration.md. Then 'mogen generate' with no model generates them
                all, and 'mogen generate --check' checks them.

                An existing mogen.json is left alone unless --force is given.
                """,
            options: [
                force,
            ],
            examples: ["mogen init", "mogen init --force"]),
        run: { arguments, reporter throws(CommandFailure) in try run(arguments, reporter: reporter) })

    static let force = OptionSpec(name: "--force", valueName: nil, help: "Replace an existing mogen.json.")

    static func run(_ arguments: ParsedArguments, reporter: DiagnosticReporter) throws(CommandFailure) -> ExitCode {
        let path = ConfigurationFile.fileName
        if FileManager.default.fileExists(atPath: path), !arguments.flag(force) {
            throw .input([.error("exists; not overwritten (--force replaces it)", at: .file(path), .output)])
        }
        let models = StarterConfiguration.findModels(under: ".")
        guard !models.isEmpty else {
            throw .input([.error("no .xcdatamodeld or .xcdatamodel under the current directory", at: nil, .input)])
        }
        do {
            try Data(StarterConfiguration.text(models: models).utf8).write(
                to: URL(fileURLWithPath: path), options: .atomic)
        } catch {
            throw .input([.error("cannot write the file: \(error.localizedDescription)", at: .file(path), .output)])
        }
        reporter.console.error("wrote \(path) for \(CommonOptions.count(models.count, "model")): "
            + models.joined(separator: ", "))
        return .success
    }
}
