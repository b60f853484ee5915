/// How much one render may do before it stops with an error, so that a runaway template (one
/// that doubles a string in a loop, nests loops over huge ranges, recurses exponentially, or
/// nests its expressions absurdly) ends quickly, with bounded memory and stack, rather than
/// hanging or crashing the process.
///
/// The defaults are far above what real templates need: mogen's own templates render a
/// 1,000-entity model into one 8 MB file counting 8 MB of text, 123,000 iterations and 2
/// levels of nesting; yet a runaway render ends within seconds.
public struct TemplateLimits: Sendable, Equatable {
    /// Text a render may produce, in UTF-8 bytes: the output, plus the text captured by tags
    /// (`set`, `filter`, `map`, `import`, blocks) and the strings filters return, counted over
    /// the whole render. It bounds the memory of a render and its string work.
    public var maximumOutputBytes: Int
    /// Steps a render may take, counted over the whole render (not per loop): one per loop or
    /// `map` iteration and `where` test, one per macro call, include, extends, and `filter`
    /// filter application, one per number of a range built, and for a regular-expression
    /// `replace` 100 plus 1,000 per 10,000 matching steps (about the same time).
    public var maximumIterations: Int
    /// Includes, extends, imports, macro calls and `filter` filter applications nested inside
    /// each other (recursion depth).
    public var maximumNesting: Int
    /// Nesting of a condition (`if`, `elif`, `where`): parenthesised groups, and operators
    /// whose operand holds another operator in a way that needs recursion. Checked when the
    /// template compiles, before anything is built.
    public var maximumExpressionDepth: Int

    public init(
        maximumOutputBytes: Int = 256 * 1024 * 1024,
        maximumIterations: Int = 10_000_000,
        maximumNesting: Int = 100,
        maximumExpressionDepth: Int = 64
    ) {
        self.maximumOutputBytes = maximumOutputBytes
        self.maximumIterations = maximumIterations
        self.maximumNesting = maximumNesting
        self.maximumExpressionDepth = maximumExpressionDepth
    }

    /// 256 MB of text, 10 million iterations, 100 levels of nesting, expressions 64 deep.
    public static let `default` = TemplateLimits()
}
