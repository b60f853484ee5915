import MogenSupport

/// Fetch indexes, compound indexes and uniqueness constraints: unique index names and known properties.
enum IndexRules {
    static func check(_ model: Model) -> [Diagnostic] {
        var diagnostics: [Diagnostic] = []
        for entity in model.entities {
            var names: [String: SourceLocation] = [:]
            for index in entity.fetchIndexes {
                if let first = names[index.name] {
                    diagnostics.append(.error(
                        "entity \(quoted: entity.name) already has an index with name \(quoted: index.name) (line \(first.line))",
                        at: index.location, .index))
                } else {
                    names[index.name] = index.location
                }
                if index.elements.isEmpty {
                    diagnostics.append(.warning(
                        "index \(quoted: "\(entity.name).\(index.name)") has no elements; it indexes nothing", at: index.location, .index))
                }
                for element in index.elements {
                    diagnostics += checkProperty(element.property, at: element.location, in: entity, what: "index \(quoted: index.name)")
                }
            }
            for index in entity.compoundIndexes {
                for property in index.properties {
                    diagnostics += checkProperty(property.name, at: property.location, in: entity, what: "compound index")
                }
            }
            for constraint in entity.uniquenessConstraints {
                if constraint.properties.isEmpty {
                    diagnostics.append(.warning(
                        "a uniqueness constraint of \(quoted: entity.name) lists no property; it constrains nothing",
                        at: constraint.location, .index))
                }
                for property in constraint.properties {
                    diagnostics += checkProperty(
                        property.name, at: property.location, in: entity, what: "uniqueness constraint")
                    if let relationship = entity.relationship(named: property.name), relationship.isToMany {
                        diagnostics.append(.warning(
                            "uniqueness constraint of \(quoted: entity.name) uses to-many relationship \(quoted: property.name); "
                                + "only attributes and to-one relationships can be unique", at: property.location, .index))
                    }
                }
            }
        }
        return diagnostics
    }

    private static func checkProperty(_ name: String, at location: SourceLocation?, in entity: Entity, what: String) -> [Diagnostic] {
        guard !entity.hasProperty(named: name) else { return [] }
        var message = "\(what) of \(quoted: entity.name) uses unknown property \(quoted: name)"
        if let suggestion = Suggestions.closest(to: name, among: entity.allPropertyNames) {
            message += "; did you mean \(quoted: suggestion)?"
        }
        return [.warning(message, at: location ?? entity.location, .index)]
    }
}
