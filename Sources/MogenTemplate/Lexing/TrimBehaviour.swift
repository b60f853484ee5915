import Foundation

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

extension TrimBehaviour: CustomStringConvertible {
    /// Reads a behaviour as a command line or configuration file spells it: a preset (`smart`,
    /// `nothing`, `all`), one mode for both sides (`whitespace`), or `leading,trailing` with
    /// Stencil's mode names (`whitespace,whitespaceAndOneNewLine`). `nil` for anything else.
    public init?(names: String) {
        let parts = names.split(separator: ",", omittingEmptySubsequences: false)
            .map { $0.trimmingCharacters(in: .whitespaces) }
        switch parts.count {
        case 1:
            switch parts[0] {
            case "smart": self = .smart
            case "all": self = .all
            default:
                guard let trim = Trim(rawValue: parts[0]) else { return nil }
                self.init(leading: trim, trailing: trim)
            }
        case 2:
            guard let leading = Trim(rawValue: parts[0]), let trailing = Trim(rawValue: parts[1]) else { return nil }
            self.init(leading: leading, trailing: trailing)
        default:
            return nil
        }
    }

    /// `leading,trailing` with Stencil's mode names; ``init(names:)`` reads it back.
    public var description: String { "\(leading.rawValue),\(trailing.rawValue)" }
}
