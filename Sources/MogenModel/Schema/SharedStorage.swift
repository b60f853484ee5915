/// Storage shared by copies of a schema value. Schema values are immutable and copied often (every loop over an
/// entity's attributes copies them); keeping their fields in one shared box makes a copy cost one retain instead of
/// one per field, while the value keeps value semantics. Figures: Docs/Performance.md.
package final class SharedStorage<Properties: Sendable>: Sendable {
    package let properties: Properties

    init(_ properties: Properties) {
        self.properties = properties
    }
}

/// A schema value whose fields are a `Properties` struct in a `SharedStorage`, read as `value.name`, `value.type`, …
/// Two values are equal when they share their storage or their fields are equal.
@dynamicMemberLookup
package protocol SharedStorageValue: Hashable, Sendable {
    associatedtype Properties: NamedProperties
    var sharedStorage: SharedStorage<Properties> { get }
}

/// The fields every schema element has.
package protocol NamedProperties: Hashable, Sendable {
    var name: String { get }
    /// `elementID` in the file: the previous name, used by lightweight migration.
    var renamingIdentifier: String? { get }
}

extension SharedStorageValue {
    @inlinable package var properties: Properties { sharedStorage.properties }

    // Names are read in every lookup and comparison: direct accessors spare them the key path of a dynamic member.
    @inlinable package var name: String { sharedStorage.properties.name }
    @inlinable package var renamingIdentifier: String? { sharedStorage.properties.renamingIdentifier }

    @inlinable package subscript<T>(dynamicMember keyPath: KeyPath<Properties, T>) -> T {
        sharedStorage.properties[keyPath: keyPath]
    }

    package static func == (lhs: Self, rhs: Self) -> Bool {
        lhs.sharedStorage === rhs.sharedStorage || lhs.properties == rhs.properties
    }

    package func hash(into hasher: inout Hasher) { hasher.combine(properties) }
}
