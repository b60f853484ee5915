import MogenModel
import MogenSupport

/// What generating a model produced: its files (in memory) and everything worth telling the user.
public struct GenerationResult: Sendable {
    public var model: Model
    public var context: ModelContext
    /// `context` as templates saw it.
    public var templateContext: ContextNode
    public var files: [GeneratedFile]
    public var diagnostics: [Diagnostic]
    /// The output files generating read (the user's class files it renders from), for the plan to reuse.
    var existingOutputs: ExistingOutputs
}
