import MogenSupport

/// Brings a model file to UTF-8 before anything parses it, and refuses the encodings mogen does not read.
///
/// Xcode writes UTF-8; XML requires every processor to read UTF-16 as well, so a UTF-16 file (which XML requires to
/// start with a byte-order mark) is converted here, and every other encoding (recognized as libxml2 recognizes them:
/// by byte-order mark, first four bytes or declaration) is refused. Everything after this step (the prolog check, the
/// line table, the parser, which is told the bytes are UTF-8 and ignores the declared encoding) sees UTF-8 without a
/// byte-order mark, so positions are characters of the text as written whichever encoding it was stored in.
enum ModelTextEncoding {
    struct Problem: Error {
        var message: String
        var line: Int
        var column: Int
    }

    static let accepted = "model files must be UTF-8 (as Xcode writes them) or UTF-16 with a byte-order mark"

    /// The first bytes by which libxml2 recognizes encodings other than UTF-8 when there is no byte-order mark.
    private static let signatures: [(bytes: [UInt8], encoding: String)] = [
        ([0x00, 0x00, 0x00, 0x3C], "UTF-32 without a byte-order mark"),
        ([0x3C, 0x00, 0x00, 0x00], "UTF-32 without a byte-order mark"),
        ([0x00, 0x00, 0x3C, 0x00], "UCS-4 without a byte-order mark"),
        ([0x00, 0x3C, 0x00, 0x00], "UCS-4 without a byte-order mark"),
        ([0x00, 0x3C, 0x00, 0x3F], "UTF-16 without a byte-order mark"),
        ([0x3C, 0x00, 0x3F, 0x00], "UTF-16 without a byte-order mark"),
        ([0x4C, 0x6F, 0xA7, 0x94], "EBCDIC"),
    ]

    /// The file's text in UTF-8, without byte-order mark; a UTF-16 file's declared encoding is blanked out.
    static func utf8Text(of bytes: [UInt8]) -> Result<[UInt8], Problem> {
        var text = bytes
        var utf16Order: UTF16Transcoder.ByteOrder?
        if bytes.starts(with: [0xEF, 0xBB, 0xBF]) {
            text = Array(bytes.dropFirst(3))
        } else if bytes.starts(with: [0x00, 0x00, 0xFE, 0xFF]) || bytes.starts(with: [0xFF, 0xFE, 0x00, 0x00]) {
            return problem("the file is UTF-32 (it starts with a UTF-32 byte-order mark); \(accepted)", at: 0, in: [])
        } else if bytes.starts(with: [0xFE, 0xFF]) || bytes.starts(with: [0xFF, 0xFE]) {
            let order: UTF16Transcoder.ByteOrder = bytes[0] == 0xFE ? .bigEndian : .littleEndian
            switch UTF16Transcoder.utf8(from: bytes.dropFirst(2), order: order) {
            case let .success(converted):
                text = converted
                utf16Order = order
            case let .failure(failure):
                return problem(failure.message, at: failure.convertedBefore.count, in: failure.convertedBefore)
            }
        }
        if let signature = signatures.first(where: { text.starts(with: $0.bytes) }) {
            return problem("the file looks like \(signature.encoding); \(accepted)", at: 0, in: [])
        }
        switch XMLDeclaration.read(text) {
        case .absent:
            return .success(text)
        case let .malformed(message, offset):
            return problem(message, at: offset, in: text)
        case let .present(declaration):
            guard let encoding = declaration.encoding else { return .success(text) }
            let declared = encoding.value.uppercased()
            if let utf16Order {
                guard declared == "UTF-16" || declared == utf16Order.encodingName else {
                    return problem(
                        "the file is \(utf16Order.encodingName) (it starts with a byte-order mark), but its XML "
                            + "declaration names encoding \(MessageText.quoted(encoding.value)); \(accepted)",
                        at: encoding.valueOffset, in: text)
                }
                // The text is UTF-8 now: without the declaration's encoding the parser reads it as such. Spaces
                // keep every column where it was.
                let spaces = repeatElement(UInt8(ascii: " "), count: encoding.range.count)
                text.replaceSubrange(encoding.range, with: spaces)
                return .success(text)
            }
            guard declared == "UTF-8" else {
                let hint = declared.hasPrefix("UTF-16") ? " (a UTF-16 file must start with a byte-order mark)" : ""
                return problem(
                    "the XML declaration names encoding \(MessageText.quoted(encoding.value))\(hint); \(accepted)",
                    at: encoding.valueOffset, in: text)
            }
            return .success(text)
        }
    }

    private static func problem(_ message: String, at offset: Int, in text: [UInt8]) -> Result<[UInt8], Problem> {
        let (line, column) = LineTable(bytes: text).position(ofOffset: offset)
        return .failure(Problem(message: message, line: line, column: column))
    }
}
