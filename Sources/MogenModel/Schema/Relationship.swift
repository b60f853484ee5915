import MogenSupport

/// A `<relationship>` of an entity. Its fields are read as `relationship.name`, `relationship.isToMany`, …
@dynamicMemberLookup
public struct Relationship: Hashable, Sendable {
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

    @usableFromInline let storage: SharedStorage<Properties>

    init(_ properties: Properties) {
        storage = SharedStorage(properties)
    }

    public var properties: Properties { storage.properties }

    // Names are read in every lookup and comparison: direct accessors spare them the key path of a dynamic member.
    @inlinable public var name: String { storage.properties.name }
    @inlinable public var renamingIdentifier: String? { storage.properties.renamingIdentifier }

    @inlinable public subscript<T>(dynamicMember keyPath: KeyPath<Properties, T>) -> T {
        storage.properties[keyPath: keyPath]
    }

    public var isToOne: Bool { !storage.properties.isToMany }

    public static func == (lhs: Relationship, rhs: Relationship) -> Bool {
        lhs.storage === rhs.storage || lhs.properties == rhs.properties
    }

    public func hash(into hasher: inout Hasher) { hasher.combine(properties) }
}
