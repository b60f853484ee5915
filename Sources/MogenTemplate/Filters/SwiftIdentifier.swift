/// StencilSwiftKit's conversion of arbitrary text to Swift identifiers, with the character
/// classes of the Swift book's lexical structure.
enum SwiftIdentifier {
    enum Mode: String {
        /// Invalid characters become `_`, each piece's first letter is upper-cased.
        case normal
        /// Invalid characters become `_`, nothing else changes.
        case valid
        /// `normal`, then `snakeToCamelCase` without leading underscores.
        case pretty

        // Spelled out: a plain `switch` compares small strings by their bits, several times
        // faster than the synthesized initializer's table search (it runs on every use).
        init?(rawValue: String) {
            switch rawValue {
            case "normal": self = .normal
            case "valid": self = .valid
            case "pretty": self = .pretty
            default: return nil
            }
        }
    }

    static func identifier(_ string: String, mode: Mode) -> String {
        switch mode {
        case .normal:
            return identifier(string, capitalize: true)
        case .valid:
            return identifier(string, capitalize: false)
        case .pretty:
            if let pretty = asciiPrettyIdentifier(string) { return pretty }
            let camel = LetterCase.snakeToCamelCase(identifier(string, capitalize: true), stripLeading: true)
            return prefixedIfNeeded(camel)
        }
    }

    /// Splits at every scalar that cannot continue an identifier, optionally upper-cases each
    /// piece's first scalar, joins with `_`, and prefixes `_` if the result cannot start one.
    private static func identifier(_ string: String, capitalize: Bool) -> String {
        if let ascii = asciiIdentifier(string, capitalize: capitalize) {
            return ascii
        }
        let pieces = string.unicodeScalars.split(omittingEmptySubsequences: false) { !isTail($0) }
        let joined = pieces.map { piece -> String in
            var text = String(String.UnicodeScalarView(piece))
            if capitalize { text = LetterCase.upperFirstLetter(text) }
            return text
        }.joined(separator: "_")
        return prefixedIfNeeded(joined)
    }

    /// The same for ASCII text: ASCII identifier characters are letters, digits and `_`, so
    /// each other byte becomes `_`, and the byte after it starts a piece.
    private static func asciiIdentifier(_ string: String, capitalize: Bool) -> String? {
        ASCII.transformed(string, capacity: { $0 + 1 }) { input, output in
            guard let first = input.first else { return 0 }
            var count = 0
            if ASCII.isDigit(first) {
                // A digit can continue an identifier but not start one.
                output[0] = UInt8(ascii: "_")
                count = 1
            }
            var startsPiece = true
            for byte in input {
                if ASCII.isLetter(byte) || ASCII.isDigit(byte) || byte == UInt8(ascii: "_") {
                    output[count] = capitalize && startsPiece && ASCII.isLower(byte) ? byte - 32 : byte
                    startsPiece = false
                } else {
                    output[count] = UInt8(ascii: "_")
                    startsPiece = true
                }
                count += 1
            }
            return count
        }
    }

    /// `pretty` for ASCII text in one pass, when the intermediate `normal` identifier has
    /// lowercase letters (so `snakeToCamelCase` takes its simple branch): `_` and invalid
    /// characters are dropped, the letter after each is upper-cased, and a leading digit gets
    /// a `_` prefix. `nil` for other text.
    private static func asciiPrettyIdentifier(_ string: String) -> String? {
        var hasLowercase = false
        let result = ASCII.transformed(string, capacity: { $0 + 1 }) { input, output in
            var count = 0
            // Pieces of the `normal` identifier start after an invalid character; pieces of
            // the camel-casing also start after `_`.
            var startsIdentifierPiece = true
            var startsCamelPiece = true
            for byte in input {
                guard ASCII.isLetter(byte) || ASCII.isDigit(byte) || byte == UInt8(ascii: "_") else {
                    startsIdentifierPiece = true
                    startsCamelPiece = true
                    continue
                }
                if byte == UInt8(ascii: "_") {
                    startsIdentifierPiece = false
                    startsCamelPiece = true
                    continue
                }
                if ASCII.isLower(byte) && !startsIdentifierPiece { hasLowercase = true }
                if count == 0, ASCII.isDigit(byte) {
                    output[0] = UInt8(ascii: "_")
                    count = 1
                }
                output[count] = startsCamelPiece && ASCII.isLower(byte) ? byte - 32 : byte
                count += 1
                startsIdentifierPiece = false
                startsCamelPiece = false
            }
            return count
        }
        return hasLowercase ? result : nil
    }

    private static func prefixedIfNeeded(_ string: String) -> String {
        guard let first = string.unicodeScalars.first else { return "" }
        return isHead(first) ? string : "_" + string
    }

    private static let headRanges: [ClosedRange<UInt32>] = [
        0x61...0x7A, 0x41...0x5A, 0x5F...0x5F, 0xA8...0xA8, 0xAA...0xAA, 0xAD...0xAD, 0xAF...0xAF,
        0xB2...0xB5, 0xB7...0xBA, 0xBC...0xBE, 0xC0...0xD6, 0xD8...0xF6, 0xF8...0xFF,
        0x100...0x2FF, 0x370...0x167F, 0x1681...0x180D, 0x180F...0x1DBF, 0x1E00...0x1FFF,
        0x200B...0x200D, 0x202A...0x202E, 0x203F...0x2040, 0x2054...0x2054, 0x2060...0x206F,
        0x2070...0x20CF, 0x2100...0x218F, 0x2460...0x24FF, 0x2776...0x2793, 0x2C00...0x2DFF,
        0x2E80...0x2FFF, 0x3004...0x3007, 0x3021...0x302F, 0x3031...0x303F, 0x3040...0xD7FF,
        0xF900...0xFD3D, 0xFD40...0xFDCF, 0xFDF0...0xFE1F, 0xFE30...0xFE44, 0xFE47...0xFFFD,
    ]

    private static let tailOnlyRanges: [ClosedRange<UInt32>] = [
        0x30...0x39, 0x300...0x36F, 0x1DC0...0x1DFF, 0x20D0...0x20FF, 0xFE20...0xFE2F,
    ]

    private static func isHead(_ scalar: Unicode.Scalar) -> Bool {
        let value = scalar.value
        if value >= 0x10000 {
            // U+x0000–xFFFD of planes 1 to 14.
            return value <= 0xEFFFF && value & 0xFFFF <= 0xFFFD
        }
        return headRanges.contains { $0.contains(value) }
    }

    private static func isTail(_ scalar: Unicode.Scalar) -> Bool {
        isHead(scalar) || tailOnlyRanges.contains { $0.contains(scalar.value) }
    }
}
