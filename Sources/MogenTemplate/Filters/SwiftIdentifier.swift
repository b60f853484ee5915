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
    }

    static func identifier(_ string: String, mode: Mode) -> String {
        switch mode {
        case .normal:
            return identifier(string, capitalize: true)
        case .valid:
            return identifier(string, capitalize: false)
        case .pretty:
            let camel = LetterCase.snakeToCamelCase(identifier(string, capitalize: true), stripLeading: true)
            return prefixedIfNeeded(camel)
        }
    }

    /// Splits at every scalar that cannot continue an identifier, optionally upper-cases each
    /// piece's first scalar, joins with `_`, and prefixes `_` if the result cannot start one.
    private static func identifier(_ string: String, capitalize: Bool) -> String {
        let pieces = string.unicodeScalars.split(omittingEmptySubsequences: false) { !isTail($0) }
        let joined = pieces.map { piece -> String in
            var text = String(String.UnicodeScalarView(piece))
            if capitalize { text = LetterCase.upperFirstLetter(text) }
            return text
        }.joined(separator: "_")
        return prefixedIfNeeded(joined)
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
