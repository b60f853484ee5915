/// Splits an `NSPredicate` format string into tokens.
struct PredicateLexer {
    enum Token: Hashable {
        case identifier(String)  // also keywords; `#name` escapes a keyword and arrives without `#`
        case escapedIdentifier(String)
        case atIdentifier(String)  // @count
        case variable(String)  // $name
        case string(String)
        case number(String)
        case formatArgument(String)  // %@ %K %d …
        case symbol(String)  // == != <= >= < > = ( ) { } [ ] , . && || ! + - * / ** :=
    }

    struct LexError: Error {
        var message: String
        var offset: Int
    }

    static func tokens(_ text: String) throws(LexError) -> [Token] {
        let scalars = Array(text.unicodeScalars)
        var tokens: [Token] = []
        var index = 0
        while index < scalars.count {
            let scalar = scalars[index]
            if scalar == " " || scalar == "\t" || scalar == "\n" || scalar == "\r" {
                index += 1
                continue
            }
            let (token, end) = try token(in: scalars, at: index)
            tokens.append(token)
            index = end
        }
        return tokens
    }

    /// The token that starts at `start`, and the index after it.
    private static func token(in scalars: [Unicode.Scalar], at start: Int) throws(LexError) -> (Token, Int) {
        let scalar = scalars[start]
        switch scalar {
        case "$": return try prefixedName(in: scalars, at: start, as: Token.variable, missing: "'$' without a variable name")
        case "@": return try prefixedName(in: scalars, at: start, as: Token.atIdentifier, missing: "'@' without a name")
        case "#": return try prefixedName(in: scalars, at: start, as: Token.escapedIdentifier, missing: "'#' without a name")
        case "\"", "'": return try quotedString(in: scalars, at: start)
        case "%":
            guard start + 1 < scalars.count else { throw LexError(message: "'%' at the end", offset: start) }
            return (.formatArgument("%" + String(scalars[start + 1])), start + 2)
        default:
            if isIdentifierStart(scalar) { return identifierOrSelector(in: scalars, at: start) }
            if isDigit(scalar) { return number(in: scalars, at: start) }
            return try symbol(in: scalars, at: start)
        }
    }

    private static func isIdentifierStart(_ s: Unicode.Scalar) -> Bool {
        s == "_" || s.properties.isAlphabetic
    }

    private static func isDigit(_ s: Unicode.Scalar) -> Bool {
        ("0"..."9").contains(s)
    }

    /// The identifier that starts at `start` (possibly empty), and the index after it.
    private static func identifier(in scalars: [Unicode.Scalar], from start: Int) -> (String, Int) {
        var end = start
        while end < scalars.count, isIdentifierStart(scalars[end]) || isDigit(scalars[end]) { end += 1 }
        return (String(String.UnicodeScalarView(scalars[start..<end])), end)
    }

    /// `$name`, `@name`, `#name`: the sign, then a name it cannot go without.
    private static func prefixedName(
        in scalars: [Unicode.Scalar], at start: Int, as make: (String) -> Token, missing: String
    ) throws(LexError) -> (Token, Int) {
        let (name, end) = identifier(in: scalars, from: start + 1)
        guard !name.isEmpty else { throw LexError(message: missing, offset: start) }
        return (make(name), end)
    }

    /// An identifier or keyword; `canonical:(name)` is a function named by its selector, as Xcode writes derivations.
    private static func identifierOrSelector(in scalars: [Unicode.Scalar], at start: Int) -> (Token, Int) {
        let (name, end) = identifier(in: scalars, from: start)
        if end + 1 < scalars.count, scalars[end] == ":", scalars[end + 1] == "(" {
            return (.identifier(name + ":"), end + 1)
        }
        return (.identifier(name), end)
    }

    /// A number as written: `0x`, `0o` and `0b` integers, or decimal digits with an optional fraction and exponent.
    private static func number(in scalars: [Unicode.Scalar], at start: Int) -> (Token, Int) {
        var end = start
        if scalars[start] == "0", end + 1 < scalars.count, "xXoObB".unicodeScalars.contains(scalars[end + 1]) {
            end += 2
            while end < scalars.count, scalars[end].properties.isASCIIHexDigit { end += 1 }
        } else {
            end = digits(in: scalars, from: end)
            if end + 1 < scalars.count, scalars[end] == ".", isDigit(scalars[end + 1]) {
                end = digits(in: scalars, from: end + 1)
            }
            if end < scalars.count, scalars[end] == "e" || scalars[end] == "E" {
                var exponent = end + 1
                if exponent < scalars.count, scalars[exponent] == "+" || scalars[exponent] == "-" { exponent += 1 }
                if exponent < scalars.count, isDigit(scalars[exponent]) { end = digits(in: scalars, from: exponent) }
            }
        }
        return (.number(String(String.UnicodeScalarView(scalars[start..<end]))), end)
    }

    /// The index after the decimal digits that start at `start`.
    private static func digits(in scalars: [Unicode.Scalar], from start: Int) -> Int {
        var end = start
        while end < scalars.count, isDigit(scalars[end]) { end += 1 }
        return end
    }

    /// A string in the quote it starts with; a backslash keeps the character after it.
    private static func quotedString(in scalars: [Unicode.Scalar], at start: Int) throws(LexError) -> (Token, Int) {
        let quote = scalars[start]
        var value = String.UnicodeScalarView()
        var end = start + 1
        while end < scalars.count {
            let current = scalars[end]
            if current == "\\", end + 1 < scalars.count {
                value.append(scalars[end + 1])
                end += 2
            } else if current == quote {
                return (.string(String(value)), end + 1)
            } else {
                value.append(current)
                end += 1
            }
        }
        throw LexError(message: "unterminated string", offset: start)
    }

    /// An operator or punctuation: two characters when they make one, else one.
    private static func symbol(in scalars: [Unicode.Scalar], at start: Int) throws(LexError) -> (Token, Int) {
        let scalar = scalars[start]
        let two = start + 1 < scalars.count ? String(scalar) + String(scalars[start + 1]) : ""
        if ["==", "!=", "<=", ">=", "=<", "=>", "<>", "&&", "||", "**", ":="].contains(two) {
            return (.symbol(two), start + 2)
        }
        if "=<>(){}[],.!+-*/".unicodeScalars.contains(scalar) { return (.symbol(String(scalar)), start + 1) }
        throw LexError(message: "unexpected character \(quoted: scalar)", offset: start)
    }
}
