import MogenModel
import MogenSupport

/// What generating a model produced: its files (in memory) and everything worth telling the user.
package struct GenerationResult: Sendable {
    package var model: Model
    package var context: ModelContext
    /// `context` as templates saw it.
    package var templateContext: ContextNode
    package var files: [GeneratedFile]
    package var diagnostics: [Diagnostic]
    /// The output files generating read (the user's class files it renders from), for the plan to reuse.
    var existingOutputs: ExistingOutputs
}
