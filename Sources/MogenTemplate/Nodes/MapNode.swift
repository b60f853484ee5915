/// StencilSwiftKit's `{% map array into result [using item] %}…{% endmap %}`: renders the body
/// once per element (with `maploop.counter` (0-based), `first`, `last`, `item`, and `item` bound
/// to the element) and stores the array of rendered strings as `result`. An empty array or a
/// non-array leaves `result` unset. Outputs nothing.
final class MapNode: RenderNode, @unchecked Sendable {
    override var storesVariables: Bool { true }

    let collection: ValueNode
    let resultName: VariableName
    let itemName: VariableName?
    let body: NodeList
    /// StencilSwiftKit reports errors of the tag itself at its `endmap`.
    let token: Token

    init(collection: ValueNode, resultName: VariableName, itemName: VariableName?, body: NodeList, token: Token) {
        self.collection = collection
        self.resultName = resultName
        self.itemName = itemName
        self.body = body
        self.token = token
    }

    static func compile(_ parser: TemplateParser, _ token: Token) throws -> MapNode {
        let components = token.components
        let hasInto = components.count > 3 && components[2] == "into"
        let endsOrHasUsing = components.count == 4 || (components.count > 5 && components[4] == "using")
        guard hasInto && endsOrHasUsing else {
            throw TemplateError(reason: "'map' statements should use the following 'map {array} into {varname} [using {element}]'.")
        }
        let collection = try parser.valueNode(components[1], in: token)
        let (body, end) = try parser.parseNodes(until: ["endmap"])
        guard let end else {
            throw TemplateError(reason: "`endmap` was not found.")
        }
        return MapNode(
            collection: collection, resultName: VariableName(components[3]),
            itemName: components.count > 5 ? VariableName(components[5]) : nil, body: body, token: end
        )
    }

    override func render(into output: inout TemplateOutput, context: RenderContext) throws {
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
            try context.countIterations(1)
            context.pushLevel()
            defer { context.popLevel() }
            context.bind(.maploop, .object(MapLoopInfo(index: index, count: elements.count, item: element)))
            if let itemName { context.bind(itemName, element) }
            results.append(.string(try body.renderedString(context: context)))
        }
        context.setValue(.array(results), for: resultName)
    }
}

/// The `maploop` variable: `counter` (0-based), `first`, `last` and `item`.
final class MapLoopInfo: TemplateObject {
    let index: Int
    let count: Int
    let item: TemplateValue

    init(index: Int, count: Int, item: TemplateValue) {
        self.index = index
        self.count = count
        self.item = item
    }

    func templateValue(forKey key: String) -> TemplateValue? {
        switch key {
        case "counter": .int(index)
        case "first": .bool(index == 0)
        case "last": .bool(index == count - 1)
        case "item": item
        default: nil
        }
    }

    var templateDescription: String {
        TemplateValue.dictionary(["counter": .int(index), "first": .bool(index == 0), "last": .bool(index == count - 1), "item": item]).renderedString
    }
}
