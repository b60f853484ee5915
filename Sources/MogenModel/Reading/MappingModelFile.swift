import Foundation
import MogenSupport

/// A mapping model (`.xcmappingmodel`) that a project keeps beside a model bundle, and the two versions it maps, as
/// its `xcmapping.xml` names them (`sourcemodelpath`, `destinationmodelpath`: `…/Music.xcdatamodeld/Music 2.xcdatamodel`).
/// Xcode compiles it into a `.cdm` in the app, where Core Data finds it by the versions' entity hashes
/// (https://developer.apple.com/documentation/coredata/nsmappingmodel/init(from:forsourcemodel:destinationmodel:)).
public struct MappingModelFile: Hashable, Sendable {
    /// The `.xcmappingmodel` folder.
    public let path: String
    public let sourceVersion: String
    public let destinationVersion: String

    public init(path: String, sourceVersion: String, destinationVersion: String) {
        self.path = path
        self.sourceVersion = sourceVersion
        self.destinationVersion = destinationVersion
    }

    /// The mapping models in the folder that holds the bundle `source` was read from, between two of its versions,
    /// sorted by path. One that cannot be read, or that maps another bundle's versions, is left out; a warning says so
    /// for the first kind.
    public static func besideBundle(of source: ModelSource) -> (files: [MappingModelFile], diagnostics: [Diagnostic]) {
        guard source.versionName != nil else { return ([], []) }
        // contents → Music 2.xcdatamodel → Music.xcdatamodeld → its folder.
        let bundle = PathText.deletingLastComponent(PathText.deletingLastComponent(source.contentsPath))
        let bundleName = PathText.lastComponent(bundle)
        let folder = PathText.deletingLastComponent(bundle)
        let entries = (try? FileManager.default.contentsOfDirectory(atPath: folder.isEmpty ? "." : folder)) ?? []
        var files: [MappingModelFile] = []
        var diagnostics: [Diagnostic] = []
        for entry in entries.sorted() where entry.lowercased().hasSuffix(".xcmappingmodel") {
            let path = folder.isEmpty ? entry : PathText.join(folder, entry)
            let xml = PathText.join(path, "xcmapping.xml")
            guard let data = FileManager.default.contents(atPath: xml),
                let source = modelPath(named: "sourcemodelpath", in: data),
                let destination = modelPath(named: "destinationmodelpath", in: data)
            else {
                diagnostics.append(.warning(
                    "cannot tell which versions the mapping model maps (no sourcemodelpath and destinationmodelpath "
                        + "in its xcmapping.xml), so the migration plan does not use it", at: .file(path), .evolution))
                continue
            }
            guard let from = versionName(source, inBundle: bundleName), let to = versionName(destination, inBundle: bundleName)
            else { continue }
            files.append(MappingModelFile(path: path, sourceVersion: from, destinationVersion: to))
        }
        return (files, diagnostics)
    }

    /// `Music 2` for `Storage/Music.xcdatamodeld/Music 2.xcdatamodel` when the bundle is `Music.xcdatamodeld`.
    public static func versionName(_ modelPath: String, inBundle bundleName: String) -> String? {
        let components = modelPath.split(separator: "/", omittingEmptySubsequences: true).map(String.init)
        guard components.count >= 2, components[components.count - 2] == bundleName,
            let last = components.last, last.lowercased().hasSuffix(".xcdatamodel")
        else { return nil }
        return String(last.dropLast(".xcdatamodel".count))
    }

    /// The text of `<attribute name="NAME" type="string">TEXT</attribute>`, unescaped. The file holds both models
    /// whole (megabytes of base64): a search for the two short elements is all that is needed.
    public static func modelPath(named name: String, in data: Data) -> String? {
        let opening = Array("<attribute name=\"\(name)\" type=\"string\">".utf8)
        let closing = Array("</attribute>".utf8)
        let bytes = [UInt8](data)
        guard let start = bytes.firstRange(of: opening)?.upperBound,
            let end = bytes[start...].firstRange(of: closing)?.lowerBound
        else { return nil }
        let text = String(decoding: bytes[start..<end], as: UTF8.self)
        let unescaped = text.replacingOccurrences(of: "&lt;", with: "<").replacingOccurrences(of: "&gt;", with: ">")
            .replacingOccurrences(of: "&quot;", with: "\"").replacingOccurrences(of: "&apos;", with: "'")
            .replacingOccurrences(of: "&amp;", with: "&")
        return unescaped.isEmpty ? nil : unescaped
    }
}
