/// `{% [label:] for a[, b] in collection [where condition] %}…[{% empty %}…]{% endfor %}`.
///
/// Arrays iterate their elements, dictionaries their entries sorted by key (one variable gets
/// the key, two get key and value), anything else nothing. `where` filters before the loop,
/// so `forloop` counts the kept items. Each iteration gets a fresh context level holding
/// `forloop` and the loop variables.
final class ForNode: RenderNode, @unchecked Sendable {
    let label: String?
    let variables: [VariableName]
    let collection: ValueNode
    let filter: TestNode?
    let body: NodeList
    let emptyBody: NodeList
    /// Stencil reports errors of the loop itself at the tag that ends its body.
    let token: Token

    init(label: String?, variables: [VariableName], collection: ValueNode, filter: TestNode?, body: NodeList, emptyBody: NodeList, token: Token) {
        self.label = label
        self.variables = variables
        self.collection = collection
        self.filter = filter
        self.body = body
        self.emptyBody = emptyBody
        self.token = token
    }

    static func compile(_ parser: TemplateParser, _ token: Token) throws -> ForNode {
        var components = token.components[...]
        var label: String?
        if let first = components.first, first.hasSuffix(":") {
            label = String(first.dropLast())
            components = components.dropFirst()
        }
        let words = Array(components)
        let hasIn = words.count > 3 && words[2] == "in"
        let endsOrHasWhere = words.count == 4 || (words.count > 5 && words[4] == "where")
        guard hasIn && endsOrHasWhere else {
            throw TemplateError(reason: "'for' statements should use the syntax: `for <x> in <y> [where <condition>]`.")
        }
        let variables = words[1].split(separator: ",").map { VariableName(String($0).trimmingSpaces()) }
        let collection = try parser.valueNode(words[3], in: token)
        let filter = words.count > 5 ? try parser.testNode(words[5...], in: token) : nil

        let (body, end) = try parser.parseLoopBody(label: label, until: ["endfor", "empty"])
        guard let end else {
            throw TemplateError(reason: "`endfor` was not found.")
        }
        var emptyBody = NodeList.empty
        if end.contents == "empty" {
            // Like Stencil, a missing `endfor` after `empty` is tolerated.
            emptyBody = try parser.parseNodes(until: ["endfor"]).nodes
        }
        return ForNode(
            label: label, variables: variables, collection: collection, filter: filter,
            body: body, emptyBody: emptyBody, token: end
        )
    }

    override func render(into output: inout TemplateOutput, context: RenderContext) throws {
        let items: LoopItems
        do {
            items = try selectedItems(context)
        } catch {
            throw TemplateError.located(error, at: token.span)
        }
        guard items.count > 0 else {
            context.pushLevel()
            defer { context.popLevel() }
            try emptyBody.render(into: &output, context: context)
            return
        }
        let ancestors = labelledAncestors(context)
        context.runningLoops.append(label)
        context.pushLevel()
        defer {
            context.popLevel()
            context.runningLoops.removeLast()
        }
        switch items {
        case .values(let values):
            if let variable = variables.first {
                try renderPlainIterations(values, variable: variable, ancestors: ancestors, into: &output, context: context)
                return
            }
            try renderIterations(count: values.count, ancestors: ancestors, into: &output, context: context) { _ in }
        case .entries:
            try renderIterations(count: items.count, ancestors: ancestors, into: &output, context: context) { index in
                try bindVariables(items, index, context)
            }
        }
    }

    /// The common case: array elements bound to one variable (a plain value goes to the first
    /// variable only, whatever its name). The level keeps its two bindings and has them
    /// overwritten in place each iteration, rather than cleared and refilled.
    private func renderPlainIterations(
        _ values: [TemplateValue],
        variable: VariableName,
        ancestors: [String: ForLoopInfo],
        into output: inout TemplateOutput,
        context: RenderContext
    ) throws {
        var loopInfo = ForLoopInfo(index: 0, count: values.count, label: label, ancestors: ancestors)
        let first = context.bindingCount
        context.bind(.forloop, .null)
        context.bind(variable, .null)
        for index in values.indices {
            try context.countIterations(1)
            // Anything the previous iteration stored (`set`) goes; the two slots stay, unless
            // the body unset one of them (`set` to nothing), in which case they are rebuilt.
            if context.hasBindings(.forloop, variable, at: first) {
                context.truncateBindings(to: first + 2)
            } else {
                context.truncateBindings(to: first)
                context.bind(.forloop, .null)
                context.bind(variable, .null)
            }
            context.replaceBinding(at: first, with: .null)
            // Reuse the `forloop` object unless the template kept it (e.g. with `set`).
            if isKnownUniquelyReferenced(&loopInfo) {
                loopInfo.index = index
            } else {
                loopInfo = ForLoopInfo(index: index, count: values.count, label: label, ancestors: ancestors)
            }
            context.replaceBinding(at: first, with: .object(loopInfo))
            context.replaceBinding(at: first + 1, with: values[index])
            try body.render(into: &output, context: context)
            if let interrupt = context.loopInterrupt, !handle(interrupt, context) {
                break
            }
        }
    }

    private func renderIterations(
        count: Int,
        ancestors: [String: ForLoopInfo],
        into output: inout TemplateOutput,
        context: RenderContext,
        bindItem: (Int) throws -> Void
    ) throws {
        var loopInfo = ForLoopInfo(index: 0, count: count, label: label, ancestors: ancestors)
        for index in 0..<count {
            try context.countIterations(1)
            context.clearLevel()
            // Reuse the `forloop` object unless the template kept it (e.g. with `set`).
            if isKnownUniquelyReferenced(&loopInfo) {
                loopInfo.index = index
            } else {
                loopInfo = ForLoopInfo(index: index, count: count, label: label, ancestors: ancestors)
            }
            context.bind(.forloop, .object(loopInfo))
            do {
                try bindItem(index)
            } catch {
                throw TemplateError.located(error, at: token.span)
            }
            try body.render(into: &output, context: context)
            if let interrupt = context.loopInterrupt, !handle(interrupt, context) {
                break
            }
        }
    }

    /// Consumes an interrupt aimed at this loop; returns whether to go on iterating.
    private func handle(_ interrupt: LoopInterrupt, _ context: RenderContext) -> Bool {
        switch interrupt {
        case .continueLoop(let target) where target == nil || target == label:
            context.loopInterrupt = nil
            return true
        case .breakLoop(let target) where target == nil || target == label:
            context.loopInterrupt = nil
            return false
        default:
            // Aimed at an outer loop: stop here and let it propagate.
            return false
        }
    }

    private func selectedItems(_ context: RenderContext) throws -> LoopItems {
        let value = try collection.resolve(in: context, strictly: context.isStrict)
        var items = LoopItems(value)
        guard let filter, items.count > 0 else { return items }
        var kept: [Int] = []
        for index in 0..<items.count {
            try context.countIterations(1)
            context.pushLevel()
            defer { context.popLevel() }
            try bindVariables(items, index, context)
            if try filter.test(in: context) { kept.append(index) }
        }
        items.keep(kept)
        return items
    }

    private func bindVariables(_ items: LoopItems, _ index: Int, _ context: RenderContext) throws {
        switch items {
        case .values(let values):
            // A plain value goes to the first variable only, whatever its name.
            if let first = variables.first { context.bind(first, values[index]) }
        case .entries(let entries):
            let (key, value) = entries[index]
            guard variables.count <= 2 else {
                throw TemplateError(reason: "Tuple '(key: \(key.debugDescription), value: \(value.nestedDescription))' has less values than loop variables")
            }
            for (position, name) in variables.enumerated() where name.text != "_" {
                context.bind(name, position == 0 ? .string(key) : value)
            }
        }
    }

    /// The `forloop` entries of enclosing labelled loops, which nested loops inherit.
    private func labelledAncestors(_ context: RenderContext) -> [String: ForLoopInfo] {
        guard case .object(let object)? = context.value(of: .forloop), let parent = object as? ForLoopInfo else {
            return [:]
        }
        var ancestors = parent.ancestors
        if let parentLabel = parent.label {
            ancestors[parentLabel] = parent.withoutAncestors
        }
        return ancestors
    }
}

/// What a loop iterates: array elements, or dictionary entries sorted by key.
private enum LoopItems {
    case values([TemplateValue])
    case entries([(String, TemplateValue)])

    init(_ value: TemplateValue?) {
        switch value {
        case .array(let values)?:
            self = .values(values)
        case .dictionary(let dictionary)?:
            self = .entries(dictionary.sorted { $0.key < $1.key }.map { ($0.key, $0.value) })
        default:
            self = .values([])
        }
    }

    var count: Int {
        switch self {
        case .values(let values): values.count
        case .entries(let entries): entries.count
        }
    }

    mutating func keep(_ indices: [Int]) {
        switch self {
        case .values(let values): self = .values(indices.map { values[$0] })
        case .entries(let entries): self = .entries(indices.map { entries[$0] })
        }
    }
}

/// The `forloop` variable: `first`, `last`, `counter`, `counter0`, `length`, and for a
/// labelled loop `label` and its own entry under the label, plus the entries of enclosing
/// labelled loops (`forloop.outer.counter`).
final class ForLoopInfo: TemplateObject, @unchecked Sendable {
    /// Advanced by the loop only while nothing else references this object, so no one
    /// observes the change.
    fileprivate(set) var index: Int
    let count: Int
    let label: String?
    let ancestors: [String: ForLoopInfo]

    init(index: Int, count: Int, label: String?, ancestors: [String: ForLoopInfo]) {
        self.index = index
        self.count = count
        self.label = label
        self.ancestors = ancestors
    }

    var withoutAncestors: ForLoopInfo {
        ForLoopInfo(index: index, count: count, label: label, ancestors: [:])
    }

    func templateValue(forKey key: String) -> TemplateValue? {
        switch key {
        case "first": return .bool(index == 0)
        case "last": return .bool(index == count - 1)
        case "counter": return .int(index + 1)
        case "counter0": return .int(index)
        case "length": return .int(count)
        case "label": return label.map { .string($0) }
        default:
            if key == label { return .object(withoutAncestors) }
            return ancestors[key].map { .object($0) }
        }
    }

    var templateDescription: String {
        var entries: [String: TemplateValue] = [
            "first": .bool(index == 0), "last": .bool(index == count - 1),
            "counter": .int(index + 1), "counter0": .int(index), "length": .int(count),
        ]
        if let label { entries["label"] = .string(label) }
        return TemplateValue.dictionary(entries).renderedString
    }
}
