import MogenSupport

/// An element or attribute mogen does not know. It is ignored, and listed so nothing is silently dropped.
public struct UnrecognizedItem: Hashable, Sendable {
    public enum Kind: String, Hashable, Sendable {
        case element, attribute
    }

    public let kind: Kind
    public let name: String
    /// The element that holds it (`entity`, `attribute`, …).
    public let parent: String
    public let location: SourceLocation
}
