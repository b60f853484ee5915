/// `{% if a %}…{% elif b %}…{% else %}…{% endif %}` and the deprecated
/// `{% ifnot a %}…{% else %}…{% endif %}`. The branch that renders gets its own context level.
struct IfNode: TemplateNode {
    struct Branch: Sendable {
        /// `nil` for `else`.
        let condition: Condition?
        let body: NodeList
    }

    let branches: [Branch]
    /// Where runtime errors of the tag itself are reported: the `if` tag, or for `ifnot`
    /// the tag closing its first branch (Stencil's placement).
    let token: Token

    static func compileIf(_ parser: TemplateParser, _ token: Token) throws -> IfNode {
        let endTags: Set<String> = ["endif", "elif", "else"]
        var branches: [Branch] = []
        var condition = try parser.compileCondition(token.components.dropFirst(), in: token)
        var (body, next) = try parser.parseNodes(until: endTags)
        branches.append(Branch(condition: condition, body: body))

        while let current = next, current.contents.hasPrefix("elif") {
            condition = try parser.compileCondition(current.components.dropFirst(), in: current)
            (body, next) = try parser.parseNodes(until: endTags)
            branches.append(Branch(condition: condition, body: body))
        }
        if let current = next, current.contents == "else" {
            (body, next) = try parser.parseNodes(until: ["endif"])
            branches.append(Branch(condition: nil, body: body))
        }
        guard let end = next, end.contents == "endif" else {
            throw TemplateError(reason: "`endif` was not found.")
        }
        return IfNode(branches: branches, token: token)
    }

    static func compileIfNot(_ parser: TemplateParser, _ token: Token) throws -> IfNode {
        guard token.components.count == 2 else {
            throw TemplateError(reason: "'ifnot' statements should use the following syntax 'ifnot condition'.")
        }
        let condition = try parser.compileCondition(token.components.dropFirst(), in: token)
        let (whenFalse, next) = try parser.parseNodes(until: ["endif", "else"])
        guard let end = next else {
            throw TemplateError(reason: "`endif` was not found.")
        }
        var whenTrue = NodeList.empty
        if end.contents == "else" {
            whenTrue = try parser.parseNodes(until: ["endif"]).nodes
        }
        return IfNode(branches: [Branch(condition: condition, body: whenTrue), Branch(condition: nil, body: whenFalse)], token: end)
    }

    func render(into output: inout String, context: RenderContext) throws {
        for branch in branches {
            if let condition = branch.condition {
                let holds: Bool
                do {
                    holds = try condition.evaluate(in: context)
                } catch {
                    throw TemplateError.located(error, at: token.span)
                }
                guard holds else { continue }
            }
            context.pushLevel()
            defer { context.popLevel() }
            try branch.body.render(into: &output, context: context)
            return
        }
    }
}
