import MogenSupport

/// A model-level `<composite>` (Xcode 15): a named group of attributes used by `Composite` attributes.
public struct Composite: Hashable, Sendable {
    public let name: String
    public let attributes: [Attribute]
    public let location: SourceLocation
}
