// Versioned schemas and migration plans.
import Foundation

/// https://developer.apple.com/documentation/swiftdata/versionedschema
@available(macOS 14, iOS 17, tvOS 17, watchOS 10, visionOS 1, *)
public protocol VersionedSchema: SendableMetatype {
    /// https://developer.apple.com/documentation/swiftdata/versionedschema/versionidentifier
    static var versionIdentifier: Schema.Version { get }
    /// https://developer.apple.com/documentation/swiftdata/versionedschema/models
    static var models: [any PersistentModel.Type] { get }
}

/// https://developer.apple.com/documentation/swiftdata/schemamigrationplan
@available(macOS 14, iOS 17, tvOS 17, watchOS 10, visionOS 1, *)
public protocol SchemaMigrationPlan: SendableMetatype {
    /// https://developer.apple.com/documentation/swiftdata/schemamigrationplan/schemas
    static var schemas: [any VersionedSchema.Type] { get }
    /// https://developer.apple.com/documentation/swiftdata/schemamigrationplan/stages
    static var stages: [MigrationStage] { get }
}

/// https://developer.apple.com/documentation/swiftdata/migrationstage (Sendable, SendableMetatype)
@available(macOS 14, iOS 17, tvOS 17, watchOS 10, visionOS 1, *)
public enum MigrationStage: Sendable {
    /// https://developer.apple.com/documentation/swiftdata/migrationstage/lightweight(fromversion:toversion:)
    case lightweight(fromVersion: any VersionedSchema.Type, toVersion: any VersionedSchema.Type)
    /// https://developer.apple.com/documentation/swiftdata/migrationstage/custom(fromversion:toversion:willmigrate:didmigrate:)
    @preconcurrency
    case custom(
        fromVersion: any VersionedSchema.Type, toVersion: any VersionedSchema.Type,
        willMigrate: (@Sendable (ModelContext) throws -> Void)?, didMigrate: (@Sendable (ModelContext) throws -> Void)?)
}
