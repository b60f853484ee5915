/// What Swift's own parser finds in a generated file: its syntax errors, the statements at file scope (a generated
/// file has none: only imports and declarations), every declaration with where it is, and the code's tokens. Comments
/// are trivia and a string literal's text is its own token, so model text that stays in a comment or a literal shows
/// nowhere here but in `literalSegments`; text that escaped one becomes declarations, statements or code tokens.
///
/// Made by `init(source:)` (Tests/SyntaxOutline/SyntaxOutline+Parsing.swift), which needs the toolchain's
/// swift-syntax: the `syntax-outline` tool (`Scripts/syntax-outline`) prints outlines as JSON for the tests, and the
/// `generated-code` fuzz target links it.
struct SyntaxOutline: Codable, Equatable, Sendable {
    /// Parser diagnostics, `line:column: message`.
    var errors: [String] = []
    /// Items at file scope that are not declarations, `line: text`.
    var fileScopeStatements: [String] = []
    /// Each declaration, `kind path` (`class Employee`, `var Employee.firstName`, `func Employee.fetch(t:in:)`,
    /// `extension EmployeesManagedObject where Self == Employee`), in file order.
    var declarations: [String] = []
    /// The tokens outside comments, each string literal segment as `"…"`: two files whose text differs only inside
    /// comments and literals have the same shape.
    var shape: [String] = []
    /// Every identifier and keyword token outside comments and literals, once each, sorted.
    var codeWords: [String] = []
    /// The text of each string literal segment, as written (escapes included).
    var literalSegments: [String] = []
}
