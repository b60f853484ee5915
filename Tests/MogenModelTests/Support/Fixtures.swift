import Foundation
import MogenSupport
import Testing
@testable import MogenModel

/// Paths the tests read: the package's `Samples/`, and the shared real-world corpus when it is present.
enum Fixtures {
    /// The package root, found from this file's path.
    static let packageRoot: String = {
        var url = URL(fileURLWithPath: #filePath)
        while url.path != "/" {
            url.deleteLastPathComponent()
            if FileManager.default.fileExists(atPath: url.appendingPathComponent("Package.swift").path) {
                return url.path
            }
        }
        return FileManager.default.currentDirectoryPath
    }()

    static func sample(_ name: String) -> String {
        packageRoot + "/Samples/" + name
    }

    /// `../shared/corpus/models` next to the checkout, or nil (with a printed note) when it is absent.
    static func corpusModels() -> String? {
        let path = URL(fileURLWithPath: packageRoot).deletingLastPathComponent().appendingPathComponent("shared/corpus/models").path
        guard FileManager.default.fileExists(atPath: path) else {
            print("note: \(path) is absent; the corpus tests are skipped")
            return nil
        }
        return path
    }

    /// A model file from a body of XML placed inside a `<model>` element with a current header.
    static func modelXML(_ body: String, header: String = "") -> String {
        """
        <?xml version="1.0" encoding="UTF-8" standalone="yes"?>
        <model type="com.apple.IDECoreDataModeler.DataModel" documentVersion="1.0" lastSavedToolsVersion="22758" \
        systemVersion="23F79" minimumToolsVersion="Automatic" sourceLanguage="Swift" \(header)userDefinedModelVersionIdentifier="">
        \(body)
        </model>
        """
    }

    static func read(_ body: String, header: String = "") throws -> ModelReader.Result {
        try ModelReader.read(xml: modelXML(body, header: header), path: "Test.xcdatamodel/contents")
    }

    static func model(_ body: String, header: String = "") throws -> Model {
        try read(body, header: header).model
    }

    /// Validation diagnostics for a model body.
    static func validate(_ body: String, header: String = "", options: ModelValidator.Options = .init()) throws -> [Diagnostic] {
        let result = try read(body, header: header)
        return result.diagnostics + ModelValidator.validate(result.model, options: options)
    }

    /// A temporary directory, removed by the caller with `defer`.
    static func temporaryDirectory() throws -> String {
        let path = NSTemporaryDirectory() + "mogen-tests-" + UUID().uuidString
        try FileManager.default.createDirectory(atPath: path, withIntermediateDirectories: true)
        return path
    }

    static func write(_ text: String, to path: String) throws {
        try FileManager.default.createDirectory(
            atPath: (path as NSString).deletingLastPathComponent, withIntermediateDirectories: true)
        try Data(text.utf8).write(to: URL(fileURLWithPath: path))
    }
}

extension Array where Element == Diagnostic {
    /// Messages of the diagnostics in a category, for compact assertions.
    func messages(_ category: DiagnosticCategory, _ severity: Diagnostic.Severity? = nil) -> [String] {
        filter { $0.category == category && (severity == nil || $0.severity == severity) }.map(\.message)
    }
}
