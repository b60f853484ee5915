/// A place or fact that explains a diagnostic, printed after it as compilers print notes:
/// `path:line:column: note: message`, then the source excerpt, if any.
public struct DiagnosticNote: Hashable, Sendable, CustomStringConvertible {
    public var message: String
    public var location: SourceLocation?
    /// The source line at `location` with a caret under the piece concerned.
    public var excerpt: String?

    public init(_ message: String, at location: SourceLocation?, excerpt: String? = nil) {
        self.message = message
        self.location = location
        self.excerpt = excerpt
    }

    public var description: String { rendered(Diagnostic.Style()) }

    func rendered(_ style: Diagnostic.Style) -> String {
        let line = "\(style.place(location))\(style.label(.note)) \(message)"
        return excerpt.map { line + "\n" + $0 } ?? line
    }
}
