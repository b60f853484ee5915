/// Text from the input as diagnostics quote it.
public enum MessageText {
    /// How many characters of a value a message shows: the first and the last half of them, when it is longer.
    /// Real names fit (the longest `Entity.property` of the test corpus has 95); a hostile one makes a short line.
    public static let shownCharacters = 120

    /// `text` in single quotes, on one line and short: control and format characters (newlines, tabs, NUL,
    /// bidirectional overrides) are shown as escapes (`\n`, `\u{202E}`) so that a value cannot break the message into
    /// lines or reorder it, and text of more than `limit` Unicode scalars keeps its first and last `limit / 2` around
    /// `…`, followed by its full length in bytes: `'VVVV…VVVV' (30000012 bytes)`. A 30 MB value makes a one-line
    /// message, in time that does not depend on its length (a string knows its length in bytes; counting its
    /// characters would read it all, for every message that quotes it).
    public static func quoted(_ text: String, limit: Int = shownCharacters) -> String {
        let (shown, length) = shortened(text, limit: limit)
        return "'" + shown + "'" + (length.map { " (\($0) bytes)" } ?? "")
    }

    /// `text` as `quoted` shows it, without the quotes, for values a message shows bare (`A.lonely does not have an
    /// inverse`, as Xcode words it): `VVVV…VVVV (30000012 bytes)`.
    public static func bare(_ text: String, limit: Int = shownCharacters) -> String {
        let (shown, length) = shortened(text, limit: limit)
        return shown + (length.map { " (\($0) bytes)" } ?? "")
    }

    /// The text escaped, and cut to its start and end when it is longer than `limit` (then with its length).
    private static func shortened(_ text: String, limit: Int) -> (shown: String, length: Int?) {
        let scalars = text.unicodeScalars
        guard let cut = scalars.index(scalars.startIndex, offsetBy: limit, limitedBy: scalars.endIndex),
            cut != scalars.endIndex
        else { return (scalars.map(escaped).joined(), nil) }
        let tailCount = limit / 2
        let headEnd = scalars.index(scalars.startIndex, offsetBy: limit - tailCount)
        let tailStart = scalars.index(scalars.endIndex, offsetBy: -tailCount)
        let shown = scalars[..<headEnd].map(escaped).joined() + "…" + scalars[tailStart...].map(escaped).joined()
        return (shown, text.utf8.count)
    }

    /// `text` with its control and format characters escaped, whole: for a path that begins a diagnostic line
    /// (`path:line:column: error: …`), which a line break in a folder's name would otherwise split into a forged
    /// second diagnostic.
    public static func oneLine(_ text: String) -> String {
        guard text.unicodeScalars.contains(where: { escaped($0).unicodeScalars.count > 1 }) else { return text }
        return text.unicodeScalars.map(escaped).joined()
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

extension DefaultStringInterpolation {
    /// `"entity \(quoted: name)"`: a value from the input, as `MessageText.quoted` shows it in a message.
    public mutating func appendInterpolation(quoted text: String) {
        appendLiteral(MessageText.quoted(text))
    }

    /// `"unexpected character \(quoted: scalar)"`: one character of the input, escaped when it is a control one.
    public mutating func appendInterpolation(quoted scalar: Unicode.Scalar) {
        appendLiteral(MessageText.quoted(String(scalar)))
    }

    public mutating func appendInterpolation(quoted character: Character) {
        appendLiteral(MessageText.quoted(String(character)))
    }

    /// `"\(bare: name) does not have an inverse"`: a value from the input, as `MessageText.bare` shows it.
    public mutating func appendInterpolation(bare text: String) {
        appendLiteral(MessageText.bare(text))
    }
}
