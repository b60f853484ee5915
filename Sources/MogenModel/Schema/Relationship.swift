import MogenSupport

/// A `<relationship>` of an entity. Its fields are read as `relationship.name`, `relationship.isToMany`, …
@dynamicMemberLookup
public struct Relationship: SharedStorageValue {
    public let sharedStorage: SharedStorage<Properties>

    init(_ properties: Properties) {
        sharedStorage = SharedStorage(properties)
    }

    public enum DeletionRule: String, Hashable, Sendable, CaseIterable {
        case nullify = "Nullify"
        case cascade = "Cascade"
        case deny = "Deny"
        case noAction = "No Action"
    }

    public struct Properties: SchemaProperties {
        public let name: String
        /// The entity this relationship points at (`destinationEntity`).
        public let destinationName: String
        public let inverseName: String?
        public let inverseEntityName: String?
        public let isToMany: Bool
        public let isOrdered: Bool
        public let isOptional: Bool
        /// `minCount`: 0 when not written.
        public let minCount: Int
        /// `maxCount`: 0 = unbounded. To-one relationships write 1.
        public let maxCount: Int
        public let deletionRule: DeletionRule
        public let isTransient: Bool
        public let isIndexed: Bool
        public let renamingIdentifier: String?
        public let versionHashModifier: String?
        public let userInfo: UserInfo
        public let location: SourceLocation
    }

    public var isToOne: Bool { !sharedStorage.properties.isToMany }
}
