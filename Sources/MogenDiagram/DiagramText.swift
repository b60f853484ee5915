/// Escaping and identifier rules the renderers share.
enum DiagramText {
    /// `text` with the characters XML (SVG, and Graphviz's HTML-like labels) gives a meaning escaped, and the
    /// characters XML 1.0 cannot hold at all (controls other than tab and newline) replaced by U+FFFD.
    static func xmlEscaped(_ text: String) -> String {
        var result = ""
        result.reserveCapacity(text.utf8.count)
        for scalar in text.unicodeScalars {
            switch scalar {
            case "&": result += "&amp;"
            case "<": result += "&lt;"
            case ">": result += "&gt;"
            case "\"": result += "&quot;"
            case "'": result += "&#39;"
            case "\t", "\n": result.unicodeScalars.append(scalar)
            case _ where scalar.value < 0x20 || scalar.value == 0x7F || (0xFFFE...0xFFFF).contains(scalar.value):
                result += "\u{FFFD}"
            default: result.unicodeScalars.append(scalar)
            }
        }
        return result
    }

    /// An identifier made of ASCII letters, digits and `_`, starting with a letter or `_`: every other character
    /// becomes `_`. Mermaid and DOT accept such names unquoted.
    static func identifier(_ text: String) -> String {
        var result = ""
        for scalar in text.unicodeScalars {
            let isLetter = ("a"..."z").contains(scalar) || ("A"..."Z").contains(scalar) || scalar == "_"
            let isDigit = ("0"..."9").contains(scalar)
            if result.isEmpty, isDigit { result += "_" }
            result.unicodeScalars.append(isLetter || isDigit ? scalar : "_")
        }
        return result.isEmpty ? "_" : result
    }

    /// `transform(name)` for each of `names`, distinct from each other: a clash gets `_2`, `_3`, … (before a closing
    /// quote, if any) in the names' order.
    static func unique(_ names: [String], _ transform: (String) -> String) -> [String: String] {
        var result: [String: String] = [:]
        var used = Set<String>()
        for name in names where result[name] == nil {
            let base = transform(name)
            var candidate = base
            var counter = 2
            while used.contains(candidate) {
                candidate = base.hasSuffix("\"") ? "\(base.dropLast())_\(counter)\"" : "\(base)_\(counter)"
                counter += 1
            }
            used.insert(candidate)
            result[name] = candidate
        }
        return result
    }

    /// Text for a double-quoted Mermaid string, which has no escapes: double quotes become single ones, line breaks
    /// spaces.
    static func mermaidString(_ text: String) -> String {
        String(text.map { $0 == "\"" ? "'" : $0.isNewline ? " " : $0 })
    }

    /// Text for a double-quoted DOT string.
    static func dotString(_ text: String) -> String {
        var result = ""
        for character in text {
            switch character {
            case "\"": result += "\\\""
            case "\\": result += "\\\\"
            case _ where character.isNewline: result += " "
            default: result.append(character)
            }
        }
        return result
    }
}
