import Foundation
import PackagePlugin

/// Embeds Templates/ into the MogenGenerator module at build time (see Sources/mogen-template-embedder), so the
/// built-in templates cannot drift from their sources. Every template file is an input: editing one rebuilds.
@main
struct EmbedTemplates: BuildToolPlugin {
    func createBuildCommands(context: PluginContext, target: Target) async throws -> [Command] {
        let templates = context.package.directoryURL.appendingPathComponent("Templates", isDirectory: true)
        let output = context.pluginWorkDirectoryURL.appendingPathComponent("BuiltInTemplates.swift")
        var inputs: [URL] = []
        if let enumerator = FileManager.default.enumerator(at: templates, includingPropertiesForKeys: [.isRegularFileKey]) {
            for case let file as URL in enumerator where (try? file.resourceValues(forKeys: [.isRegularFileKey]))?.isRegularFile == true {
                inputs.append(file)
            }
        }
        inputs.sort { $0.path < $1.path }
        return [
            .buildCommand(
                displayName: "Embedding mogen's templates",
                executable: try context.tool(named: "mogen-template-embedder").url,
                arguments: [templates.path, output.path],
                inputFiles: inputs,
                outputFiles: [output])
        ]
    }
}
