/// A compiled piece of a template that writes its output when rendered.
///
/// Custom tags return one from their ``TemplateExtension/TagCompiler``. Nodes are immutable
/// and shared by every render of a compiled template, possibly on several threads at once:
/// keep per-render state in the ``RenderContext``.
public protocol TemplateNode: AnyObject, Sendable {
    func render(into output: inout TemplateOutput, context: RenderContext) throws
}

/// The base class of the built-in nodes. Rendering dispatches through a class (not a protocol
/// existential) so that ``NodeList`` can call nodes without retaining each one. Subclasses
/// hold only `let` properties of `Sendable` types, which makes them `Sendable` in fact.
///
/// About `Unmanaged.passUnretained(x)._withUnsafeGuaranteedRef`, used on the hottest paths:
/// loading a reference from an array or enum and calling into code the optimizer cannot see
/// through costs an atomic retain and release, a large share of rendering time. Compiled
/// templates own all their nodes and expressions for the whole render, so those calls borrow
/// instead. (It must be written inline on the element: passed through a helper function or
/// read via `withUnsafeBufferPointer`, the retain comes back.)
class RenderNode: TemplateNode, @unchecked Sendable {
    func render(into output: inout TemplateOutput, context: RenderContext) throws {}

    /// Whether rendering may store variables into the current context level (`set`, `macro`,
    /// `map`, `import`, custom tags), so that a tag giving its body a level of its own only
    /// needs one when the body does this.
    var storesVariables: Bool { false }
}

/// A custom tag's node, adapted to the built-in base class.
final class CustomNode: RenderNode, @unchecked Sendable {
    let node: any TemplateNode

    override var storesVariables: Bool { true }

    init(_ node: any TemplateNode) {
        self.node = node
    }

    override func render(into output: inout TemplateOutput, context: RenderContext) throws {
        try node.render(into: &output, context: context)
    }
}

/// A sequence of nodes (a template, or a tag's body), with the tokens that produced them so
/// that an error is reported at the innermost tag or variable involved. (A class, so that
/// nodes holding one pass it around with a single reference, usually not even retained.)
public final class NodeList: Sendable {
    let nodes: [RenderNode]
    let tokens: [Token?]
    /// Whether any node may store into the level it renders in.
    let storesVariables: Bool

    init(nodes: [RenderNode], tokens: [Token?]) {
        self.nodes = nodes
        self.tokens = tokens
        self.storesVariables = nodes.contains { $0.storesVariables }
    }

    public static let empty = NodeList(nodes: [], tokens: [])

    public var isEmpty: Bool { nodes.isEmpty }

    /// Renders the nodes in order. Stops early when a `break` or `continue` has been requested,
    /// leaving it to the enclosing loop. What each node writes counts against the render's
    /// output limit (a single node adds at most one value, itself within the limit).
    public func render(into output: inout TemplateOutput, context: RenderContext) throws {
        for index in nodes.indices {
            do {
                try Unmanaged.passUnretained(nodes[index])._withUnsafeGuaranteedRef { try $0.render(into: &output, context: context) }
                try context.countNewOutput(of: &output)
            } catch {
                throw TemplateError.located(error, at: tokens[index]?.span)
            }
            if context.loopInterrupt != nil { return }
        }
    }

    /// The rendered text, for tags that capture their body (`set`, `filter`, `map`).
    public func renderedString(context: RenderContext) throws -> String {
        try context.capture { output in try render(into: &output, context: context) }
    }
}

/// Literal text, trimmed at compile time and kept as UTF-8.
final class TextNode: RenderNode, @unchecked Sendable {
    let bytes: [UInt8]

    init(text: String) {
        bytes = Array(text.utf8)
    }

    override func render(into output: inout TemplateOutput, context: RenderContext) throws {
        bytes.withUnsafeBufferPointer { output.append(bytes: $0) }
    }
}
