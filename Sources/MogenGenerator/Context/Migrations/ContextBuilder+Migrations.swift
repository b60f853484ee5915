import MogenModel
import MogenSupport

/// The versions before the model and the project's mapping models: what `model.migrations` is built from.
public struct MigrationHistory: Sendable {
    /// The versions before the current one, oldest first.
    public let olderVersions: [Model]
    public let mappingModels: [MappingModelFile]

    public init(olderVersions: [Model], mappingModels: [MappingModelFile]) {
        self.olderVersions = olderVersions
        self.mappingModels = mappingModels
    }
}

extension ContextBuilder {
    /// `model.migrations` for `history`. A step that neither Core Data's inference, a custom stage nor a mapping
    /// model of the project can make is an error at the change that decides it: generated code would not migrate.
    mutating func buildMigrations(_ history: MigrationHistory, swiftName: String) -> MigrationsContext {
        let versions = history.olderVersions + [model]
        let names = versions.map { $0.source.versionName ?? $0.name }
        let plan = MigrationPlan(versions: versions, names: names, mappingModels: history.mappingModels)
        var takenHandlerNames = Set<String>()
        var steps: [MigrationStepContext] = []
        for step in plan.steps {
            let from = names[step.from]
            let to = names[step.to]
            let kind = step.kind
            // An error: generation stops, and this context is never rendered.
            if kind == .needsMappingModel { reportUnperformable(step, from: from, to: to) }
            let handlerName = kind == .custom
                ? Self.uniqueName(Self.handlerName(from: from, to: to), taken: &takenHandlerNames) : nil
            let changes = step.diff.allChanges.filter { $0.level > .compatible }
            steps.append(MigrationStepContext(
                fromVersion: from, toVersion: to, labelLiteral: SwiftLiteral.string("\(from) → \(to)"), kind: kind,
                handlerName: handlerName,
                changes: changes.prefix(Self.changesShown).map { "\($0.subject): \($0.summary)" }
                    + (changes.count > Self.changesShown ? ["and \(changes.count - Self.changesShown) more"] : []),
                reason: step.customReason.map { "\($0.subject): \($0.summary) (\($0.rule.explanation))" },
                advice: step.customReason.map { Self.customStageAdvice($0.rule) },
                mappingModelFileName: step.mappingModel.map { PathText.lastComponent($0.path) }))
        }
        return MigrationsContext(
            typeName: swiftName + "Migrations", handlersProtocolName: swiftName + "MigrationHandlers",
            stepTypeName: swiftName + "MigrationStep", handlersTypeName: swiftName + "MigrationSteps",
            versions: names.map { MigrationVersionContext(name: $0, nameLiteral: SwiftLiteral.string($0)) },
            steps: steps)
    }

    /// How many changes a step's documentation lists.
    private static let changesShown = 12

    /// `migrateFromMusic2ToMusic3`.
    static func handlerName(from: String, to: String) -> String {
        SwiftNames.sanitized("migrateFrom" + joinedWords(from) + "To" + joinedWords(to))
    }

    private static func uniqueName(_ base: String, taken: inout Set<String>) -> String {
        var candidate = base
        var number = 2
        while !taken.insert(candidate).inserted {
            candidate = base + "_" + String(number)
            number += 1
        }
        return candidate
    }

    private mutating func reportUnperformable(_ step: MigrationPlan.Step, from: String, to: String) {
        guard let (change, rule) = step.unperformable else { return }
        diagnostics.append(.error(
            "the migration from \(quoted: from) to \(quoted: to) cannot be generated: \(change.subject): \(change.summary) "
                + "(\(rule.explanation)), and a custom stage runs Core Data's inferred migration between its handlers, "
                + "which cannot make this change. Either keep a mapping model for the two versions beside the bundle "
                + "(Xcode: File > New > File > Mapping Model; the plan runs it with NSMigrationManager), or "
                + Self.customStageAdvice(rule) + " (Docs/Migrations.md)",
            at: change.location ?? .file(model.source.contentsPath), .codegen))
    }
}
