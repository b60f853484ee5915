import MogenModel

/// What is decided for a whole model before its SwiftData classes are built: which entities get a class, whether
/// classes inherit, which side of each relationship pair names the inverse.
struct SwiftDataPlan {
    let options: SwiftDataOptions
    /// The entities whose classes follow CloudKit's rules: those of a configuration marked "Used with CloudKit", or
    /// every one when the model is marked or `--cloudkit` is given.
    let cloudKitEntities: Set<String>
    /// Model subclasses (iOS 26); before that, a subentity's class holds its parent's properties.
    var generatesSubclasses: Bool { options.target >= .ios26 }
    /// The SwiftData class of each entity that has one.
    let classNames: [String: String]
    /// `Entity.relationship` of the side of each inverse pair that writes `inverse:` (SwiftData rejects it on both).
    let inverseDeclaringSides: Set<String>

    func usesCloudKit(_ entity: Entity) -> Bool { cloudKitEntities.contains(entity.name) }

    /// The side of each pair that names the inverse: the to-many side of a one-to-many pair (as SwiftData's own
    /// examples do), otherwise the side whose `Entity.relationship` sorts first. (A relationship that is its own
    /// inverse names none: `swiftDataRelationship` leaves it out.)
    static func inverseDeclaringSides(in model: Model) -> Set<String> {
        var sides = Set<String>()
        for entity in model.entities {
            for relationship in entity.relationships {
                guard let inverseName = relationship.inverseName,
                    let destination = model.entity(named: relationship.destinationName),
                    let inverse = destination.allRelationships.first(where: { $0.name == inverseName })
                else { continue }
                let key = "\(entity.name).\(relationship.name)"
                let inverseKey = "\(destination.name).\(inverseName)"
                let declares: Bool
                if relationship.isToMany != inverse.isToMany {
                    declares = relationship.isToMany
                } else {
                    declares = key <= inverseKey
                }
                if declares { sides.insert(key) }
            }
        }
        return sides
    }
}
