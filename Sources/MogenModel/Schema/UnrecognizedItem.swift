import MogenSupport

/// An element or attribute mogen does not know. It is ignored, and listed so nothing is silently dropped.
package struct UnrecognizedItem: Hashable, Sendable {
    package enum Kind: String, Hashable, Sendable {
        case element, attribute
    }

    package let kind: Kind
    package let name: String
    /// The element that holds it (`entity`, `attribute`, …).
    package let parent: String
    package let location: SourceLocation
}
