import Foundation
import MogenSupport

/// A model's files as a git revision holds them: listed once with `git ls-tree` (modes, object ids, sizes) and read
/// blob by blob with `git cat-file` when the locator asks. Nothing is checked out, so the working tree, the index
/// and `HEAD` are left as they are, and no file is written.
///
/// git runs on a `GitRepository` given explicitly, through `GitCommand`, which shuts every door a repository could open.
/// Its paths are paths in the repository; diagnostics name them `<revision>:<path>` (`origin/main:App/Model.xcdatamodeld`),
/// the form `git show` takes. A symbolic link or a submodule in the revision is refused rather than followed.
public struct GitRevisionTree: ModelFileTree {
    /// The revision as the user wrote it (`origin/main`, `HEAD~1`, a tag, a hash).
    public let revision: String
    /// The path the tree was opened for, made absolute; the locator may ask for it and for what is below it.
    private let openedPath: String
    /// Where `openedPath` is in the repository ("." for its top level).
    private let repositoryPath: String
    private let git: GitCommand
    /// Every blob (file or link) and submodule under `repositoryPath`, by path in the repository.
    private let files: [String: GitTreeEntry]
    /// The names in each directory under `repositoryPath` (and in the directories above it).
    private let directories: [String: Set<String>]
    /// The files' contents, when `readAhead` read them all at once.
    private let blobs = BlobCache()

    /// The largest listing read: a bundle lists a few lines per version; a whole large repository stays under it.
    static let maximumListingSize = 64 * 1024 * 1024

    /// Lists what `revision` holds at `path`, a path in `repository`'s working tree (relative or absolute; it need
    /// not exist in the working tree any more). The model must be in that repository itself, not in a submodule or
    /// another repository below it (`GitRepository.path(of:for:)`), and a revision that starts with `-` is refused.
    public init(path: String, revision: String, repository: GitRepository) throws(DiagnosticError) {
        let userPath = PathText.trimmingTrailingSlashes(path)
        guard !revision.isEmpty, !revision.hasPrefix("-"),
            !revision.unicodeScalars.contains(where: { $0.properties.generalCategory == .control })
        else {
            throw DiagnosticError(.error(
                "\(MessageText.quoted(revision)) is not a git revision (a branch, a tag, a commit, HEAD~1); a revision "
                    + "cannot be empty, start with '-' or hold a control character", at: .file(userPath), .input))
        }
        let absolute = PathText.absolute(userPath)
        let (directory, below) = Self.nearestDirectory(of: absolute)
        let inRepository = [try repository.path(of: directory, for: userPath), below]
            .filter { !$0.isEmpty && $0 != "." }.joined(separator: "/")
        let repositoryPath = inRepository.isEmpty ? "." : inRepository
        let git = try GitCommand(repository: repository, for: userPath)
        let files = try git.listTree(revision: revision, path: repositoryPath, for: userPath)
        self.revision = revision
        self.openedPath = absolute
        self.repositoryPath = repositoryPath
        self.git = git
        self.files = files
        self.directories = Self.directories(of: files.keys)
    }

    /// Lists what `revision` holds at `path` in the repository of the current directory (`GitRepository`), or
    /// throws an error at `path` saying there is none.
    public init(path: String, revision: String) throws(DiagnosticError) {
        guard let repository = GitRepository.ofCurrentDirectory else {
            throw DiagnosticError(.error(
                "not in a git repository: no folder from the current directory up holds a .git (mogen reads a model at "
                    + "a revision from the repository of the current directory)", at: .file(path), .input))
        }
        try self.init(path: path, revision: revision, repository: repository)
    }

    public func treePath(for userPath: String) throws(DiagnosticError) -> String {
        let absolute = PathText.absolute(userPath)
        if absolute == openedPath { return repositoryPath }
        guard absolute.hasPrefix(openedPath + "/") else {
            throw DiagnosticError(.error(
                "this path is outside \(MessageText.quoted(openedPath)), the path read at \(bare: revision)",
                at: .file(userPath), .input))
        }
        return PathText.join(repositoryPath, String(absolute.dropFirst(openedPath.count + 1)))
    }

    public func displayPath(_ path: String) -> String {
        revision + ":" + (path == "." ? "" : path)
    }

    public func kind(of path: String) throws(DiagnosticError) -> ModelFileKind {
        if let entry = files[path] {
            try refuseUnlessFile(entry, at: path)
            return .file
        }
        if directories[path] != nil { return .directory }
        // Below a link or a submodule: say so rather than "missing".
        var ancestor = path
        while ancestor != "." && ancestor != "/" {
            ancestor = PathText.deletingLastComponent(ancestor)
            if let entry = files[ancestor] {
                try refuseUnlessFile(entry, at: ancestor)
                break
            }
        }
        return .missing
    }

    public func entries(of directory: String) -> [String] {
        Array(directories[directory] ?? [])
    }

    public func read(_ path: String, limit: Int) throws(DiagnosticError) -> ModelFileRead {
        guard try kind(of: path) == .file, let entry = files[path] else { return .missing }
        if let size = entry.size, size > limit { return .tooLarge(size: size) }
        if let data = blobs.data(for: entry.objectID) { return .bytes(data) }
        return .bytes(try git.readBlob(entry.objectID, limit: limit, for: displayPath(path)))
    }

    /// Reads every file of the tree (a bundle: each version's `contents`, `.xccurrentversion`), up to
    /// `maximumListingSize` in all, through one git process, for a caller that reads them all (`lint --shipped` reads
    /// every version of a bundle); a reader of one version (`diff --from-git`) reads only its files, one process each.
    /// Each read still checks its own limit against the file's size; a file past the budget is read on its own.
    public func readAhead() throws(DiagnosticError) {
        var objectIDs: [String] = []
        var total = 0
        for entry in files.values.sorted(by: { $0.objectID < $1.objectID }) where entry.kind == .file {
            guard let size = entry.size, total + size <= Self.maximumListingSize else { continue }
            objectIDs.append(entry.objectID)
            total += size
        }
        // Each answer adds a header line (an id, a type and a size) and a newline to the blob.
        blobs.store(try git.readBlobs(objectIDs, limit: total + objectIDs.count * 128 + 1, for: displayPath(repositoryPath)))
    }

    public func whyMissing(_ path: String) -> String {
        "\(MessageText.quoted(path)) did not exist at \(bare: revision)"
    }

    /// Links are refused by `kind(of:)`, so nothing here can lead out of the bundle.
    public func requireInside(_ bundle: String, links: [String]) {}

    private func refuseUnlessFile(_ entry: GitTreeEntry, at path: String) throws(DiagnosticError) {
        let name = MessageText.quoted(PathText.lastComponent(path))
        switch entry.kind {
        case .file:
            return
        case .symbolicLink:
            throw DiagnosticError(.error(
                "\(name) is a symbolic link at \(bare: revision); mogen reads a model at a git revision from the files "
                    + "committed in it and does not follow links there", at: .file(displayPath(path)), .input))
        case .submodule:
            throw DiagnosticError(.error(
                "\(name) is a submodule at \(bare: revision); mogen does not read into submodules at a git revision "
                    + "(give a path in the submodule's own working tree)", at: .file(displayPath(path)), .input))
        }
    }

    /// The deepest directory of the working tree that holds `absolute` (itself when it is one), and the path from it.
    private static func nearestDirectory(of absolute: String) -> (directory: String, below: String) {
        var directory = absolute
        var below: [String] = []
        while directory != "/", FileSystemTree().kind(of: directory) != .directory {
            below.insert(PathText.lastComponent(directory), at: 0)
            directory = PathText.deletingLastComponent(directory)
        }
        return (directory, below.isEmpty ? "." : below.joined(separator: "/"))
    }

    /// The names in each directory that holds one of `paths` (paths in the repository).
    private static func directories(of paths: Dictionary<String, GitTreeEntry>.Keys) -> [String: Set<String>] {
        var directories: [String: Set<String>] = [:]
        for path in paths {
            var child = path
            while child != "." && child != "/" {
                let parent = PathText.deletingLastComponent(child)
                // Once a directory already holds this child, its ancestors have been recorded too.
                guard directories[parent, default: []].insert(PathText.lastComponent(child)).inserted else { break }
                child = parent
            }
        }
        return directories
    }
}

/// The blobs of a `GitRevisionTree` that `readAhead` read, by object id.
private final class BlobCache: @unchecked Sendable {
    // Guarded by `lock`.
    private var blobs: [String: Data] = [:]
    private let lock = NSLock()

    func store(_ read: [String: Data]) {
        lock.lock()
        defer { lock.unlock() }
        blobs.merge(read) { _, new in new }
    }

    func data(for objectID: String) -> Data? {
        lock.lock()
        defer { lock.unlock() }
        return blobs[objectID]
    }
}
