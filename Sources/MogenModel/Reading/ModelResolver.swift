/// Resolves what the file only names: inheritance (ancestors, subentities, inherited properties) and the types of
/// fetch request variables. Unknown names and cycles are left for validation to report.
enum ModelResolver {
    static func resolve(_ model: Model) -> Model {
        let declared = model.entities
        var indexOf: [String: Int] = [:]
        for (index, entity) in declared.enumerated() where indexOf[entity.name] == nil {
            indexOf[entity.name] = index
        }

        var subentities = [[String]](repeating: [], count: declared.count)
        for entity in declared {
            if let parent = entity.parentName, let parentIndex = indexOf[parent], parent != entity.name {
                subentities[parentIndex].append(entity.name)
            }
        }
        var entities = declared
        for index in entities.indices {
            var ancestors: [String] = []
            var seen: Set<String> = [declared[index].name]
            var next = declared[index].parentName
            while let parent = next, let parentIndex = indexOf[parent], seen.insert(parent).inserted {
                ancestors.append(parent)
                next = declared[parentIndex].parentName
            }
            // Root first: a subentity lists inherited properties from the top of the hierarchy down.
            let ancestorIndexes = ancestors.reversed().compactMap { indexOf[$0] }
            entities[index].update { properties in
                properties.superentityNames = ancestors
                properties.subentityNames = subentities[index]
                properties.inheritedAttributes = ancestorIndexes.flatMap { declared[$0].attributes }
                properties.inheritedRelationships = ancestorIndexes.flatMap { declared[$0].relationships }
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
        for index in entities.indices where !entities[index].superentityNames.isEmpty {
            let ancestorIndexes = entities[index].superentityNames.reversed().compactMap { indexOf[$0] }
            entities[index].update { properties in
                properties.inheritedFetchedProperties = ancestorIndexes.flatMap { typedFetchedProperties[$0] }
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
