/// `{% filter lowercase|capitalize %}…{% endfilter %}`: renders the body, then prints it
/// through the filters.
final class FilterTagNode: RenderNode, @unchecked Sendable {
    /// The body renders in the current level.
    override var storesVariables: Bool { body.storesVariables }

    let body: NodeList
    let expression: ValueNode

    init(body: NodeList, expression: ValueNode) {
        self.body = body
        self.expression = expression
    }

    static func compile(_ parser: TemplateParser, _ token: Token) throws -> FilterTagNode {
        guard token.components.count == 2 else {
            throw TemplateError(reason: "'filter' tag takes one argument, the filter expression")
        }
        let (body, end) = try parser.parseNodes(until: ["endfilter"])
        guard end != nil else {
            throw TemplateError(reason: "`endfilter` was not found.")
        }
        // Stencil applies the filters to a variable holding the body.
        let expression = try parser.filterNode("filter_value|" + token.components[1], in: token)
        return FilterTagNode(body: body, expression: expression)
    }

    override func render(into output: inout TemplateOutput, context: RenderContext) throws {
        let text = try body.renderedString(context: context)
        context.pushLevel()
        defer { context.popLevel() }
        context.bind(.filterValue, .string(text))
        try expression.resolve(in: context, strictly: context.isStrict)?.write(to: &output)
    }
}
