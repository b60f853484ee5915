import MogenSupport

/// A `<relationship>` of an entity. Its fields are read as `relationship.name`, `relationship.isToMany`, …
@dynamicMemberLookup
public struct Relationship: SharedStorageValue {
    public let sharedStorage: SharedStorage<Properties>

    init(_ properties: Properties) {
        sharedStorage = SharedStorage(properties)
    }

    @inlinable public subscript<T>(dynamicMember keyPath: KeyPath<Properties, T>) -> T {
        sharedStorage.properties[keyPath: keyPath]
    }

    // Names are read in every lookup and comparison: direct accessors spare them the key path of a dynamic member.
    @inlinable public var name: String { sharedStorage.properties.name }
    @inlinable public var renamingIdentifier: String? { sharedStorage.properties.renamingIdentifier }

    public enum DeletionRule: String, Hashable, Sendable, CaseIterable {
        case nullify = "Nullify"
        case cascade = "Cascade"
        case deny = "Deny"
        case noAction = "No Action"
    }

    public struct Properties: Hashable, Sendable {
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
