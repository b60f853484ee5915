/// A set of tags and filters to add to a ``TemplateEnvironment``. The built-in Stencil and
/// StencilSwiftKit tags and filters are registered through this same type.
///
/// ```swift
/// var extras = TemplateExtension()
/// extras.registerFilter("swiftType") { value in
///     .string(swiftTypeName(for: value.renderedString))
/// }
/// extras.registerFilter("prefixed") { value, arguments in
///     .string((arguments.first?.renderedString ?? "") + value.renderedString)
/// }
/// let environment = TemplateEnvironment(extensions: [extras])
/// ```
public struct TemplateExtension: Sendable {
    /// Compiles a tag: reads the tag's ``Token``, consumes a body with
    /// ``TemplateParser/parseNodes(until:)`` if it has one, and returns the node that renders it.
    public typealias TagCompiler = @Sendable (TemplateParser, Token) throws -> any TemplateNode

    private(set) var tags: [String: TagCompiler] = [:]
    private(set) var filters: [String: TemplateFilter] = [:]

    public init() {}

    /// Registers the tag `name` (`{% name … %}`). A later registration of the same name wins.
    public mutating func registerTag(_ name: String, _ compile: @escaping TagCompiler) {
        tags[name] = compile
    }

    /// Registers a body-less tag whose output `render` computes.
    public mutating func registerSimpleTag(_ name: String, _ render: @escaping @Sendable (RenderContext) throws -> String) {
        registerTag(name) { _, _ in SimpleTagNode(render: render) }
    }

    /// Registers a filter that takes no arguments (`{{ value|name }}`); passing arguments to it
    /// is an error. With `acceptsUndefined`, strict mode passes undefined input as `null`.
    public mutating func registerFilter(
        _ name: String,
        acceptsUndefined: Bool = false,
        _ filter: @escaping @Sendable (TemplateValue) throws -> TemplateValue
    ) {
        filters[name] = TemplateFilter(.value(filter), acceptsUndefined: acceptsUndefined)
    }

    /// Registers a filter taking arguments (`{{ value|name:arg1,arg2 }}`).
    public mutating func registerFilter(
        _ name: String,
        acceptsUndefined: Bool = false,
        _ filter: @escaping @Sendable (TemplateValue, [TemplateValue]) throws -> TemplateValue
    ) {
        filters[name] = TemplateFilter(.arguments(filter), acceptsUndefined: acceptsUndefined)
    }

    /// Registers a filter that also reads the render context (variables, environment).
    public mutating func registerFilter(
        _ name: String,
        acceptsUndefined: Bool = false,
        _ filter: @escaping @Sendable (TemplateValue, [TemplateValue], RenderContext) throws -> TemplateValue
    ) {
        filters[name] = TemplateFilter(.context(filter), acceptsUndefined: acceptsUndefined)
    }

    /// Registers a Boolean filter and its negation (`contains` and `!contains`).
    mutating func registerFilter(
        _ name: String,
        negatedAs negatedName: String,
        _ filter: @escaping @Sendable (TemplateValue, [TemplateValue]) throws -> Bool
    ) {
        registerFilter(name) { value, arguments in .bool(try filter(value, arguments)) }
        registerFilter(negatedName) { value, arguments in .bool(try !filter(value, arguments)) }
    }
}

/// A tag registered with ``TemplateExtension/registerSimpleTag(_:_:)``.
private final class SimpleTagNode: TemplateNode {
    let render: @Sendable (RenderContext) throws -> String

    init(render: @escaping @Sendable (RenderContext) throws -> String) {
        self.render = render
    }

    func render(into output: inout TemplateOutput, context: RenderContext) throws {
        output.append(try render(context))
    }
}

/// The tags and filters of an environment, looked up by name.
struct TemplateRegistry: Sendable {
    let tags: [String: TemplateExtension.TagCompiler]
    let filters: [String: TemplateFilter]

    /// Merges `extensions`; for a name registered twice, the earlier extension wins, so user
    /// extensions listed first override built-ins.
    init(_ extensions: [TemplateExtension]) {
        var tags: [String: TemplateExtension.TagCompiler] = [:]
        var filters: [String: TemplateFilter] = [:]
        for templateExtension in extensions.reversed() {
            tags.merge(templateExtension.tags) { _, later in later }
            filters.merge(templateExtension.filters) { _, later in later }
        }
        self.tags = tags
        self.filters = filters
    }

    /// The filter `name`, or Stencil's "Unknown filter" error listing similar names.
    func filter(named name: String) throws -> TemplateFilter {
        if let filter = filters[name] { return filter }
        let similar = suggestions(for: name, among: filters.keys)
        let reason = similar.isEmpty
            ? "Unknown filter '\(name)'."
            : "Unknown filter '\(name)'. Found similar filters: \(similar.map { "'\($0)'" }.joined(separator: ", "))."
        throw TemplateError(reason: reason, suggestions: similar)
    }
}
