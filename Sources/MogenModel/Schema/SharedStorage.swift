/// Storage shared by copies of a schema value. Schema values are immutable and copied often (every loop over an
/// entity's attributes copies them); keeping their fields in one shared box makes a copy cost one retain instead of
/// one per field, while the value keeps value semantics. Figures: Docs/Performance.md.
public final class SharedStorage<Properties: Sendable>: Sendable {
    public let properties: Properties

    init(_ properties: Properties) {
        self.properties = properties
    }
}

/// The fields of a schema value that every kind has: read in every lookup and comparison.
public protocol SchemaProperties: Hashable, Sendable {
    var name: String { get }
    /// `elementID` in the file: the previous name, used by lightweight migration.
    var renamingIdentifier: String? { get }
}

/// A schema value whose fields are a `Properties` struct in a `SharedStorage`, read as `value.field`
/// (`@dynamicMemberLookup` on the conforming type). Two values are equal when they share their storage or their
/// fields are equal. The accessors are `@inlinable` so that the modules reading them specialize them: a generic
/// accessor they cannot see into copies every field and projects its key path at run time (Docs/Performance.md).
public protocol SharedStorageValue: Hashable, Sendable {
    associatedtype Properties: SchemaProperties
    var sharedStorage: SharedStorage<Properties> { get }
}

extension SharedStorageValue {
    public var properties: Properties { sharedStorage.properties }

    @inlinable public subscript<T>(dynamicMember keyPath: KeyPath<Properties, T>) -> T {
        sharedStorage.properties[keyPath: keyPath]
    }

    // Direct accessors spare names the key path of a dynamic member.
    @inlinable public var name: String { sharedStorage.properties.name }
    @inlinable public var renamingIdentifier: String? { sharedStorage.properties.renamingIdentifier }

    public static func == (lhs: Self, rhs: Self) -> Bool {
        lhs.sharedStorage === rhs.sharedStorage || lhs.properties == rhs.properties
    }

    public func hash(into hasher: inout Hasher) { hasher.combine(properties) }
}
