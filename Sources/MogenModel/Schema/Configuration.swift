import MogenSupport

/// A `<configuration>`: a named subset of entities, possibly synced with CloudKit.
package struct Configuration: Hashable, Sendable {
    package let name: String
    package let memberEntities: [LocatedName]
    package let usedWithCloudKit: Bool
    package let location: SourceLocation

    package var memberEntityNames: [String] { memberEntities.map(\.name) }
}
