import MogenSupport

/// A Swift type as a model writes it for a transformable's custom class (`[Expression]`, `[String: App.Tag]`).
public enum TypeExpression {
    /// The type names it mentions, without modules: `[String: App.Tag]` → String, Tag.
    public static func names(in type: String) -> [String] {
        type.split(whereSeparator: { !($0.isLetter || $0.isNumber || $0 == "_" || $0 == ".") }).map { part in
            String(part.split(separator: ".").last ?? part)
        }
    }

    /// Whether `text` is a Swift type and nothing else, so that generated code may name it as written: a name
    /// (`UIColor`, `App.Expression`, `Set<String>`), an array (`[Tag]`), a dictionary (`[String: Any]`), a tuple
    /// (`(Int, Int)`), optionals of these (`Int?`). Identifiers are letters, digits and `_` (not first a digit), and
    /// not keywords but `Any` and `Self`; spaces may stand beside `:` and `,` and inside brackets. Anything else
    /// (a line break, a brace, `=`, a quote, a comment, an attribute) is refused, so a model cannot put code where
    /// generated code expects a type.
    public static func isValid(_ text: String) -> Bool {
        var parser = TypeExpressionParser(scalars: Array(text.unicodeScalars))
        return parser.parseType(depth: 0) && parser.isAtEnd
    }
}

/// A recursive-descent recognizer for `TypeExpression.isValid`.
private struct TypeExpressionParser {
    let scalars: [Unicode.Scalar]
    var index = 0
    /// Nesting is bounded so that a hostile model cannot exhaust the stack.
    static let maximumDepth = 32

    var isAtEnd: Bool { index == scalars.count }

    mutating func parseType(depth: Int) -> Bool {
        guard depth < Self.maximumDepth else { return false }
        skipSpaces()
        guard index < scalars.count else { return false }
        let parsed: Bool
        switch scalars[index] {
        case "[":
            index += 1
            guard parseType(depth: depth + 1) else { return false }
            skipSpaces()
            if consume(":") && !parseType(depth: depth + 1) { return false }
            skipSpaces()
            parsed = consume("]")
        case "(":
            index += 1
            skipSpaces()
            if consume(")") {
                parsed = true
            } else {
                guard parseList(closing: ")", depth: depth) else { return false }
                parsed = true
            }
        default:
            parsed = parseNamed(depth: depth)
        }
        guard parsed else { return false }
        while consume("?") {}
        skipSpaces()
        return true
    }

    /// `Name`, `Module.Name`, `Name<Type, Type>`.
    private mutating func parseNamed(depth: Int) -> Bool {
        repeat {
            guard parseIdentifier() else { return false }
            if consume("<"), !parseList(closing: ">", depth: depth) { return false }
        } while consume(".")
        return true
    }

    /// Types separated by commas, then `closing`; the opening bracket has been read.
    private mutating func parseList(closing: Unicode.Scalar, depth: Int) -> Bool {
        repeat {
            guard parseType(depth: depth + 1) else { return false }
            skipSpaces()
        } while consume(",")
        return consume(closing)
    }

    private mutating func parseIdentifier() -> Bool {
        let start = index
        while index < scalars.count, isIdentifierScalar(scalars[index], first: index == start) { index += 1 }
        guard index > start else { return false }
        var word = ""
        word.unicodeScalars.append(contentsOf: scalars[start..<index])
        return word == "Any" || word == "Self" || !SwiftKeywords.words.contains(word)
    }

    private func isIdentifierScalar(_ scalar: Unicode.Scalar, first: Bool) -> Bool {
        if scalar == "_" || ("a"..."z").contains(scalar) || ("A"..."Z").contains(scalar) { return true }
        if ("0"..."9").contains(scalar) { return !first }
        return !scalar.isASCII && scalar.properties.isAlphabetic
    }

    private mutating func consume(_ scalar: Unicode.Scalar) -> Bool {
        guard index < scalars.count, scalars[index] == scalar else { return false }
        index += 1
        return true
    }

    private mutating func skipSpaces() {
        while index < scalars.count, scalars[index] == " " { index += 1 }
    }
}
