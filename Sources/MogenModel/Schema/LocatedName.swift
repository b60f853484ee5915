import MogenSupport

/// A name as written at a location; used for references between model elements.
package struct LocatedName: Hashable, Sendable {
    package let name: String
    package let location: SourceLocation?

    package init(_ name: String, at location: SourceLocation?) {
        self.name = name
        self.location = location
    }
}
