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
        for rawLine in text.split(separator: "\n", omittingEmptySubsequences: false) {
            number += 1
            var scalars = Array(rawLine.unicodeScalars)
            if scalars.last == "\r" { scalars.removeLast() }
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
