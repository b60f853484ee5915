/// A 1-based line and column in a JSON text; columns count characters (Unicode scalars), not bytes.
public struct JSONPosition: Sendable, Equatable, Hashable {
    public let line: Int
    public let column: Int

    public init(line: Int, column: Int) {
        self.line = line
        self.column = column
    }
}

/// A JSON value with the position where it starts in its text.
public struct LocatedJSON: Sendable, Equatable {
    public enum Value: Sendable, Equatable {
        case null
        case bool(Bool)
        /// The number as written (`12`, `-1.5e3`), so integers stay exact; see `intValue`/`doubleValue`.
        case number(String)
        case string(String)
        case array([LocatedJSON])
        /// Members in the order written.
        case object([Member])
    }

    public struct Member: Sendable, Equatable {
        public let key: String
        public let keyPosition: JSONPosition
        public let value: LocatedJSON

        public init(key: String, keyPosition: JSONPosition, value: LocatedJSON) {
            self.key = key
            self.keyPosition = keyPosition
            self.value = value
        }
    }

    public let value: Value
    public let position: JSONPosition

    /// A value read from another text than JSON (the YAML that `mogen import` reads).
    public init(value: Value, position: JSONPosition) {
        self.value = value
        self.position = position
    }

    /// Parses a whole JSON document (RFC 8259): one value surrounded by optional whitespace.
    public static func parse(_ text: String) throws(JSONSyntaxError) -> LocatedJSON {
        try parse(Array(text.utf8))
    }

    /// Parses a whole JSON document (RFC 8259) in UTF-8, which may start with a byte order mark.
    public static func parse(_ bytes: [UInt8]) throws(JSONSyntaxError) -> LocatedJSON {
        var parser = LocatedJSONParser(bytes: bytes)
        return try parser.parseDocument()
    }

    public var stringValue: String? { if case .string(let string) = value { string } else { nil } }
    public var boolValue: Bool? { if case .bool(let bool) = value { bool } else { nil } }
    /// The number when written as an integer (no fraction or exponent) that fits in `Int`.
    public var intValue: Int? { if case .number(let text) = value { Int(text) } else { nil } }
    public var arrayValue: [LocatedJSON]? { if case .array(let elements) = value { elements } else { nil } }
    public var members: [Member]? { if case .object(let members) = value { members } else { nil } }

    /// The number as the nearest `Double`; nil when it is too large to be finite (`1e400`).
    public var doubleValue: Double? {
        guard case .number(let text) = value, let double = Double(text), double.isFinite else { return nil }
        return double
    }

    /// A short name of the value's kind for messages: "null", "a boolean", "a number", "a string", "an array",
    /// "an object".
    public var kindDescription: String {
        switch value {
        case .null: "null"
        case .bool: "a boolean"
        case .number: "a number"
        case .string: "a string"
        case .array: "an array"
        case .object: "an object"
        }
    }
}

/// Why a JSON text could not be parsed, and where.
public struct JSONSyntaxError: Error, Sendable, Equatable {
    public let message: String
    public let position: JSONPosition
}

/// An array or object whose elements are still being read.
private struct OpenContainer {
    let isObject: Bool
    let position: JSONPosition
    var elements: [LocatedJSON] = []
    var members: [LocatedJSON.Member] = []
    var keys: Set<String> = []  // compared as Swift strings, so canonically equivalent keys are duplicates too
    var key: (name: String, position: JSONPosition)?  // of the member whose value is being read

    var closing: UInt8 { isObject ? UInt8(ascii: "}") : UInt8(ascii: "]") }
    var elementName: String { isObject ? "an object member" : "an array element" }
    var closed: LocatedJSON { LocatedJSON(value: isObject ? .object(members) : .array(elements), position: position) }

    mutating func add(_ value: LocatedJSON) {
        if let key {
            members.append(LocatedJSON.Member(key: key.name, keyPosition: key.position, value: value))
        } else {
            elements.append(value)
        }
    }
}

/// Parses UTF-8 bytes in one pass, keeping the position of each value and key.
private struct LocatedJSONParser {
    static let maximumDepth = 512
    let bytes: [UInt8]
    let textStart: Int
    var offset: Int
    /// Where `position(of:)` stopped last: offsets are asked for in increasing order, so the text is scanned once.
    var counted: (offset: Int, line: Int, column: Int)

    init(bytes: [UInt8]) {
        self.bytes = bytes
        textStart = bytes.starts(with: [0xEF, 0xBB, 0xBF]) ? 3 : 0  // a byte order mark is not part of the text
        offset = textStart
        counted = (textStart, 1, 1)
    }

    mutating func parseDocument() throws(JSONSyntaxError) -> LocatedJSON {
        // Validating first lets strings be made from runs of bytes without checking them again.
        if let invalid = firstInvalidUTF8Offset() { throw error("invalid UTF-8", at: invalid) }
        skipWhitespace()
        let document = try parseValue()
        skipWhitespace()
        guard offset == bytes.count else {
            throw unexpectedHere("unexpected \(describe(at: offset)) after the top-level value")
        }
        return document
    }

    private func firstInvalidUTF8Offset() -> Int? {
        var index = offset
        while index < bytes.count {
            guard bytes[index] >= 0x80 else { index += 1; continue }
            var parser = Unicode.UTF8.ForwardParser()  // a new one each time: it keeps the bytes it read ahead
            var iterator = bytes[index...].makeIterator()
            guard case .valid(let scalar) = parser.parseScalar(from: &iterator) else { return index }
            index += scalar.count
        }
        return nil
    }

    private var currentByte: UInt8? { offset < bytes.count ? bytes[offset] : nil }

    private mutating func skipWhitespace() {
        while let byte = currentByte, byte == 0x20 || byte == 0x0A || byte == 0x09 || byte == 0x0D { offset += 1 }
    }

    /// Reads one value. Arrays and objects being read wait on `open`, a stack on the heap rather than the call stack,
    /// so that deep nesting cannot overflow the thread's stack, however small.
    private mutating func parseValue() throws(JSONSyntaxError) -> LocatedJSON {
        var open: [OpenContainer] = []
        while true {
            if let top = open.indices.last, open[top].isObject { open[top].key = try parseKey(notIn: &open[top].keys) }
            guard var value = try parseValueOrOpenContainer(on: &open) else { continue }
            // Add the value to the containers it completes, up to one that goes on after a comma.
            while let top = open.indices.last {
                open[top].add(value)
                if try skipSeparator(closing: open[top].closing, after: open[top].elementName) { break }
                value = open.removeLast().closed
            }
            if open.isEmpty { return value }
        }
    }

    /// Reads a scalar or an empty container; pushes any other container on `open` and returns nil.
    private mutating func parseValueOrOpenContainer(
        on open: inout [OpenContainer]
    ) throws(JSONSyntaxError) -> LocatedJSON? {
        guard let byte = currentByte else { throw error("unexpected end of file", at: offset) }
        let position = position(of: offset)  // before the children, so that positions are asked for in order
        let value: LocatedJSON.Value
        switch byte {
        case UInt8(ascii: "["), UInt8(ascii: "{"):
            guard open.count < Self.maximumDepth else {
                throw error("nesting deeper than \(Self.maximumDepth) levels", at: offset)
            }
            let container = OpenContainer(isObject: byte == UInt8(ascii: "{"), position: position)
            offset += 1
            skipWhitespace()
            guard currentByte == container.closing else {
                open.append(container)
                return nil
            }
            offset += 1
            return container.closed
        case UInt8(ascii: "\""): value = .string(try parseString())
        case UInt8(ascii: "-"), UInt8(ascii: "0")...UInt8(ascii: "9"): value = .number(try parseNumber())
        case UInt8(ascii: "t"): value = try parseLiteral("true", meaning: .bool(true))
        case UInt8(ascii: "f"): value = try parseLiteral("false", meaning: .bool(false))
        case UInt8(ascii: "n"): value = try parseLiteral("null", meaning: .null)
        case UInt8(ascii: "'"): throw error("strings must be in double quotes", at: offset)
        default: throw unexpectedHere("expected a value, found \(describe(at: offset))")
        }
        return LocatedJSON(value: value, position: position)
    }

    /// Takes the whole word, so that `nullx` is one wrong value rather than `null` followed by junk.
    private mutating func parseLiteral(_ word: String, meaning value: LocatedJSON.Value) throws(JSONSyntaxError)
        -> LocatedJSON.Value {
        let end = wordEnd(from: offset)
        guard bytes[offset..<end].elementsEqual(word.utf8) else {
            throw error("expected a value, found \(describe(at: offset))", at: offset)
        }
        offset = end
        return value
    }

    /// Reads a member's `"key":` and the whitespace after it.
    private mutating func parseKey(notIn keys: inout Set<String>) throws(JSONSyntaxError)
        -> (name: String, position: JSONPosition) {
        switch currentByte {
        case UInt8(ascii: "\""): break
        case UInt8(ascii: "'"): throw error("strings must be in double quotes", at: offset)
        default: throw unexpectedHere("expected a string key, found \(describe(at: offset))")
        }
        let position = position(of: offset)
        let key = try parseString()
        guard keys.insert(key).inserted else {
            throw JSONSyntaxError(message: "duplicate key \(MessageText.quoted(key))", position: position)
        }
        skipWhitespace()
        guard currentByte == UInt8(ascii: ":") else {
            throw unexpectedHere("expected ':' after key \(MessageText.quoted(key))")
        }
        offset += 1
        skipWhitespace()
        return (key, position)
    }

    /// After an element: consumes a comma and the whitespace after it (true), or the closing bracket (false).
    private mutating func skipSeparator(closing: UInt8, after element: String) throws(JSONSyntaxError) -> Bool {
        let closingText = String(Unicode.Scalar(closing))
        skipWhitespace()
        switch currentByte {
        case UInt8(ascii: ","):
            let comma = offset
            offset += 1
            skipWhitespace()
            if currentByte == closing { throw error("trailing comma before \(quoted: closingText)", at: comma) }
            return true
        case closing:
            offset += 1
            return false
        default:
            throw unexpectedHere("expected ',' or \(quoted: closingText) after \(element)")
        }
    }

    /// Checks the RFC 8259 grammar and keeps the text, so that callers choose how to read it.
    private mutating func parseNumber() throws(JSONSyntaxError) -> String {
        let start = offset
        if currentByte == UInt8(ascii: "-") { offset += 1 }
        if currentByte == UInt8(ascii: "0") {
            offset += 1
            if let next = currentByte, isDigit(next) {
                throw error("numbers cannot have leading zeros", at: offset - 1)
            }
        } else {
            try skipDigits(orFail: "expected a digit after '-'")  // only a '-' gets here without a digit
        }
        if currentByte == UInt8(ascii: ".") {
            offset += 1
            try skipDigits(orFail: "expected a digit after '.'")
        }
        if currentByte == UInt8(ascii: "e") || currentByte == UInt8(ascii: "E") {
            offset += 1
            if currentByte == UInt8(ascii: "+") || currentByte == UInt8(ascii: "-") { offset += 1 }
            try skipDigits(orFail: "expected a digit in the exponent")
        }
        return String(decoding: bytes[start..<offset], as: UTF8.self)
    }

    private mutating func skipDigits(orFail message: String) throws(JSONSyntaxError) {
        guard let first = currentByte, isDigit(first) else { throw unexpectedHere(message) }
        while let byte = currentByte, isDigit(byte) { offset += 1 }
    }

    /// Copies the runs between escapes as they are (the text is valid UTF-8) and decodes the escapes.
    private mutating func parseString() throws(JSONSyntaxError) -> String {
        let openingQuote = offset
        offset += 1
        var runStart = offset
        var decoded: [UInt8] = []  // stays empty unless there are escapes
        while let byte = currentByte {
            switch byte {
            case UInt8(ascii: "\""):
                let run = bytes[runStart..<offset]
                offset += 1
                if decoded.isEmpty { return String(decoding: run, as: UTF8.self) }
                return String(decoding: decoded + run, as: UTF8.self)
            case UInt8(ascii: "\\"):
                decoded += bytes[runStart..<offset]
                try appendEscape(to: &decoded, openingQuote: openingQuote)
                runStart = offset
            case 0x0A, 0x0D:  // a string cannot span lines: its closing quote is missing
                throw error("unterminated string", at: openingQuote)
            case 0..<0x20:
                throw error("control character \(unicodeName(UInt32(byte))) must be escaped in a string", at: offset)
            default:
                offset += 1
            }
        }
        throw error("unterminated string", at: openingQuote)
    }

    private mutating func appendEscape(to decoded: inout [UInt8], openingQuote: Int) throws(JSONSyntaxError) {
        let backslash = offset
        guard offset + 1 < bytes.count else { throw error("unterminated string", at: openingQuote) }
        let letter = bytes[offset + 1]
        offset += 2
        if let replacement = oneLetterEscapes[letter] {
            decoded.append(replacement)
            return
        }
        guard letter == UInt8(ascii: "u") else {
            let escape = visibleCharacter(at: backslash + 1).map { "'\\\($0)'" }
                ?? "'\\' before \(describe(at: backslash + 1))"
            throw error("invalid escape \(escape)", at: backslash)
        }
        var value = try hexQuad(ofEscapeAt: backslash)
        if (0xD800...0xDBFF).contains(value) {  // a UTF-16 high surrogate: an escaped low surrogate must follow
            let low: UInt32 = if bytes[offset...].starts(with: [0x5C, 0x75]) {  // `\u`
                try hexQuad(ofEscapeAt: offset, skipping: 2)
            } else { 0 }
            guard (0xDC00...0xDFFF).contains(low) else {
                throw error("unpaired surrogate \(escapeText(value))", at: backslash)
            }
            value = 0x10000 + (value - 0xD800) << 10 + (low - 0xDC00)
        }
        guard let scalar = Unicode.Scalar(value) else {  // nil exactly for a low surrogate on its own
            throw error("unpaired surrogate \(escapeText(value))", at: backslash)
        }
        Unicode.UTF8.encode(scalar) { decoded.append($0) }
    }

    /// Reads the four hex digits of the `\u` escape at `backslash`, starting `skipping` bytes after `offset`.
    private mutating func hexQuad(ofEscapeAt backslash: Int, skipping: Int = 0) throws(JSONSyntaxError) -> UInt32 {
        offset += skipping
        var value: UInt32 = 0
        for _ in 0..<4 {
            guard let byte = currentByte, let digit = Character(Unicode.Scalar(byte)).hexDigitValue else {
                throw error("expected 4 hex digits after '\\u'", at: backslash)
            }
            value = value << 4 | UInt32(digit)
            offset += 1
        }
        return value
    }

    // MARK: Positions and messages

    private mutating func position(of target: Int) -> JSONPosition {
        if target < counted.offset { counted = (textStart, 1, 1) }  // only errors look back: count again
        var (index, line, column) = counted
        while index < target {
            if bytes[index] == 0x0A {
                (line, column) = (line + 1, 1)
            } else if bytes[index] & 0b1100_0000 != 0b1000_0000 {  // continuation bytes belong to the scalar before
                column += 1
            }
            index += 1
        }
        counted = (index, line, column)
        return JSONPosition(line: line, column: column)
    }

    private mutating func error(_ message: String, at errorOffset: Int) -> JSONSyntaxError {
        JSONSyntaxError(message: message, position: position(of: errorOffset))
    }

    /// The error at the current byte, except that the end of the file and comments get messages of their own.
    private mutating func unexpectedHere(_ message: String) -> JSONSyntaxError {
        guard let byte = currentByte else { return error("unexpected end of file", at: offset) }
        let next = offset + 1 < bytes.count ? bytes[offset + 1] : nil
        let startsComment = byte == UInt8(ascii: "/") && (next == UInt8(ascii: "/") || next == UInt8(ascii: "*"))
        return error(startsComment ? "comments are not allowed in JSON" : message, at: offset)
    }

    /// How the text at `index` is quoted in messages: a whole word for letters (`'NaN'`), else one character.
    private func describe(at index: Int) -> String {
        guard index < bytes.count else { return "end of file" }
        let word = bytes[index..<min(wordEnd(from: index), index + 24)]  // enough of a word to recognize it
        if !word.isEmpty { return "\(quoted: String(decoding: word, as: UTF8.self))" }
        return visibleCharacter(at: index).map { "\(quoted: $0)" } ?? unicodeName(scalar(at: index).value)
    }

    /// Nil for characters that would not show in a message, such as controls, spaces and byte order marks.
    private func visibleCharacter(at index: Int) -> String? {
        let properties = scalar(at: index).properties
        let invisible = properties.isWhitespace || [.control, .format, .unassigned].contains(properties.generalCategory)
        return invisible ? nil : String(scalar(at: index))
    }

    private func scalar(at index: Int) -> Unicode.Scalar {  // the text is valid UTF-8, and 4 bytes hold any scalar
        String(decoding: bytes[index..<min(index + 4, bytes.count)], as: UTF8.self).unicodeScalars.first ?? "\u{FFFD}"
    }

    private func wordEnd(from index: Int) -> Int {
        var end = index
        while end < bytes.count, isWordByte(bytes[end]) { end += 1 }
        return end
    }
}

/// What `\"`, `\\`, `\/`, `\b`, `\f`, `\n`, `\r` and `\t` stand for.
private let oneLetterEscapes: [UInt8: UInt8] = [
    UInt8(ascii: "\""): 0x22, UInt8(ascii: "\\"): 0x5C, UInt8(ascii: "/"): 0x2F, UInt8(ascii: "b"): 0x08,
    UInt8(ascii: "f"): 0x0C, UInt8(ascii: "n"): 0x0A, UInt8(ascii: "r"): 0x0D, UInt8(ascii: "t"): 0x09,
]

private func isDigit(_ byte: UInt8) -> Bool { byte >= UInt8(ascii: "0") && byte <= UInt8(ascii: "9") }

/// ASCII letters, digits and `_`: enough to quote `NaN`, `Infinity` or `True` whole in messages.
private func isWordByte(_ byte: UInt8) -> Bool {
    let lowercased = byte | 0x20  // an ASCII letter differs from its lowercase form only in this bit
    return (UInt8(ascii: "a")...UInt8(ascii: "z")).contains(lowercased) || isDigit(byte) || byte == UInt8(ascii: "_")
}

private func unicodeName(_ value: UInt32) -> String {
    let hex = String(value, radix: 16, uppercase: true)
    return "U+" + String(repeating: "0", count: max(0, 4 - hex.count)) + hex
}

private func escapeText(_ utf16Unit: UInt32) -> String { "'\\u\(unicodeName(utf16Unit).dropFirst(2))'" }
