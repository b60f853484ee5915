import Foundation
#if canImport(MogenSupport)
import MogenSupport
#endif

extension InputFiles {
    /// The built-in template sets' names: a `template` in `mogen.json` that is one of them names no directory.
    /// `TemplateSet.builtInNames` must equal it (a test compares them).
    public static let builtInTemplateSets: Set<String> = ["swift"]

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
        let entries = file["models"] as? [[String: Any]] ?? []
        let entry = entries.first { entry in (entry["model"] as? String).map { PathText.absolute(resolve($0)) } == wanted }
        let template = (entry?["template"] ?? file["template"]) as? String
        return Job(
            modelPath: modelPath, modelVersion: entry?["modelVersion"] as? String,
            templateDirectory: template.flatMap { builtInTemplateSets.contains($0) ? nil : resolve($0) },
            optionalOutputs: OptionalOutput.allCases.filter { (entry?[$0.key] ?? file[$0.key]) as? Bool == true })
    }

}
