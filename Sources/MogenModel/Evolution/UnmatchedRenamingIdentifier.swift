/// The hint for an added element whose renaming identifier names nothing in the old version. Core Data pairs elements
/// by canonical name, the renaming identifier when there is one (`ElementMatching`), so such an element is new to it,
/// and when the old version has an element of the element's own name, that one is dropped with its values.
enum UnmatchedRenamingIdentifier {
    /// `kind` is `entity`, `attribute` or `relationship`; `dropped` says what Core Data drops (`values`, `objects`).
    static func hint(kind: String, name: String, identifier: String?, oldHasName: Bool, dropped: String) -> String? {
        guard let identifier, identifier != name else { return nil }
        var text = "its renaming identifier \(quoted: identifier) names no \(kind) of the old version, so Core Data sees "
            + "a new \(kind)"
        if oldHasName {
            text += " and drops the \(dropped) of the old \(quoted: name): set the identifier to \(quoted: name), or remove it"
        }
        return text
    }
}
