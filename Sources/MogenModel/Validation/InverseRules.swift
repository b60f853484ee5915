import MogenSupport

/// Inverse relationships, as momc reports them: missing, or not pointing back.
enum InverseRules {
    static func check(_ model: Model) -> [Diagnostic] {
        var diagnostics: [Diagnostic] = []
        for entity in model.entities {
            for relationship in entity.relationships where model.destination(of: relationship) != nil {
                var label: String { "\(entity.name).\(relationship.name)" }
                guard relationship.inverseName != nil, relationship.inverseEntityName != nil else {
                    if relationship.inverseName == nil, relationship.inverseEntityName == nil {
                        diagnostics.append(.warning(
                            "\(bare: label) does not have an inverse; this is an advanced setting (no object can be in "
                                + "multiple destinations for a specific relationship)", at: relationship.location, .inverse))
                    }
                    continue
                }
                guard let inverse = model.inverse(of: relationship) else { continue }  // reported as a reference
                let pointsBack = inverse.inverseName == relationship.name
                    && (inverse.inverseEntityName == entity.name
                        || inverse.inverseEntityName.map(entity.isSubentity(of:)) == true)
                if !pointsBack {
                    diagnostics.append(.warning(
                        "the inverse relationship for \(bare: label) does not reciprocate an inverse relationship "
                            + "(\(bare: "\(relationship.inverseEntityName ?? "").\(inverse.name)") has inverse "
                            + "\(inverse.inverseEntityName.map { MessageText.bare("\($0).\(inverse.inverseName ?? "?")") } ?? "none"))",
                        at: relationship.location, .inverse))
                }
            }
        }
        return diagnostics
    }
}
