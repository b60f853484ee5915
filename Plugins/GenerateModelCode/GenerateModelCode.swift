import Foundation
import PackagePlugin

/// `swift package --allow-writing-to-package-directory generate-model-code [--target NAME ...]`: writes the Swift for
/// each Core Data model of the package's targets into the target's sources, in the `pair` layout, for teams that
/// commit generated code and check it in CI with `mogen generate --check`. With a `mogen.json` in the target's
/// directory, that file decides where files go and how; without one, a model's files go to a folder named after
/// it beside it (`Sources/App/Music.xcdatamodeld` → `Sources/App/Music/`).
@main
struct GenerateModelCode: CommandPlugin {
    func performCommand(context: PluginContext, arguments: [String]) async throws {
        var extractor = ArgumentExtractor(arguments)
        let names = extractor.extractOption(named: "target")
        let passedOn = extractor.remainingArguments
        let targets = names.isEmpty ? context.package.targets : try context.package.targets(named: names)
        let tool = try context.tool(named: "mogen").url
        var generated = 0
        for target in targets {
            guard let source = target as? SwiftSourceModuleTarget else { continue }
            let configuration = ModelInputs.configuration(in: source.directoryURL)
            for model in ModelInputs.models(among: source.sourceFiles.map(\.url)) {
                var arguments = [
                    SettingNames.Option.generate, model.fileSystemPath, SettingNames.Option.module, source.moduleName,
                ]
                if let configuration {
                    arguments += [SettingNames.Option.config, configuration.fileSystemPath]
                } else {
                    arguments += [SettingNames.Option.output, model.deletingPathExtension().fileSystemPath]
                }
                try run(tool, arguments + passedOn, in: context.package.directoryURL)
                generated += 1
            }
        }
        if generated == 0 {
            Diagnostics.warning("no .xcdatamodeld or .xcdatamodel in "
                + (names.isEmpty ? "the package's targets" : "targets " + names.joined(separator: ", ")))
        }
    }

    /// Runs mogen in the package's folder, where `--check` passed on (with "shipped" in mogen.json) finds the
    /// package's git repository; its diagnostics go straight to the terminal.
    private func run(_ tool: URL, _ arguments: [String], in directory: URL) throws {
        let process = Process()
        process.executableURL = tool
        process.arguments = arguments
        process.currentDirectoryURL = directory
        try process.run()
        process.waitUntilExit()
        guard process.terminationReason == .exit, process.terminationStatus == 0 else {
            throw GenerationFailed(status: process.terminationStatus, arguments: arguments)
        }
    }
}

struct GenerationFailed: Error, CustomStringConvertible {
    let status: Int32
    let arguments: [String]

    var description: String {
        "mogen \(arguments.joined(separator: " ")) failed with exit status \(status)"
    }
}
