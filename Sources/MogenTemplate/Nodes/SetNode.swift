/// StencilSwiftKit's `{% set name %}…{% endset %}` (stores the rendered body as a string) and
/// `{% set name expression %}` (stores the expression's value; an undefined or null value
/// removes the variable). Values go to the innermost context level.
final class SetNode: RenderNode, @unchecked Sendable {
    override var storesVariables: Bool { true }

    enum Content: Sendable {
        case body(NodeList)
        case expression(ValueNode)
    }

    let name: VariableName
    let content: Content

    init(name: VariableName, content: Content) {
        self.name = name
        self.content = content
    }

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
            return SetNode(name: VariableName(components[1]), content: .expression(try parser.valueNode(components[2], in: token)))
        }
        let (body, end) = try parser.parseNodes(until: ["endset"])
        guard end != nil else {
            throw TemplateError(reason: "`endset` was not found.")
        }
        return SetNode(name: VariableName(components[1]), content: .body(body))
    }

    override func render(into output: inout TemplateOutput, context: RenderContext) throws {
        switch content {
        case .body(let body):
            context.setValue(.string(try body.renderedString(context: context)), for: name)
        case .expression(let expression):
            // Storing an undefined value unsets the variable, even in strict mode: the mistake
            // surfaces where the variable is printed.
            let value = try expression.resolve(in: context, strictly: false)
            context.setValue(value.flatMap { $0.isNull ? nil : $0 }, for: name)
        }
    }
}
