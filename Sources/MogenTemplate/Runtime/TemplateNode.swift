/// A compiled piece of a template that writes its output when rendered.
///
/// Custom tags return one from their ``TemplateExtension/TagCompiler``. Nodes are immutable
/// and shared by every render of a compiled template, possibly on several threads at once:
/// keep per-render state in the ``RenderContext``.
public protocol TemplateNode: Sendable {
    func render(into output: inout String, context: RenderContext) throws
}

/// A sequence of nodes (a template, or a tag's body), with the tokens that produced them so
/// that an error is reported at the innermost tag or variable involved.
public struct NodeList: Sendable {
    let nodes: [any TemplateNode]
    let tokens: [Token?]

    init(nodes: [any TemplateNode], tokens: [Token?]) {
        self.nodes = nodes
        self.tokens = tokens
    }

    public static let empty = NodeList(nodes: [], tokens: [])

    public var isEmpty: Bool { nodes.isEmpty }

    /// Renders the nodes in order. Stops early when a `break` or `continue` has been requested,
    /// leaving it to the enclosing loop.
    public func render(into output: inout String, context: RenderContext) throws {
        for index in nodes.indices {
            do {
                try nodes[index].render(into: &output, context: context)
            } catch {
                throw TemplateError.located(error, at: tokens[index]?.span)
            }
            if context.loopInterrupt != nil { return }
        }
    }

    /// The rendered text, for tags that capture their body (`set`, `filter`, `map`).
    public func renderedString(context: RenderContext) throws -> String {
        var output = ""
        try render(into: &output, context: context)
        return output
    }
}

/// Literal text, trimmed at compile time.
struct TextNode: TemplateNode {
    let text: String

    func render(into output: inout String, context: RenderContext) throws {
        output += text
    }
}
