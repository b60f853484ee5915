import Foundation

/// Paths in the checkout the tests run from, and in `../shared` beside it (the real-world corpus and the Stencil
/// conformance cases, present on some machines only).
public enum TestPackage {
    /// The package root: the nearest folder above this file that holds `Package.swift`.
    public static let root: String = {
        var url = URL(fileURLWithPath: #filePath)
        while url.path != "/" {
            url.deleteLastPathComponent()
            if FileManager.default.fileExists(atPath: url.appendingPathComponent("Package.swift").path) { return url.path }
        }
        return FileManager.default.currentDirectoryPath
    }()

    /// `relative` under the package root.
    public static func path(_ relative: String) -> String {
        root + "/" + relative
    }

    /// `relative` under `../shared`, whether or not it exists.
    public static func shared(_ relative: String) -> String {
        URL(fileURLWithPath: root).deletingLastPathComponent().appendingPathComponent("shared/" + relative).path
    }

    /// `relative` under `../shared` when it is there: for a test's `.enabled(if:)` condition, which makes the test
    /// show as skipped, with its reason, where `../shared` is absent.
    public static func sharedPath(_ relative: String) -> String? {
        let path = shared(relative)
        return FileManager.default.fileExists(atPath: path) ? path : nil
    }

    /// `../shared/corpus/models`, when it is there.
    public static var corpusPath: String? { sharedPath("corpus/models") }
}
