/// `{% filter lowercase|capitalize %}…{% endfilter %}`: renders the body, then prints it
/// through the filters.
struct FilterTagNode: TemplateNode {
    let body: NodeList
    let expression: FilterExpression

    static func compile(_ parser: TemplateParser, _ token: Token) throws -> FilterTagNode {
        guard token.components.count == 2 else {
            throw TemplateError(reason: "'filter' tag takes one argument, the filter expression")
        }
        let (body, end) = try parser.parseNodes(until: ["endfilter"])
        guard end != nil else {
            throw TemplateError(reason: "`endfilter` was not found.")
        }
        // Stencil applies the filters to a variable holding the body.
        let expression = try parser.compileFilterExpression("filter_value|" + token.components[1], in: token)
        return FilterTagNode(body: body, expression: expression)
    }

    func render(into output: inout String, context: RenderContext) throws {
        let text = try body.renderedString(context: context)
        context.pushLevel()
        defer { context.popLevel() }
        context.bind("filter_value", .string(text))
        try expression.evaluate(in: context).write(to: &output)
    }
}
