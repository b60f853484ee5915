/// StencilSwiftKit's `{% macro name param1 param2 %}…{% endmacro %}`: stores the body,
/// unrendered, as the variable `name` in the innermost context level. Outputs nothing.
struct MacroNode: TemplateNode {
    let macro: Macro
    let name: String

    static func compile(_ parser: TemplateParser, _ token: Token) throws -> MacroNode {
        let components = token.components
        guard components.count >= 2 else {
            throw TemplateError(reason: "'macro' tag takes at least one argument, the name of the variable to set.")
        }
        let (body, end) = try parser.parseNodes(until: ["endmacro"])
        guard end != nil else {
            throw TemplateError(reason: "`endmacro` was not found.")
        }
        return MacroNode(macro: Macro(parameters: Array(components.dropFirst(2)), body: body), name: components[1])
    }

    func render(into output: inout String, context: RenderContext) throws {
        context.setValue(.object(macro), named: name)
    }
}

/// A macro's parameters and body; the value a `macro` tag stores.
final class Macro: TemplateObject {
    let parameters: [String]
    let body: NodeList

    init(parameters: [String], body: NodeList) {
        self.parameters = parameters
        self.body = body
    }

    func templateValue(forKey key: String) -> TemplateValue? { nil }

    var templateDescription: String { "" }
}

/// StencilSwiftKit's `{% call name arg1 arg2 %}`: renders the macro's body in the caller's
/// context plus a level binding its parameters (so the body also sees the caller's variables).
struct CallNode: TemplateNode {
    let name: Operand
    let arguments: [ValueExpression]

    static func compile(_ parser: TemplateParser, _ token: Token) throws -> CallNode {
        let components = token.components
        guard components.count >= 2 else {
            throw TemplateError(reason: "'call' tag takes at least one argument, the name of the block to call.")
        }
        let arguments = try components.dropFirst(2).map { try parser.compileValueExpression($0, in: token) }
        return CallNode(name: Operand(components[1]), arguments: arguments)
    }

    func render(into output: inout String, context: RenderContext) throws {
        guard case .object(let object)? = try name.resolve(in: context), let macro = object as? Macro else {
            throw TemplateError(reason: "Call to undefined block '\(name.text)'.")
        }
        guard macro.parameters.count == arguments.count else {
            throw TemplateError(reason: "Block '\(name.text)' accepts \(macro.parameters.count) parameters, \(arguments.count) given.")
        }
        var bindings: [(String, TemplateValue)] = []
        for (parameter, argument) in zip(macro.parameters, arguments) {
            // A missing argument leaves the parameter unbound, as in StencilSwiftKit.
            if let value = try argument.resolve(in: context, strictly: context.isStrict), !value.isNull {
                bindings.append((parameter, value))
            }
        }
        try context.nested {
            context.pushLevel()
            defer { context.popLevel() }
            for (parameter, value) in bindings { context.bind(parameter, value) }
            try macro.body.render(into: &output, context: context)
        }
    }
}
