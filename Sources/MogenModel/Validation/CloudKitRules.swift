import MogenSupport

/// What CloudKit integration (NSPersistentCloudKitContainer) refuses at run time, reported before the app runs.
/// Applies to every entity when the model is marked `usedWithCloudKit`, to the members of configurations marked so,
/// or to everything when forced.
enum CloudKitRules {
    static func check(_ model: Model, forced: Bool) -> [Diagnostic] {
        let entities = cloudKitEntities(model, forced: forced)
        var diagnostics: [Diagnostic] = []
        for entity in entities {
            let prefix = "CloudKit integration"
            if !entity.uniquenessConstraints.isEmpty {
                for constraint in entity.uniquenessConstraints {
                    diagnostics.append(.error(
                        "\(prefix) does not support unique constraints: \(quoted: entity.name) has one on "
                            + constraint.properties.map { MessageText.bare($0.name) }.joined(separator: ", "), at: constraint.location, .cloudKit))
                }
            }
            for attribute in entity.attributes {
                var label: String { MessageText.bare("\(entity.name).\(attribute.name)") }
                if attribute.type == .undefined || attribute.type == .objectID, !attribute.isTransient {
                    diagnostics.append(.error(
                        "\(prefix) does not support \(attribute.type.xmlName) attributes: \(label)",
                        at: attribute.location, .cloudKit))
                }
                if !attribute.isOptional, !attribute.isTransient, attribute.defaultValue == nil,
                    !attribute.isDerived
                {
                    diagnostics.append(.error(
                        "\(prefix) requires that all attributes be optional, or have a default value set. "
                            + "The following attributes are marked non-optional but do not have a default value: \(label)",
                        at: attribute.location, .cloudKit))
                }
            }
            for relationship in entity.relationships {
                var label: String { MessageText.bare("\(entity.name).\(relationship.name)") }
                if !relationship.isOptional {
                    diagnostics.append(.error(
                        "\(prefix) requires that all relationships be optional: \(label)",
                        at: relationship.location, .cloudKit))
                }
                if relationship.inverseName == nil {
                    diagnostics.append(.error(
                        "\(prefix) requires that all relationships have an inverse: \(label)",
                        at: relationship.location, .cloudKit))
                }
                if relationship.deletionRule == .deny {
                    diagnostics.append(.error(
                        "\(prefix) does not support the Deny delete rule: \(label)", at: relationship.location, .cloudKit))
                }
                if relationship.isOrdered, relationship.isToMany {
                    diagnostics.append(.error(
                        "\(prefix) does not support ordered relationships: \(label)", at: relationship.location, .cloudKit))
                }
            }
        }
        return diagnostics
    }

    private static func cloudKitEntities(_ model: Model, forced: Bool) -> [Entity] {
        if forced || model.header.usedWithCloudKit { return model.entities }
        let names = Set(model.configurations.filter(\.usedWithCloudKit).flatMap(\.memberEntityNames))
        return model.entities.filter { names.contains($0.name) }
    }
}
