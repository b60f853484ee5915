/// A Core Data model, read and resolved: the input of validation and code generation.
public struct Model: Hashable, Sendable {
    public let source: ModelSource
    public let header: ModelHeader
    /// Entities in file order (Xcode sorts them by name, case-insensitively).
    public let entities: [Entity]
    /// Model-level fetch request templates.
    public internal(set) var fetchRequests: [FetchRequest]
    public let configurations: [Configuration]
    public let composites: [Composite]
    /// Model-level `userInfo` (Xcode does not write one today; kept if present).
    public let userInfo: UserInfo
    /// Elements and attributes mogen does not know, ignored.
    public let unrecognized: [UnrecognizedItem]

    private let entityIndexes: [String: Int]

    init(
        source: ModelSource, header: ModelHeader, entities: [Entity], fetchRequests: [FetchRequest],
        configurations: [Configuration], composites: [Composite], userInfo: UserInfo, unrecognized: [UnrecognizedItem]
    ) {
        self.source = source
        self.header = header
        self.entities = entities
        self.fetchRequests = fetchRequests
        self.configurations = configurations
        self.composites = composites
        self.userInfo = userInfo
        self.unrecognized = unrecognized
        var indexes: [String: Int] = [:]
        for (index, entity) in entities.enumerated() where indexes[entity.name] == nil {
            indexes[entity.name] = index
        }
        entityIndexes = indexes
    }

    /// The same model with other entities (used while resolving).
    func replacingEntities(_ entities: [Entity]) -> Model {
        Model(
            source: source, header: header, entities: entities, fetchRequests: fetchRequests,
            configurations: configurations, composites: composites, userInfo: userInfo, unrecognized: unrecognized)
    }

    public var name: String { source.modelName }

    /// The first entity with this name.
    public func entity(named name: String) -> Entity? {
        entityIndexes[name].map { entities[$0] }
    }

    /// The parent entity, when it exists.
    public func superentity(of entity: Entity) -> Entity? {
        entity.parentName.flatMap(self.entity(named:))
    }

    /// The entity a relationship points at, when it exists.
    public func destination(of relationship: Relationship) -> Entity? {
        entity(named: relationship.destinationName)
    }

    /// The relationship named as this one's inverse, when it exists.
    public func inverse(of relationship: Relationship) -> Relationship? {
        guard let inverseName = relationship.inverseName else { return nil }
        let owner = entity(named: relationship.inverseEntityName ?? relationship.destinationName)
        return owner?.relationship(named: inverseName)
    }

    public func composite(named name: String) -> Composite? {
        composites.first { $0.name == name }
    }

    /// Entities in the named configuration; every entity for `Default` or an unknown name.
    public func entities(inConfiguration name: String) -> [Entity] {
        guard let configuration = configurations.first(where: { $0.name == name }) else { return entities }
        let members = Set(configuration.memberEntityNames)
        return entities.filter { members.contains($0.name) }
    }

    /// Whether any configuration, or the model itself, is marked as used with CloudKit.
    public var isUsedWithCloudKit: Bool {
        header.usedWithCloudKit || configurations.contains { $0.usedWithCloudKit }
    }
}
