import MogenSupport

/// A `<fetchIndex>` (Xcode 9+): a named index over one or more properties.
public struct FetchIndex: Hashable, Sendable {
    public struct Element: Hashable, Sendable {
        public enum Order: String, Hashable, Sendable {
            case ascending, descending
        }

        public let property: String
        /// `Binary` in every model seen; kept as written.
        public let type: String
        public let order: Order
        public let location: SourceLocation
    }

    public let name: String
    public let elements: [Element]
    public let location: SourceLocation
}

/// A `<compoundIndex>` (Xcode 5-8 way of declaring a multi-column index).
public struct CompoundIndex: Hashable, Sendable {
    public let properties: [LocatedName]
    public let location: SourceLocation
}

/// A `<uniquenessConstraint>`: these properties together identify an object.
public struct UniquenessConstraint: Hashable, Sendable {
    public let properties: [LocatedName]
    public let location: SourceLocation
}
