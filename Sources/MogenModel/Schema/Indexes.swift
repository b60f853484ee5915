import MogenSupport

/// A `<fetchIndex>` (Xcode 9+): a named index over one or more properties.
package struct FetchIndex: Hashable, Sendable {
    package struct Element: Hashable, Sendable {
        package enum Order: String, Hashable, Sendable {
            case ascending, descending
        }

        package let property: String
        /// `Binary` in every model seen; kept as written.
        package let type: String
        package let order: Order
        package let location: SourceLocation
    }

    package let name: String
    package let elements: [Element]
    package let location: SourceLocation
}

/// A `<compoundIndex>` (Xcode 5-8 way of declaring a multi-column index).
package struct CompoundIndex: Hashable, Sendable {
    package let properties: [LocatedName]
    package let location: SourceLocation
}

/// A `<uniquenessConstraint>`: these properties together identify an object.
package struct UniquenessConstraint: Hashable, Sendable {
    package let properties: [LocatedName]
    package let location: SourceLocation
}
