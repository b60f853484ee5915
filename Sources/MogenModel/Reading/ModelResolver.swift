/// Resolves what the file only names: inheritance (ancestors, subentities, inherited properties) and the types of
/// fetch request variables. Unknown names and cycles are left for validation to report.
enum ModelResolver {
    static func resolve(_ model: Model) -> Model {
        var entities = model.entities
        var indexOf: [String: Int] = [:]
        for (index, entity) in entities.enumerated() where indexOf[entity.name] == nil {
            indexOf[entity.name] = index
        }

        for index in entities.indices {
            var ancestors: [String] = []
            var seen: Set<String> = [entities[index].name]
            var next = entities[index].parentName
            while let parent = next, let parentIndex = indexOf[parent], seen.insert(parent).inserted {
                ancestors.append(parent)
                next = entities[parentIndex].parentName
            }
            entities[index].superentityNames = ancestors
            // Root first: a subentity lists inherited properties from the top of the hierarchy down.
            for ancestor in ancestors.reversed() {
                guard let ancestorIndex = indexOf[ancestor] else { continue }
                entities[index].inheritedAttributes += entities[ancestorIndex].attributes
                entities[index].inheritedRelationships += entities[ancestorIndex].relationships
            }
        }
        for entity in model.entities {
            if let parent = entity.parentName, let parentIndex = indexOf[parent], parent != entity.name {
                entities[parentIndex].subentityNames.append(entity.name)
            }
        }

        // Variable types follow key paths through inherited properties, so they come after inheritance.
        let typer = PredicateVariableTyper(model: model.replacingEntities(entities))
        for index in entities.indices {
            for property in entities[index].fetchedProperties.indices {
                let request = entities[index].fetchedProperties[property].fetchRequest
                entities[index].fetchedProperties[property].fetchRequest.variables = typer.variables(
                    of: request, fetchSource: entities[index].name)
            }
        }
        for index in entities.indices {
            for ancestor in entities[index].superentityNames.reversed() {
                guard let ancestorIndex = indexOf[ancestor] else { continue }
                entities[index].inheritedFetchedProperties += entities[ancestorIndex].fetchedProperties
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
