import MogenModel
import MogenSupport

extension ContextBuilder {
    /// The contexts of `entities`, in order, built on every core.
    ///
    /// Each entity is built on a copy of the builder, and its diagnostics are added in order, as building them in
    /// order would. An entity can change what later ones see only by declaring an enum or a typealias (which later
    /// attributes reuse or conflict with); from the first entity that does, the rest are built again here, in
    /// order, on this builder.
    mutating func buildEntities(_ entities: [Entity]) -> [EntityContext] {
        let base = self
        let built = entities.concurrentMap { entity -> IndependentEntity? in
            var builder = base
            builder.diagnostics = []
            let context = builder.buildEntity(entity)
            guard builder.enums.count == base.enums.count, builder.typealiases.count == base.typealiases.count else {
                return nil
            }
            return IndependentEntity(context: context, diagnostics: builder.diagnostics)
        }
        var contexts: [EntityContext] = []
        contexts.reserveCapacity(entities.count)
        for (index, entity) in built.enumerated() {
            guard let entity else {
                for entity in entities[index...] { contexts.append(buildEntity(entity)) }
                break
            }
            contexts.append(entity.context)
            diagnostics += entity.diagnostics
        }
        return contexts
    }
}

/// An entity's context built on a copy of the builder, with the diagnostics it added.
private struct IndependentEntity: Sendable {
    let context: EntityContext
    let diagnostics: [Diagnostic]
}
