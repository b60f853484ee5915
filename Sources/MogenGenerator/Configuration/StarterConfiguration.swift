import Foundation
import MogenModel
import MogenSupport

/// The `mogen.json` that `mogen init` writes: one entry per model found, generating beside it.
public enum StarterConfiguration {
    /// Folders never searched for models: build products, dependencies, version control.
    static let skippedFolders: Set<String> = [".build", "DerivedData", "Pods", "Carthage", "node_modules", "build"]

    /// The models under `directory` (relative to it, sorted): `.xcdatamodeld` bundles, and `.xcdatamodel` folders
    /// that are not versions inside a bundle.
    /// Each folder is searched once, however many symbolic links lead to it, so a link to a parent folder does not
    /// make the search endless. A path holding NUL finds nothing: the file system would read it only up to the NUL.
    public static func findModels(under directory: String) -> [String] {
        guard !directory.contains("\0") else { return [] }
        var models: [String] = []
        var pending = [""]
        var searched: Set<String> = []
        while let relative = pending.popLast() {
            let folder = relative.isEmpty ? directory : PathText.join(directory, relative)
            guard searched.insert(URL(fileURLWithPath: folder).resolvingSymlinksInPath().path).inserted else { continue }
            for name in ((try? FileManager.default.contentsOfDirectory(atPath: folder)) ?? []) {
                guard !name.hasPrefix("."), !skippedFolders.contains(name) else { continue }
                let path = relative.isEmpty ? name : PathText.join(relative, name)
                var isDirectory: ObjCBool = false
                guard FileManager.default.fileExists(atPath: PathText.join(directory, path), isDirectory: &isDirectory),
                    isDirectory.boolValue
                else { continue }
                switch PathText.pathExtension(name).lowercased() {
                case "xcdatamodeld", "xcdatamodel": models.append(path)
                default: pending.append(path)
                }
            }
        }
        return models.sorted()
    }

    /// The configuration text for `models`, each generating into a folder named after it, beside it
    /// (`Sources/App/Employees.xcdatamodeld` → `Sources/App/Employees`).
    public static func text(models: [String]) -> String {
        let entries = models.map { model -> JSONValue in
            let output = PathText.join(
                PathText.deletingLastComponent(model), PathText.deletingExtension(PathText.lastComponent(model)))
            return .object([
                (SettingNames.Key.model, .string(model)), (Setting.output.key, .string(output)),
                (Setting.layout.key, .string(Layout.pair.rawValue)),
            ])
        }
        return JSONValue.object([(SettingNames.Key.models, .array(entries))]).rendered()
    }
}
