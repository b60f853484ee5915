import MogenSupport

/// One element of a parsed XML document: the model file's shape, independent of Core Data.
struct XMLElementNode: Sendable {
    var name: String
    var attributes: [String: String]
    /// Where the element's `<` is, for diagnostics.
    var location: SourceLocation
    var children: [XMLElementNode]

    subscript(attribute name: String) -> String? { attributes[name] }
}
