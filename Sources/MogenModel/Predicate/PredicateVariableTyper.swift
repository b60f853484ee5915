/// Finds the type of each `$VARIABLE` of a fetch request by following the key path on the other side of the
/// comparison, from the request's entity through relationships to an attribute. Whatever cannot be followed is
/// `.unknown`; nothing here fails.
struct PredicateVariableTyper {
    let model: Model

    /// The variables of a request; `fetchSource` is the entity that owns a fetched property, whose object Core
    /// Data passes as `$FETCH_SOURCE`.
    func variables(of request: FetchRequest, fetchSource: String? = nil) -> [PredicateVariable] {
        guard let predicate = request.predicate else {
            return Self.variableNames(inUnparsed: request.predicateString ?? "").map {
                PredicateVariable(name: $0, type: .unknown)
            }
        }
        var types: [String: Typed] = [:]
        if let fetchSource {
            types["FETCH_SOURCE"] = Typed(type: .object(entityName: fetchSource), attribute: nil)
        }
        collect(predicate, entityName: request.entityName, into: &types)
        return predicate.variableNames.map { name in
            let typed = types[name]
            return PredicateVariable(name: name, type: typed?.type ?? .unknown, attribute: typed?.attribute)
        }
    }

    /// A variable's type, and the attribute it comes from.
    private struct Typed {
        var type: PredicateValueType
        var attribute: AttributeReference?
    }

    private func collect(_ predicate: Predicate, entityName: String, into types: inout [String: Typed]) {
        switch predicate {
        case .constant: break
        case let .not(inner): collect(inner, entityName: entityName, into: &types)
        case let .and(parts), let .or(parts):
            for part in parts { collect(part, entityName: entityName, into: &types) }
        case let .comparison(comparison):
            for (variable, typed) in variableTypes(in: comparison, entityName: entityName) where types[variable] == nil
                || types[variable]?.type == .unknown
            {
                types[variable] = typed
            }
        }
    }

    /// The variables one comparison types: `key OP $var` or `$var OP key`.
    private func variableTypes(in comparison: PredicateComparison, entityName: String) -> [(String, Typed)] {
        let (name, type, key): (String, PredicateValueType, PredicateExpression)
        switch (comparison.lhs, comparison.rhs) {
        case let (.variable(variable), other):
            (name, key) = (variable, other)
            type = self.type(of: variable, onLeftOf: comparison.operator, against: other, entityName: entityName)
        case let (other, .variable(variable)):
            (name, key) = (variable, other)
            type = self.type(of: variable, onRightOf: comparison.operator, against: other, entityName: entityName)
        default:
            return []
        }
        // The attribute counts only when the variable holds its values (`genre == $G`, `genre IN $GENRES`), not a
        // count or a substring of them.
        let attribute = resolve(key, entityName: entityName)?.attribute
        let holdsValues: Bool
        switch (type, attribute) {
        case let (.attribute(attributeType, _), reference?), let (.collection(.attribute(attributeType, _)), reference?):
            holdsValues = model.entity(named: reference.entityName)?.attribute(named: reference.attributeName)?.type
                == attributeType
        default:
            holdsValues = false
        }
        return [(name, Typed(type: type, attribute: holdsValues ? attribute : nil))]
    }

    /// `key OP $var`.
    private func type(
        of variable: String, onRightOf op: PredicateComparison.Operator, against key: PredicateExpression,
        entityName: String
    ) -> PredicateValueType {
        let value = resolve(key, entityName: entityName)
        switch op {
        case .in, .between: return value.map { .collection($0.element) } ?? .unknown
        case .contains:
            // `tags CONTAINS $tag` (to-many) or `name CONTAINS $text`.
            guard let value else { return .unknown }
            return value.isToMany ? value.element : (value.element == .string ? .string : .unknown)
        case .beginsWith, .endsWith, .like, .matches: return .string
        default: return value?.element ?? .unknown
        }
    }

    /// `$var OP key`.
    private func type(
        of variable: String, onLeftOf op: PredicateComparison.Operator, against key: PredicateExpression,
        entityName: String
    ) -> PredicateValueType {
        let value = resolve(key, entityName: entityName)
        switch op {
        case .in:
            // `$tag IN tags` (to-many) or `$text IN name` (substring).
            guard let value else { return .unknown }
            return value.isToMany ? value.element : (value.element == .string ? .string : .unknown)
        case .contains: return value.map { .collection($0.element) } ?? .unknown
        case .beginsWith, .endsWith, .like, .matches: return .string
        case .between: return .unknown
        default: return value?.element ?? .unknown
        }
    }

    /// What a key path evaluates to: an element type, and whether a to-many relationship was crossed.
    private struct Resolved {
        var element: PredicateValueType
        var isToMany: Bool
        /// The attribute the key path ends at.
        var attribute: AttributeReference? = nil
    }

    private func resolve(_ expression: PredicateExpression, entityName: String) -> Resolved? {
        switch expression {
        case .self: return Resolved(element: .object(entityName: entityName), isToMany: false)
        case let .keyPath(components): return follow(components, from: entityName)
        default: return nil
        }
    }

    private func follow(_ components: [String], from entityName: String) -> Resolved? {
        var current = entityName
        var crossedToMany = false
        var index = 0
        while index < components.count {
            let component = components[index]
            let isLast = index == components.count - 1
            if component == "@count" {
                return isLast ? Resolved(element: .count, isToMany: false) : nil
            }
            if component.hasPrefix("@") {
                // @sum, @avg, @min, @max: the type of the key that follows, over the collection.
                index += 1
                crossedToMany = false
                continue
            }
            guard let entity = model.entity(named: current) else { return nil }
            if let attribute = entity.attribute(named: component) {
                guard isLast else { return nil }
                return Resolved(
                    element: .attribute(attribute.type, customClassName: attribute.customClassName),
                    isToMany: crossedToMany,
                    attribute: AttributeReference(entityName: entity.name, attributeName: attribute.name))
            }
            guard let relationship = entity.relationship(named: component) else { return nil }
            current = relationship.destinationName
            crossedToMany = crossedToMany || relationship.isToMany
            if isLast {
                return Resolved(element: .object(entityName: current), isToMany: crossedToMany)
            }
            index += 1
        }
        return nil
    }

    /// `$NAME`s found by scanning text that did not parse, so they are still listed.
    static func variableNames(inUnparsed text: String) -> [String] {
        var names: [String] = []
        var seen = Set<String>()
        let scalars = Array(text.unicodeScalars)
        var index = 0
        while index < scalars.count {
            guard scalars[index] == "$" else {
                index += 1
                continue
            }
            var end = index + 1
            while end < scalars.count, scalars[end] == "_" || scalars[end].properties.isAlphabetic
                || ("0"..."9").contains(scalars[end])
            {
                end += 1
            }
            let name = String(String.UnicodeScalarView(scalars[index + 1..<end]))
            if !name.isEmpty, seen.insert(name).inserted { names.append(name) }
            index = end
        }
        return names
    }
}
