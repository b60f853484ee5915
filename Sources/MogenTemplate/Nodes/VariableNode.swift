/// `{{ expression }}`, `{{ a == b }}` (prints `true`/`false`) and the conditional form
/// `{{ value if condition else other }}`.
final class VariableNode: RenderNode, @unchecked Sendable {
    let value: ValueNode
    let condition: TestNode?
    let alternative: ValueNode?

    init(value: ValueNode, condition: TestNode? = nil, alternative: ValueNode? = nil) {
        self.value = value
        self.condition = condition
        self.alternative = alternative
    }

    static func compile(_ parser: TemplateParser, _ token: Token) throws -> VariableNode {
        let components = token.components
        guard let subject = components.first else {
            throw TemplateError(reason: "Missing variable name")
        }
        if components.count > 2, components[1] == "if" {
            let rest = components[2...]
            if let elseIndex = rest.firstIndex(of: "else") {
                let alternative = components[(elseIndex + 1)...].joined(separator: " ")
                return VariableNode(
                    value: try parser.valueNode(subject, in: token),
                    condition: try parser.testNode(rest[..<elseIndex], in: token),
                    alternative: try compileContent(alternative, parser: parser, token: token)
                )
            }
            return VariableNode(value: try parser.valueNode(subject, in: token), condition: try parser.testNode(rest, in: token))
        }
        return VariableNode(value: try compileContent(token.contents, parser: parser, token: token))
    }

    /// A Boolean expression prints `true`/`false`, a single operand its value; text that is not
    /// an expression (`{{ a b }}`) is read whole as one filter expression, as Stencil does.
    private static func compileContent(_ text: String, parser: TemplateParser, token: Token) throws -> ValueNode {
        let components = splitComponents(text)
        if let test = try? parser.testNode(components, in: token) {
            return test.plainOperand ?? TestResult(test, text: text)
        }
        return try parser.valueNode(text, in: token)
    }

    override func render(into output: inout TemplateOutput, context: RenderContext) throws {
        if let condition, try !condition.test(in: context) {
            try alternative?.resolve(in: context, strictly: context.isStrict)?.write(to: &output)
            return
        }
        try value.write(in: context, strictly: context.isStrict, to: &output)
    }
}

/// A Boolean expression used as a value: `true` or `false`.
private final class TestResult: ValueNode, @unchecked Sendable {
    let test: TestNode

    init(_ test: TestNode, text: String) {
        self.test = test
        super.init(text: text)
    }

    override func resolve(in context: RenderContext, strictly: Bool) throws -> TemplateValue? {
        .bool(try test.test(in: context))
    }
}
