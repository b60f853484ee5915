import MogenSupport

/// One element of a model file: the file's shape, independent of Core Data.
struct XMLElementNode: Sendable {
    var name: String
    /// In file order; XML forbids an attribute written twice, so names are unique. `nameNumber` is the name's
    /// number in `KnownAttributeNames`, or `KnownAttributeNames.unknown`.
    var attributes: [(name: String, nameNumber: Int, value: String)]
    /// Where the element's `<` is, for diagnostics.
    var location: SourceLocation
    var children: [XMLElementNode]
}
