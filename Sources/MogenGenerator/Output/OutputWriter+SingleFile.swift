import Foundation
import MogenSupport

extension OutputWriter {
    /// Writes one file that is not part of a generated model's output (a diagram, for instance) the way every
    /// output is written: to a temporary file beside it, then renamed over it, so the file is never seen partly
    /// written. A directory at `path` is refused, not replaced.
    public static func writeFile(_ contents: String, to path: String) throws(DiagnosticError) {
        var status = stat()
        if stat(path, &status) == 0, (status.st_mode & S_IFMT) == S_IFDIR {
            throw DiagnosticError(.error("is a directory; give the path of a file", at: .file(path), .output))
        }
        let temporary = try stage(contents, for: path)
        if case let .failed(problem) = commit(temporary, to: path, createOnly: false) {
            throw DiagnosticError(problem)
        }
    }

    /// Creates the file `relativePath` under `directory` with `contents`, unless something is there already: returns
    /// whether it wrote it. As `generate` writes: staged in a temporary file, then linked into place, which fails
    /// when anything is at the path, a symbolic link included, so nothing existing is replaced or written through.
    /// The folders between `directory` and the file are created as needed; a symbolic link among them, or at the
    /// file's own path, is refused with an error, since following it could write outside `directory`.
    public static func createFile(
        _ contents: String, at relativePath: String, under directory: String
    ) throws(DiagnosticError) -> Bool {
        var created: [String] = []
        try ensureDirectory(directory, created: &created)
        var path = directory
        let components = relativePath.split(separator: "/", omittingEmptySubsequences: true).map(String.init)
        for (position, component) in components.enumerated() {
            path = PathText.join(path, component)
            var status = stat()
            guard lstat(path, &status) == 0 else {
                guard errno == ENOENT else { break }  // the write below reports what is wrong
                if position < components.count - 1 { try ensureDirectory(path, created: &created) }
                continue
            }
            if (status.st_mode & S_IFMT) == S_IFLNK {
                throw DiagnosticError(.error(
                    "is a symbolic link; mogen neither follows nor replaces it, so nothing is written "
                        + (position < components.count - 1 ? "in it" : "there"), at: .file(path), .output))
            }
        }
        let temporary = try stage(contents, for: path)
        switch commit(temporary, to: path, createOnly: true) {
        case .written: return true
        case .existed: return false
        case let .failed(problem): throw DiagnosticError(problem)
        }
    }
}
