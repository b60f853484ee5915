import MogenSupport

/// Inheritance cycles, and subentities that redeclare a property of an ancestor.
enum InheritanceRules {
    /// Cycles longer than this are shown by their ends, so that a message stays one readable line.
    private static let longestCycleShown = 8

    static func check(_ model: Model) -> [Diagnostic] {
        let entities = model.entities
        let graph = InheritanceGraph(entities: entities)
        var diagnostics: [Diagnostic] = []
        var cycleMessages: [Int: String] = [:]
        for cycle in graph.cycles {
            let names = cycle.map { entities[$0].name }
            for (position, index) in cycle.enumerated() {
                cycleMessages[index] = "entity \(MessageText.quoted(names[position])) inherits from itself: "
                    + chainText(names, from: position)
            }
        }
        // Cycles that go through a name declared twice, which the graph (first entity of a name) does not see.
        let nameCycles = InheritanceNameCycles(entities: entities)
        for index in entities.indices where nameCycles.isOnCycle[index] && cycleMessages[index] == nil {
            let (name, parent) = (entities[index].name, entities[index].parentName ?? "")
            cycleMessages[index] = "entity \(MessageText.quoted(name)) inherits from itself: its parent "
                + "\(MessageText.quoted(parent)) leads back to \(MessageText.quoted(name)) through an entity name "
                + "declared more than once"
        }
        let redeclarations = Redeclarations(entities: entities, graph: graph)
        for index in entities.indices {
            if let message = cycleMessages[index] {
                diagnostics.append(.error(message, at: entities[index].location, .inheritance))
                continue
            }
            for (name, location, owner) in redeclarations.found[index] {
                diagnostics.append(.error(
                    "property \(quoted: "\(entities[index].name).\(name)") redeclares \(quoted: name) inherited from \(quoted: owner)",
                    at: location, .inheritance))
            }
        }
        return diagnostics
    }

    /// The cycle from the entity at `start` round to it again, by its ends when it is long. Names are picked by
    /// position, so each entity's message costs the same however long the cycle.
    private static func chainText(_ cycle: [String], from start: Int) -> String {
        let length = cycle.count + 1
        func name(_ offset: Int) -> String { cycle[(start + offset) % cycle.count] }
        guard length > longestCycleShown + 1 else { return (0..<length).map(name).joined(separator: " → ") }
        let half = longestCycleShown / 2
        let shown = (0..<half).map(name) + ["…"] + (length - half..<length).map(name)
        return shown.joined(separator: " → ") + " (\(cycle.count) entities)"
    }
}

/// Own properties whose name an ancestor already declares, with the topmost such ancestor. Hierarchies are walked
/// from their roots down, keeping the names declared above the current entity, so each property is looked at once.
/// Entities on a cycle are reported as such instead; a hierarchy hanging from a cycle starts with the cycle's
/// properties above it.
private struct Redeclarations {
    /// For each entity: the property name, where it is declared, and the ancestor it is inherited from.
    private(set) var found: [[(name: String, location: SourceLocation, owner: String)]]

    init(entities: [Entity], graph: InheritanceGraph) {
        found = Array(repeating: [], count: entities.count)
        var children = [[Int]](repeating: [], count: entities.count)
        var roots: [Int] = []
        var hanging: [(index: Int, cycleEntry: Int)] = []
        for index in entities.indices where !graph.isOnCycle[index] {
            if let parent = graph.parentIndexes[index] {
                if graph.isOnCycle[parent] {
                    hanging.append((index, parent))
                } else {
                    children[parent].append(index)
                }
            } else {
                roots.append(index)
            }
        }
        walk(from: roots, above: [:], entities: entities, children: children)
        for (index, cycleEntry) in hanging {
            // The cycle, from the entry round to the entity before it: the farthest is the topmost.
            var cycle = [cycleEntry]
            while let parent = graph.parentIndexes[cycle[cycle.count - 1]], parent != cycleEntry {
                cycle.append(parent)
            }
            var above: [String: Int] = [:]
            for ancestor in cycle.reversed() {
                for (name, _) in Self.ownProperties(entities[ancestor]) where above[name] == nil {
                    above[name] = ancestor
                }
            }
            walk(from: [index], above: above, entities: entities, children: children)
        }
    }

    /// Visits the hierarchies under `starts`, with `above` the topmost declarer of each name above them.
    private mutating func walk(from starts: [Int], above: [String: Int], entities: [Entity], children: [[Int]]) {
        // The topmost declarer of each name among the ancestors of the entity being visited.
        var declaredAbove = above
        // Depth-first without recursion (a hierarchy can be thousands deep): an entry that is not `entering` marks
        // leaving that entity.
        var stack: [(index: Int, entering: Bool)] = starts.reversed().map { ($0, true) }
        var added: [Int: [String]] = [:]
        while let (index, entering) = stack.popLast() {
            guard entering else {
                for name in added[index] ?? [] { declaredAbove[name] = nil }
                continue
            }
            // Most entities have no ancestor and no subentity: there is nothing to look up or to pass down.
            let passesDown = !children[index].isEmpty
            if passesDown || !declaredAbove.isEmpty {
                for (name, location) in Self.ownProperties(entities[index]) {
                    if let owner = declaredAbove[name], owner != index {
                        found[index].append((name, location, entities[owner].name))
                    } else if passesDown, declaredAbove[name] == nil {
                        declaredAbove[name] = index
                        added[index, default: []].append(name)
                    }
                }
            }
            guard passesDown else { continue }
            stack.append((index, false))
            stack += children[index].reversed().map { ($0, true) }
        }
    }

    private static func ownProperties(_ entity: Entity) -> [(name: String, location: SourceLocation)] {
        entity.attributes.map { ($0.name, $0.location) } + entity.relationships.map { ($0.name, $0.location) }
            + entity.fetchedProperties.map { ($0.name, $0.location) }
    }
}
