import MogenSupport

/// Limits momc warns about.
enum LimitRules {
    static func check(_ model: Model, maximumPropertyCount: Int) -> [Diagnostic] {
        model.entities.compactMap { entity in
            guard entity.propertyCount > maximumPropertyCount else { return nil }
            return .warning(
                "entity \(quoted: entity.name) has \(entity.propertyCount) properties, more than \(maximumPropertyCount); "
                    + "large entities are slow to fetch and fault", at: entity.location, .limit)
        }
    }
}
