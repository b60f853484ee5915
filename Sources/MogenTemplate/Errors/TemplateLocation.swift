/// A place in a template's source, for error messages.
public struct TemplateLocation: Sendable, Hashable, CustomStringConvertible {
    /// The template's name (its loader name or file path); `nil` for an unnamed string template.
    public var templateName: String?
    /// 1-based line number.
    public var line: Int
    /// 1-based column, counted in characters (Stencil's 0-based "offset" is `column - 1`).
    public var column: Int
    /// The whole source line, without its line break.
    public var sourceLine: String
    /// How many characters the highlighted piece spans (at least 1).
    public var length: Int

    public init(templateName: String?, line: Int, column: Int, sourceLine: String, length: Int) {
        self.templateName = templateName
        self.line = line
        self.column = column
        self.sourceLine = sourceLine
        self.length = max(length, 1)
    }

    /// `NAME:LINE:COLUMN` (or `LINE:COLUMN` for an unnamed template), as compilers print it.
    public var description: String {
        (templateName.map { "\($0):" } ?? "") + "\(line):\(column)"
    }

    /// The source line and, under it, a caret with tildes marking the located piece.
    /// Tabs before the column are kept so the caret lines up in a terminal.
    public var highlightedSourceLine: String {
        var marker = ""
        for character in sourceLine.prefix(column - 1) {
            marker.append(character == "\t" ? "\t" : " ")
        }
        // A piece running past the end of the line (a multi-line text) is marked to the end.
        let marked = max(1, min(length, sourceLine.count - (column - 1)))
        marker += "^" + String(repeating: "~", count: marked - 1)
        return sourceLine + "\n" + marker
    }
}

/// A template's text, shared by its tokens so that error locations are computed only when an
/// error actually happens.
final class TemplateSource: Sendable {
    let name: String?
    let text: String

    init(name: String?, text: String) {
        self.name = name
        self.text = text
    }

    /// The location of the UTF-8 byte `offset`, highlighting `length` characters.
    func location(atByteOffset offset: Int, length: Int) -> TemplateLocation {
        let bytes = text.utf8
        let target = bytes.index(bytes.startIndex, offsetBy: min(max(offset, 0), bytes.count))
        var line = 1
        var lineStart = bytes.startIndex
        var index = bytes.startIndex
        while index < target {
            if bytes[index] == UInt8(ascii: "\n") {
                line += 1
                lineStart = bytes.index(after: index)
            }
            index = bytes.index(after: index)
        }
        var lineEnd = target
        while lineEnd < bytes.endIndex, bytes[lineEnd] != UInt8(ascii: "\n") {
            lineEnd = bytes.index(after: lineEnd)
        }
        var sourceLine = String(decoding: bytes[lineStart..<lineEnd], as: UTF8.self)
        if sourceLine.hasSuffix("\r") { sourceLine.removeLast() }
        let column = String(decoding: bytes[lineStart..<target], as: UTF8.self).count + 1
        return TemplateLocation(templateName: name, line: line, column: column, sourceLine: sourceLine, length: length)
    }
}

/// A located piece of a template: a token's content, or an expression inside it.
struct SourceSpan: Sendable {
    let source: TemplateSource
    /// UTF-8 offset of the piece in the source.
    let offset: Int
    /// Characters to highlight.
    let length: Int

    var location: TemplateLocation {
        source.location(atByteOffset: offset, length: length)
    }
}
