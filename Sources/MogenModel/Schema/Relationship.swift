/// A `<relationship>` of an entity.
public struct Relationship: Hashable, Sendable {
    public enum DeletionRule: String, Hashable, Sendable, CaseIterable {
        case nullify = "Nullify"
        case cascade = "Cascade"
        case deny = "Deny"
        case noAction = "No Action"
    }

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

    public var isToOne: Bool { !isToMany }
}
