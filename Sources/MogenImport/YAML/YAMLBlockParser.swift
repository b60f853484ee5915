import MogenSupport

/// Reads block mappings and sequences from lines by their indentation; what a line holds after `key:` or `- ` is read
/// by `YAMLInlineParser`.
struct YAMLBlockParser {
    static let maximumDepth = 64
    private var lines: [YAMLLine]
    private var index = 0
    private var depth = 0

    init(lines: [YAMLLine]) throws(YAMLSyntaxError) {
        var lines = lines
        if let first = lines.first, first.indent == 0, first.content == Array("---".unicodeScalars) {
            lines.removeFirst()
        }
        for line in lines where line.indent == 0 && (line.content == Array("---".unicodeScalars)
            || line.content == Array("...".unicodeScalars))
        {
            throw .unsupported("a second document", at: line.position(at: 0))
        }
        if let directive = lines.first(where: { $0.indent == 0 && $0.content.first == "%" }) {
            throw .unsupported("a directive", at: directive.position(at: 0))
        }
        self.lines = lines
    }

    mutating func parseDocument() throws(YAMLSyntaxError) -> LocatedJSON {
        guard let first = lines.first else {
            return LocatedJSON(value: .null, position: JSONPosition(line: 1, column: 1))
        }
        let document = try parseNode(indent: first.indent)
        if index < lines.count {
            throw YAMLSyntaxError(message: "this line's indentation matches no mapping or sequence above it",
                position: lines[index].position(at: 0))
        }
        return document
    }

    /// The node that starts at the current line, whose content is at `indent`.
    private mutating func parseNode(indent: Int) throws(YAMLSyntaxError) -> LocatedJSON {
        let line = lines[index]
        depth += 1
        defer { depth -= 1 }
        guard depth <= Self.maximumDepth else {
            throw YAMLSyntaxError(message: "nested more than \(Self.maximumDepth) levels deep",
                position: line.position(at: 0))
        }
        if line.isSequenceEntry { return try parseSequence(indent: indent) }
        if try YAMLInlineParser.mappingKey(in: line) != nil { return try parseMapping(indent: indent) }
        index += 1
        return try YAMLInlineParser.value(in: line, from: 0)
    }

    private mutating func parseMapping(indent: Int) throws(YAMLSyntaxError) -> LocatedJSON {
        let start = lines[index].position(at: 0)
        var members: [LocatedJSON.Member] = []
        var keys: Set<String> = []
        while index < lines.count, lines[index].indent == indent, !lines[index].isSequenceEntry {
            let line = lines[index]
            guard let key = try YAMLInlineParser.mappingKey(in: line) else {
                throw YAMLSyntaxError(message: "expected 'key: value' in this mapping", position: line.position(at: 0))
            }
            guard keys.insert(key.name).inserted else {
                throw YAMLSyntaxError(message: "duplicate key \(quoted: key.name)", position: line.position(at: 0))
            }
            index += 1
            let value: LocatedJSON
            if key.valueOffset < line.content.count {
                value = try YAMLInlineParser.value(in: line, from: key.valueOffset)
            } else if index < lines.count, lines[index].indent > indent {
                value = try parseNode(indent: lines[index].indent)
            } else if index < lines.count, lines[index].indent == indent, lines[index].isSequenceEntry {
                value = try parseSequence(indent: indent)  // a sequence may sit at its key's indentation
            } else {
                value = LocatedJSON(value: .null, position: line.position(at: key.valueOffset))
            }
            members.append(LocatedJSON.Member(key: key.name, keyPosition: line.position(at: 0), value: value))
            try refuseDeeperLine(than: indent, what: "a value that goes on over several lines")
        }
        if index < lines.count, lines[index].indent == indent, lines[index].isSequenceEntry {
            throw YAMLSyntaxError(message: "a sequence entry among the keys of a mapping",
                position: lines[index].position(at: 0))
        }
        return LocatedJSON(value: .object(members), position: start)
    }

    private mutating func parseSequence(indent: Int) throws(YAMLSyntaxError) -> LocatedJSON {
        let start = lines[index].position(at: 0)
        var elements: [LocatedJSON] = []
        while index < lines.count, lines[index].indent == indent, lines[index].isSequenceEntry {
            let line = lines[index]
            let offset = 1 + line.content.dropFirst().prefix { $0 == " " }.count
            if offset < line.content.count {
                // What follows `- ` is a node of its own at its column: `- key: value` goes on in the lines below.
                lines[index] = YAMLLine(
                    number: line.number, indent: line.indent + offset, content: Array(line.content[offset...]))
                elements.append(try parseNode(indent: line.indent + offset))
            } else {
                index += 1
                if index < lines.count, lines[index].indent > indent {
                    elements.append(try parseNode(indent: lines[index].indent))
                } else {
                    elements.append(LocatedJSON(value: .null, position: line.position(at: 1)))
                }
            }
            try refuseDeeperLine(than: indent, what: "a line indented more than the entries of its sequence")
        }
        return LocatedJSON(value: .array(elements), position: start)
    }

    private func refuseDeeperLine(than indent: Int, what: String) throws(YAMLSyntaxError) {
        guard index < lines.count, lines[index].indent > indent else { return }
        throw .unsupported(what, at: lines[index].position(at: 0))
    }
}
