import MogenSupport

/// A `<configuration>`: a named subset of entities, possibly synced with CloudKit.
public struct Configuration: Hashable, Sendable {
    public let name: String
    public let memberEntities: [LocatedName]
    public let usedWithCloudKit: Bool
    public let location: SourceLocation

    public var memberEntityNames: [String] { memberEntities.map(\.name) }
}
