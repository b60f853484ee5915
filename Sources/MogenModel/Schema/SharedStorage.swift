/// Storage shared by copies of a schema value. Schema values are immutable and copied often (every loop over an
/// entity's attributes copies them); keeping their fields in one shared box makes a copy cost one retain instead of
/// one per field, while the value keeps value semantics.
///
/// What it buys, measured against the same types with their fields stored inline (release build, medians of
/// alternating runs): `mogen-bench model` reads and validates 1,000 entities in 175 ms instead of 229 ms (1.3x; 5,000
/// entities 845 ms instead of 1,097 ms), and `mogen generate --layout single` on the benchmark's 1,000-entity model
/// (the `mogen-bench generate` line) takes 994 ms instead of 1,316 ms.
@usableFromInline
final class SharedStorage<Properties: Sendable>: Sendable {
    @usableFromInline let properties: Properties

    init(_ properties: Properties) {
        self.properties = properties
    }
}
