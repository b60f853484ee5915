import MogenSupport

/// Relationship cardinality and delete rules.
enum RelationshipRules {
    static func check(_ model: Model) -> [Diagnostic] {
        var diagnostics: [Diagnostic] = []
        for entity in model.entities {
            for relationship in entity.relationships {
                var label: String { "\(entity.name).\(relationship.name)" }
                let location = relationship.location
                if relationship.minCount < 0 || relationship.maxCount < 0 {
                    diagnostics.append(.warning(
                        "relationship \(quoted: label) has a negative count; Core Data's validation can never be met",
                        at: location, .relationship))
                }
                if relationship.maxCount > 0, relationship.minCount > relationship.maxCount {
                    diagnostics.append(.warning(
                        "relationship \(quoted: label) has minimum count \(relationship.minCount) greater than maximum count "
                            + "\(relationship.maxCount); no object can be saved with it", at: location, .relationship))
                }
                if relationship.isToOne, relationship.maxCount > 1 {
                    diagnostics.append(.warning(
                        "to-one relationship \(quoted: label) has maximum count \(relationship.maxCount); "
                            + "make it to-many or set the maximum to 1", at: location, .relationship))
                }
                if relationship.deletionRule == .noAction {
                    diagnostics.append(.warning(
                        "setting the No Action delete rule on \(quoted: label) is an advanced setting: deleting an object "
                            + "can leave the related objects pointing at it", at: location, .relationship))
                }
            }
        }
        return diagnostics
    }
}
