/// Inheritance cycles, and subentities that redeclare a property of an ancestor.
enum InheritanceRules {
    /// Cycles longer than this are shown by their ends, so that a message stays one readable line.
    private static let longestCycleShown = 8

    static func check(_ model: Model) -> [Diagnostic] {
        let entities = model.entities
        let graph = InheritanceGraph(entities: entities)
        var diagnostics: [Diagnostic] = []
        var onCycle = [Bool](repeating: false, count: entities.count)
        var cycleMessages: [Int: String] = [:]
        for cycle in graph.cycles {
            for (position, index) in cycle.enumerated() {
                onCycle[index] = true
                let names = (0...cycle.count).map { entities[cycle[(position + $0) % cycle.count]].name }
                cycleMessages[index] = "entity '\(entities[index].name)' inherits from itself: " + chainText(names)
            }
        }
        let redeclarations = Redeclarations(entities: entities, graph: graph)
        for index in entities.indices {
            if let message = cycleMessages[index] {
                diagnostics.append(.error(message, at: entities[index].location, .inheritance))
                continue
            }
            for (name, location, owner) in redeclarations.found[index] {
                diagnostics.append(.error(
                    "property '\(entities[index].name).\(name)' redeclares '\(name)' inherited from '\(owner)'",
                    at: location, .inheritance))
            }
        }
        return diagnostics
    }

    private static func chainText(_ names: [String]) -> String {
        guard names.count > longestCycleShown + 1 else { return names.joined(separator: " → ") }
        let shown = names.prefix(longestCycleShown / 2) + ["…"] + names.suffix(longestCycleShown / 2)
        return shown.joined(separator: " → ") + " (\(names.count - 1) entities)"
    }
}

/// Own properties whose name an ancestor already declares, with the topmost such ancestor. Hierarchies are walked
/// from their roots down, keeping the names declared above the current entity, so each property is looked at once.
private struct Redeclarations {
    /// For each entity: the property name, where it is declared, and the ancestor it is inherited from.
    private(set) var found: [[(name: String, location: SourceLocation, owner: String)]]

    init(entities: [Entity], graph: InheritanceGraph) {
        found = Array(repeating: [], count: entities.count)
        var children = [[Int]](repeating: [], count: entities.count)
        var roots: [Int] = []
        for index in entities.indices {
            if graph.reachesCycle[index] {
                checkAlone(index, entities: entities)
            } else if let parent = graph.parentIndexes[index] {
                children[parent].append(index)
            } else {
                roots.append(index)
            }
        }
        // The topmost declarer of each name among the ancestors of the entity being visited.
        var declaredAbove: [String: Int] = [:]
        // Depth-first without recursion (a hierarchy can be thousands deep): an entry that is not `entering` marks
        // leaving that entity.
        var stack: [(index: Int, entering: Bool)] = roots.reversed().map { ($0, true) }
        var added: [[String]] = Array(repeating: [], count: entities.count)
        while let (index, entering) = stack.popLast() {
            guard entering else {
                for name in added[index] { declaredAbove[name] = nil }
                continue
            }
            for (name, location) in Self.ownProperties(entities[index]) {
                if let owner = declaredAbove[name], owner != index {
                    found[index].append((name, location, entities[owner].name))
                } else if declaredAbove[name] == nil {
                    declaredAbove[name] = index
                    added[index].append(name)
                }
            }
            stack.append((index, false))
            stack += children[index].reversed().map { ($0, true) }
        }
    }

    /// An entity on or below a cycle: its resolved inherited properties are all there is to compare with.
    private mutating func checkAlone(_ index: Int, entities: [Entity]) {
        let entity = entities[index]
        let inherited = Set(
            entity.inheritedAttributes.map(\.name) + entity.inheritedRelationships.map(\.name)
                + entity.inheritedFetchedProperties.map(\.name))
        for (name, location) in Self.ownProperties(entity) where inherited.contains(name) {
            let owner = entity.superentityNames.reversed().first { ancestor in
                let declarer = entities.first { $0.name == ancestor }
                return declarer.map { Self.ownProperties($0).contains { $0.name == name } } ?? false
            } ?? "a parent entity"
            found[index].append((name, location, owner))
        }
    }

    private static func ownProperties(_ entity: Entity) -> [(name: String, location: SourceLocation)] {
        entity.attributes.map { ($0.name, $0.location) } + entity.relationships.map { ($0.name, $0.location) }
            + entity.fetchedProperties.map { ($0.name, $0.location) }
    }
}
