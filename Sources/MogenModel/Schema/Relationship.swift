import MogenSupport

/// A `<relationship>` of an entity. Its fields are read as `relationship.name`, `relationship.isToMany`, …
package struct Relationship: SharedStorageValue {
    package let sharedStorage: SharedStorage<Properties>

    init(_ properties: Properties) {
        sharedStorage = SharedStorage(properties)
    }

    package enum DeletionRule: String, Hashable, Sendable, CaseIterable {
        case nullify = "Nullify"
        case cascade = "Cascade"
        case deny = "Deny"
        case noAction = "No Action"
    }

    package struct Properties: NamedProperties {
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

    package var isToOne: Bool { !sharedStorage.properties.isToMany }
}
