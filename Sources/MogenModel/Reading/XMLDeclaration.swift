/// The XML declaration that may open a file (`<?xml version="1.0" encoding="UTF-8" standalone="yes"?>`), read
/// before parsing so that its `encoding` can be checked: the parser would otherwise switch to whatever it names.
struct XMLDeclaration {
    /// One `name="value"` of the declaration.
    struct Field {
        var name: String
        var value: String
        /// The bytes of `name="value"`, quotes included.
        var range: Range<Int>
        /// Where the value starts (after its quote), for diagnostics.
        var valueOffset: Int
    }

    enum Reading {
        /// The file does not start with an XML declaration.
        case absent
        case present(XMLDeclaration)
        case malformed(message: String, offset: Int)
    }

    var fields: [Field]

    var encoding: Field? { fields.first { $0.name == "encoding" } }

    private static let fieldNames: Set<String> = ["version", "encoding", "standalone"]

    /// Reads the declaration at the very start of `bytes` (UTF-8). The grammar is XML's: `<?xml`, whitespace, then
    /// `version`, `encoding` and `standalone` as `name="value"` or `name='value'`, then `?>`.
    static func read(_ bytes: [UInt8]) -> Reading {
        guard bytes.starts(with: Array("<?xml".utf8)), bytes.count > 5, isSpace(bytes[5]) else { return .absent }
        var fields: [Field] = []
        var index = 5
        while true {
            let spaced = index < bytes.count && isSpace(bytes[index])
            while index < bytes.count, isSpace(bytes[index]) { index += 1 }
            guard index < bytes.count else {
                return .malformed(message: "the XML declaration is not closed with '?>'", offset: 0)
            }
            if bytes[index] == UInt8(ascii: "?") {
                guard index + 1 < bytes.count, bytes[index + 1] == UInt8(ascii: ">") else { break }
                return .present(XMLDeclaration(fields: fields))
            }
            let nameStart = index
            while index < bytes.count, isLetter(bytes[index]) { index += 1 }
            let name = String(decoding: bytes[nameStart..<index], as: UTF8.self)
            guard spaced, fieldNames.contains(name), !fields.contains(where: { $0.name == name }) else {
                return .malformed(
                    message: "malformed XML declaration: expected version, encoding or standalone, each once, "
                        + "separated by spaces", offset: nameStart)
            }
            while index < bytes.count, isSpace(bytes[index]) { index += 1 }
            guard index < bytes.count, bytes[index] == UInt8(ascii: "=") else { break }
            index += 1
            while index < bytes.count, isSpace(bytes[index]) { index += 1 }
            guard index < bytes.count, bytes[index] == UInt8(ascii: "\"") || bytes[index] == UInt8(ascii: "'") else {
                break
            }
            let quote = bytes[index]
            let valueStart = index + 1
            guard let valueEnd = bytes[valueStart...].firstIndex(of: quote) else {
                return .malformed(message: "malformed XML declaration: unterminated value", offset: valueStart)
            }
            fields.append(Field(
                name: name, value: String(decoding: bytes[valueStart..<valueEnd], as: UTF8.self),
                range: nameStart..<valueEnd + 1, valueOffset: valueStart))
            index = valueEnd + 1
        }
        return .malformed(message: "malformed XML declaration: expected name=\"value\" or '?>'", offset: index)
    }

    private static func isSpace(_ byte: UInt8) -> Bool {
        byte == UInt8(ascii: " ") || byte == UInt8(ascii: "\t") || byte == UInt8(ascii: "\n")
            || byte == UInt8(ascii: "\r")
    }

    private static func isLetter(_ byte: UInt8) -> Bool {
        (UInt8(ascii: "a")...UInt8(ascii: "z")).contains(byte) || (UInt8(ascii: "A")...UInt8(ascii: "Z")).contains(byte)
    }
}
