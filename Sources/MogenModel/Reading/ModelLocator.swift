import Foundation
import MogenSupport

/// Finds the `contents` file to read for a path the user gave: a `.xcdatamodeld` bundle (its current version, or
/// the version asked for), a `.xcdatamodel` folder, or a `contents` file.
public enum ModelLocator {
    /// The largest model file mogen reads; real models are well under a megabyte, a 5,000-entity one is ~16 MB.
    static let maximumFileSize = 256 * 1024 * 1024
    /// The largest `.xccurrentversion` mogen reads: Xcode writes one version name, a few hundred bytes.
    static let maximumVersionFileSize = 64 * 1024

    /// Finds the model at `path` in `tree`: the file system by default, or a git revision (`GitRevisionTree`).
    public static func locate(
        path rawPath: String, version requestedVersion: String? = nil, in tree: any ModelFileTree = FileSystemTree()
    ) throws(DiagnosticError) -> ModelSource {
        try locateFile(path: rawPath, version: requestedVersion, in: tree).source
    }

    /// The size in bytes of the `contents` file `locate` finds for `path` in the file system, without reading it; nil
    /// when there is none (reading it reports why).
    public static func contentsSize(path: String, version: String? = nil) -> Int? {
        guard let source = try? locate(path: path, version: version) else { return nil }
        return (try? FileManager.default.attributesOfItem(atPath: source.contentsPath))?[.size] as? Int
    }

    /// The versions of the bundle at `path` in `tree` and its current version, without reading any of them; no
    /// versions for a `.xcdatamodel` folder or a `contents` file.
    public static func versions(of rawPath: String, in tree: any ModelFileTree = FileSystemTree()) throws(DiagnosticError) -> ModelVersions {
        let (path, kind) = try existing(rawPath, in: tree)
        guard kind == .directory, isBundle(path) else { return ModelVersions(names: [], current: nil) }
        let bundle = try bundleVersions(path, in: tree)
        return ModelVersions(names: bundle.names, current: bundle.current)
    }

    /// The located model, and the tree's path of its `contents` file (which `ModelSource` names for display).
    static func locateFile(
        path rawPath: String, version requestedVersion: String?, in tree: any ModelFileTree
    ) throws(DiagnosticError) -> (source: ModelSource, contents: String) {
        let (path, kind) = try existing(rawPath, in: tree)
        let isBundle = isBundle(path)

        if requestedVersion != nil, !isBundle {
            throw DiagnosticError(.error(
                "--model-version applies to .xcdatamodeld bundles only; this is not one",
                at: .file(tree.displayPath(path)), .input))
        }
        guard kind == .directory else {
            // A `contents` file (or any XML file) given directly.
            let shown = tree.displayPath(path)
            let source = ModelSource(
                inputPath: shown, modelName: modelName(forContentsFile: path), contentsPath: shown, versionName: nil,
                versionNames: [], currentVersionName: nil, inputFiles: [shown])
            return (source, path)
        }
        if isBundle {
            return try locateInBundle(path, requestedVersion: requestedVersion, in: tree)
        }
        let contents = PathText.join(path, "contents")
        try requireContents(in: path, tree: tree)
        let shown = tree.displayPath(contents)
        let source = ModelSource(
            inputPath: tree.displayPath(path), modelName: PathText.deletingExtension(PathText.lastComponent(path)),
            contentsPath: shown, versionName: nil, versionNames: [], currentVersionName: nil, inputFiles: [shown])
        return (source, contents)
    }

    /// The tree's path for what the user gave, and what is there; an error when nothing is.
    private static func existing(
        _ rawPath: String, in tree: any ModelFileTree
    ) throws(DiagnosticError) -> (path: String, kind: ModelFileKind) {
        let path = try tree.treePath(for: PathText.trimmingTrailingSlashes(rawPath))
        let kind = try tree.kind(of: path)
        guard kind != .missing else {
            throw DiagnosticError(.error(tree.whyMissing(path), at: .file(tree.displayPath(path)), .input))
        }
        return (path, kind)
    }

    private static func isBundle(_ path: String) -> Bool {
        PathText.pathExtension(PathText.lastComponent(path)).lowercased() == "xcdatamodeld"
    }

    /// A bundle's versions (natural order) and the one `.xccurrentversion` names; `hasVersionFile` when that file is
    /// there to read.
    private static func bundleVersions(
        _ bundle: String, in tree: any ModelFileTree
    ) throws(DiagnosticError) -> (names: [String], current: String?, hasVersionFile: Bool) {
        let versions = tree.entries(of: bundle)
            .filter { PathText.pathExtension($0).lowercased() == "xcdatamodel" }
            .map(PathText.deletingExtension)
            .sorted(by: NaturalOrder.areInIncreasingOrder)
        guard !versions.isEmpty else {
            throw DiagnosticError(.error(
                "the bundle contains no .xcdatamodel version", at: .file(tree.displayPath(bundle)), .input))
        }
        let versionFile = PathText.join(bundle, ".xccurrentversion")
        let (current, hasVersionFile) = try currentVersion(in: versionFile, tree: tree)
        if let current, !versions.contains(current) {
            throw DiagnosticError(.error(
                ".xccurrentversion names \(MessageText.quoted(current + ".xcdatamodel")), which is not in the bundle; "
                    + "versions: " + list(versions), at: .file(tree.displayPath(versionFile)), .input))
        }
        return (versions, current, hasVersionFile)
    }

    private static func locateInBundle(
        _ bundle: String, requestedVersion: String?, in tree: any ModelFileTree
    ) throws(DiagnosticError) -> (source: ModelSource, contents: String) {
        let (versions, current, hasVersionFile) = try bundleVersions(bundle, in: tree)

        let chosen: String
        if let requestedVersion {
            let wanted = PathText.pathExtension(requestedVersion).lowercased() == "xcdatamodel"
                ? PathText.deletingExtension(requestedVersion) : requestedVersion
            guard versions.contains(wanted) else {
                var message = "no model version named \(MessageText.quoted(wanted)); versions: " + list(versions)
                if let suggestion = Suggestions.closest(to: wanted, among: versions) {
                    message += " (did you mean \(MessageText.quoted(suggestion))?)"
                }
                throw DiagnosticError(.error(message, at: .file(tree.displayPath(bundle)), .input))
            }
            chosen = wanted
        } else if let current {
            chosen = current
        } else if versions.count == 1 {
            chosen = versions[0]
        } else {
            throw DiagnosticError(.error(
                "the bundle has \(versions.count) versions and no current version in .xccurrentversion; "
                    + "choose one with --model-version: " + list(versions), at: .file(tree.displayPath(bundle)), .input))
        }

        let folder = PathText.join(bundle, chosen + ".xcdatamodel")
        try requireContents(in: folder, tree: tree)
        let contents = PathText.join(folder, "contents")
        try tree.requireInside(bundle, links: [folder, contents])
        let versionFile = tree.displayPath(PathText.join(bundle, ".xccurrentversion"))
        let shown = tree.displayPath(contents)
        let source = ModelSource(
            inputPath: tree.displayPath(bundle), modelName: PathText.deletingExtension(PathText.lastComponent(bundle)),
            contentsPath: shown, versionName: chosen, versionNames: versions, currentVersionName: current,
            inputFiles: (hasVersionFile ? [versionFile] : []) + [shown])
        return (source, contents)
    }

    /// The version `.xccurrentversion` names (nil when the file is missing or names none), and whether the file is
    /// there.
    private static func currentVersion(
        in file: String, tree: any ModelFileTree
    ) throws(DiagnosticError) -> (name: String?, exists: Bool) {
        let data: Data
        switch try tree.read(file, limit: maximumVersionFileSize) {
        case .missing:
            return (nil, false)
        case .tooLarge(let size):
            throw DiagnosticError(.error(
                "the file is \(size) bytes; a .xccurrentversion names one version in a few hundred bytes, "
                    + "and mogen reads at most \(maximumVersionFileSize) bytes", at: .file(tree.displayPath(file)), .input))
        case .bytes(let bytes):
            data = bytes
        }
        if data.isEmpty { return (nil, true) }
        let plist: Any
        do {
            plist = try PropertyListSerialization.propertyList(from: data, options: [], format: nil)
        } catch {
            throw DiagnosticError(.error(
                "not a valid property list; expected a dictionary with _XCCurrentVersionName",
                at: .file(tree.displayPath(file)), .input))
        }
        guard let dictionary = plist as? [String: Any] else {
            throw DiagnosticError(.error(
                "expected a dictionary with _XCCurrentVersionName", at: .file(tree.displayPath(file)), .input))
        }
        guard let name = dictionary["_XCCurrentVersionName"] as? String, !name.isEmpty else { return (nil, true) }
        let version = PathText.pathExtension(name).lowercased() == "xcdatamodel" ? PathText.deletingExtension(name) : name
        return (version, true)
    }

    private static func requireContents(in folder: String, tree: any ModelFileTree) throws(DiagnosticError) {
        if try tree.kind(of: PathText.join(folder, "contents")) != .missing { return }
        if try tree.kind(of: folder) == .missing {
            throw DiagnosticError(.error(tree.whyMissing(folder), at: .file(tree.displayPath(folder)), .input))
        }
        // Either file says so (a `||` would hide the typed throw in an autoclosure).
        var isBinaryModel = try tree.kind(of: PathText.join(folder, "elements")) != .missing
        if !isBinaryModel { isBinaryModel = try tree.kind(of: PathText.join(folder, "layout")) != .missing }
        if isBinaryModel {
            throw DiagnosticError(.error(
                "this is an Xcode 3 binary model ('elements' and 'layout' property lists, no 'contents' file), "
                    + "which mogen cannot read; open it in a current Xcode and save it to convert it to the XML format",
                at: .file(tree.displayPath(folder)), .input))
        }
        throw DiagnosticError(.error(
            "not a Core Data model: expected a .xcdatamodeld bundle, a .xcdatamodel folder with a 'contents' file, "
                + "or a 'contents' file", at: .file(tree.displayPath(folder)), .input))
    }

    static func modelName(forContentsFile path: String) -> String {
        let parent = PathText.deletingLastComponent(path)
        let parentName = PathText.lastComponent(parent)
        if PathText.pathExtension(parentName).lowercased() == "xcdatamodel" {
            let grandparentName = PathText.lastComponent(PathText.deletingLastComponent(parent))
            if PathText.pathExtension(grandparentName).lowercased() == "xcdatamodeld" {
                return PathText.deletingExtension(grandparentName)
            }
            return PathText.deletingExtension(parentName)
        }
        let own = PathText.deletingExtension(PathText.lastComponent(path))
        return own == "contents" || own.isEmpty ? "Model" : own
    }

    /// Reads the located `contents` file (`contents`: its path in `tree`).
    static func readContents(of source: ModelSource, at contents: String, in tree: any ModelFileTree) throws(DiagnosticError) -> [UInt8] {
        let path = source.contentsPath
        switch try tree.read(contents, limit: maximumFileSize) {
        case .tooLarge(let size):
            throw DiagnosticError(.error(
                "the file is \(size / 1_048_576) MB; mogen reads model files of up to "
                    + "\(maximumFileSize / 1_048_576) MB", at: .file(path), .input))
        case .missing:
            throw DiagnosticError(.error("cannot read the file", at: .file(path), .input))
        case .bytes(let data):
            return [UInt8](data)
        }
    }

    private static func list(_ versions: [String]) -> String {
        versions.map { MessageText.quoted($0) }.joined(separator: ", ")
    }
}
