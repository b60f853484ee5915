/// `{% if a %}…{% elif b %}…{% else %}…{% endif %}` and the deprecated
/// `{% ifnot a %}…{% else %}…{% endif %}`. The branch that renders gets its own context level.
final class IfNode: RenderNode, @unchecked Sendable {
    final class Branch: Sendable {
        /// `nil` for `else`.
        /// Always true for `else`.
        let condition: TestNode
        let body: NodeList

        init(condition: TestNode, body: NodeList) {
            self.condition = condition
            self.body = body
        }
    }

    let branches: [Branch]
    /// Where runtime errors of the tag itself are reported: the `if` tag, or for `ifnot`
    /// the tag closing its first branch (Stencil's placement).
    let token: Token

    init(branches: [Branch], token: Token) {
        self.branches = branches
        self.token = token
    }

    static func compileIf(_ parser: TemplateParser, _ token: Token) throws -> IfNode {
        let endTags: Set<String> = ["endif", "elif", "else"]
        var branches: [Branch] = []
        var condition = try parser.testNode(token.components.dropFirst(), in: token)
        var (body, next) = try parser.parseNodes(until: endTags)
        branches.append(Branch(condition: condition, body: body))

        while let current = next, current.contents.hasPrefix("elif") {
            condition = try parser.testNode(current.components.dropFirst(), in: current)
            (body, next) = try parser.parseNodes(until: endTags)
            branches.append(Branch(condition: condition, body: body))
        }
        if let current = next, current.contents == "else" {
            (body, next) = try parser.parseNodes(until: ["endif"])
            branches.append(Branch(condition: AlwaysTrue(), body: body))
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
        let condition = try parser.testNode(token.components.dropFirst(), in: token)
        let (whenFalse, next) = try parser.parseNodes(until: ["endif", "else"])
        guard let end = next else {
            throw TemplateError(reason: "`endif` was not found.")
        }
        var whenTrue = NodeList.empty
        if end.contents == "else" {
            whenTrue = try parser.parseNodes(until: ["endif"]).nodes
        }
        return IfNode(branches: [Branch(condition: condition, body: whenTrue), Branch(condition: AlwaysTrue(), body: whenFalse)], token: end)
    }

    override func render(into output: inout TemplateOutput, context: RenderContext) throws {
        for index in branches.indices {
            let taken = try Unmanaged.passUnretained(branches[index])._withUnsafeGuaranteedRef { branch in
                try renderIfTaken(branch, into: &output, context: context)
            }
            if taken { return }
        }
    }

    /// Renders `branch` in a new level if its condition holds; returns whether it did.
    private func renderIfTaken(_ branch: Branch, into output: inout TemplateOutput, context: RenderContext) throws -> Bool {
        let holds: Bool
        do {
            // Borrowed, not retained: see `RenderNode`.
            holds = try Unmanaged.passUnretained(branch.condition)._withUnsafeGuaranteedRef { try $0.test(in: context) }
        } catch {
            throw TemplateError.located(error, at: token.span)
        }
        guard holds else { return false }
        guard branch.body.storesVariables else {
            // Nothing could be stored in the branch's level: skip making one.
            try branch.body.render(into: &output, context: context)
            return true
        }
        context.pushLevel()
        defer { context.popLevel() }
        try branch.body.render(into: &output, context: context)
        return true
    }
}
