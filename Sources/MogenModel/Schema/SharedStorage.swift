/// Storage shared by copies of a schema value. Schema values are immutable and copied often (every loop over an
/// entity's attributes copies them); keeping their fields in one shared box makes a copy cost one retain instead of
/// one per field, while the value keeps value semantics. Figures: Docs/Performance.md.
public final class SharedStorage<Properties: Sendable>: Sendable {
    public let properties: Properties

    init(_ properties: Properties) {
        self.properties = properties
    }
}

/// A schema value whose fields are a `Properties` struct in a `SharedStorage`. Two values are equal when they share
/// their storage or their fields are equal. Each type reads its fields itself (`@dynamicMemberLookup`, `name`): a
/// generic accessor here is not specialized in the modules that read them, and costs a copy of every field per read.
public protocol SharedStorageValue: Hashable, Sendable {
    associatedtype Properties: Hashable, Sendable
    var sharedStorage: SharedStorage<Properties> { get }
}

extension SharedStorageValue {
    public var properties: Properties { sharedStorage.properties }

    public static func == (lhs: Self, rhs: Self) -> Bool {
        lhs.sharedStorage === rhs.sharedStorage || lhs.properties == rhs.properties
    }

    public func hash(into hasher: inout Hasher) { hasher.combine(properties) }
}
