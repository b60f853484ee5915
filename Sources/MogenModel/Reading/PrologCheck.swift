/// Looks at what comes before the root element and refuses what a model file never has. It reads the text as
/// `ModelTextEncoding` leaves it: UTF-8, without a byte-order mark, whatever encoding the file was stored in.
enum PrologCheck {
    struct Problem {
        var message: String
        var offset: Int
    }

    /// Why a document type declaration is refused, here and by the parser (`XMLErrorMessages`).
    static let doctypeMessage = "model files must not contain a document type declaration (<!DOCTYPE>); "
        + "mogen refuses DTDs so that entities are never expanded or fetched"

    static func problem(in bytes: [UInt8]) -> Problem? {
        if bytes.isEmpty {
            return Problem(message: "the file is empty; expected the XML of a Core Data model", offset: 0)
        }
        if bytes.starts(with: Array("bplist".utf8)) {
            return Problem(
                message: "this is a binary property list, not the XML of a Core Data model", offset: 0)
        }
        var index = 0
        while index < bytes.count {
            let byte = bytes[index]
            if byte == UInt8(ascii: " ") || byte == UInt8(ascii: "\n") || byte == UInt8(ascii: "\r") || byte == UInt8(ascii: "\t") {
                index += 1
                continue
            }
            guard byte == UInt8(ascii: "<") else { return nil }
            if matches(bytes, at: index, "<?") {
                guard let end = find(bytes, "?>", from: index + 2) else { return nil }
                index = end + 2
            } else if matches(bytes, at: index, "<!--") {
                guard let end = find(bytes, "-->", from: index + 4) else { return nil }
                index = end + 3
            } else if matches(bytes, at: index, "<!") {
                return Problem(message: doctypeMessage, offset: index)
            } else {
                return nil  // the root element: the prolog is over
            }
        }
        return Problem(
            message: "the file has no root element: expected the <model> element of a Core Data model",
            offset: bytes.count)
    }

    private static func matches(_ bytes: [UInt8], at index: Int, _ text: String) -> Bool {
        let pattern = Array(text.utf8)
        guard index + pattern.count <= bytes.count else { return false }
        return bytes[index..<index + pattern.count].elementsEqual(pattern)
    }

    private static func find(_ bytes: [UInt8], _ text: String, from start: Int) -> Int? {
        let pattern = Array(text.utf8)
        var index = start
        while index + pattern.count <= bytes.count {
            if bytes[index] == pattern[0], bytes[index..<index + pattern.count].elementsEqual(pattern) { return index }
            index += 1
        }
        return nil
    }
}
