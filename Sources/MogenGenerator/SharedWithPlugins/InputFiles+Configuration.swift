import Foundation
#if canImport(MogenSupport)
import MogenSupport
#endif

extension InputFiles {
    /// The built-in template sets' names: a `template` in `mogen.json` that is one of them names no directory.
    /// `TemplateSet.builtInNames` must equal it (a test compares them).
    public static let builtInTemplateSets: Set<String> = [
        "mogenerator", "swift", "swiftdata", "swiftgen-swift4", "swiftgen-swift5",
    ]

    /// Whether the template set `template` (a built-in set's name, or a directory) renders SwiftData: it is the
    /// built-in `swiftdata` set, or has its schema template.
    public static func rendersSwiftData(_ template: String?) -> Bool {
        guard let template else { return false }
        if builtInTemplateSets.contains(template) { return template == "swiftdata" }
        if isTemplateFile(template) { return false }
        return rendersSwiftData(directory: template)
    }

    /// Whether the template directory `directory` renders SwiftData: it has the SwiftData schema template.
    public static func rendersSwiftData(directory: String) -> Bool {
        FileManager.default.fileExists(atPath: PathText.join(directory, FileNames.swiftDataSchemaTemplate))
    }

    /// The job of `mogen generate MODEL --config CONFIGURATION`, as the build-tool plugin runs it: the version,
    /// template and optional outputs that the configuration's entry for the model (or its top level) names. The file is read leniently,
    /// with Foundation: mogen reads it strictly when the command runs, and reports what is wrong.
    public static func job(forModel modelPath: String, configuration: String?) -> Job {
        guard let configuration, let data = FileManager.default.contents(atPath: configuration),
            let file = (try? JSONSerialization.jsonObject(with: data)) as? [String: Any]
        else { return Job(modelPath: modelPath) }
        // Paths in the file are relative to its directory.
        let directory = PathText.deletingLastComponent(configuration)
        func resolve(_ path: String) -> String { path.hasPrefix("/") ? path : PathText.join(directory, path) }

        let wanted = PathText.absolute(modelPath)
        let entries = file[SettingNames.Key.models] as? [[String: Any]] ?? []
        let entry = entries.first { entry in (entry[SettingNames.Key.model] as? String).map { PathText.absolute(resolve($0)) } == wanted }
        let template = ((entry?[SettingNames.Key.template] ?? file[SettingNames.Key.template]) as? String).map {
            builtInTemplateSets.contains($0) ? $0 : resolve($0)
        }
        return Job(
            modelPath: modelPath, modelVersion: entry?[SettingNames.Key.modelVersion] as? String,
            templateDirectory: template.flatMap { builtInTemplateSets.contains($0) ? nil : $0 },
            optionalOutputs: OptionalOutput.written(
                requested: OptionalOutput.allCases.filter { (entry?[$0.key] ?? file[$0.key]) as? Bool == true },
                modelPath: modelPath),
            rendersSwiftData: rendersSwiftData(template),
            outputFile: (entry?[SettingNames.Key.outputFile] ?? file[SettingNames.Key.outputFile]) as? String)
    }

}
