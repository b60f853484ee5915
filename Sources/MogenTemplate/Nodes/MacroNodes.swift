/// StencilSwiftKit's `{% macro name param1 param2 %}…{% endmacro %}`: stores the body,
/// unrendered, as the variable `name` in the innermost context level. Outputs nothing.
final class MacroNode: RenderNode, @unchecked Sendable {
    override var storesVariables: Bool { true }

    let macro: Macro
    let name: VariableName

    init(macro: Macro, name: VariableName) {
        self.macro = macro
        self.name = name
    }

    static func compile(_ parser: TemplateParser, _ token: Token) throws -> MacroNode {
        let components = token.components
        guard components.count >= 2 else {
            throw TemplateError(reason: "'macro' tag takes at least one argument, the name of the variable to set.")
        }
        let (body, end) = try parser.parseNodes(until: ["endmacro"])
        guard end != nil else {
            throw TemplateError(reason: "`endmacro` was not found.")
        }
        return MacroNode(macro: Macro(parameters: components.dropFirst(2).map(VariableName.init), body: body), name: VariableName(components[1]))
    }

    override func render(into output: inout TemplateOutput, context: RenderContext) throws {
        context.setValue(.object(macro), for: name)
    }
}

/// A macro's parameters and body; the value a `macro` tag stores.
final class Macro: TemplateObject {
    let parameters: [VariableName]
    let body: NodeList

    init(parameters: [VariableName], body: NodeList) {
        self.parameters = parameters
        self.body = body
    }

    func templateValue(forKey key: String) -> TemplateValue? { nil }

    var templateDescription: String { "" }
}

/// StencilSwiftKit's `{% call name arg1 arg2 %}`: renders the macro's body in the caller's
/// context plus a level binding its parameters (so the body also sees the caller's variables).
final class CallNode: RenderNode, @unchecked Sendable {
    let name: ValueNode
    let arguments: [ValueNode]

    init(name: ValueNode, arguments: [ValueNode]) {
        self.name = name
        self.arguments = arguments
    }

    static func compile(_ parser: TemplateParser, _ token: Token) throws -> CallNode {
        let components = token.components
        guard components.count >= 2 else {
            throw TemplateError(reason: "'call' tag takes at least one argument, the name of the block to call.")
        }
        let arguments = try components.dropFirst(2).map { try parser.valueNode($0, in: token) }
        return CallNode(name: compileOperand(components[1]), arguments: arguments)
    }

    override func render(into output: inout TemplateOutput, context: RenderContext) throws {
        guard case .object(let object)? = try name.resolve(in: context, strictly: false), let macro = object as? Macro else {
            throw TemplateError(reason: "Call to undefined block '\(name.text)'.")
        }
        guard macro.parameters.count == arguments.count else {
            throw TemplateError(reason: "Block '\(name.text)' accepts \(macro.parameters.count) parameters, \(arguments.count) given.")
        }
        try context.nested {
            context.pushLevel()
            defer { context.popLevel() }
            // Arguments are evaluated in the caller's scope: the new level holds them
            // anonymously until all are known, then they take the parameters' names.
            let first = context.bindingCount
            for argument in arguments {
                // A missing argument leaves the parameter unbound, as in StencilSwiftKit (in
                // strict mode too: printing the parameter reports it).
                let value = try argument.resolve(in: context, strictly: false)
                context.bindAnonymously(value.flatMap { $0.isNull ? nil : $0 } ?? .null)
            }
            for (offset, parameter) in macro.parameters.enumerated() where !context.isNullBinding(at: first + offset) {
                context.nameBinding(at: first + offset, parameter)
            }
            try macro.body.render(into: &output, context: context)
        }
    }
}
