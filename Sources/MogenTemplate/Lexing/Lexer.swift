/// Turns template text into tokens in one pass over its UTF-8 bytes.
///
/// A tag opens at a `{` followed by `{`, `%` or `#`, and closes at the first `}}`, `%}` or `#}`
/// respectively (no nesting, no quoting: `{{ "}}" }}` ends early, and `{%}` is a complete
/// tag). An unclosed tag swallows the rest of the template, as in Stencil.
enum Lexer {
    static func tokenize(_ source: TemplateSource) -> [Token] {
        let bytes = Array(source.text.utf8)
        var tokens: [Token] = []
        var textStart = 0
        var position = 0

        while let opening = nextTagStart(in: bytes, from: position) {
            if opening > textStart {
                tokens.append(textToken(bytes, textStart..<opening, source))
            }
            guard let closing = tagEnd(in: bytes, from: opening) else {
                // Unclosed: the remainder silently disappears.
                return tokens
            }
            let range = opening..<(closing + 1)
            tokens.append(tagToken(bytes, range, source))
            position = closing + 1
            textStart = position
        }
        if textStart < bytes.count {
            tokens.append(textToken(bytes, textStart..<bytes.count, source))
        }
        return tokens
    }

    private static let openBrace = UInt8(ascii: "{")
    private static let closeBrace = UInt8(ascii: "}")
    private static let percent = UInt8(ascii: "%")
    private static let hash = UInt8(ascii: "#")
    private static let space = UInt8(ascii: " ")
    private static let newline = UInt8(ascii: "\n")

    private static func nextTagStart(in bytes: [UInt8], from start: Int) -> Int? {
        var index = start
        while index + 1 < bytes.count {
            if bytes[index] == openBrace {
                let next = bytes[index + 1]
                if next == openBrace || next == percent || next == hash { return index }
            }
            index += 1
        }
        return nil
    }

    /// Index of the closing `}` of the tag opening at `start`. The search starts at the
    /// opening brace itself, which is what makes `{%}` and `{#}` complete tags.
    private static func tagEnd(in bytes: [UInt8], from start: Int) -> Int? {
        let kind = bytes[start + 1]
        let closingMark = kind == openBrace ? closeBrace : kind
        var sawClosingMark = false
        var index = start
        while index < bytes.count {
            let byte = bytes[index]
            if sawClosingMark && byte == closeBrace { return index }
            sawClosingMark = byte == closingMark
            index += 1
        }
        return nil
    }

    private static func textToken(_ bytes: [UInt8], _ range: Range<Int>, _ source: TemplateSource) -> Token {
        Token(kind: .text, contents: String(decoding: bytes[range], as: UTF8.self), source: source, byteRange: range)
    }

    private static func tagToken(_ bytes: [UInt8], _ range: Range<Int>, _ source: TemplateSource) -> Token {
        let kindByte = bytes[range.lowerBound + 1]
        let kind: Token.Kind = kindByte == openBrace ? .variable : kindByte == percent ? .block : .comment
        var leading = Token.WhitespaceMarker.unspecified
        var trailing = Token.WhitespaceMarker.unspecified
        if kind == .block {
            // Markers are the characters right inside `{%` and `%}`; a 3-byte `{%}` has none.
            leading = marker(bytes[range.lowerBound + 2])
            trailing = range.count >= 3 ? marker(bytes[range.upperBound - 3]) : .unspecified
        }
        let innerStart = range.lowerBound + 2 + (leading == .unspecified ? 0 : 1)
        let innerEnd = range.upperBound - 2 - (trailing == .unspecified ? 0 : 1)
        let contents = innerStart < innerEnd ? normalizedContents(bytes[innerStart..<innerEnd]) : ""
        return Token(
            kind: kind, contents: contents, source: source, byteRange: range,
            leadingMarker: leading, trailingMarker: trailing
        )
    }

    private static func marker(_ byte: UInt8) -> Token.WhitespaceMarker {
        switch byte {
        case UInt8(ascii: "-"): .trim
        case UInt8(ascii: "+"): .keep
        default: .unspecified
        }
    }

    /// Tag contents: lines stripped of spaces (not tabs), empty lines dropped, joined by spaces.
    private static func normalizedContents(_ inner: ArraySlice<UInt8>) -> String {
        if !inner.contains(newline) {
            return String(decoding: inner, as: UTF8.self).trimmingSpaces()
        }
        return inner.split(separator: newline, omittingEmptySubsequences: true)
            .map { String(decoding: $0, as: UTF8.self).trimmingSpaces() }
            .joined(separator: " ")
    }
}
