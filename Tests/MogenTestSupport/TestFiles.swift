import Foundation

/// Files the tests write.
public enum TestFiles {
    /// Writes `text` to `path`, creating the folders it needs.
    public static func write(_ text: String, to path: String) throws {
        let url = URL(fileURLWithPath: path)
        try FileManager.default.createDirectory(at: url.deletingLastPathComponent(), withIntermediateDirectories: true)
        try Data(text.utf8).write(to: url)
    }
}
