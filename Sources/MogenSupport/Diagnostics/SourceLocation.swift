/// A position in a file, for diagnostics: 1-based line and column (columns count characters).
public struct SourceLocation: Hashable, Sendable, Comparable {
    public var file: String
    public var line: Int
    public var column: Int

    public init(file: String, line: Int, column: Int) {
        self.file = file
        self.line = line
        self.column = column
    }

    /// The location of a whole file (no line known).
    public static func file(_ path: String) -> SourceLocation {
        SourceLocation(file: path, line: 0, column: 0)
    }

    /// `path:line:column`, or just `path` when no line is known; the path on one line (`MessageText.oneLine`).
    public var description: String {
        let path = MessageText.oneLine(file)
        return line > 0 ? "\(path):\(line):\(column)" : path
    }

    public static func < (lhs: SourceLocation, rhs: SourceLocation) -> Bool {
        (lhs.file, lhs.line, lhs.column) < (rhs.file, rhs.line, rhs.column)
    }
}
