import MogenSupport

/// A name as written at a location; used for references between model elements.
public struct LocatedName: Hashable, Sendable {
    public let name: String
    public let location: SourceLocation?

    public init(_ name: String, at location: SourceLocation?) {
        self.name = name
        self.location = location
    }
}
