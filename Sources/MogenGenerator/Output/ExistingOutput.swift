import Foundation
import MogenModel
import MogenSupport

/// What is at an output path before anything is written. A path that cannot be read is a problem, not an absent
/// file: planning must not take an unreadable file for a missing one (`--check` would call it missing, and `generate`
/// would replace a file it never looked at).
enum ExistingOutput: Sendable {
    case absent
    case file(String)
    case unreadable(Diagnostic)

    static func read(_ path: String) -> ExistingOutput {
        var status = stat()
        guard stat(path, &status) == 0 else {
            switch errno {
            case ENOENT: return .absent
            case ENOTDIR: return .unreadable(notADirectory(above: path))
            case let failure: return .unreadable(problem(failure, at: path))
            }
        }
        guard (status.st_mode & S_IFMT) == S_IFREG else {
            return .unreadable(.error("is not a regular file, so mogen cannot write its output there",
                at: .file(path), .output))
        }
        let descriptor = open(path, O_RDONLY)
        guard descriptor >= 0 else { return .unreadable(problem(errno, at: path)) }
        defer { close(descriptor) }
        var bytes: [UInt8] = []
        var buffer = [UInt8](repeating: 0, count: 64 * 1024)
        while true {
            let count = buffer.withUnsafeMutableBytes { Foundation.read(descriptor, $0.baseAddress, $0.count) }
            if count < 0, errno == EINTR { continue }
            guard count >= 0 else { return .unreadable(problem(errno, at: path)) }
            if count == 0 { break }
            bytes += buffer[..<count]
        }
        return .file(String(decoding: bytes, as: UTF8.self))
    }

    private static func problem(_ failure: Int32, at path: String) -> Diagnostic {
        .error("cannot read the existing file: \(String(cString: strerror(failure)))", at: .file(path), .output)
    }

    /// The error `OutputWriter` gives for the same path: at the nearest ancestor that exists and is not a directory.
    private static func notADirectory(above path: String) -> Diagnostic {
        var directory = PathText.deletingLastComponent(path)
        var status = stat()
        while PathText.deletingLastComponent(directory) != directory {
            if stat(directory, &status) == 0 { break }
            directory = PathText.deletingLastComponent(directory)
        }
        return OutputWriter.notADirectory(directory)
    }
}

/// The output files a generation has read, by path. The generator reads the user's class files it needs to render,
/// and the plan reuses what it read, so each file is read once and both decide from the same content.
struct ExistingOutputs: Sendable {
    private var byPath: [String: ExistingOutput] = [:]

    /// What is at `path`, read now unless it was read before.
    mutating func read(_ path: String) -> ExistingOutput {
        if let known = byPath[path] { return known }
        let output = ExistingOutput.read(path)
        byPath[path] = output
        return output
    }

    /// What was read at `path`; nil when it was not read.
    subscript(path: String) -> ExistingOutput? { byPath[path] }
}
