/// StencilSwiftKit's `{% import "name" %}`: renders another template in the current context
/// level and discards its output, so the `set`s and `macro`s at its top level become
/// available to the importing template.
final class ImportNode: RenderNode, @unchecked Sendable {
    override var storesVariables: Bool { true }

    let templateName: ValueNode
    let token: Token

    init(templateName: ValueNode, token: Token) {
        self.templateName = templateName
        self.token = token
    }

    static func compile(_ parser: TemplateParser, _ token: Token) throws -> ImportNode {
        guard token.components.count == 2 else {
            throw TemplateError(reason: "'import' tag requires one argument, the template file to be imported.")
        }
        return ImportNode(templateName: compileOperand(token.components[1]), token: token)
    }

    override func render(into output: inout TemplateOutput, context: RenderContext) throws {
        let name = try resolveTemplateName(templateName, context)
        do {
            let template = try context.template(named: name)
            try context.nested {
                _ = try template.nodes.renderedString(context: context)
            }
        } catch {
            throw TemplateError.throughLoadingTag(error, at: token.span)
        }
    }
}
