import MogenModel

/// Which required relationships the initializers do not require, so that every initializer can be called.
///
/// An initializer takes every value its object needs, required relationships included. When required relationships
/// form a cycle (`Subscription.alerts` ↔ `SubscriptionAlerts.subscription`, both required), no object of the cycle
/// could be created first. Core Data checks required relationships when the context saves, not when an object is
/// created, and setting one side of a relationship that has an inverse sets the other side too, so one side of a pair
/// of inverses is enough: the other side's parameter defaults to nil (or `[]`). Any other cycle is broken at one of its
/// relationships, with a warning, since the caller must then set it before saving.
extension ContextBuilder {
    /// A required relationship an initializer asks for: to-one and not optional, or to-many with a minimum count.
    func isRequiredInInitializer(_ relationship: Relationship) -> Bool {
        if relationship.isToOne { return !relationship.isOptional }
        return options.optionality == .model && relationship.minCount > 0
    }

    /// Sets `relaxedRelationships`: the pairs of inverses first (no word), then what still makes a cycle (a warning).
    mutating func decideRelaxedRelationships() {
        let initializing = model.entities.filter { generated.contains($0.name) && !$0.isAbstract }
        var relaxed: Set<String> = []
        // One side of each pair of required inverses: the to-one side keeps its parameter (setting it adds the object
        // to the other side's set); between two to-ones, the entity whose name sorts first gives its side up.
        for entity in model.entities where generated.contains(entity.name) {
            for relationship in entity.relationships where isRequiredInInitializer(relationship) {
                guard let inverseName = relationship.inverseName,
                    let destination = model.entity(named: relationship.destinationName),
                    let inverse = destination.allRelationships.first(where: { $0.name == inverseName }),
                    inverse.inverseName == relationship.name, isRequiredInInitializer(inverse),
                    !(destination.name == entity.name && inverse.name == relationship.name)
                else { continue }
                let givesUp = relationship.isToOne != inverse.isToOne
                    ? relationship.isToMany
                    : (entity.name, relationship.name) < (destination.name, inverse.name)
                if givesUp { relaxed.insert(Self.key(entity.name, relationship.name)) }
            }
        }
        // Then the cycles left: an object can be created when each relationship its initializer requires can point
        // at an object that can be created (of the destination or one of its subentities), or at one mogen does not
        // create. Until every entity can, the first relationship that points back into the rest is relaxed.
        let needs = Dictionary(initializing.map { ($0.name, requiredRelationships(of: $0)) }, uniquingKeysWith: { a, _ in a })
        let model = model
        while true {
            let pointable = pointableEntities(initializing, needs: needs, relaxed: relaxed)
            let open = { (need: RequiredRelationship) in
                !relaxed.contains(need.key) && !pointable.contains(need.relationship.destinationName)
                    && model.entity(named: need.relationship.destinationName) != nil
            }
            guard let stuck = initializing.first(where: { needs[$0.name]?.contains(where: open) ?? false }),
                let cycle = needs[stuck.name]?.first(where: open)
            else { break }
            relaxed.insert(cycle.key)
            diagnostics.append(.warning(
                "the required relationship \(quoted: "\(cycle.declaringEntity).\(cycle.relationship.name)") closes a cycle "
                    + "of required relationships, so no initializer of the cycle could be called first; the initializer of "
                    + "\(quoted: stuck.name) lets it default to \(cycle.relationship.isToOne ? "nil" : "[]"): set it before "
                    + "the context saves (Core Data checks required relationships then)",
                at: cycle.relationship.location, .codegen))
        }
        relaxedRelationships = relaxed
    }

    /// Whether the initializer of `entity` lets `relationship` default (`decideRelaxedRelationships`). An inherited
    /// relationship is looked up where it is declared.
    func isRelaxed(_ relationshipName: String, in entity: Entity) -> Bool {
        let declaring = ([entity.name] + entity.superentityNames).first { name in
            model.entity(named: name)?.relationships.contains { $0.name == relationshipName } ?? false
        }
        return declaring.map { relaxedRelationships.contains(Self.key($0, relationshipName)) } ?? false
    }

    private static func key(_ entity: String, _ relationship: String) -> String { entity + "." + relationship }

    /// A required relationship an initializer takes, by the entity that declares it.
    private struct RequiredRelationship {
        let key: String
        let declaringEntity: String
        let relationship: Relationship
    }

    /// The required relationships the initializer of `entity` takes: its own, and its superclass's when mogen
    /// generates that class too (the initializer then takes inherited values).
    private func requiredRelationships(of entity: Entity) -> [RequiredRelationship] {
        var owners = [entity]
        var current = entity
        while hasGeneratedSuperclass(current), let parent = current.parentName.flatMap(model.entity(named:)) {
            owners.append(parent)
            current = parent
        }
        return owners.reversed().flatMap { owner in
            owner.relationships.filter(isRequiredInInitializer).map {
                RequiredRelationship(key: Self.key(owner.name, $0.name), declaringEntity: owner.name, relationship: $0)
            }
        }
    }

    /// The entities a required relationship can point at, given what is relaxed: an entity with a creatable object of
    /// its own or of a subentity. Objects of the classes mogen does not generate the app creates its own way; one of
    /// a generated class can be created once every relationship its initializer requires can point somewhere. Each
    /// entity and each relationship is visited once (a worklist), so a long chain costs no more than a short one.
    private func pointableEntities(
        _ initializing: [Entity], needs: [String: [RequiredRelationship]], relaxed: Set<String>
    ) -> Set<String> {
        var missing: [String: Int] = [:]
        var waiting: [String: [Entity]] = [:]
        var ready: [Entity] = []
        for entity in initializing {
            let destinations = Set((needs[entity.name] ?? []).filter { !relaxed.contains($0.key) }
                .map(\.relationship.destinationName).filter { model.entity(named: $0) != nil })
            missing[entity.name] = destinations.count
            for destination in destinations { waiting[destination, default: []].append(entity) }
            if destinations.isEmpty { ready.append(entity) }
        }
        ready += model.entities.filter { !generated.contains($0.name) }
        var pointable: Set<String> = []
        while let entity = ready.popLast() {
            for name in [entity.name] + entity.superentityNames where pointable.insert(name).inserted {
                for waiter in waiting[name] ?? [] {
                    missing[waiter.name, default: 0] -= 1
                    if missing[waiter.name] == 0 { ready.append(waiter) }
                }
            }
        }
        return pointable
    }
}
