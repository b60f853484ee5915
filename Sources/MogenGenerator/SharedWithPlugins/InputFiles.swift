import Foundation
// The plugins compile PathText.swift beside this file (Plugins/MogenPluginShared links to it); here it is MogenSupport's.
#if canImport(MogenSupport)
import MogenSupport
#endif

/// The files a generation reads, which a build system declares as its inputs: the configuration file, each model's
/// `.xccurrentversion` and the `contents` of the version read, and every file of a template directory, each once.
/// `mogen generate --list-inputs` prints this list and the build-tool plugin declares it, so the two cannot differ.
///
/// Nothing is checked here (a plugin has no way to report): mogen checks everything when it runs. For a model it
/// cannot read, the list names the files whose change could mend it.
public enum InputFiles {
    /// What decides the files one model's generation reads.
    public struct Job: Equatable, Sendable {
        /// The path given for the model: a `.xcdatamodeld` bundle, a `.xcdatamodel` folder or a `contents` file.
        public var modelPath: String
        /// The version of a bundle asked for; nil for its current version.
        public var modelVersion: String?
        /// A user's template directory, or template file; nil for a built-in template set, which is part of mogen.
        public var templateDirectory: String?
        /// The files beyond the classes it writes, which the build-tool plugin names as outputs.
        public var optionalOutputs: [OptionalOutput]
        /// The template set renders SwiftData: it reads every version of a bundle (a versioned schema each) and writes
        /// `<Model>+Schema.swift`.
        public var rendersSwiftData: Bool
        /// The name of the one file the single layout (or a single-file set) writes, when `outputFile` sets one.
        public var outputFile: String?

        public init(
            modelPath: String, modelVersion: String? = nil, templateDirectory: String? = nil,
            optionalOutputs: [OptionalOutput] = [], rendersSwiftData: Bool = false, outputFile: String? = nil
        ) {
            self.outputFile = outputFile
            self.modelPath = modelPath
            self.modelVersion = modelVersion
            self.templateDirectory = templateDirectory
            self.optionalOutputs = optionalOutputs
            self.rendersSwiftData = rendersSwiftData
        }
    }

    /// `configuration`, then each job's model files and template files, without repeats, in that order.
    public static func list(configuration: String?, jobs: [Job]) -> [String] {
        var files = configuration.map { [$0] } ?? []
        for job in jobs {
            let migrates = job.optionalOutputs.contains(.migrations)
            files += modelFiles(job.modelPath, version: job.modelVersion, everyVersion: job.rendersSwiftData || migrates)
            files += migrates ? mappingModelFiles(besideBundle: job.modelPath) : []
            files += job.templateDirectory.map(templateFiles(in:)) ?? []
        }
        var seen = Set<String>()
        return files.filter { seen.insert($0).inserted }
    }

    /// The files mogen reads for the model at `path`: a bundle's `.xccurrentversion` (when there is one) and the
    /// chosen version's `contents` (`version`, else the current version, else the only one), a folder's `contents`,
    /// or the file itself; with `everyVersion`, the `contents` of every version of a bundle, sorted, too. Paths are
    /// spelled as mogen spells them in its messages.
    public static func modelFiles(_ path: String, version: String?, everyVersion: Bool = false) -> [String] {
        let model = PathText.trimmingTrailingSlashes(path)
        var isDirectory: ObjCBool = false
        guard FileManager.default.fileExists(atPath: model, isDirectory: &isDirectory), isDirectory.boolValue else {
            return [model]
        }
        guard PathText.hasExtension(model, "xcdatamodeld") else { return [PathText.join(model, "contents")] }
        let versionFile = PathText.join(model, ".xccurrentversion")
        var files = FileManager.default.fileExists(atPath: versionFile) ? [versionFile] : []
        let chosen = version.map(ModelVersionName.withoutExtension)
            ?? ModelVersionName.current(in: versionFile) ?? ModelVersionName.only(in: model)
        if let chosen { files.append(PathText.join(PathText.join(model, chosen + ".xcdatamodel"), "contents")) }
        if everyVersion {
            files += ModelVersionName.folders(in: model).sorted()
                .map { PathText.join(PathText.join(model, $0), "contents") }
        }
        return files
    }

    /// The `xcmapping.xml` of each mapping model in the folder of the bundle at `path`, sorted: the migration plan
    /// runs the steps they map.
    public static func mappingModelFiles(besideBundle path: String) -> [String] {
        let model = PathText.trimmingTrailingSlashes(path)
        guard PathText.hasExtension(model, "xcdatamodeld") else { return [] }
        let folder = PathText.deletingLastComponent(model)
        let entries = (try? FileManager.default.contentsOfDirectory(atPath: folder.isEmpty ? "." : folder)) ?? []
        return entries.filter { PathText.hasExtension($0, "xcmappingmodel") }.sorted()
            .map { PathText.join(folder.isEmpty ? $0 : PathText.join(folder, $0), "xcmapping.xml") }
    }

    /// How many versions the bundle at `path` holds, by their folders' names; 0 for anything but a bundle.
    public static func versionCount(ofBundle path: String) -> Int {
        let model = PathText.trimmingTrailingSlashes(path)
        guard PathText.hasExtension(model, "xcdatamodeld") else { return 0 }
        return ModelVersionName.folders(in: model).count
    }

    /// Whether `path` names a template file rather than a set: a `.stencil` file (`--template Model.stencil`).
    public static func isTemplateFile(_ path: String) -> Bool {
        PathText.hasExtension(path, "stencil")
    }

    /// The files of a template directory, hidden ones left out, sorted; a template file is itself (the files it
    /// includes are not followed).
    public static func templateFiles(in directory: String) -> [String] {
        if isTemplateFile(directory) { return [directory] }
        guard let enumerator = FileManager.default.enumerator(atPath: directory) else { return [] }
        var files: [String] = []
        while let relative = enumerator.nextObject() as? String {
            let path = PathText.join(directory, relative)
            var isDirectory: ObjCBool = false
            if !PathText.lastComponent(relative).hasPrefix("."),
                FileManager.default.fileExists(atPath: path, isDirectory: &isDirectory), !isDirectory.boolValue
            {
                files.append(path)
            }
        }
        return files.sorted()
    }
}

/// How a bundle's version is named, read leniently: `ModelLocator` reads the same files and reports their problems.
enum ModelVersionName {
    /// `Music 2.xcdatamodel` → `Music 2`; a name without the extension stays.
    static func withoutExtension(_ name: String) -> String {
        PathText.hasExtension(name, "xcdatamodel") ? String(name.dropLast(".xcdatamodel".count)) : name
    }

    /// The version `.xccurrentversion` names; nil when the file is missing, unreadable or names none.
    static func current(in versionFile: String) -> String? {
        guard let data = FileManager.default.contents(atPath: versionFile),
            let plist = try? PropertyListSerialization.propertyList(from: data, options: [], format: nil),
            let name = (plist as? [String: Any])?["_XCCurrentVersionName"] as? String, !name.isEmpty
        else { return nil }
        return withoutExtension(name)
    }

    /// The bundle's one version; nil when it has none or several.
    static func only(in bundle: String) -> String? {
        let versions = folders(in: bundle)
        return versions.count == 1 ? withoutExtension(versions[0]) : nil
    }

    /// The bundle's version folders (`Music 2.xcdatamodel`), as the directory lists them; none when it cannot be read.
    static func folders(in bundle: String) -> [String] {
        let entries = (try? FileManager.default.contentsOfDirectory(atPath: bundle)) ?? []
        return entries.filter { PathText.hasExtension($0, "xcdatamodel") }
    }
}

extension PathText {
    /// Whether the last component of `path` ends with `.pathExtension`, in any case.
    fileprivate static func hasExtension(_ path: String, _ pathExtension: String) -> Bool {
        PathText.pathExtension(PathText.lastComponent(path)).lowercased() == pathExtension
    }
}
