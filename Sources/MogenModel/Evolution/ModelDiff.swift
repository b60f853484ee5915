/// The differences between two versions of a model, grouped by entity, with what they mean for an existing store.
package struct ModelDiff: Hashable, Sendable {
    /// One entity's changes. An entity's version hash also changes when its superentity's does.
    package struct EntityDiff: Hashable, Sendable {
        /// The name in the new version (in the old one, for a removed entity).
        package let name: String
        /// The name in the old version when it differs (a rename).
        package let oldName: String?
        package let changes: [ModelChange]
        /// Whether Core Data's version hash of the entity changes (for an added or removed entity: whether it
        /// exists in both).
        package let changesVersionHash: Bool
        /// The ancestor whose version hash change changes this entity's, when its own changes do not.
        package let hashChangedBySuperentity: String?

        package var level: MigrationLevel { decidingChange?.level ?? .compatible }
        /// The first of the most demanding changes.
        package var decidingChange: ModelChange? { ModelDiff.deciding(changes) }
    }

    package let oldModel: Model
    package let newModel: Model
    /// Entities with changes, in the new version's order, then removed entities in the old version's order.
    package let entities: [EntityDiff]
    /// Changes that belong to no entity: configurations, the model's userInfo.
    package let modelChanges: [ModelChange]
    /// How many entities are the same in both versions.
    package let unchangedEntityCount: Int

    package var allChanges: [ModelChange] { entities.flatMap(\.changes) + modelChanges }
    package var changesVersionHash: Bool { entities.contains { $0.changesVersionHash } }
    package var level: MigrationLevel { decidingChange?.level ?? .compatible }
    package var decidingChange: ModelChange? { Self.deciding(allChanges) }

    static func deciding(_ changes: [ModelChange]) -> ModelChange? {
        var best: ModelChange?
        for change in changes where best.map({ change.level > $0.level }) ?? true {
            best = change
        }
        return best
    }
}
