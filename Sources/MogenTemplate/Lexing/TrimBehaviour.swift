/// How whitespace around block tags (`{% … %}`) is removed, per side, with Stencil's names.
///
/// `leading` is what goes *before* a block tag (the end of the preceding text), `trailing`
/// what goes *after* it (the start of the following text). A `-` marker inside the tag
/// (`{%- … -%}`) trims all whitespace and newlines on its side; `+` keeps everything.
public struct TrimBehaviour: Sendable, Hashable {
    public enum Trim: String, Sendable, CaseIterable {
        /// Keep everything.
        case nothing
        /// Spaces and tabs on the tag's line.
        case whitespace
        /// Spaces and tabs, and one newline.
        case whitespaceAndOneNewLine
        /// All whitespace, newlines included.
        case whitespaceAndNewLines
    }

    public var leading: Trim
    public var trailing: Trim

    public init(leading: Trim, trailing: Trim) {
        self.leading = leading
        self.trailing = trailing
    }

    /// Stencil's default: no trimming.
    public static let nothing = TrimBehaviour(leading: .nothing, trailing: .nothing)
    /// StencilSwiftKit's and SwiftGen's default, and mogen's: a line holding only a tag
    /// disappears with its newline.
    public static let smart = TrimBehaviour(leading: .whitespace, trailing: .whitespaceAndOneNewLine)
    /// Every whitespace character around every block tag.
    public static let all = TrimBehaviour(leading: .whitespaceAndNewLines, trailing: .whitespaceAndNewLines)
}
