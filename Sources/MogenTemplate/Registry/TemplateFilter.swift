/// A filter's implementation, as registered with `TemplateExtension.registerFilter`.
public struct TemplateFilter: Sendable {
    enum Body: Sendable {
        /// Takes no arguments; passing some is an error ("Can't invoke filter with an argument").
        case value(@Sendable (TemplateValue) throws -> TemplateValue)
        case arguments(@Sendable (TemplateValue, [TemplateValue]) throws -> TemplateValue)
        case context(@Sendable (TemplateValue, [TemplateValue], RenderContext) throws -> TemplateValue)
    }

    let body: Body
    /// Whether the filter handles undefined input itself (like `default`), so that strict mode
    /// lets an undefined variable reach it instead of failing.
    public let acceptsUndefined: Bool

    init(_ body: Body, acceptsUndefined: Bool = false) {
        self.body = body
        self.acceptsUndefined = acceptsUndefined
    }

    func apply(to value: TemplateValue, arguments: [TemplateValue], context: RenderContext) throws -> TemplateValue {
        switch body {
        case .value(let filter):
            guard arguments.isEmpty else { throw TemplateError(reason: "Can't invoke filter with an argument") }
            return try filter(value)
        case .arguments(let filter):
            return try filter(value, arguments)
        case .context(let filter):
            return try filter(value, arguments, context)
        }
    }
}
