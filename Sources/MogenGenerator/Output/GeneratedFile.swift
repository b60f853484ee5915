/// A file mogen produces, in memory, before anything is written.
public struct GeneratedFile: Sendable, Equatable {
    /// Who owns the file, which decides how it is written.
    public enum Ownership: String, Sendable {
        /// mogen's: regenerated on every run, written when its content changes.
        case machine
        /// The user's: created once, never overwritten or touched afterwards.
        case human
    }

    /// Where the file goes: a path relative to the output directory it belongs to.
    public let relativePath: String
    /// The directory the file is written into (the `--output`, `--machine-dir` or `--human-dir` given).
    public let directory: String
    public let contents: String
    public let ownership: Ownership

    public init(relativePath: String, directory: String, contents: String, ownership: Ownership) {
        self.relativePath = relativePath
        self.directory = directory
        self.contents = contents
        self.ownership = ownership
    }

    /// The directory and the relative path joined.
    public var path: String { Self.path(relativePath, in: directory) }

    /// The path of a file named `relativePath` in `directory`, as `path` spells it.
    static func path(_ relativePath: String, in directory: String) -> String {
        directory.isEmpty || directory == "." ? relativePath : directory + "/" + relativePath
    }
}
