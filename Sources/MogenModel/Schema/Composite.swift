import MogenSupport

/// A model-level `<composite>` (Xcode 15): a named group of attributes used by `Composite` attributes.
package struct Composite: Hashable, Sendable {
    package let name: String
    package let attributes: [Attribute]
    package let location: SourceLocation
}
