/// A variable path such as `model.entities[entity.superEntity].name`, parsed once.
///
/// Parsing follows Stencil's key-path rules and messages. A malformed path is not a compile
/// error: as in Stencil, its error is raised when the variable is evaluated, after the
/// subscripts that precede the mistake.
final class VariablePath: ValueNode, @unchecked Sendable {
    enum Part: Sendable {
        case key(MemberKey)
        /// `[expression]`: the expression's value, printed, is the key.
        case subscripted(ValueNode)
    }

    let parts: [Part]
    /// The first part, interned for the scope lookup.
    private let head: VariableName?
    /// The second part when it is a plain key (`name` in `entity.name`), read in place.
    private let firstMember: MemberKey?
    /// The syntax error to raise when evaluated, if the path is malformed.
    let syntaxError: String?

    /// Subscripts nested deeper than this are rejected rather than risking the stack.
    static let maximumDepth = 64

    init(_ text: String, depth: Int = 0) {
        var parser = PathParser(text: text, depth: depth)
        parser.parse()
        parts = parser.parts
        syntaxError = parser.error
        if case .key(let first)? = parts.first {
            head = VariableName(first.name)
        } else {
            head = nil
        }
        if parts.count > 1, case .key(let key) = parts[1] {
            firstMember = key
        } else {
            firstMember = nil
        }
        super.init(text: text)
    }

    /// The value at the end of the path, or `nil` if any step is missing (an error with
    /// `strictly`).
    override func resolve(in context: RenderContext, strictly: Bool) throws -> TemplateValue? {
        let value = try lookUp(in: context)
        if value == nil, strictly { throw TemplateError(reason: undefinedReason(in: context)) }
        return value
    }

    override func write(in context: RenderContext, strictly: Bool, to output: inout TemplateOutput) throws {
        // A plain name is printed where it is stored, without copying its value out.
        if parts.count == 1, syntaxError == nil, let head, context.writeValue(of: head, to: &output) {
            return
        }
        try resolve(in: context, strictly: strictly)?.write(to: &output)
    }

    private func lookUp(in context: RenderContext) throws -> TemplateValue? {
        if let syntaxError {
            for part in parts {
                if case .subscripted(let operand) = part { _ = try subscriptKey(operand, in: context) }
            }
            throw TemplateError(reason: syntaxError)
        }
        guard let head else { return nil }
        var current: TemplateValue?
        var index = 1
        if let firstMember {
            // The first member is read in place, without copying the variable's value.
            current = context.member(firstMember, of: head)
            index = 2
        } else {
            current = context.value(of: head)
        }
        while index < parts.count {
            switch parts[index] {
            case .key(let key):
                current = current?.member(key)
            case .subscripted(let operand):
                // Evaluated even past a missing step: an unresolvable subscript is an error.
                let key = try subscriptKey(operand, in: context)
                current = current?.member(key)
            }
            index += 1
        }
        return current
    }

    private func subscriptKey(_ operand: ValueNode, in context: RenderContext) throws -> MemberKey {
        guard let value = try operand.resolve(in: context, strictly: false), !value.isNull else {
            throw TemplateError(reason: "Unable to resolve subscript '\(operand.text)' in variable '\(text)'")
        }
        return MemberKey(value.renderedString)
    }

    /// Names the first missing step, for strict-mode errors.
    override func undefinedReason(in context: RenderContext) -> String {
        guard let head, var current = context.value(of: head) else {
            return "Undefined variable '\(text)'"
        }
        for part in parts.dropFirst() {
            let key: MemberKey
            switch part {
            case .key(let named): key = named
            case .subscripted(let operand):
                guard let value = try? operand.resolve(in: context, strictly: false) else {
                    return "Undefined variable '\(text)'"
                }
                key = MemberKey(value.renderedString)
            }
            guard let next = current.member(key) else {
                return "Undefined variable '\(text)': no member '\(key.name)'"
            }
            current = next
        }
        return "Undefined variable '\(text)'"
    }
}

/// Stencil's key-path scanner, run once at compile time.
private struct PathParser {
    let text: String
    let depth: Int
    var parts: [VariablePath.Part] = []
    var error: String?
    private var pending: [VariablePath.Part] = []
    private var current = ""
    private var subscriptLevel = 0

    init(text: String, depth: Int) {
        self.text = text
        self.depth = depth
    }

    mutating func parse() {
        for character in text {
            switch character {
            case "." where subscriptLevel == 0: separator()
            case "[": openBracket()
            case "]": closeBracket()
            default: add(character)
            }
            if error != nil { break }
        }
        if error == nil { finish() }
        parts += pending
    }

    private mutating func separator() {
        if !current.isEmpty { pending.append(.key(MemberKey(current))) }
        guard !pending.isEmpty else { return fail("Unexpected '.' in variable '\(text)'") }
        parts += pending
        current = ""
        pending = []
    }

    private mutating func openBracket() {
        guard !pending.isEmpty || !current.isEmpty else { return fail("Unexpected '[' in variable '\(text)'") }
        if subscriptLevel > 0 {
            current.append("[")
        } else if !current.isEmpty {
            pending.append(.key(MemberKey(current)))
            current = ""
        }
        subscriptLevel += 1
    }

    private mutating func closeBracket() {
        guard subscriptLevel > 0 else { return fail("Unbalanced ']' in variable '\(text)'") }
        if subscriptLevel > 1 {
            current.append("]")
        } else if !current.isEmpty {
            guard depth < VariablePath.maximumDepth else {
                return fail("Subscripts nested too deeply in variable '\(text)'")
            }
            pending.append(.subscripted(compileOperand(current, depth: depth + 1)))
            current = ""
        } else {
            return fail("Unable to resolve subscript '' in variable '\(text)'")
        }
        subscriptLevel -= 1
    }

    private mutating func add(_ character: Character) {
        guard pending.isEmpty || subscriptLevel > 0 else {
            return fail("Unexpected character '\(character)' in variable '\(text)'")
        }
        current.append(character)
    }

    private mutating func finish() {
        if !current.isEmpty { pending.append(.key(MemberKey(current))) }
        if subscriptLevel != 0 { fail("Unbalanced subscript brackets in variable '\(text)'") }
    }

    private mutating func fail(_ message: String) {
        error = message
    }
}
