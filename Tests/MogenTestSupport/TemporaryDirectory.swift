import Foundation

/// A new directory of its own for a test; tests that want it gone remove it themselves.
public enum TemporaryDirectory {
    /// The directory, holding `files` (text by path relative to it).
    public static func make(with files: [String: String] = [:]) throws -> String {
        let path = NSTemporaryDirectory() + "mogen-tests-" + UUID().uuidString
        try FileManager.default.createDirectory(atPath: path, withIntermediateDirectories: true)
        for (name, text) in files {
            try TestFiles.write(text, to: path + "/" + name)
        }
        return path
    }
}
