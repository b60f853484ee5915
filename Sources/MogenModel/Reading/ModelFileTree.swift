import Foundation
import MogenSupport

/// The files `ModelLocator` looks at: the file system (`FileSystemTree`) or a git revision of a repository
/// (`GitRevisionTree`). The locator's rules (bundle → version → `contents`) run the same over either.
///
/// Paths are the tree's own: the file system's are the user's paths; a revision's are paths in the repository.
/// `displayPath` turns one into what diagnostics and `ModelSource` name.
public protocol ModelFileTree: Sendable {
    /// The tree's path for a path the user gave (trailing slashes already removed).
    func treePath(for userPath: String) throws(DiagnosticError) -> String
    /// The path as diagnostics show it.
    func displayPath(_ path: String) -> String
    /// What is at `path`; throws for what the tree refuses to follow.
    func kind(of path: String) throws(DiagnosticError) -> ModelFileKind
    /// The names in a directory, in no particular order; empty when it cannot be listed.
    func entries(of directory: String) -> [String]
    /// A file's bytes, unless it is larger than `limit`.
    func read(_ path: String, limit: Int) throws(DiagnosticError) -> ModelFileRead
    /// Why `path` (found missing) cannot be opened, for a message.
    func whyMissing(_ path: String) -> String
    /// Refuses the first of `links` (paths inside `bundle`) that leads outside the bundle.
    func requireInside(_ bundle: String, links: [String]) throws(DiagnosticError)
}

public enum ModelFileKind: Sendable, Equatable {
    case file, directory, missing
}

public enum ModelFileRead: Sendable {
    case bytes(Data)
    /// Nothing readable is there.
    case missing
    case tooLarge(size: Int)
}

/// The file system, as the locator has always read it: links are followed, and `requireInside` keeps a bundle's
/// versions inside the bundle.
public struct FileSystemTree: ModelFileTree {
    public init() {}

    public func treePath(for userPath: String) -> String { userPath }

    public func displayPath(_ path: String) -> String { path }

    public func kind(of path: String) -> ModelFileKind {
        var isDirectory: ObjCBool = false
        guard FileManager.default.fileExists(atPath: path, isDirectory: &isDirectory) else { return .missing }
        return isDirectory.boolValue ? .directory : .file
    }

    public func entries(of directory: String) -> [String] {
        (try? FileManager.default.contentsOfDirectory(atPath: directory)) ?? []
    }

    public func read(_ path: String, limit: Int) -> ModelFileRead {
        let attributes = try? FileManager.default.attributesOfItem(atPath: path)
        if let size = attributes?[.size] as? NSNumber, size.intValue > limit {
            return .tooLarge(size: size.intValue)
        }
        guard let data = FileManager.default.contents(atPath: path) else { return .missing }
        return .bytes(data)
    }

    public func whyMissing(_ path: String) -> String {
        FileProblem.whyMissing(path)
    }

    public func requireInside(_ bundle: String, links: [String]) throws(DiagnosticError) {
        try FileProblem.requireInside(bundle, links: links)
    }
}
