/// Model text in a comment of generated code (`/// {{ line|swiftComment }}`, the header's model file name).
///
/// One of the few ways model text reaches generated code (with `SwiftLiteral`, `SwiftNames` and `SettingSyntax`). A
/// comment ends at a line break, so text with one would leave the comment and be compiled; a block comment ends at
/// `*/` and nests at `/*`. So the text stays on its line: line breaks are written as `\n` and `\r`, `/*` and `*/` as
/// `/\*` and `*\/`, and characters a reader cannot see or that reorder what they see (other controls, NEL, the line
/// and paragraph separators, bidirectional and other format characters) as `\u{…}`.
public enum SwiftComment {
    public static func text(_ value: String) -> String {
        // Most text is printable ASCII without a `/*` or a `*/`: as it is.
        if value.utf8.allSatisfy({ (0x20..<0x7F).contains($0) }), !value.contains("/*"), !value.contains("*/") {
            return value
        }
        var result = ""
        var previous: Unicode.Scalar?
        for scalar in value.unicodeScalars {
            switch scalar {
            case "\n": result += "\\n"
            case "\r": result += "\\r"
            case "\t": result.unicodeScalars.append(scalar)
            case "*" where previous == "/": result += "\\*"
            case "/" where previous == "*": result += "\\/"
            case let s where isHidden(s): result += "\\u{\(String(s.value, radix: 16, uppercase: true))}"
            default: result.unicodeScalars.append(scalar)
            }
            previous = scalar
        }
        return result
    }

    /// Characters that are not shown as what they are: controls, the Unicode line breaks, and format characters
    /// (bidirectional overrides and isolates, zero-width characters, the BOM). Callers deal with the tab and the
    /// line feed and carriage return before asking.
    static func isHidden(_ scalar: Unicode.Scalar) -> Bool {
        if scalar.value < 0x20 || (0x7F...0x9F).contains(scalar.value) { return true }
        if scalar.isASCII { return false }
        switch scalar.properties.generalCategory {
        case .format, .lineSeparator, .paragraphSeparator, .control: return true
        default: return false
        }
    }
}
