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
}
