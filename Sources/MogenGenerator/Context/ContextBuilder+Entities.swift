import MogenModel
import MogenSupport

extension ContextBuilder {
    /// Registers the enums (`mogen.enumCases`) and typealiases (`mogen.typeAlias`) that the attributes of `entities`
    /// declare, before any entity is built: building an entity then only reads them, so entities can be built
    /// independently of each other. Enums come first (an attribute may use an enum another declares); typealiases
    /// are claimed in the order building meets them (own attributes, then inherited ones), so the first claim wins
    /// and a later one that differs is the one reported, when the entity that makes it is built.
    mutating func registerDeclaredTypes(of entities: [Entity]) {
        var ignored: [Diagnostic] = []
        for entity in entities {
            for attribute in entity.attributes where attribute.userInfo[UserInfoKeys.enumCases] != nil {
                _ = enumSpecification(for: attribute, label: "", problems: &ignored)
            }
        }
        for entity in entities {
            let inherited = hasGeneratedSuperclass(entity) ? entity.inheritedAttributes : []
            for attribute in entity.attributes + inherited where attribute.userInfo[UserInfoKeys.typeAlias] != nil {
                registerTypealias(of: attribute, in: entity)
            }
        }
    }

    /// The contexts of `entities`, in order, each built on its own copy of the builder (on every core), with the
    /// diagnostics of each added in order.
    mutating func buildEntities(_ entities: [Entity]) -> [EntityContext] {
        let base = self
        let built = entities.concurrentMap { entity -> (context: EntityContext, diagnostics: [Diagnostic]) in
            var builder = base
            builder.diagnostics = []
            let context = builder.buildEntity(entity)
            assert(
                builder.enums.count == base.enums.count && builder.typealiases.count == base.typealiases.count,
                "entity \(entity.name) declared a type that registerDeclaredTypes did not register")
            return (context, builder.diagnostics)
        }
        diagnostics += built.flatMap(\.diagnostics)
        return built.map(\.context)
    }
}
