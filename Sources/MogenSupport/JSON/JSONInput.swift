import Foundation

/// A JSON document the user gives mogen (`mogen.json`, the context of `mogen render`). Every one is read by
/// `LocatedJSON`, so they share one grammar (strict RFC 8259: no comments, trailing commas or duplicate keys;
/// nesting bounded) and their errors one form, `path:line:column: error: message [category]`.
public enum JSONInput {
    /// Reads and parses the file at `path`; `kind` names it in messages (`configuration file`).
    public static func read(
        path: String, kind: String, category: DiagnosticCategory
    ) throws(DiagnosticError) -> LocatedJSON {
        var isDirectory: ObjCBool = false
        let exists = FileManager.default.fileExists(atPath: path, isDirectory: &isDirectory)
        guard exists, !isDirectory.boolValue, let data = FileManager.default.contents(atPath: path) else {
            let problem = !exists
                ? "no such file" : isDirectory.boolValue ? "is a directory, not a \(kind)" : "cannot read the \(kind)"
            throw DiagnosticError(.error(problem, at: .file(path), category))
        }
        return try parse([UInt8](data), path: path, category: category)
    }

    /// Parses bytes read from `path` (which only locates diagnostics).
    public static func parse(_ bytes: [UInt8], path: String, category: DiagnosticCategory) throws(DiagnosticError)
        -> LocatedJSON {
        do {
            return try LocatedJSON.parse(bytes)
        } catch {
            throw DiagnosticError(.error(error.message, at: location(error.position, in: path), category))
        }
    }

    /// The diagnostic location of a position in the file at `path`.
    public static func location(_ position: JSONPosition, in path: String) -> SourceLocation {
        SourceLocation(file: path, line: position.line, column: position.column)
    }
}
