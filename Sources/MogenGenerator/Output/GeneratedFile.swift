/// A file mogen produces, in memory, before anything is written.
package struct GeneratedFile: Sendable, Equatable {
    /// Who owns the file, which decides how it is written.
    package enum Ownership: String, Sendable {
        /// mogen's: regenerated on every run, written when its content changes.
        case machine
        /// The user's: created once, never overwritten or touched afterwards.
        case human
    }

    /// Where the file goes: a path relative to the output directory it belongs to.
    package let relativePath: String
    /// The directory the file is written into (the `--output`, `--machine-dir` or `--human-dir` given).
    package let directory: String
    package let contents: String
    package let ownership: Ownership

    package init(relativePath: String, directory: String, contents: String, ownership: Ownership) {
        self.relativePath = relativePath
        self.directory = directory
        self.contents = contents
        self.ownership = ownership
    }

    /// The directory and the relative path joined.
    package var path: String { Self.path(relativePath, in: directory) }

    /// The path of a file named `relativePath` in `directory`, as `path` spells it.
    static func path(_ relativePath: String, in directory: String) -> String {
        directory.isEmpty || directory == "." ? relativePath : directory + "/" + relativePath
    }
}
