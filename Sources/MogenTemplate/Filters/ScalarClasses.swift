/// Foundation's `CharacterSet` classes that filters need, as plain checks: on Linux,
/// `CharacterSet.contains` is slow enough to dominate a filter run once per entity.
enum ScalarClasses {
    /// `CharacterSet.newlines`: U+000A–U+000D, U+0085, U+2028, U+2029.
    static func isNewline(_ scalar: Unicode.Scalar) -> Bool {
        switch scalar.value {
        case 0x0A...0x0D, 0x85, 0x2028, 0x2029: true
        default: false
        }
    }

    /// `CharacterSet.whitespaces`: tab and the space separators (Unicode category Zs).
    static func isWhitespace(_ scalar: Unicode.Scalar) -> Bool {
        switch scalar.value {
        case 0x09, 0x20: return true
        case 0..<0x80: return false
        default: return scalar.properties.generalCategory == .spaceSeparator
        }
    }

    /// `CharacterSet.whitespacesAndNewlines`.
    static func isWhitespaceOrNewline(_ scalar: Unicode.Scalar) -> Bool {
        isWhitespace(scalar) || isNewline(scalar)
    }
}
