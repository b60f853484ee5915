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

        func isIdentifierStart(_ s: Unicode.Scalar) -> Bool {
            s == "_" || s.properties.isAlphabetic
        }
        func isIdentifierPart(_ s: Unicode.Scalar) -> Bool {
            isIdentifierStart(s) || ("0"..."9").contains(s)
        }
        func identifier(from start: Int) -> (String, Int) {
            var end = start
            while end < scalars.count, isIdentifierPart(scalars[end]) { end += 1 }
            return (String(String.UnicodeScalarView(scalars[start..<end])), end)
        }

        while index < scalars.count {
            let scalar = scalars[index]
            if scalar == " " || scalar == "\t" || scalar == "\n" || scalar == "\r" {
                index += 1
                continue
            }
            if scalar == "$" {
                let (name, end) = identifier(from: index + 1)
                guard !name.isEmpty else { throw LexError(message: "'$' without a variable name", offset: index) }
                tokens.append(.variable(name))
                index = end
            } else if scalar == "@" {
                let (name, end) = identifier(from: index + 1)
                guard !name.isEmpty else { throw LexError(message: "'@' without a name", offset: index) }
                tokens.append(.atIdentifier(name))
                index = end
            } else if scalar == "#" {
                let (name, end) = identifier(from: index + 1)
                guard !name.isEmpty else { throw LexError(message: "'#' without a name", offset: index) }
                tokens.append(.escapedIdentifier(name))
                index = end
            } else if isIdentifierStart(scalar) {
                var (name, end) = identifier(from: index)
                // `canonical:(name)`: a function named by its selector, as Xcode writes derivations.
                if end + 1 < scalars.count, scalars[end] == ":", scalars[end + 1] == "(" {
                    name += ":"
                    end += 1
                }
                tokens.append(.identifier(name))
                index = end
            } else if ("0"..."9").contains(scalar) {
                var end = index
                if scalar == "0", end + 1 < scalars.count, "xXoObB".unicodeScalars.contains(scalars[end + 1]) {
                    end += 2
                    while end < scalars.count, scalars[end].properties.isASCIIHexDigit { end += 1 }
                } else {
                    while end < scalars.count, ("0"..."9").contains(scalars[end]) { end += 1 }
                    if end + 1 < scalars.count, scalars[end] == ".", ("0"..."9").contains(scalars[end + 1]) {
                        end += 1
                        while end < scalars.count, ("0"..."9").contains(scalars[end]) { end += 1 }
                    }
                    if end < scalars.count, scalars[end] == "e" || scalars[end] == "E" {
                        var exponent = end + 1
                        if exponent < scalars.count, scalars[exponent] == "+" || scalars[exponent] == "-" { exponent += 1 }
                        if exponent < scalars.count, ("0"..."9").contains(scalars[exponent]) {
                            end = exponent
                            while end < scalars.count, ("0"..."9").contains(scalars[end]) { end += 1 }
                        }
                    }
                }
                tokens.append(.number(String(String.UnicodeScalarView(scalars[index..<end]))))
                index = end
            } else if scalar == "\"" || scalar == "'" {
                var value = String.UnicodeScalarView()
                var end = index + 1
                var closed = false
                while end < scalars.count {
                    let current = scalars[end]
                    if current == "\\", end + 1 < scalars.count {
                        value.append(scalars[end + 1])
                        end += 2
                        continue
                    }
                    if current == scalar {
                        closed = true
                        end += 1
                        break
                    }
                    value.append(current)
                    end += 1
                }
                guard closed else { throw LexError(message: "unterminated string", offset: index) }
                tokens.append(.string(String(value)))
                index = end
            } else if scalar == "%" {
                guard index + 1 < scalars.count else { throw LexError(message: "'%' at the end", offset: index) }
                tokens.append(.formatArgument("%" + String(scalars[index + 1])))
                index += 2
            } else {
                let two = index + 1 < scalars.count ? String(scalar) + String(scalars[index + 1]) : ""
                if ["==", "!=", "<=", ">=", "=<", "=>", "<>", "&&", "||", "**", ":="].contains(two) {
                    tokens.append(.symbol(two))
                    index += 2
                } else if "=<>(){}[],.!+-*/".unicodeScalars.contains(scalar) {
                    tokens.append(.symbol(String(scalar)))
                    index += 1
                } else {
                    throw LexError(message: "unexpected character \(quoted: scalar)", offset: index)
                }
            }
        }
        return tokens
    }
}
