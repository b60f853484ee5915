import Foundation
import MogenModel

/// Carries out an `OutputPlan`. Each write goes to a temporary file in the same directory and is then renamed over
/// the destination, so a run that is killed never leaves a truncated file.
public enum OutputWriter {
    /// Writes what the plan creates or updates; returns the paths written.
    public static func apply(_ plan: OutputPlan) throws(DiagnosticError) -> [String] {
        var written: [String] = []
        var directories = Set<String>()
        for entry in plan.entries where entry.action == .create || entry.action == .update {
            let directory = PathText.deletingLastComponent(entry.file.path)
            if directories.insert(directory).inserted { try createDirectory(directory) }
            try write(entry.file.contents, to: entry.file.path, createOnly: entry.file.ownership == .human)
            written.append(entry.file.path)
        }
        return written
    }

    static func createDirectory(_ directory: String) throws(DiagnosticError) {
        do {
            try FileManager.default.createDirectory(atPath: directory, withIntermediateDirectories: true)
        } catch {
            throw DiagnosticError(.error(
                "cannot create the output directory: \(reason(error))", at: .file(directory), .output))
        }
    }

    /// Temporary names: the process id keeps concurrent runs apart, the counter files within a run.
    private static let temporaryCounter = TemporaryCounter()

    /// Writes `contents` to `path` (whose directory exists) atomically. With `createOnly`, an existing file is left
    /// as it is.
    static func write(_ contents: String, to path: String, createOnly: Bool) throws(DiagnosticError) {
        let fileManager = FileManager.default
        let directory = PathText.deletingLastComponent(path)
        let temporary = PathText.join(
            directory, ".\(PathText.lastComponent(path)).mogen-\(getpid())-\(temporaryCounter.next())")
        if let problem = writeNewFile(temporary, contents) {
            throw DiagnosticError(.error("cannot write in the output directory: \(problem)", at: .file(directory), .output))
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

    /// Creates `path` (which must not exist) with `contents`, using plain POSIX calls: Foundation's file writing
    /// syncs every file to disk, which costs more than the rest of generation together. The rename that follows is
    /// what makes the write atomic for other processes. Returns the reason on failure.
    static func writeNewFile(_ path: String, _ contents: String) -> String? {
        let descriptor = open(path, O_WRONLY | O_CREAT | O_EXCL, 0o644)
        guard descriptor >= 0 else { return String(cString: strerror(errno)) }
        var failure: String?
        var bytes = Array(contents.utf8)
        bytes.withUnsafeMutableBytes { buffer in
            var offset = 0
            while offset < buffer.count {
                let written = Foundation.write(descriptor, buffer.baseAddress.map { $0 + offset }, buffer.count - offset)
                if written < 0 {
                    if errno == EINTR { continue }
                    failure = String(cString: strerror(errno))
                    return
                }
                offset += written
            }
        }
        if close(descriptor) != 0, failure == nil { failure = String(cString: strerror(errno)) }
        if failure != nil { unlink(path) }
        return failure
    }

    private final class TemporaryCounter: @unchecked Sendable {
        // Guarded by `lock`.
        private var value = 0
        private let lock = NSLock()

        func next() -> Int {
            lock.lock()
            defer { lock.unlock() }
            value += 1
            return value
        }
    }

    private static func reason(_ error: any Error) -> String {
        (error as NSError).localizedFailureReason ?? (error as NSError).localizedDescription
    }
}
