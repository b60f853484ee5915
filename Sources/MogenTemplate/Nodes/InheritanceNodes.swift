/// `{% extends "base" %}`: renders the parent template, whose `{% block %}`s are replaced by
/// the blocks this template defines at its top level. Everything else after `extends` is
/// ignored; anything before it renders normally.
final class ExtendsNode: RenderNode, @unchecked Sendable {
    let parentName: ValueNode
    let blocks: [String: BlockNode]
    let token: Token

    init(parentName: ValueNode, blocks: [String: BlockNode], token: Token) {
        self.parentName = parentName
        self.blocks = blocks
        self.token = token
    }

    static func compile(_ parser: TemplateParser, _ token: Token) throws -> ExtendsNode {
        guard token.components.count == 2 else {
            throw TemplateError(reason: "'extends' takes one argument, the template file to be extended")
        }
        let rest = try parser.parseNodes().nodes
        guard !rest.nodes.contains(where: { $0 is ExtendsNode }) else {
            throw TemplateError(reason: "'extends' cannot appear more than once in the same template")
        }
        var blocks: [String: BlockNode] = [:]
        for case let block as BlockNode in rest.nodes {
            blocks[block.name] = block
        }
        return ExtendsNode(parentName: compileOperand(token.components[1]), blocks: blocks, token: token)
    }

    override func render(into output: inout TemplateOutput, context: RenderContext) throws {
        let name = try resolveTemplateName(parentName, context)
        let startsChain = context.blockOverrides == nil
        var overrides = context.blockOverrides ?? [:]
        for (blockName, block) in blocks {
            overrides[blockName, default: []].append(block)
        }
        context.blockOverrides = overrides
        defer { if startsChain { context.blockOverrides = nil } }
        do {
            let parent = try context.template(named: name)
            try context.nested {
                try context.withLevel {
                    try parent.nodes.render(into: &output, context: context)
                }
            }
        } catch let error as TemplateError where error.location?.templateName == token.source.name {
            // Raised by one of this template's own blocks: already located here.
            throw error
        } catch {
            throw TemplateError.throughLoadingTag(error, at: token.span)
        }
    }
}

/// `{% block name %}…{% endblock %}`: content an extending template may replace. Inside a
/// replacement, `{{ block.super }}` is the replaced content; once rendered, a block is also
/// readable as `{{ block.name }}`.
final class BlockNode: RenderNode, @unchecked Sendable {
    /// The body renders in the current level.
    override var storesVariables: Bool { body.storesVariables }

    let name: String
    let body: NodeList
    let token: Token

    init(name: String, body: NodeList, token: Token) {
        self.name = name
        self.body = body
        self.token = token
    }

    static func compile(_ parser: TemplateParser, _ token: Token) throws -> BlockNode {
        guard token.components.count == 2 else {
            throw TemplateError(reason: "'block' tag takes one argument, the block name")
        }
        // A missing `endblock` is not an error: the block runs to the end of the template.
        let body = try parser.parseNodes(until: ["endblock"]).nodes
        return BlockNode(name: token.components[1], body: body, token: token)
    }

    override func render(into output: inout TemplateOutput, context: RenderContext) throws {
        if let replacement = context.blockOverrides?[name]?.first {
            context.blockOverrides?[name]?.removeFirst()
            // The replaced content is rendered first, even if unused, as Stencil does.
            var superContent = TemplateOutput()
            try render(into: &superContent, context: context)
            do {
                try context.nested {
                    context.pushLevel()
                    defer { context.popLevel() }
                    context.bind(.block, .dictionary(["super": .string(superContent.string)]))
                    try replacement.render(into: &output, context: context)
                }
            } catch {
                throw TemplateError.located(error, at: replacement.token.span)
            }
            return
        }
        let content = try body.renderedString(context: context)
        context.cacheRenderedBlock(name, content)
        output.append(content)
    }
}
