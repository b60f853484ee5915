import MogenSupport

/// Reads what one line holds: a mapping key, and a value (a scalar, or a flow sequence or mapping) that must end
/// with the line.
struct YAMLInlineParser {
    private let line: YAMLLine
    private var offset: Int
    private var depth = 0

    private init(line: YAMLLine, offset: Int) {
        self.line = line
        self.offset = offset
    }

    private var content: [Unicode.Scalar] { line.content }
    private var current: Unicode.Scalar? { offset < content.count ? content[offset] : nil }
    private var position: JSONPosition { line.position(at: offset) }

    /// The key of a `key: value` line, and where its value starts; nil when the line is not a mapping entry.
    static func mappingKey(in line: YAMLLine) throws(YAMLSyntaxError) -> (name: String, valueOffset: Int)? {
        var parser = YAMLInlineParser(line: line, offset: 0)
        guard let first = parser.current, first != "[", first != "{" else { return nil }
        if first == "?" && (line.content.count == 1 || line.content[1] == " ") {
            throw .unsupported("a complex key ('? ')", at: line.position(at: 0))
        }
        let name: String
        if first == "\"" || first == "'" {
            guard case .string(let quoted) = try parser.quoted().value else { return nil }
            name = quoted
            parser.skipSpaces()
            guard parser.current == ":" else { return nil }
        } else {
            guard let colon = parser.plainKeyEnd() else { return nil }
            name = String(String.UnicodeScalarView(line.content[0..<colon])).trimmingSpaces
            parser.offset = colon
        }
        parser.offset += 1
        parser.skipSpaces()
        return (name, parser.offset)
    }

    /// The value that starts at `offset` and ends the line.
    static func value(in line: YAMLLine, from offset: Int) throws(YAMLSyntaxError) -> LocatedJSON {
        var parser = YAMLInlineParser(line: line, offset: offset)
        let value = try parser.node(inFlow: false)
        parser.skipSpaces()
        if parser.current != nil {
            throw YAMLSyntaxError(message: "unexpected text after the value", position: parser.position)
        }
        return value
    }

    private mutating func node(inFlow: Bool) throws(YAMLSyntaxError) -> LocatedJSON {
        skipSpaces()
        guard let first = current else {
            return LocatedJSON(value: .null, position: position)
        }
        switch first {
        case "\"", "'": return try quoted()
        case "[": return try flowSequence()
        case "{": return try flowMapping()
        case "&", "*": throw .unsupported("an anchor or alias (\(quoted: first))", at: position)
        case "!": throw .unsupported("a tag ('!')", at: position)
        case "|", ">": throw .unsupported("a block scalar (\(quoted: first))", at: position)
        case "@", "`": throw YAMLSyntaxError(message: "\(quoted: first) cannot start a value", position: position)
        default: return plain(inFlow: inFlow)
        }
    }

    /// A plain scalar: up to the end of the line, or in a flow collection up to `,`, `]`, `}` or `: `.
    private mutating func plain(inFlow: Bool) -> LocatedJSON {
        let start = position
        let begin = offset
        while let scalar = current {
            if inFlow, scalar == "," || scalar == "]" || scalar == "}" { break }
            if inFlow, scalar == ":", offset + 1 >= content.count || " ,]}".unicodeScalars.contains(content[offset + 1]) {
                break
            }
            offset += 1
        }
        let text = String(String.UnicodeScalarView(content[begin..<offset])).trimmingSpaces
        return LocatedJSON(value: YAMLScalar.resolve(text), position: start)
    }

    private mutating func quoted() throws(YAMLSyntaxError) -> LocatedJSON {
        let start = position
        guard let quote = current else { return LocatedJSON(value: .null, position: start) }
        offset += 1
        var text = String.UnicodeScalarView()
        while let scalar = current {
            offset += 1
            if scalar == quote {
                if quote == "'", current == "'" {
                    text.append("'")
                    offset += 1
                    continue
                }
                return LocatedJSON(value: .string(String(text)), position: start)
            }
            if quote == "\"", scalar == "\\" {
                text.append(try escape())
            } else {
                text.append(scalar)
            }
        }
        throw .unsupported("a quoted scalar that goes on to the next line", at: start)
    }

    private mutating func escape() throws(YAMLSyntaxError) -> Unicode.Scalar {
        let start = line.position(at: offset - 1)
        guard let code = current else { throw YAMLSyntaxError(message: "a '\\' at the end of the line", position: start) }
        offset += 1
        switch code {
        case "\"", "\\", "/": return code
        case "n": return "\n"
        case "t": return "\t"
        case "r": return "\r"
        case "0": return "\0"
        case " ": return " "
        case "u", "x", "U":
            let length = code == "x" ? 2 : code == "u" ? 4 : 8
            guard offset + length <= content.count,
                let value = UInt32(String(String.UnicodeScalarView(content[offset..<offset + length])), radix: 16),
                let scalar = Unicode.Scalar(value)
            else { throw YAMLSyntaxError(message: "an invalid '\\\(code)' escape", position: start) }
            offset += length
            return scalar
        default:
            throw YAMLSyntaxError(message: "an unknown escape '\\\(code)'", position: start)
        }
    }

    private mutating func flowSequence() throws(YAMLSyntaxError) -> LocatedJSON {
        let start = position
        try enterFlow()
        var elements: [LocatedJSON] = []
        while true {
            skipSpaces()
            if current == "]" { break }
            elements.append(try node(inFlow: true))
            skipSpaces()
            if current == "," { offset += 1; continue }
            if current == "]" { break }
            throw flowError(closing: "]", opened: start)
        }
        offset += 1
        depth -= 1
        return LocatedJSON(value: .array(elements), position: start)
    }

    private mutating func flowMapping() throws(YAMLSyntaxError) -> LocatedJSON {
        let start = position
        try enterFlow()
        var members: [LocatedJSON.Member] = []
        var keys: Set<String> = []
        while true {
            skipSpaces()
            if current == "}" { break }
            let keyPosition = position
            let key = try node(inFlow: true)
            guard let name = key.scalarText else {
                throw YAMLSyntaxError(message: "a mapping key must be a scalar", position: keyPosition)
            }
            guard keys.insert(name).inserted else {
                throw YAMLSyntaxError(message: "duplicate key \(quoted: name)", position: keyPosition)
            }
            skipSpaces()
            var value = LocatedJSON(value: .null, position: position)
            if current == ":" {
                offset += 1
                value = try node(inFlow: true)
                skipSpaces()
            }
            members.append(LocatedJSON.Member(key: name, keyPosition: keyPosition, value: value))
            if current == "," { offset += 1; continue }
            if current == "}" { break }
            throw flowError(closing: "}", opened: start)
        }
        offset += 1
        depth -= 1
        return LocatedJSON(value: .object(members), position: start)
    }

    private mutating func enterFlow() throws(YAMLSyntaxError) {
        depth += 1
        guard depth <= YAMLBlockParser.maximumDepth else {
            throw YAMLSyntaxError(message: "nested more than \(YAMLBlockParser.maximumDepth) levels deep",
                position: position)
        }
        offset += 1
    }

    private func flowError(closing: Character, opened: JSONPosition) -> YAMLSyntaxError {
        current == nil
            ? .unsupported("a \(quoted: closing) on another line than its opening one", at: opened)
            : YAMLSyntaxError(message: "expected ',' or \(quoted: closing)", position: position)
    }

    /// Where the `:` that ends a plain key is: the first one followed by a space or the end of the line.
    private func plainKeyEnd() -> Int? {
        var index = offset
        while index < content.count {
            if content[index] == ":", index + 1 == content.count || content[index + 1] == " " {
                return index > 0 ? index : nil
            }
            index += 1
        }
        return nil
    }

    private mutating func skipSpaces() {
        while current == " " || current == "\t" { offset += 1 }
    }
}

extension LocatedJSON {
    /// The text of a scalar, as a mapping key: strings as they are, other scalars as written.
    fileprivate var scalarText: String? {
        switch value {
        case .string(let text), .number(let text): text
        case .bool(let bool): bool ? "true" : "false"
        case .null: ""
        case .array, .object: nil
        }
    }
}

extension String {
    fileprivate var trimmingSpaces: String {
        var scalars = Substring(self).unicodeScalars[...]
        while scalars.first == " " || scalars.first == "\t" { scalars.removeFirst() }
        while scalars.last == " " || scalars.last == "\t" { scalars.removeLast() }
        return String(scalars)
    }
}
