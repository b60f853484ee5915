import MogenSupport

/// A `<relationship>` of an entity. Its fields are read as `relationship.name`, `relationship.isToMany`, …
@dynamicMemberLookup
package struct Relationship: Hashable, Sendable {
    package enum DeletionRule: String, Hashable, Sendable, CaseIterable {
        case nullify = "Nullify"
        case cascade = "Cascade"
        case deny = "Deny"
        case noAction = "No Action"
    }

    package struct Properties: Hashable, Sendable {
        package let name: String
        /// The entity this relationship points at (`destinationEntity`).
        package let destinationName: String
        package let inverseName: String?
        package let inverseEntityName: String?
        package let isToMany: Bool
        package let isOrdered: Bool
        package let isOptional: Bool
        /// `minCount`: 0 when not written.
        package let minCount: Int
        /// `maxCount`: 0 = unbounded. To-one relationships write 1.
        package let maxCount: Int
        package let deletionRule: DeletionRule
        package let isTransient: Bool
        package let isIndexed: Bool
        package let renamingIdentifier: String?
        package let versionHashModifier: String?
        package let userInfo: UserInfo
        package let location: SourceLocation
    }

    @usableFromInline let storage: SharedStorage<Properties>

    init(_ properties: Properties) {
        storage = SharedStorage(properties)
    }

    package var properties: Properties { storage.properties }

    // Names are read in every lookup and comparison: direct accessors spare them the key path of a dynamic member.
    @inlinable package var name: String { storage.properties.name }
    @inlinable package var renamingIdentifier: String? { storage.properties.renamingIdentifier }

    @inlinable package subscript<T>(dynamicMember keyPath: KeyPath<Properties, T>) -> T {
        storage.properties[keyPath: keyPath]
    }

    package var isToOne: Bool { !storage.properties.isToMany }

    package static func == (lhs: Relationship, rhs: Relationship) -> Bool {
        lhs.storage === rhs.storage || lhs.properties == rhs.properties
    }

    package func hash(into hasher: inout Hasher) { hasher.combine(properties) }
}
