import MogenSupport

/// How a store moves through a model's versions, oldest to newest, as `mogen diff` judges each step: the one reading
/// of the history that both staged-migration plans take (SwiftData's `SchemaMigrationPlan`, and Core Data's
/// `NSStagedMigrationManager`). Consecutive versions Core Data migrates by inference form one lightweight stage;
/// each step it cannot infer is a custom stage of its own, between its two versions.
public struct MigrationPlan: Sendable {
    /// The step from one version to the next.
    public struct Step: Sendable {
        /// The versions' positions in `MigrationPlan.versionNames`.
        public let from: Int
        public let to: Int
        public let diff: ModelDiff
        /// The project's mapping model between the two versions, when it has one.
        public let mappingModel: MappingModelFile?
        /// The change that makes the step a custom stage: the first at `mapping-model`; nil when Core Data infers it.
        public var customReason: ModelChange? { diff.level == .mappingModel ? diff.decidingChange : nil }

        /// How Core Data's staged migration can run the step.
        public var kind: Kind {
            if mappingModel != nil { return .mappingModel }
            guard diff.level == .mappingModel else { return .inferred }
            return unperformable == nil ? .custom : .needsMappingModel
        }

        /// The first change that a custom stage cannot make, with the rule that keeps it from it: a custom stage runs
        /// Core Data's inferred migration between its handlers, so only a change whose data the handlers can prepare
        /// beforehand qualifies (values for what becomes required,
        /// https://developer.apple.com/documentation/coredata/nscustommigrationstage).
        public var unperformable: (change: ModelChange, rule: MigrationRule)? {
            for change in diff.allChanges {
                if let rule = ([change.rule] + change.fields.map(\.rule)).first(where: {
                    $0.level == .mappingModel && !$0.customStageCanPrepare
                }) {
                    return (change, rule)
                }
            }
            return nil
        }
    }

    /// How a step between two versions runs.
    public enum Kind: String, Sendable {
        /// Core Data infers the mapping: part of a lightweight stage.
        case inferred
        /// A custom stage: the app's handlers prepare the data before the inferred migration and finish after it.
        case custom
        /// The project's mapping model, run by `NSMigrationManager`.
        case mappingModel
        /// Neither inference nor a custom stage can make it, and the project has no mapping model for it.
        case needsMappingModel
    }

    public enum Stage: Sendable, Equatable {
        /// Versions `versions` (two or more, consecutive) that Core Data migrates through by inference.
        case lightweight(versions: ClosedRange<Int>)
        /// The step from version `from` to `from + 1`, which needs code of the app's.
        case custom(from: Int)
    }

    public let versionNames: [String]
    /// One per consecutive pair of versions, in order.
    public let steps: [Step]

    /// The plan for `versions`, oldest first, named `names`; a step for which `mappingModels` has a file (by its
    /// versions' names) runs with it.
    public init(versions: [Model], names: [String], mappingModels: [MappingModelFile] = []) {
        versionNames = names
        // Each pair is compared on its own, on every core.
        steps = Array(versions.indices.dropFirst()).concurrentMap { index in
            let mappingModel = mappingModels.first {
                $0.sourceVersion == names[index - 1] && $0.destinationVersion == names[index]
            }
            return Step(
                from: index - 1, to: index, diff: ModelComparison.compare(versions[index - 1], versions[index]),
                mappingModel: mappingModel)
        }
    }

    /// The stages, in order: every step is in exactly one, and a version is shared by the stages on either side of
    /// it (the last of a lightweight run is the first of the custom stage after it).
    public var stages: [Stage] {
        var stages: [Stage] = []
        var runStart: Int?
        for step in steps {
            if step.customReason != nil {
                if let start = runStart { stages.append(.lightweight(versions: start...step.from)) }
                runStart = nil
                stages.append(.custom(from: step.from))
            } else if runStart == nil {
                runStart = step.from
            }
        }
        if let start = runStart, let last = steps.last { stages.append(.lightweight(versions: start...last.to)) }
        return stages
    }
}
