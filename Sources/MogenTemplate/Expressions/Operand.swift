/// A simple expression: a literal or a variable path, compiled once from its text.
///
/// Literals are recognised in Stencil's order: a quoted string (`"…"`/`'…'`, no escapes), an
/// integer (`-5`, `+5`), a 32-bit float (`3.14`, `.5`, `1e3`, `0x10`, `nan`, `inf`), `true`/`false`.
/// Anything else is a variable path.
enum Operand: Sendable {
    case literal(TemplateValue)
    case variable(VariablePath)

    init(_ text: String, depth: Int = 0) {
        if text.count > 1, let quote = text.first, quote == "\"" || quote == "'", text.last == quote {
            self = .literal(.string(String(text.dropFirst().dropLast())))
        } else if let int = Int(text) {
            self = .literal(.int(int))
        } else if let float = Float(text) {
            self = .literal(.float(float))
        } else if text == "true" {
            self = .literal(.bool(true))
        } else if text == "false" {
            self = .literal(.bool(false))
        } else {
            self = .variable(VariablePath(text, depth: depth))
        }
    }

    /// The value, or `nil` when the variable is undefined.
    func resolve(in context: RenderContext) throws -> TemplateValue? {
        switch self {
        case .literal(let value): value
        case .variable(let path): try path.resolve(in: context)
        }
    }

    /// The text the operand was compiled from, for messages.
    var text: String {
        switch self {
        case .literal(let value): value.renderedString
        case .variable(let path): path.text
        }
    }

    /// Why the operand is undefined, for strict-mode errors.
    func undefinedReason(in context: RenderContext) -> String {
        switch self {
        case .literal: "Undefined value"
        case .variable(let path): path.undefinedReason(in: context)
        }
    }
}
