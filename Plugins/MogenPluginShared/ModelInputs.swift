import Foundation

/// What the plugins know about a target's models, from file names alone: a build command's outputs must not depend
/// on reading its inputs. Shared by MogenPlugin and GenerateModelCode (each links this folder).
enum ModelInputs {
    static let configurationFileName = "mogen.json"

    /// The models among a target's files: `.xcdatamodeld` bundles, and `.xcdatamodel` folders outside a bundle.
    /// SwiftPM lists a bundle as one file; sorted for a stable command order.
    static func models(among files: [URL]) -> [URL] {
        files.filter { file in
            let kind = file.pathExtension.lowercased()
            if kind == "xcdatamodeld" { return true }
            return kind == "xcdatamodel" && file.deletingLastPathComponent().pathExtension.lowercased() != "xcdatamodeld"
        }
        .sorted { $0.fileSystemPath < $1.fileSystemPath }
    }

    /// The files whose change must regenerate a model: the model folder itself, a bundle's `.xccurrentversion`, and
    /// every version's `contents`.
    static func inputFiles(of model: URL) -> [URL] {
        var inputs = [model]
        let fileManager = FileManager.default
        if model.pathExtension.lowercased() == "xcdatamodeld" {
            let current = model.appendingPathComponent(".xccurrentversion")
            if fileManager.fileExists(atPath: current.fileSystemPath) { inputs.append(current) }
            let versions = (try? fileManager.contentsOfDirectory(atPath: model.fileSystemPath)) ?? []
            for version in versions.sorted() where version.lowercased().hasSuffix(".xcdatamodel") {
                inputs.append(model.appendingPathComponent(version).appendingPathComponent("contents"))
            }
        } else {
            inputs.append(model.appendingPathComponent("contents"))
        }
        return inputs
    }

    /// The name of the one file the `single` layout writes for a model: `Music+Generated.swift`.
    static func generatedFileName(of model: URL) -> String {
        FileNames.safe(model.deletingPathExtension().lastPathComponent) + "+Generated.swift"
    }

    /// The target's `mogen.json`, if it has one.
    static func configuration(in directory: URL) -> URL? {
        let file = directory.appendingPathComponent(configurationFileName)
        return FileManager.default.fileExists(atPath: file.fileSystemPath) ? file : nil
    }
}

extension URL {
    /// The path as the file system spells it (no percent encoding), on macOS and Linux alike.
    var fileSystemPath: String { path(percentEncoded: false) }
}
