import MogenSupport

/// Names that must refer to something that exists: parent entities, relationship destinations and inverses,
/// fetch request entities, configuration members, composites.
enum ReferenceRules {
    static func check(_ model: Model) -> [Diagnostic] {
        var diagnostics: [Diagnostic] = []
        for entity in model.entities {
            if let parent = entity.parentName, model.entity(named: parent) == nil {
                // Core Data's model compiler leaves the parent unset: the entity is a root entity.
                diagnostics.append(.warning(
                    "entity \(quoted: entity.name) has unknown parent entity \(quoted: parent), which Core Data ignores: "
                        + "\(bare: entity.name) has no parent\(model.entitySuggestion(for: parent))", at: entity.location, .reference))
            }
            for relationship in entity.relationships {
                diagnostics += check(relationship, of: entity, in: model)
            }
            for property in entity.fetchedProperties where model.entity(named: property.fetchRequest.entityName) == nil {
                let name = property.fetchRequest.entityName
                diagnostics.append(.warning(
                    "fetched property \(quoted: "\(entity.name).\(property.name)") fetches unknown entity \(quoted: name), so it fetches "
                        + "nothing and is typed [NSManagedObject]" + model.entitySuggestion(for: name),
                    at: property.location, .reference))
            }
            for attribute in entity.attributes where attribute.type == .composite || attribute.compositeName != nil {
                diagnostics += checkComposite(attribute, owner: "\(entity.name).\(attribute.name)", in: model)
            }
        }
        for composite in model.composites {
            for attribute in composite.attributes {
                diagnostics += checkComposite(attribute, owner: "\(composite.name).\(attribute.name)", in: model)
            }
            if let path = pathToItself(composite, in: model) {
                diagnostics.append(.warning(
                    "composite \(quoted: composite.name) contains itself (\(path.map { "\(quoted: $0)" }.joined(separator: " → "))), "
                        + "so its value never ends; mogen generates no struct for it or a composite that contains it: "
                        + "Core Data classes keep their attributes' dictionaries, and SwiftData classes cannot have "
                        + "those attributes", at: composite.location, .reference))
            }
        }
        for configuration in model.configurations {
            for member in configuration.memberEntities where model.entity(named: member.name) == nil {
                diagnostics.append(.error(
                    "configuration \(quoted: configuration.name) lists unknown entity \(quoted: member.name)"
                        + model.entitySuggestion(for: member.name), at: member.location, .reference))
            }
        }
        return diagnostics
    }

    private static func check(_ relationship: Relationship, of entity: Entity, in model: Model) -> [Diagnostic] {
        var label: String { "\(entity.name).\(relationship.name)" }
        var diagnostics: [Diagnostic] = []
        guard let destination = model.entity(named: relationship.destinationName) else {
            return [.error(
                "relationship \(quoted: label) has unknown destination entity \(quoted: relationship.destinationName)"
                    + model.entitySuggestion(for: relationship.destinationName), at: relationship.location, .reference)]
        }
        switch (relationship.inverseName, relationship.inverseEntityName) {
        case (nil, nil):
            break
        case (_?, nil), (nil, _?):
            diagnostics.append(.warning(
                "relationship \(quoted: label) names an inverse without \(relationship.inverseName == nil ? "its name" : "its entity"); "
                    + "Core Data needs both inverseName and inverseEntity, and ignores the inverse",
                at: relationship.location, .inverse))
        case let (inverseName?, inverseEntityName?):
            guard let inverseEntity = model.entity(named: inverseEntityName) else {
                diagnostics.append(.warning(
                    "relationship \(quoted: label) has unknown inverse entity \(quoted: inverseEntityName), which Core Data ignores"
                        + model.entitySuggestion(for: inverseEntityName),
                    at: relationship.location, .reference))
                break
            }
            if inverseEntity.name != destination.name, !destination.isSubentity(of: inverseEntity.name) {
                diagnostics.append(.warning(
                    "relationship \(quoted: label) has inverse entity \(quoted: inverseEntity.name), which is neither its "
                        + "destination \(quoted: destination.name) nor one of its parent entities",
                    at: relationship.location, .inverse))
            }
            if inverseEntity.relationship(named: inverseName) == nil {
                var message = "relationship \(quoted: label) has inverse \(quoted: "\(inverseEntity.name).\(inverseName)"), which does not "
                    + "exist: Core Data ignores it"
                if let suggestion = Suggestions.closest(to: inverseName, among: inverseEntity.allRelationships.map(\.name)) {
                    message += "; did you mean \(quoted: suggestion)?"
                }
                diagnostics.append(.warning(message, at: relationship.location, .reference))
            }
        }
        return diagnostics
    }

    /// The elements (`Composite.element`) through which `composite` contains itself, the first path a depth-first
    /// search finds; nil when it does not.
    static func pathToItself(_ composite: Composite, in model: Model) -> [String]? {
        var visited: Set<String> = []
        func search(_ current: Composite, path: [String]) -> [String]? {
            for element in current.attributes where element.type == .composite {
                guard let name = element.compositeName else { continue }
                let step = path + ["\(current.name).\(element.name)"]
                if name == composite.name { return step }
                guard visited.insert(name).inserted, let nested = model.composite(named: name) else { continue }
                if let found = search(nested, path: step) { return found }
            }
            return nil
        }
        return search(composite, path: [])
    }

    /// `owner` (`Entity.attribute`) is only built when there is something to report.
    private static func checkComposite(
        _ attribute: Attribute, owner label: @autoclosure () -> String, in model: Model
    ) -> [Diagnostic] {
        var owner: String { label() }
        switch (attribute.type, attribute.compositeName) {
        case (.composite, nil):
            return [.error(
                "composite attribute \(quoted: owner) does not name its composite", at: attribute.location, .reference)]
        case let (.composite, name?) where model.composite(named: name) == nil:
            var message = "attribute \(quoted: owner) uses unknown composite \(quoted: name)"
            if let suggestion = Suggestions.closest(to: name, among: model.composites.map(\.name)) {
                message += "; did you mean \(quoted: suggestion)?"
            }
            return [.error(message, at: attribute.location, .reference)]
        case let (type, name?) where type != .composite:
            return [.warning(
                "attribute \(quoted: owner) names composite \(quoted: name) but its type is \(type.xmlName); the composite is ignored",
                at: attribute.location, .attribute)]
        default:
            return []
        }
    }
}
