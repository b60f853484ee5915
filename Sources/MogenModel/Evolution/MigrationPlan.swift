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
        /// The change that makes the step a custom stage: the first at `mapping-model`; nil when Core Data infers it.
        public var customReason: ModelChange? { diff.level == .mappingModel ? diff.decidingChange : nil }
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

    /// The plan for `versions`, oldest first, named `names`.
    public init(versions: [Model], names: [String]) {
        versionNames = names
        steps = versions.indices.dropFirst().map { index in
            Step(from: index - 1, to: index, diff: ModelComparison.compare(versions[index - 1], versions[index]))
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
