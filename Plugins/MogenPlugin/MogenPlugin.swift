import Foundation
import PackagePlugin

/// Generates Swift for every Core Data model in a target, on every build that needs it: one build command per
/// model runs the `mogen` tool built from source, and writes `<Model>+Generated.swift` (the `single` layout) into the
/// plugin's work directory, which SwiftPM compiles with the target. The command runs only when mogen itself or a
/// file it reads changed: the model, the target's `mogen.json`, a template directory that file names.
@main
struct MogenPlugin: BuildToolPlugin {
    func createBuildCommands(context: PluginContext, target: Target) async throws -> [Command] {
        // Generated Swift can only be compiled into a Swift target.
        guard let source = target as? SwiftSourceModuleTarget else { return [] }
        let models = ModelInputs.models(among: source.sourceFiles.map(\.url))
        let configuration = ModelInputs.configuration(in: source.directoryURL)
        let tool = try context.tool(named: "mogen").url
        return models.map { model in
            Self.command(
                model: model, configuration: configuration, moduleName: source.moduleName,
                workDirectory: context.pluginWorkDirectoryURL, tool: tool)
        }
    }

    /// `mogen generate MODEL --layout single --output WORK [--module M] [--config mogen.json]`.
    static func command(model: URL, configuration: URL?, moduleName: String?, workDirectory: URL, tool: URL) -> Command {
        let job = ModelInputs.job(of: model, configuration: configuration)
        let outputs = ModelInputs.generatedFileNames(of: model, job: job).map { workDirectory.appendingPathComponent($0) }
        var arguments = [
            SettingNames.Option.generate, model.fileSystemPath, SettingNames.Option.layout, SettingNames.Option.singleLayout,
            SettingNames.Option.output, workDirectory.fileSystemPath,
        ]
        if let moduleName { arguments += [SettingNames.Option.module, moduleName] }
        if let configuration { arguments += [SettingNames.Option.config, configuration.fileSystemPath] }
        return .buildCommand(
            displayName: "Generating \(outputs.map(\.lastPathComponent).joined(separator: ", ")) from "
                + "\(model.lastPathComponent) with mogen",
            executable: tool, arguments: arguments,
            inputFiles: ModelInputs.inputFiles(of: model, job: job, configuration: configuration), outputFiles: outputs)
    }
}

#if canImport(XcodeProjectPlugin)
import XcodeProjectPlugin

/// In an Xcode project: the models among the target's files, and a `mogen.json` among them or in the project's
/// directory. Xcode does not tell the target's module name, so class names' modules are not checked here.
extension MogenPlugin: XcodeBuildToolPlugin {
    func createBuildCommands(context: XcodePluginContext, target: XcodeTarget) throws -> [Command] {
        let files = target.inputFiles.map(\.url)
        let models = ModelInputs.models(among: files)
        let configuration = files.first { $0.lastPathComponent == FileNames.configuration }
            ?? ModelInputs.configuration(in: context.xcodeProject.directoryURL)
        let tool = try context.tool(named: "mogen").url
        return models.map { model in
            Self.command(
                model: model, configuration: configuration, moduleName: nil,
                workDirectory: context.pluginWorkDirectoryURL, tool: tool)
        }
    }
}
#endif
