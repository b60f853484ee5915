/// `{{ expression }}`, `{{ a == b }}` (prints `true`/`false`) and the conditional form
/// `{{ value if condition else other }}`.
struct VariableNode: TemplateNode {
    enum Content: Sendable {
        case value(ValueExpression)
        case test(Condition)
    }

    let content: Content
    let condition: Condition?
    let alternative: Content?

    static func compile(_ parser: TemplateParser, _ token: Token) throws -> VariableNode {
        let components = token.components
        guard let subject = components.first else {
            throw TemplateError(reason: "Missing variable name")
        }
        if components.count > 2, components[1] == "if" {
            let rest = components[2...]
            if let elseIndex = rest.firstIndex(of: "else") {
                let condition = try parser.compileCondition(rest[..<elseIndex], in: token)
                let alternative = components[(elseIndex + 1)...].joined(separator: " ")
                return VariableNode(
                    content: .value(try parser.compileValueExpression(subject, in: token)),
                    condition: condition,
                    alternative: try compileContent(alternative, parser: parser, token: token)
                )
            }
            return VariableNode(
                content: .value(try parser.compileValueExpression(subject, in: token)),
                condition: try parser.compileCondition(rest, in: token),
                alternative: nil
            )
        }
        return VariableNode(content: try compileContent(token.contents, parser: parser, token: token), condition: nil, alternative: nil)
    }

    /// A Boolean expression prints `true`/`false`, a single operand its value; text that is not
    /// an expression (`{{ a b }}`) is read whole as one filter expression, as Stencil does.
    private static func compileContent(_ text: String, parser: TemplateParser, token: Token) throws -> Content {
        let components = splitComponents(text)
        if let condition = try? parser.compileCondition(components, in: token) {
            if let single = condition.singleOperand { return .value(single) }
            return .test(condition)
        }
        return .value(try parser.compileValueExpression(text, in: token))
    }

    func render(into output: inout String, context: RenderContext) throws {
        if let condition, try !condition.evaluate(in: context) {
            if let alternative { try Self.write(alternative, into: &output, context: context) }
            return
        }
        try Self.write(content, into: &output, context: context)
    }

    private static func write(_ content: Content, into output: inout String, context: RenderContext) throws {
        switch content {
        case .value(let expression):
            try expression.resolve(in: context, strictly: context.isStrict)?.write(to: &output)
        case .test(let condition):
            output += try condition.evaluate(in: context) ? "true" : "false"
        }
    }
}
