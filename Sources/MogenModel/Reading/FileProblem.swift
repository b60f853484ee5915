import Foundation
import MogenSupport

/// What the file system says about paths mogen cannot read as given: symbolic link loops, links to nothing, and
/// links that lead out of a model bundle.
enum FileProblem {
    /// Why `path` cannot be opened, for a message: a symbolic link loop (ELOOP), a link to nothing, or nothing there.
    static func whyMissing(_ path: String) -> String {
        var status = stat()
        if stat(path, &status) != 0, errno == ELOOP {
            return "a symbolic link loop: following the links never reaches a file (too many levels of symbolic links)"
        }
        if let target = try? FileManager.default.destinationOfSymbolicLink(atPath: path) {
            return "a symbolic link to \(MessageText.quoted(target)), which does not exist"
        }
        return "no such file or directory" + (nearestSibling(of: path).map { "; did you mean \(quoted: $0)?" } ?? "")
    }

    /// The entry of `path`'s directory whose name is closest to its last component (a typo, `Modle.xcdatamodeld`),
    /// as the path would be written; nil when none is close, or the directory cannot be listed.
    static func nearestSibling(of path: String) -> String? {
        let directory = PathText.deletingLastComponent(path)
        let name = PathText.lastComponent(path)
        guard !name.isEmpty, let entries = try? FileManager.default.contentsOfDirectory(atPath: directory),
            let closest = Suggestions.closest(to: name, among: entries.filter { !$0.hasPrefix(".") })
        else { return nil }
        return PathText.join(directory, closest)
    }

    /// Refuses the first of `links` (paths inside `bundle`) that is a symbolic link leading outside the bundle.
    /// A version is the bundle's own: a link to a folder elsewhere would read (and name in generated code) a model
    /// that is not part of the project. A link to another place inside the bundle is followed.
    static func requireInside(_ bundle: String, links: [String]) throws(DiagnosticError) {
        guard let realBundle = PathText.resolvingLinks(bundle) else { return }
        for path in links {
            guard let target = try? FileManager.default.destinationOfSymbolicLink(atPath: path) else { continue }
            guard let realTarget = PathText.resolvingLinks(path), realTarget.hasPrefix(realBundle + "/") else {
                throw DiagnosticError(.error(
                    "\(MessageText.quoted(PathText.lastComponent(path))) is a symbolic link to "
                        + "\(MessageText.quoted(target)), outside the bundle; mogen reads only a bundle's own versions "
                        + "(copy the version into the bundle)", at: .file(path), .input))
            }
        }
    }
}
