import MogenModel

/// The `substitutionVariables` of a fetch request as SwiftGen finds them, with mogen's predicate parser in place of
/// `NSPredicate(format:)`: only a `$VARIABLE` on the right of a comparison counts, typed by the key path on its
/// left, followed from the request's entity through its own relationships (not inherited ones) to an attribute's
/// `typeName`; a path that ends on a relationship, or whose names are unknown (they are skipped), gives the class
/// name of the entity reached. A variable seen twice keeps its first type.
struct SwiftGenPredicateVariables {
    let entities: SwiftGenEntities

    func variables(in predicate: Predicate?, entity: Entity) -> [String: String] {
        var variables: [String: String] = [:]
        for comparison in predicate?.comparisons ?? [] {
            guard case let .variable(name) = comparison.rhs, variables[name] == nil else { continue }
            variables[name] = typeName(keyPath: Self.keyPath(of: comparison.lhs), from: entity)
        }
        return variables
    }

    /// The key path `NSExpression.keyPath` would give for the left-hand side; empty for expressions that have none.
    static func keyPath(of expression: PredicateExpression) -> [String] {
        switch expression {
        case let .keyPath(components): components
        case let .member(_, components): components
        default: []
        }
    }

    private func typeName(keyPath: [String], from start: Entity) -> String {
        var entity = start
        for component in keyPath {
            if let attribute = entity.attributes.first(where: { $0.name == component }) {
                return SwiftGenTypeName.typeName(of: attribute)
            }
            if let relationship = entity.relationships.first(where: { $0.name == component }) {
                guard let destination = entities.byName[relationship.destinationName] else { return "" }
                entity = destination
            }
        }
        return SwiftGenEntities.className(written: entity.className.written)
    }
}
