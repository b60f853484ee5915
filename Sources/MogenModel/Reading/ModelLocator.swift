import Foundation
import MogenSupport

/// Finds the `contents` file to read for a path the user gave: a `.xcdatamodeld` bundle (its current version, or
/// the version asked for), a `.xcdatamodel` folder, or a `contents` file.
public enum ModelLocator {
    /// The largest model file mogen reads; real models are well under a megabyte, a 5,000-entity one is ~16 MB.
    static let maximumFileSize = 256 * 1024 * 1024
    /// The largest `.xccurrentversion` mogen reads: Xcode writes one version name, a few hundred bytes.
    static let maximumVersionFileSize = 64 * 1024

    public static func locate(path rawPath: String, version requestedVersion: String? = nil) throws(DiagnosticError) -> ModelSource {
        let path = PathText.trimmingTrailingSlashes(rawPath)
        let fileManager = FileManager.default
        var isDirectory: ObjCBool = false
        guard fileManager.fileExists(atPath: path, isDirectory: &isDirectory) else {
            throw DiagnosticError(.error(FileProblem.whyMissing(path), at: .file(path), .input))
        }
        let name = PathText.lastComponent(path)
        let isBundle = PathText.pathExtension(name).lowercased() == "xcdatamodeld"

        if requestedVersion != nil, !isBundle {
            throw DiagnosticError(.error(
                "--model-version applies to .xcdatamodeld bundles only; this is not one", at: .file(path), .input))
        }
        guard isDirectory.boolValue else {
            // A `contents` file (or any XML file) given directly.
            return ModelSource(
                inputPath: path, modelName: modelName(forContentsFile: path), contentsPath: path, versionName: nil,
                versionNames: [], currentVersionName: nil, inputFiles: [path])
        }
        if isBundle {
            return try locateInBundle(path, requestedVersion: requestedVersion)
        }
        let contents = PathText.join(path, "contents")
        try requireContents(in: path)
        return ModelSource(
            inputPath: path, modelName: PathText.deletingExtension(name), contentsPath: contents, versionName: nil,
            versionNames: [], currentVersionName: nil, inputFiles: [contents])
    }

    private static func locateInBundle(_ bundle: String, requestedVersion: String?) throws(DiagnosticError) -> ModelSource {
        let fileManager = FileManager.default
        let entries = (try? fileManager.contentsOfDirectory(atPath: bundle)) ?? []
        let versions = entries
            .filter { PathText.pathExtension($0).lowercased() == "xcdatamodel" }
            .map(PathText.deletingExtension)
            .sorted(by: NaturalOrder.areInIncreasingOrder)
        guard !versions.isEmpty else {
            throw DiagnosticError(.error("the bundle contains no .xcdatamodel version", at: .file(bundle), .input))
        }
        let versionFile = PathText.join(bundle, ".xccurrentversion")
        let current = try currentVersion(in: versionFile)
        if let current, !versions.contains(current) {
            throw DiagnosticError(.error(
                ".xccurrentversion names \(MessageText.quoted(current + ".xcdatamodel")), which is not in the bundle; "
                    + "versions: " + list(versions), at: .file(versionFile), .input))
        }

        let chosen: String
        if let requestedVersion {
            let wanted = PathText.pathExtension(requestedVersion).lowercased() == "xcdatamodel"
                ? PathText.deletingExtension(requestedVersion) : requestedVersion
            guard versions.contains(wanted) else {
                var message = "no model version named \(MessageText.quoted(wanted)); versions: " + list(versions)
                if let suggestion = Suggestions.closest(to: wanted, among: versions) {
                    message += " (did you mean \(MessageText.quoted(suggestion))?)"
                }
                throw DiagnosticError(.error(message, at: .file(bundle), .input))
            }
            chosen = wanted
        } else if let current {
            chosen = current
        } else if versions.count == 1 {
            chosen = versions[0]
        } else {
            throw DiagnosticError(.error(
                "the bundle has \(versions.count) versions and no current version in .xccurrentversion; "
                    + "choose one with --model-version: " + list(versions), at: .file(bundle), .input))
        }

        let folder = PathText.join(bundle, chosen + ".xcdatamodel")
        try requireContents(in: folder)
        let contents = PathText.join(folder, "contents")
        try FileProblem.requireInside(bundle, links: [folder, contents])
        let versionFileExists = fileManager.fileExists(atPath: versionFile)
        return ModelSource(
            inputPath: bundle, modelName: PathText.deletingExtension(PathText.lastComponent(bundle)),
            contentsPath: contents, versionName: chosen, versionNames: versions, currentVersionName: current,
            inputFiles: (versionFileExists ? [versionFile] : []) + [contents])
    }

    /// The version `.xccurrentversion` names; nil when the file is missing or names none.
    private static func currentVersion(in file: String) throws(DiagnosticError) -> String? {
        let attributes = try? FileManager.default.attributesOfItem(atPath: file)
        if let size = attributes?[.size] as? NSNumber, size.intValue > maximumVersionFileSize {
            throw DiagnosticError(.error(
                "the file is \(size.intValue) bytes; a .xccurrentversion names one version in a few hundred bytes, "
                    + "and mogen reads at most \(maximumVersionFileSize) bytes", at: .file(file), .input))
        }
        guard let data = FileManager.default.contents(atPath: file) else { return nil }
        if data.isEmpty { return nil }
        let plist: Any
        do {
            plist = try PropertyListSerialization.propertyList(from: data, options: [], format: nil)
        } catch {
            throw DiagnosticError(.error(
                "not a valid property list; expected a dictionary with _XCCurrentVersionName", at: .file(file), .input))
        }
        guard let dictionary = plist as? [String: Any] else {
            throw DiagnosticError(.error(
                "expected a dictionary with _XCCurrentVersionName", at: .file(file), .input))
        }
        guard let name = dictionary["_XCCurrentVersionName"] as? String, !name.isEmpty else { return nil }
        return PathText.pathExtension(name).lowercased() == "xcdatamodel" ? PathText.deletingExtension(name) : name
    }

    private static func requireContents(in folder: String) throws(DiagnosticError) {
        let fileManager = FileManager.default
        if fileManager.fileExists(atPath: PathText.join(folder, "contents")) { return }
        if !fileManager.fileExists(atPath: folder) {
            throw DiagnosticError(.error(FileProblem.whyMissing(folder), at: .file(folder), .input))
        }
        if fileManager.fileExists(atPath: PathText.join(folder, "elements"))
            || fileManager.fileExists(atPath: PathText.join(folder, "layout"))
        {
            throw DiagnosticError(.error(
                "this is an Xcode 3 binary model ('elements' and 'layout' property lists, no 'contents' file), "
                    + "which mogen cannot read; open it in a current Xcode and save it to convert it to the XML format",
                at: .file(folder), .input))
        }
        throw DiagnosticError(.error(
            "not a Core Data model: expected a .xcdatamodeld bundle, a .xcdatamodel folder with a 'contents' file, "
                + "or a 'contents' file", at: .file(folder), .input))
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

    /// Reads the located file's bytes.
    static func readContents(of source: ModelSource) throws(DiagnosticError) -> [UInt8] {
        let path = source.contentsPath
        let attributes = try? FileManager.default.attributesOfItem(atPath: path)
        if let size = attributes?[.size] as? NSNumber, size.intValue > maximumFileSize {
            throw DiagnosticError(.error(
                "the file is \(size.intValue / 1_048_576) MB; mogen reads model files of up to "
                    + "\(maximumFileSize / 1_048_576) MB", at: .file(path), .input))
        }
        guard let data = FileManager.default.contents(atPath: path) else {
            throw DiagnosticError(.error("cannot read the file", at: .file(path), .input))
        }
        return [UInt8](data)
    }

    private static func list(_ versions: [String]) -> String {
        versions.map { MessageText.quoted($0) }.joined(separator: ", ")
    }
}
