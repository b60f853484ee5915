/// Storage shared by copies of a schema value. Schema values are immutable and copied often (every loop over an
/// entity's attributes copies them); keeping their fields in one shared box makes a copy cost one retain instead of
/// one per field, while the value keeps value semantics.
@usableFromInline
final class SharedStorage<Properties: Sendable>: Sendable {
    @usableFromInline let properties: Properties

    init(_ properties: Properties) {
        self.properties = properties
    }
}
