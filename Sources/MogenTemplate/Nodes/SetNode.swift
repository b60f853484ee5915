/// StencilSwiftKit's `{% set name %}…{% endset %}` (stores the rendered body as a string) and
/// `{% set name expression %}` (stores the expression's value; an undefined or null value
/// removes the variable). Values go to the innermost context level.
final class SetNode: RenderNode, @unchecked Sendable {
    override var storesVariables: Bool { true }

    let name: VariableName
    /// The value to store, in the expression form; `nil` in the body form.
    let expression: ValueNode?
    /// The body to render and store, in the body form. (Two properties rather than an enum:
    /// binding an enum payload copies it, which here means retaining its arrays.)
    let body: NodeList

    init(name: VariableName, expression: ValueNode?, body: NodeList) {
        self.name = name
        self.expression = expression
        self.body = body
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
            return SetNode(name: VariableName(components[1]), expression: try parser.valueNode(components[2], in: token), body: .empty)
        }
        let (body, end) = try parser.parseNodes(until: ["endset"])
        guard end != nil else {
            throw TemplateError(reason: "`endset` was not found.")
        }
        return SetNode(name: VariableName(components[1]), expression: nil, body: body)
    }

    override func render(into output: inout TemplateOutput, context: RenderContext) throws {
        guard let expression else {
            context.setValue(.string(try body.renderedString(context: context)), for: name)
            return
        }
        // Storing an undefined value unsets the variable, even in strict mode: the mistake
        // surfaces where the variable is printed.
        let value = try expression.resolve(in: context, strictly: false)
        context.setValue(value.flatMap { $0.isNull ? nil : $0 }, for: name)
    }
}
