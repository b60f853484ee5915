/// Resolves what the file only names: inheritance (ancestors, subentities, inherited properties) and the types of
/// fetch request variables. Unknown names and cycles are left for validation to report.
enum ModelResolver {
    static func resolve(_ model: Model) -> Model {
        let declared = model.entities
        let graph = InheritanceGraph(entities: declared)

        var subentities = [[String]](repeating: [], count: declared.count)
        for (index, entity) in declared.enumerated() {
            if let parentIndex = graph.parentIndexes[index], entity.parentName != entity.name {
                subentities[parentIndex].append(entity.name)
            }
        }
        var entities = withLineage(declared, graph: graph, subentityNames: subentities)

        // Variable types follow key paths through inherited properties, so they come after inheritance.
        let typer = PredicateVariableTyper(model: model.replacingEntities(entities))
        var retyped = false
        for index in entities.indices where !entities[index].fetchedProperties.isEmpty {
            let owner = entities[index].name
            retyped = true
            entities[index].update { properties in
                for property in properties.fetchedProperties.indices {
                    let request = properties.fetchedProperties[property].fetchRequest
                    properties.fetchedProperties[property].fetchRequest.variables = typer.variables(
                        of: request, fetchSource: owner)
                }
            }
        }
        // Subentities inherit the typed fetched properties.
        if retyped { entities = withLineage(entities, graph: graph) }
        var resolved = model.replacingEntities(entities)
        resolved.fetchRequests = model.fetchRequests.map { request in
            var typed = request
            typed.variables = typer.variables(of: request)
            return typed
        }
        return resolved
    }

    /// The entities, each pointing into one hierarchy built from their own properties, and given their subentities'
    /// names when `subentityNames` has them (one copy of each entity's storage for both).
    private static func withLineage(
        _ entities: [Entity], graph: InheritanceGraph, subentityNames: [[String]]? = nil
    ) -> [Entity] {
        let hierarchy = EntityHierarchy(
            members: entities.map { entity in
                EntityHierarchy.Member(
                    name: entity.name, attributes: entity.attributes, relationships: entity.relationships,
                    fetchedProperties: entity.fetchedProperties)
            }, graph: graph)
        var entities = entities
        for index in entities.indices {
            entities[index].update { properties in
                properties.lineage = Lineage(hierarchy: hierarchy, index: index)
                if let subentityNames { properties.subentityNames = subentityNames[index] }
            }
        }
        return entities
    }
}
