import MogenSupport

/// Fetch request templates: a known entity, and variables whose type can be found.
enum FetchRequestRules {
    static func check(_ model: Model) -> [Diagnostic] {
        var diagnostics: [Diagnostic] = []
        for request in model.fetchRequests {
            guard model.entity(named: request.entityName) != nil else {
                diagnostics.append(.warning(
                    "fetch request \(quoted: request.name) fetches unknown entity \(quoted: request.entityName), so no helper is "
                        + "generated for it" + model.entitySuggestion(for: request.entityName),
                    at: request.location, .fetchRequest))
                continue
            }
            if case let .other(value) = request.resultType {
                diagnostics.append(.warning(
                    "fetch request \(quoted: request.name) has unknown result type \(value)", at: request.location, .fetchRequest))
            }
            if request.predicate != nil {
                for variable in request.variables where !variable.type.isKnown {
                    diagnostics.append(.note(
                        "the type of variable $\(bare: variable.name) in fetch request \(quoted: request.name) cannot be "
                            + "determined from the predicate", at: request.location, .fetchRequest))
                }
            }
        }
        return diagnostics
    }
}
