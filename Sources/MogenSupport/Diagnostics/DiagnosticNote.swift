/// A place or fact that explains a diagnostic, printed after it as compilers print notes:
/// `path:line:column: note: message`, then the source excerpt, if any.
package struct DiagnosticNote: Hashable, Sendable, CustomStringConvertible {
    package var message: String
    package var location: SourceLocation?
    /// The source line at `location` with a caret under the piece concerned.
    package var excerpt: String?

    package init(_ message: String, at location: SourceLocation?, excerpt: String? = nil) {
        self.message = message
        self.location = location
        self.excerpt = excerpt
    }

    package var description: String {
        let line = "\(Diagnostic.prefix(location))note: \(message)"
        return excerpt.map { line + "\n" + $0 } ?? line
    }
}
