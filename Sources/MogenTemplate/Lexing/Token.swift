/// One lexical piece of a template: text, `{{ variable }}`, `{% block %}` or `{# comment #}`.
public final class Token: Sendable {
    public enum Kind: Sendable {
        case text, variable, block, comment
    }

    /// A `+` or `-` just inside a block tag's delimiters.
    enum WhitespaceMarker: Sendable {
        case unspecified, trim, keep
    }

    public let kind: Kind
    /// For tags, the text between the delimiters, with surrounding spaces removed and the lines
    /// of a multi-line tag joined by single spaces; for text, the text itself.
    public let contents: String
    /// The contents split into words, quote-aware (see Stencil's `smartSplit`).
    public let components: [String]
    let source: TemplateSource
    /// UTF-8 range of the whole token (delimiters included) in the source.
    let byteRange: Range<Int>
    let leadingMarker: WhitespaceMarker
    let trailingMarker: WhitespaceMarker

    init(
        kind: Kind,
        contents: String,
        source: TemplateSource,
        byteRange: Range<Int>,
        leadingMarker: WhitespaceMarker = .unspecified,
        trailingMarker: WhitespaceMarker = .unspecified
    ) {
        self.kind = kind
        self.contents = contents
        self.components = kind == .block || kind == .variable ? splitComponents(contents) : []
        self.source = source
        self.byteRange = byteRange
        self.leadingMarker = leadingMarker
        self.trailingMarker = trailingMarker
    }

    /// The tag's name: its first word, or the second after a loop label (`outer: for`).
    var tagName: String? {
        guard let first = components.first else { return nil }
        return first.hasSuffix(":") && components.count >= 2 ? components[1] : first
    }

    /// Where the contents sit in the source: their first occurrence within the token, or the
    /// token's start when they do not occur verbatim (a tag spread over several lines).
    var span: SourceSpan {
        let length = contents.count
        let needle = Array(contents.utf8)
        let haystack = source.text.utf8
        if !needle.isEmpty, byteRange.count >= needle.count {
            let start = haystack.index(haystack.startIndex, offsetBy: byteRange.lowerBound)
            let tokenBytes = Array(haystack[start..<haystack.index(start, offsetBy: byteRange.count)])
            if let found = firstOccurrence(of: needle, in: tokenBytes) {
                return SourceSpan(source: source, offset: byteRange.lowerBound + found, length: length)
            }
        }
        return SourceSpan(source: source, offset: byteRange.lowerBound, length: length)
    }

    /// Where `piece` (an expression inside the contents) sits: its first occurrence in the
    /// contents, else the whole token.
    func span(of piece: String) -> SourceSpan {
        let tokenSpan = span
        let pieceBytes = Array(piece.utf8)
        guard !pieceBytes.isEmpty, let found = firstOccurrence(of: pieceBytes, in: Array(contents.utf8)) else {
            return tokenSpan
        }
        return SourceSpan(source: source, offset: tokenSpan.offset + found, length: piece.count)
    }

    /// Where the token is, for error messages.
    public var location: TemplateLocation { span.location }
}

private func firstOccurrence(of needle: [UInt8], in haystack: [UInt8]) -> Int? {
    guard needle.count <= haystack.count else { return nil }
    for start in 0...(haystack.count - needle.count) where haystack[start] == needle[0] {
        if haystack[start..<(start + needle.count)].elementsEqual(needle) { return start }
    }
    return nil
}
