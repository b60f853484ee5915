/// Whitespace trimming of text next to block tags, done once at compile time.
///
/// Stencil applies ICU regular expressions at every render; these functions reproduce their
/// matches exactly, including ICU's `$`, which matches at the end of the text *and* just before
/// a final line terminator (so trimming `"x  ⏎"` removes the spaces and keeps the newline).
enum TextTrimming {
    /// Applies `start` to the beginning of `text`, then `end` to what remains.
    static func trim(_ text: String, start: TrimBehaviour.Trim, end: TrimBehaviour.Trim) -> String {
        guard start != .nothing || end != .nothing else { return text }
        var scalars = Array(text.unicodeScalars)
        if !scalars.isEmpty { trimStart(&scalars, start) }
        if !scalars.isEmpty { trimEnd(&scalars, end) }
        var result = String.UnicodeScalarView()
        result.append(contentsOf: scalars)
        return String(result)
    }

    private static func isSpaceOrTab(_ scalar: Unicode.Scalar) -> Bool {
        scalar == " " || scalar == "\t"
    }

    /// ICU's `\s`: the Unicode White_Space property.
    private static func isWhitespace(_ scalar: Unicode.Scalar) -> Bool {
        scalar.properties.isWhitespace
    }

    /// ICU's line terminators, as recognised by `$`.
    private static func isLineTerminator(_ scalar: Unicode.Scalar) -> Bool {
        switch scalar.value {
        case 0x0A...0x0D, 0x85, 0x2028, 0x2029: true
        default: false
        }
    }

    /// `^[ \t]*`, `^[ \t]*\n` or `^\s+`.
    private static func trimStart(_ scalars: inout [Unicode.Scalar], _ mode: TrimBehaviour.Trim) {
        switch mode {
        case .nothing:
            return
        case .whitespace:
            scalars.removeFirst(scalars.prefix(while: isSpaceOrTab).count)
        case .whitespaceAndOneNewLine:
            let spaces = scalars.prefix(while: isSpaceOrTab).count
            if spaces < scalars.count, scalars[spaces] == "\n" {
                scalars.removeFirst(spaces + 1)
            }
        case .whitespaceAndNewLines:
            scalars.removeFirst(scalars.prefix(while: isWhitespace).count)
        }
    }

    /// `[ \t]*$`, `\n[ \t]*$` or `\s+$`, every match removed.
    private static func trimEnd(_ scalars: inout [Unicode.Scalar], _ mode: TrimBehaviour.Trim) {
        switch mode {
        case .nothing:
            return
        case .whitespaceAndNewLines:
            let run = scalars.reversed().prefix(while: isWhitespace).count
            scalars.removeLast(run)
        case .whitespace, .whitespaceAndOneNewLine:
            var removals: [Range<Int>] = []
            for end in endAnchors(scalars) {
                var start = end
                while start > 0, isSpaceOrTab(scalars[start - 1]) { start -= 1 }
                if mode == .whitespaceAndOneNewLine {
                    guard start > 0, scalars[start - 1] == "\n" else { continue }
                    start -= 1
                }
                if start < end, removals.last.map({ $0.upperBound <= start }) ?? true {
                    removals.append(start..<end)
                }
            }
            for range in removals.reversed() {
                scalars.removeSubrange(range)
            }
        }
    }

    /// Positions where ICU's `$` matches, ascending: before a final CRLF, before a final line
    /// terminator, and at the end.
    private static func endAnchors(_ scalars: [Unicode.Scalar]) -> [Int] {
        let count = scalars.count
        var anchors: [Int] = []
        if count >= 2, scalars[count - 2] == "\r", scalars[count - 1] == "\n" {
            anchors.append(count - 2)
        }
        if let last = scalars.last, isLineTerminator(last) {
            anchors.append(count - 1)
        }
        anchors.append(count)
        return anchors
    }
}
