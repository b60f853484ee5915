/// Text from the input as diagnostics quote it.
public enum MessageText {
    /// `text` in single quotes, on one line and short: control and format characters (newlines, tabs, NUL,
    /// bidirectional overrides) are shown as escapes (`\n`, `\u{202E}`) so that a value cannot break the message into
    /// lines or reorder it, and text beyond `limit` Unicode scalars is cut, with `…` and its full length to say so:
    /// a 30 MB value makes a one-line message, quickly.
    public static func quoted(_ text: String, limit: Int = 60) -> String {
        var result = "'"
        var count = 0
        for scalar in text.unicodeScalars {
            guard count < limit else {
                return result + "…' (\(text.unicodeScalars.count) characters)"
            }
            result += escaped(scalar)
            count += 1
        }
        return result + "'"
    }

    /// `a, b and c`: `items` in a sentence, the last two joined by `conjunction` (`and`, `or`).
    public static func list(_ items: [String], conjunction: String) -> String {
        guard let last = items.last else { return "" }
        guard items.count > 1 else { return last }
        return items.dropLast().joined(separator: ", ") + " \(conjunction) " + last
    }

    private static func escaped(_ scalar: Unicode.Scalar) -> String {
        switch scalar {
        case "\n": return "\\n"
        case "\r": return "\\r"
        case "\t": return "\\t"
        default:
            switch scalar.properties.generalCategory {
            case .control, .format, .lineSeparator, .paragraphSeparator:
                return "\\u{" + String(scalar.value, radix: 16, uppercase: true) + "}"
            default:
                return String(scalar)
            }
        }
    }
}
