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
        let ancestorNames = graph.ancestors { declared[$0].name }
        let inheritedAttributes = graph.inherited { declared[$0].attributes }
        let inheritedRelationships = graph.inherited { declared[$0].relationships }
        var entities = declared
        for index in entities.indices {
            entities[index].update { properties in
                properties.superentityNames = ancestorNames[index]
                properties.subentityNames = subentities[index]
                properties.inheritedAttributes = inheritedAttributes[index]
                properties.inheritedRelationships = inheritedRelationships[index]
            }
        }

        // Variable types follow key paths through inherited properties, so they come after inheritance.
        let typer = PredicateVariableTyper(model: model.replacingEntities(entities))
        for index in entities.indices where !entities[index].fetchedProperties.isEmpty {
            let owner = entities[index].name
            entities[index].update { properties in
                for property in properties.fetchedProperties.indices {
                    let request = properties.fetchedProperties[property].fetchRequest
                    properties.fetchedProperties[property].fetchRequest.variables = typer.variables(
                        of: request, fetchSource: owner)
                }
            }
        }
        let typedFetchedProperties = entities.map(\.fetchedProperties)
        let inheritedFetchedProperties = graph.inherited { typedFetchedProperties[$0] }
        for index in entities.indices where !inheritedFetchedProperties[index].isEmpty {
            entities[index].update { properties in
                properties.inheritedFetchedProperties = inheritedFetchedProperties[index]
            }
        }
        var resolved = model.replacingEntities(entities)
        resolved.fetchRequests = model.fetchRequests.map { request in
            var typed = request
            typed.variables = typer.variables(of: request)
            return typed
        }
        return resolved
    }
}
