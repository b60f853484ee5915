import Foundation

/// What the plugins know about a target's models: their names, from file names alone (a build command's outputs must
/// not depend on reading its inputs), and the files a generation reads, by mogen's own rules (`Generator/`, the
/// files MogenGenerator compiles too). Shared by MogenPlugin and GenerateModelCode (each links this folder).
enum ModelInputs {
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

    /// What `mogen generate MODEL --config CONFIGURATION` reads and writes, as the configuration's entry for the model
    /// (or its top level) says; read once per model when a build is planned.
    static func job(of model: URL, configuration: URL?) -> InputFiles.Job {
        InputFiles.job(forModel: model.fileSystemPath, configuration: configuration?.fileSystemPath)
    }

    /// The files whose change must regenerate a model: those `mogen generate MODEL --config CONFIGURATION
    /// --list-inputs` prints (the configuration file, the model's `.xccurrentversion` and the `contents` of the
    /// version read, the files of a template directory the configuration names), after the model itself, which
    /// SwiftPM must see used by a command or it warns that the target's file is unhandled.
    static func inputFiles(of model: URL, job: InputFiles.Job, configuration: URL?) -> [URL] {
        [model] + InputFiles.list(configuration: configuration?.fileSystemPath, jobs: [job]).map { URL(fileURLWithPath: $0) }
    }

    /// The names of the files the `single` layout writes for a model: `Music+Generated.swift` (or the configuration's
    /// `outputFile`), a SwiftData set's
    /// `Music+Schema.swift`, and the optional outputs (`Music+Stack.swift`, …) that the job asks for.
    static func generatedFileNames(of model: URL, job: InputFiles.Job) -> [String] {
        let name = model.deletingPathExtension().lastPathComponent
        return [job.outputFile ?? FileNames.singleLayoutFile(forModel: name)]
            + (job.rendersSwiftData ? [FileNames.safe(name) + FileNames.schemaSuffix] : [])
            + job.optionalOutputs.map { $0.fileName(forModel: name) }
    }

    /// The target's `mogen.json`, if it has one.
    static func configuration(in directory: URL) -> URL? {
        let file = directory.appendingPathComponent(FileNames.configuration)
        return FileManager.default.fileExists(atPath: file.fileSystemPath) ? file : nil
    }
}

extension URL {
    /// The path as the file system spells it (no percent encoding), on macOS and Linux alike.
    var fileSystemPath: String { path(percentEncoded: false) }
}
