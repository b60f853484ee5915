import MogenSupport

/// One line of a YAML text with content: its indentation and what follows, comment removed.
struct YAMLLine {
    let number: Int
    /// Spaces before the content; the content starts at column `indent + 1`.
    var indent: Int
    /// The content, without the indentation, a comment or trailing spaces.
    var content: [Unicode.Scalar]

    func position(at offset: Int) -> JSONPosition {
        JSONPosition(line: number, column: indent + offset + 1)
    }

    var isSequenceEntry: Bool {
        content.first == "-" && (content.count == 1 || content[1] == " ")
    }

    /// The lines that hold content: blank lines and whole-line comments are left out. A tab in the indentation is an
    /// error: YAML forbids it, and its width would be a guess.
    static func split(_ text: String) throws(YAMLSyntaxError) -> [YAMLLine] {
        var lines: [YAMLLine] = []
        var number = 0
        for scalars in rawLines(text) {
            number += 1
            if let column = scalars.firstIndex(where: { !isPrintable($0) }) {
                throw YAMLSyntaxError(
                    message: "the character U+\(String(scalars[column].value, radix: 16, uppercase: true)) "
                        + "(YAML texts hold printable characters only)",
                    position: JSONPosition(line: number, column: column + 1))
            }
            let indent = scalars.prefix { $0 == " " }.count
            if indent < scalars.count, scalars[indent] == "\t" {
                throw YAMLSyntaxError(message: "a tab in the indentation (YAML indents with spaces)",
                    position: JSONPosition(line: number, column: indent + 1))
            }
            var content = Array(scalars[indent...])
            content = withoutComment(content)
            while let last = content.last, last == " " || last == "\t" { content.removeLast() }
            guard !content.isEmpty else { continue }
            lines.append(YAMLLine(number: number, indent: indent, content: content))
        }
        return lines
    }

    /// The lines of `text`, without their breaks: LF, CRLF or CR, as YAML reads them (its production `b-break`).
    /// Split by Unicode scalars, not characters: Swift takes CRLF for one character, which a split at LF misses.
    private static func rawLines(_ text: String) -> [[Unicode.Scalar]] {
        var lines: [[Unicode.Scalar]] = []
        var current: [Unicode.Scalar] = []
        var afterCarriageReturn = false
        for scalar in text.unicodeScalars {
            if afterCarriageReturn {
                afterCarriageReturn = false
                if scalar == "\n" { continue }
            }
            switch scalar {
            case "\n":
                lines.append(current)
                current = []
            case "\r":
                lines.append(current)
                current = []
                afterCarriageReturn = true
            default:
                current.append(scalar)
            }
        }
        lines.append(current)
        return lines
    }

    /// YAML 1.1's printable characters (its production `c-printable`): a control character such as NUL is an
    /// error, not content, so no value holds one.
    private static func isPrintable(_ scalar: Unicode.Scalar) -> Bool {
        switch scalar.value {
        case 0x09, 0x0D, 0x20...0x7E, 0x85, 0xA0...0xD7FF, 0xE000...0xFFFD, 0x10000...0x10FFFF: true
        default: false
        }
    }

    /// `content` up to a `#` that starts a comment: at the start, or after a space, outside quotes.
    private static func withoutComment(_ content: [Unicode.Scalar]) -> [Unicode.Scalar] {
        var quote: Unicode.Scalar?
        var index = 0
        while index < content.count {
            let scalar = content[index]
            if let open = quote {
                if open == "\"", scalar == "\\" {
                    index += 2
                    continue
                }
                if scalar == open {
                    // In single quotes, '' is a quote, not the end.
                    if open == "'", index + 1 < content.count, content[index + 1] == "'" {
                        index += 2
                        continue
                    }
                    quote = nil
                }
            } else if scalar == "#", index == 0 || content[index - 1] == " " || content[index - 1] == "\t" {
                return Array(content[..<index])
            } else if scalar == "\"" || scalar == "'", startsQuotedScalar(content, at: index) {
                quote = scalar
            }
            index += 1
        }
        return content
    }

    /// Whether a quote at `index` opens a quoted scalar: where a value or key may start, not inside a plain scalar
    /// such as `it's`.
    private static func startsQuotedScalar(_ content: [Unicode.Scalar], at index: Int) -> Bool {
        guard index > 0 else { return true }
        return [" ", "[", "{", ",", ":", "-"].contains(content[index - 1])
    }
}
