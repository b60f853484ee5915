import MogenModel

/// `model.migrations`: how a store of any version of a bundle reaches the current one with Core Data's staged
/// migration (`--migrations`, Docs/Migrations.md). Built from `MigrationPlan`, the reading of the history that the
/// SwiftData plan takes too.
public struct MigrationsContext: Sendable {
    /// The enum holding the plan: `MusicMigrations`.
    public let typeName: String
    /// The protocol with a requirement per custom stage: `MusicMigrationHandlers`.
    public let handlersProtocolName: String
    /// What a handler works with: `MusicMigrationStep`.
    public let stepTypeName: String
    /// The user's type that conforms, in the file written once: `MusicMigrationSteps`.
    public let handlersTypeName: String
    /// The versions, oldest first, ending with the current one.
    public let versions: [MigrationVersionContext]
    /// One per pair of consecutive versions.
    public let steps: [MigrationStepContext]

    public var customSteps: [MigrationStepContext] { steps.filter { $0.kind == .custom } }
}

public struct MigrationVersionContext: Sendable {
    /// `Music 2`.
    public let name: String
    /// `"Music 2"`, as a Swift string literal.
    public let nameLiteral: String
}

public struct MigrationStepContext: Sendable {
    public let fromVersion: String
    public let toVersion: String
    /// `"Music 2 → Music 3"`: the stage's label, the name a reader looks for.
    public let labelLiteral: String
    /// `inferred`, `custom` or `mappingModel` (a `needsMappingModel` step is an error, and nothing is rendered).
    public let kind: MigrationPlan.Kind
    /// The handler requirement of a custom stage: `migrateFromMusic2ToMusic3`; null for other steps.
    public let handlerName: String?
    /// What changed, one line per change that changes a version hash (`attribute Album.title: optional: YES → NO`).
    public let changes: [String]
    /// Why Core Data cannot infer it (the deciding change and its rule); null when it can.
    public let reason: String?
    /// What the handlers must do, for a custom stage.
    public let advice: String?
    /// The project's mapping model, by file name, for a step that runs with it.
    public let mappingModelFileName: String?
}
