/// Inheritance cycles, and subentities that redeclare a property of an ancestor.
enum InheritanceRules {
    static func check(_ model: Model) -> [Diagnostic] {
        var diagnostics: [Diagnostic] = []
        for entity in model.entities {
            if let cycle = cycle(from: entity, in: model) {
                diagnostics.append(.error(
                    "entity '\(entity.name)' inherits from itself: " + cycle.joined(separator: " → "),
                    at: entity.location, .inheritance))
                continue
            }
            guard !entity.superentityNames.isEmpty else { continue }
            let inherited = Set(
                entity.inheritedAttributes.map(\.name) + entity.inheritedRelationships.map(\.name)
                    + entity.inheritedFetchedProperties.map(\.name))
            let own: [(String, SourceLocation)] = entity.attributes.map { ($0.name, $0.location) }
                + entity.relationships.map { ($0.name, $0.location) }
                + entity.fetchedProperties.map { ($0.name, $0.location) }
            for (name, location) in own where inherited.contains(name) {
                let owner = entity.superentityNames.reversed().first { ancestor in
                    model.entity(named: ancestor)?.allPropertyNames.contains(name) ?? false
                } ?? "a parent entity"
                diagnostics.append(.error(
                    "property '\(entity.name).\(name)' redeclares '\(name)' inherited from '\(owner)'",
                    at: location, .inheritance))
            }
        }
        return diagnostics
    }

    /// The chain of names that leads back to `entity`, if its parents loop back to it.
    private static func cycle(from entity: Entity, in model: Model) -> [String]? {
        var chain = [entity.name]
        var seen: Set<String> = [entity.name]
        var next = entity.parentName
        while let name = next {
            chain.append(name)
            if name == entity.name { return chain }
            guard seen.insert(name).inserted, let parent = model.entity(named: name) else { return nil }
            next = parent.parentName
        }
        return nil
    }
}
