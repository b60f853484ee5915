/// `{% include "name" [key] %}`: renders another template with the current context, plus a
/// level holding the entries of the dictionary variable `key` if given.
final class IncludeNode: RenderNode, @unchecked Sendable {
    let templateName: ValueNode
    /// A plain variable name (not a path), looked up in the context.
    let contextKey: VariableName?
    let token: Token

    init(templateName: ValueNode, contextKey: VariableName?, token: Token) {
        self.templateName = templateName
        self.contextKey = contextKey
        self.token = token
    }

    static func compile(_ parser: TemplateParser, _ token: Token) throws -> IncludeNode {
        let components = token.components
        guard components.count == 2 || components.count == 3 else {
            throw TemplateError(reason: """
                'include' tag requires one argument, the template file to be included. \
                A second optional argument can be used to specify the context that will be passed to the included file
                """)
        }
        return IncludeNode(templateName: compileOperand(components[1]), contextKey: components.count == 3 ? VariableName(components[2]) : nil, token: token)
    }

    override func render(into output: inout TemplateOutput, context: RenderContext) throws {
        let name = try resolveTemplateName(templateName, context)
        do {
            let template = try context.template(named: name)
            var entries: [String: TemplateValue] = [:]
            if let contextKey, case .dictionary(let dictionary)? = context.value(of: contextKey) {
                entries = dictionary
            }
            try context.nested {
                try context.withLevel(entries) {
                    try template.nodes.render(into: &output, context: context)
                }
            }
        } catch {
            throw TemplateError.throughLoadingTag(error, at: token.span)
        }
    }
}

/// The template named by `operand`, which must be a string.
func resolveTemplateName(_ operand: ValueNode, _ context: RenderContext) throws -> String {
    guard case .string(let name)? = try operand.resolve(in: context, strictly: false) else {
        // Stencil prints its internal `Variable(variable: "…")` description here.
        throw TemplateError(reason: "'\(operand.text)' could not be resolved as a string")
    }
    return name
}
