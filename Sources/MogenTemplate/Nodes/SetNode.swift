/// StencilSwiftKit's `{% set name %}…{% endset %}` (stores the rendered body as a string) and
/// `{% set name expression %}` (stores the expression's value; an undefined or null value
/// removes the variable). Values go to the innermost context level.
struct SetNode: TemplateNode {
    enum Content: Sendable {
        case body(NodeList)
        case expression(ValueExpression)
    }

    let name: String
    let content: Content

    static func compile(_ parser: TemplateParser, _ token: Token) throws -> SetNode {
        let components = token.components
        guard components.count == 2 || components.count == 3 else {
            // Stencil's message; upstream crashes on `{% set %}` with no name at all.
            throw TemplateError(reason: """
                'set' tag takes at least one argument (the name of the variable to set) \
                and optionally the value expression.
                """)
        }
        if components.count == 3 {
            return SetNode(name: components[1], content: .expression(try parser.compileValueExpression(components[2], in: token)))
        }
        let (body, end) = try parser.parseNodes(until: ["endset"])
        guard end != nil else {
            throw TemplateError(reason: "`endset` was not found.")
        }
        return SetNode(name: components[1], content: .body(body))
    }

    func render(into output: inout String, context: RenderContext) throws {
        switch content {
        case .body(let body):
            context.setValue(.string(try body.renderedString(context: context)), named: name)
        case .expression(let expression):
            let value = try expression.resolve(in: context, strictly: context.isStrict)
            context.setValue(value.flatMap { $0.isNull ? nil : $0 }, named: name)
        }
    }
}
