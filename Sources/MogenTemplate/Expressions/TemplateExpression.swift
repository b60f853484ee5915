/// A compiled expression, for custom tags: a filter expression (`value|filter:args`) or a
/// range (`1...count`). Built by ``TemplateParser/compileExpression(_:in:)``.
public struct TemplateExpression: Sendable {
    let node: ValueNode

    /// The text it was compiled from.
    public var text: String { node.text }

    /// The value in `context`; an undefined variable is `null`, or an error in strict mode.
    public func evaluate(in context: RenderContext) throws -> TemplateValue {
        try node.resolve(in: context, strictly: context.isStrict) ?? .null
    }
}

/// A compiled Boolean expression, for custom tags. Built by
/// ``TemplateParser/compileCondition(_:in:)``; undefined variables are false.
public struct Condition: Sendable {
    let root: TestNode

    public func evaluate(in context: RenderContext) throws -> Bool {
        try root.test(in: context)
    }
}
