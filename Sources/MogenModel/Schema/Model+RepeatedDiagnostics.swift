import MogenSupport

extension Model {
    /// Where each element at the top of the model starts: its entities, fetch requests, configurations and
    /// composites. Diagnostics inside one of them are about it.
    public var elementLocations: [SourceLocation] {
        entities.map(\.location) + fetchRequests.map(\.location) + configurations.map(\.location)
            + composites.map(\.location)
    }

    /// `diagnostics` about this model with at most `RepeatedDiagnostics.limit` of a kind per element (an entity, a
    /// fetch request, …), then one saying how many more there were.
    public func limitingRepeats(_ diagnostics: [Diagnostic]) -> [Diagnostic] {
        guard diagnostics.count > RepeatedDiagnostics.limit else { return diagnostics }
        return RepeatedDiagnostics.limited(diagnostics, elements: elementLocations)
    }
}
