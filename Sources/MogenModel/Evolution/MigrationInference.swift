/// Whether Core Data can infer the mapping from one model version to the next (a lightweight migration), and if not,
/// the change that prevents it. The rules follow Apple's "Lightweight Migration"
/// (https://developer.apple.com/documentation/coredata/using-lightweight-migration): adding and removing entities
/// and properties, renaming with a renaming identifier, making a property optional, making a required property
/// optional, or required with a default value, and changing relationship cardinality are inferred; changing an
/// attribute's type, or making a property required with no default, is not.
public enum MigrationInference {
    public struct Verdict: Hashable, Sendable {
        public let isLightweight: Bool
        /// The change that needs a custom migration, for a verdict that is not lightweight.
        public let reason: String?
    }

    public static func verdict(from old: Model, to new: Model) -> Verdict {
        for entity in new.entities {
            // An entity is the same as the old one of its name, or of its renaming identifier.
            guard let previous = old.entity(named: entity.renamingIdentifier ?? entity.name) ?? old.entity(named: entity.name)
            else { continue }
            for attribute in entity.allAttributes {
                guard let before = previous.allAttributes.first(where: {
                    $0.name == (attribute.renamingIdentifier ?? attribute.name)
                }) ?? previous.allAttributes.first(where: { $0.name == attribute.name }) else {
                    if !attribute.isOptional, attribute.defaultValue == nil, !attribute.isTransient {
                        return Verdict(isLightweight: false, reason:
                            "attribute \(entity.name).\(attribute.name) is new and required without a default value")
                    }
                    continue
                }
                if before.type != attribute.type {
                    return Verdict(isLightweight: false, reason:
                        "attribute \(entity.name).\(attribute.name) changes type: \(before.type.description) → "
                            + attribute.type.description)
                }
                if before.isOptional, !attribute.isOptional, attribute.defaultValue == nil, !attribute.isTransient {
                    return Verdict(isLightweight: false, reason:
                        "attribute \(entity.name).\(attribute.name) becomes required without a default value")
                }
            }
            for relationship in entity.allRelationships where !relationship.isOptional && relationship.isToOne {
                let existed = previous.allRelationships.contains {
                    $0.name == (relationship.renamingIdentifier ?? relationship.name) && !($0.isOptional)
                }
                if !existed {
                    return Verdict(isLightweight: false, reason:
                        "relationship \(entity.name).\(relationship.name) is required and was not before")
                }
            }
        }
        return Verdict(isLightweight: true, reason: nil)
    }
}
