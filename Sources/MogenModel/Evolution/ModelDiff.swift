/// The differences between two versions of a model, grouped by entity, with what they mean for an existing store.
public struct ModelDiff: Hashable, Sendable {
    /// One entity's changes. An entity's version hash also changes when its superentity's does.
    public struct EntityDiff: Hashable, Sendable {
        /// The name in the new version (in the old one, for a removed entity).
        public let name: String
        /// The name in the old version when it differs (a rename).
        public let oldName: String?
        public let changes: [ModelChange]
        /// Whether Core Data's version hash of the entity changes (for an added or removed entity: whether it
        /// exists in both).
        public let changesVersionHash: Bool
        /// The ancestor whose version hash change changes this entity's, when its own changes do not.
        public let hashChangedBySuperentity: String?

        /// What the entity's changes need; at least a (lightweight) migration when its version hash changes with its
        /// superentity's, since Core Data opens a store only when every entity's hash matches the model's
        /// (`NSPersistentStoreCoordinator.metadata(_:isConfiguration:compatibleWithStoreMetadata:)`).
        public var level: MigrationLevel {
            let own = decidingChange?.level ?? .compatible
            return hashChangedBySuperentity != nil ? max(own, .lightweight) : own
        }
        /// The first of the most demanding changes.
        public var decidingChange: ModelChange? { ModelDiff.deciding(changes) }
    }

    public let oldModel: Model
    public let newModel: Model
    /// Entities with changes, in the new version's order, then removed entities in the old version's order.
    public let entities: [EntityDiff]
    /// Changes that belong to no entity: configurations, the model's userInfo.
    public let modelChanges: [ModelChange]
    /// How many entities are the same in both versions.
    public let unchangedEntityCount: Int

    public var allChanges: [ModelChange] { entities.flatMap(\.changes) + modelChanges }
    public var changesVersionHash: Bool { entities.contains { $0.changesVersionHash } }
    public var level: MigrationLevel { decidingChange?.level ?? .compatible }
    public var decidingChange: ModelChange? { Self.deciding(allChanges) }

    static func deciding(_ changes: [ModelChange]) -> ModelChange? {
        var best: ModelChange?
        for change in changes where best.map({ change.level > $0.level }) ?? true {
            best = change
        }
        return best
    }
}
