import MogenTemplate

/// Reads the part of YAML that SwiftGen's context fixtures use (`defaults.yaml`, written by Yams): block mappings
/// and sequences by indentation (a sequence may sit at its key's indentation), `- - ` for nested sequences,
/// double-quoted strings, integers, decimals, `true`/`false`, `{}` and `[]`. Enough to compare a context with it,
/// value by value; not a YAML parser.
struct FixtureYAML {
    private var lines: [(indent: Int, text: Substring)]
    private var index = 0

    static func parse(_ text: String) -> TemplateValue {
        var reader = FixtureYAML(lines: text.split(separator: "\n").compactMap { line in
            let indent = line.prefix { $0 == " " }.count
            let content = line.dropFirst(indent)
            return content.isEmpty ? nil : (indent, content)
        })
        return reader.lines.isEmpty ? .null : reader.block()
    }

    private init(lines: [(indent: Int, text: Substring)]) {
        self.lines = lines
    }

    private mutating func block() -> TemplateValue {
        let indent = lines[index].indent
        return lines[index].text.hasPrefix("- ") ? sequence(indent) : mapping(indent)
    }

    private mutating func sequence(_ indent: Int) -> TemplateValue {
        var items: [TemplateValue] = []
        while index < lines.count, lines[index].indent == indent, lines[index].text.hasPrefix("- ") {
            // The item's content starts two columns in, as if it were on a line of its own.
            lines[index] = (indent + 2, lines[index].text.dropFirst(2))
            items.append(Self.isScalar(lines[index].text) ? scalarLine() : block())
        }
        return .array(items)
    }

    private mutating func mapping(_ indent: Int) -> TemplateValue {
        var members: [String: TemplateValue] = [:]
        while index < lines.count, lines[index].indent == indent, !lines[index].text.hasPrefix("- ") {
            let text = lines[index].text
            index += 1
            if let separator = text.range(of: ": ") {
                members[String(text[..<separator.lowerBound])] = Self.scalar(text[separator.upperBound...])
            } else {
                let key = String(text.dropLast())  // "key:"
                if index < lines.count,
                    lines[index].indent > indent || (lines[index].indent == indent && lines[index].text.hasPrefix("- "))
                {
                    members[key] = block()
                } else {
                    members[key] = .null
                }
            }
        }
        return .dictionary(members)
    }

    private mutating func scalarLine() -> TemplateValue {
        defer { index += 1 }
        return Self.scalar(lines[index].text)
    }

    private static func isScalar(_ text: Substring) -> Bool {
        text.hasPrefix("\"") || (!text.hasPrefix("- ") && !text.contains(": ") && !text.hasSuffix(":"))
    }

    private static func scalar(_ text: Substring) -> TemplateValue {
        switch text {
        case "true": return true
        case "false": return false
        case "{}": return .dictionary([:])
        case "[]": return .array([])
        case "null", "~": return .null
        default: break
        }
        if text.hasPrefix("\""), text.hasSuffix("\""), text.count >= 2 {
            var result = ""
            var escaped = false
            for character in text.dropFirst().dropLast() {
                if escaped {
                    result.append(character == "n" ? "\n" : character == "t" ? "\t" : character)
                    escaped = false
                } else if character == "\\" {
                    escaped = true
                } else {
                    result.append(character)
                }
            }
            return .string(result)
        }
        if let int = Int(text) { return .int(int) }
        if let double = Double(text) { return .double(double) }
        return .string(String(text))
    }
}
