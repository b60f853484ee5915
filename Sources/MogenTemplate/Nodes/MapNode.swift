/// StencilSwiftKit's `{% map array into result [using item] %}…{% endmap %}`: renders the body
/// once per element (with `maploop.counter` (0-based), `first`, `last`, `item`, and `item` bound
/// to the element) and stores the array of rendered strings as `result`. An empty array or a
/// non-array leaves `result` unset. Outputs nothing.
struct MapNode: TemplateNode {
    let collection: ValueExpression
    let resultName: String
    let itemName: String?
    let body: NodeList
    /// StencilSwiftKit reports errors of the tag itself at its `endmap`.
    let token: Token

    static func compile(_ parser: TemplateParser, _ token: Token) throws -> MapNode {
        let components = token.components
        let hasInto = components.count > 3 && components[2] == "into"
        let endsOrHasUsing = components.count == 4 || (components.count > 5 && components[4] == "using")
        guard hasInto && endsOrHasUsing else {
            throw TemplateError(reason: "'map' statements should use the following 'map {array} into {varname} [using {element}]'.")
        }
        let collection = try parser.compileValueExpression(components[1], in: token)
        let (body, end) = try parser.parseNodes(until: ["endmap"])
        guard let end else {
            throw TemplateError(reason: "`endmap` was not found.")
        }
        return MapNode(
            collection: collection, resultName: components[3],
            itemName: components.count > 5 ? components[5] : nil, body: body, token: end
        )
    }

    func render(into output: inout String, context: RenderContext) throws {
        let value: TemplateValue?
        do {
            value = try collection.resolve(in: context, strictly: context.isStrict)
        } catch {
            throw TemplateError.located(error, at: token.span)
        }
        guard case .array(let elements)? = value, !elements.isEmpty else { return }
        var results: [TemplateValue] = []
        results.reserveCapacity(elements.count)
        for (index, element) in elements.enumerated() {
            context.pushLevel()
            defer { context.popLevel() }
            let loop: [String: TemplateValue] = [
                "counter": .int(index), "first": .bool(index == 0),
                "last": .bool(index == elements.count - 1), "item": element,
            ]
            context.bind("maploop", .dictionary(loop))
            if let itemName { context.bind(itemName, element) }
            results.append(.string(try body.renderedString(context: context)))
        }
        context.setValue(.array(results), named: resultName)
    }
}
