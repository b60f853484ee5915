/// Blanks processing instructions that carry no data (`<?target?>`) before `XMLParser` sees the text: for them
/// libxml2 passes a null data pointer to its SAX callback, and FoundationXML's callback takes its length
/// (`strlen(NULL)`), which crashes mogen on Linux. A processing instruction means nothing to a model (the reader
/// ignores them all), so each is replaced by as many spaces as it has characters: every line and column after it
/// stays where it was, and diagnostics keep their positions.
///
/// Only real instructions are blanked: `<?` in a comment, a CDATA section or a quoted attribute value is left as
/// it is (in a value it stays the error it is), and so is `<?xml?>`, which libxml2 refuses before any callback.
enum DatalessInstructions {
    static func blanked(_ bytes: [UInt8]) -> [UInt8] {
        var scanner = InstructionScanner(bytes: bytes)
        return scanner.blankDatalessInstructions()
    }
}

private struct InstructionScanner {
    var bytes: [UInt8]
    var index = 0

    init(bytes: [UInt8]) {
        self.bytes = bytes
    }

    mutating func blankDatalessInstructions() -> [UInt8] {
        while let open = nextByte(UInt8(ascii: "<"), from: index) {
            index = open
            if starts(with: "<!--") {
                guard skip(past: "-->", from: open + 4) else { break }
            } else if starts(with: "<![CDATA[") {
                guard skip(past: "]]>", from: open + 9) else { break }
            } else if starts(with: "<?") {
                if blankIfDataless(at: open) { continue }
                guard skip(past: "?>", from: open + 2) else { break }
            } else {
                guard skipTag(from: open + 1) else { break }
            }
        }
        return bytes
    }

    /// Blanks the instruction at `start` when its target runs straight into `?>`, and moves past it; false when it
    /// is not such an instruction.
    private mutating func blankIfDataless(at start: Int) -> Bool {
        var end = start + 2
        while end < bytes.count, Self.isNameByte(bytes[end]) { end += 1 }
        let target = bytes[(start + 2)..<end]
        guard !target.isEmpty, end + 1 < bytes.count, bytes[end] == UInt8(ascii: "?"),
            bytes[end + 1] == UInt8(ascii: ">"), !target.elementsEqual("xml".utf8)
        else { return false }
        let span = start..<(end + 2)
        // One space per character: a UTF-8 sequence's continuation bytes start no character.
        let characters = bytes[span].count { $0 & 0xC0 != 0x80 }
        bytes.replaceSubrange(span, with: repeatElement(UInt8(ascii: " "), count: characters))
        index = start + characters
        return true
    }

    /// Moves past a start or end tag, whose quoted values may hold `>`; false when it does not end.
    private mutating func skipTag(from start: Int) -> Bool {
        var position = start
        var quote: UInt8?
        while position < bytes.count {
            let byte = bytes[position]
            if let open = quote {
                if byte == open { quote = nil }
            } else if byte == UInt8(ascii: "\"") || byte == UInt8(ascii: "'") {
                quote = byte
            } else if byte == UInt8(ascii: ">") {
                index = position + 1
                return true
            }
            position += 1
        }
        return false
    }

    private mutating func skip(past terminator: String, from start: Int) -> Bool {
        let pattern = Array(terminator.utf8)
        var position = start
        while let candidate = nextByte(pattern[0], from: position) {
            if candidate + pattern.count <= bytes.count,
                bytes[candidate..<(candidate + pattern.count)].elementsEqual(pattern)
            {
                index = candidate + pattern.count
                return true
            }
            position = candidate + 1
        }
        return false
    }

    private func starts(with text: String) -> Bool {
        let pattern = text.utf8
        return index + pattern.count <= bytes.count && bytes[index..<(index + pattern.count)].elementsEqual(pattern)
    }

    private func nextByte(_ byte: UInt8, from start: Int) -> Int? {
        guard start < bytes.count else { return nil }
        return bytes[start...].firstIndex(of: byte)
    }

    /// A byte of an XML name: ASCII letters, digits, `_`, `-`, `.`, `:`, or part of a non-ASCII character.
    private static func isNameByte(_ byte: UInt8) -> Bool {
        byte >= 0x80 || (byte >= UInt8(ascii: "a") && byte <= UInt8(ascii: "z"))
            || (byte >= UInt8(ascii: "A") && byte <= UInt8(ascii: "Z"))
            || (byte >= UInt8(ascii: "0") && byte <= UInt8(ascii: "9")) || "_-.:".utf8.contains(byte)
    }
}
