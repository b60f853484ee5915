import Foundation
import MogenModel

/// Carries out an `OutputPlan`. Each write goes to a temporary file in the same directory and is then renamed over
/// the destination, so a run that is killed never leaves a truncated file.
public enum OutputWriter {
    /// Writes what the plan creates or updates; returns the paths written.
    public static func apply(_ plan: OutputPlan) throws(DiagnosticError) -> [String] {
        var written: [String] = []
        for entry in plan.entries where entry.action == .create || entry.action == .update {
            try write(entry.file.contents, to: entry.file.path, createOnly: entry.file.ownership == .human)
            written.append(entry.file.path)
        }
        return written
    }

    /// Writes `contents` to `path` atomically. With `createOnly`, an existing file is left as it is.
    static func write(_ contents: String, to path: String, createOnly: Bool) throws(DiagnosticError) {
        let fileManager = FileManager.default
        let directory = PathText.deletingLastComponent(path)
        do {
            try fileManager.createDirectory(atPath: directory, withIntermediateDirectories: true)
        } catch {
            throw DiagnosticError(.error(
                "cannot create the output directory: \(reason(error))", at: .file(directory), .output))
        }
        let temporary = PathText.join(directory, ".\(PathText.lastComponent(path)).mogen-\(UUID().uuidString)")
        guard fileManager.createFile(atPath: temporary, contents: Data(contents.utf8)) else {
            throw DiagnosticError(.error(
                "cannot write in the output directory (permissions? disk full?)", at: .file(directory), .output))
        }
        if createOnly {
            // link(2) fails if the destination exists: a file the user created meanwhile is never replaced.
            defer { try? fileManager.removeItem(atPath: temporary) }
            if link(temporary, path) != 0, errno != EEXIST {
                throw DiagnosticError(.error("cannot create the file: \(String(cString: strerror(errno)))",
                    at: .file(path), .output))
            }
            return
        }
        if rename(temporary, path) != 0 {
            let message = String(cString: strerror(errno))
            try? fileManager.removeItem(atPath: temporary)
            throw DiagnosticError(.error("cannot write the file: \(message)", at: .file(path), .output))
        }
    }

    private static func reason(_ error: any Error) -> String {
        (error as NSError).localizedFailureReason ?? (error as NSError).localizedDescription
    }
}
