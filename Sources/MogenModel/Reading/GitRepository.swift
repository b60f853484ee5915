import Foundation
import MogenSupport

/// The git repository mogen reads models from at a revision: the working tree whose top level holds a `.git` entry,
/// found from a directory (the user's current one) by mogen itself, without running git.
///
/// git, left to find a repository from a model's folder, accepts any folder above it that looks like a git directory,
/// one committed as plain files (`HEAD`, `refs/`, `objects/`, `config`) included, and such a `config` can name a
/// program git runs (a partial clone's `uploadpack`). So the repository is found here, the way git finds one for the
/// current directory but looking only at `.git` entries (a directory, or a file `gitdir: <path>` as linked worktrees
/// and submodules have; neither can be committed), and every git command is given it explicitly (`GitCommand`). A
/// model whose own folders hold another `.git` is refused (`requireContains`): it belongs to another repository.
public struct GitRepository: Sendable, Equatable {
    /// The working tree's top level, an absolute path with links resolved.
    public let topLevel: String
    /// Its `.git` entry (a directory, or a file naming one), given to git as `--git-dir`.
    public let gitEntry: String

    /// The repository whose working tree holds `directory` (links resolved), looking upwards from it as git does:
    /// not into one of the user's `GIT_CEILING_DIRECTORIES`, nor onto another file system unless
    /// `GIT_DISCOVERY_ACROSS_FILESYSTEM` says so; nil when there is none.
    public static func enclosing(_ directory: String) -> GitRepository? {
        let environment = ProcessInfo.processInfo.environment
        let ceilings = Set((environment["GIT_CEILING_DIRECTORIES"] ?? "").split(separator: ":")
            .map(String.init).filter { $0.hasPrefix("/") }.map(physicalPath))
        let crossesFileSystems = ["1", "true", "yes", "on"].contains(environment["GIT_DISCOVERY_ACROSS_FILESYSTEM"]?.lowercased())
        var current = physicalPath(directory)
        let device = deviceNumber(current)
        while true {
            if let entry = gitEntry(in: current) { return GitRepository(topLevel: current, gitEntry: entry) }
            let parent = PathText.deletingLastComponent(current)
            if parent == current || current == "/" || ceilings.contains(parent) { return nil }
            if !crossesFileSystems, deviceNumber(parent) != device { return nil }
            current = parent
        }
    }

    /// The repository of the current directory, found once per process.
    public static let ofCurrentDirectory: GitRepository? = enclosing(FileManager.default.currentDirectoryPath)

    /// Where `directory` (absolute, an existing directory of this working tree) is in the repository: "" at the top
    /// level, else `App/Models` (no trailing slash). Throws a located error when it is outside the working tree, or
    /// when a folder from it up to (not including) the top level holds a `.git` of its own: a submodule, a nested
    /// clone or a stray `.git` file, another repository than this one.
    public func path(of directory: String, for userPath: String) throws(DiagnosticError) -> String {
        let physical = Self.physicalPath(directory)
        let shownTopLevel = MessageText.quoted(topLevel, limit: 240)
        guard physical == topLevel || physical.hasPrefix(topLevel == "/" ? "/" : topLevel + "/") else {
            throw DiagnosticError(.error(
                "this model is outside the git repository found from the current directory (\(shownTopLevel)); mogen "
                    + "reads a model at a revision only from that repository: run it from inside the model's own "
                    + "repository", at: .file(userPath), .input))
        }
        var folder = physical
        while folder != topLevel {
            if Self.gitEntry(in: folder) != nil {
                let nested = String(folder.dropFirst(topLevel == "/" ? 1 : topLevel.count + 1))
                throw DiagnosticError(.error(
                    "this model is in another git repository than the one found from the current directory "
                        + "(\(shownTopLevel)): \(MessageText.quoted(nested + "/.git", limit: 240)) makes "
                        + "\(MessageText.quoted(nested, limit: 240)) a repository of its own (a submodule, a nested clone "
                        + "or a stray .git); run mogen from inside it if it is yours", at: .file(userPath), .input))
            }
            folder = PathText.deletingLastComponent(folder)
        }
        return physical == topLevel ? "" : String(physical.dropFirst(topLevel == "/" ? 1 : topLevel.count + 1))
    }

    /// `directory/.git` when it is a git directory (a `HEAD` file with `objects/` and `refs/`, or a linked
    /// worktree's `commondir`) or a file `gitdir: <path>` naming one.
    static func gitEntry(in directory: String) -> String? {
        let entry = PathText.join(directory, ".git")
        var isDirectory: ObjCBool = false
        guard FileManager.default.fileExists(atPath: entry, isDirectory: &isDirectory) else { return nil }
        if isDirectory.boolValue { return isGitDirectory(entry) ? entry : nil }
        guard let data = FileManager.default.contents(atPath: entry), data.count < 4096 else { return nil }
        let text = String(decoding: data, as: UTF8.self)
        guard text.hasPrefix("gitdir: ") else { return nil }
        let target = text.dropFirst("gitdir: ".count).trimmingCharacters(in: .newlines)
        let resolved = target.hasPrefix("/") ? target : PathText.join(directory, target)
        return isGitDirectory(resolved) ? entry : nil
    }

    private static func isGitDirectory(_ path: String) -> Bool {
        let fileManager = FileManager.default
        var isDirectory: ObjCBool = false
        guard fileManager.fileExists(atPath: PathText.join(path, "HEAD"), isDirectory: &isDirectory), !isDirectory.boolValue
        else { return false }
        return fileManager.fileExists(atPath: PathText.join(path, "commondir"))
            || (fileManager.fileExists(atPath: PathText.join(path, "objects"))
                && fileManager.fileExists(atPath: PathText.join(path, "refs")))
    }

    /// `path` made absolute, with symbolic links and `..` resolved, as git sees directories.
    static func physicalPath(_ path: String) -> String {
        let absolute = PathText.absolute(path)
        guard let resolved = realpath(absolute, nil) else { return absolute }
        defer { free(resolved) }
        return String(cString: resolved)
    }

    /// The file system `path` is on.
    private static func deviceNumber(_ path: String) -> UInt64? {
        var information = stat()
        guard stat(path, &information) == 0 else { return nil }
        return UInt64(truncatingIfNeeded: information.st_dev)
    }
}
