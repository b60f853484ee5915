/// The family of a diagnostic: a short, stable tag printed between brackets (`[inverse]`). Each module declares the
/// categories of the problems it finds, as `static let` members in an extension, so that a new stage adds its own
/// without this module knowing it.
package struct DiagnosticCategory: RawRepresentable, Hashable, Sendable, CustomStringConvertible {
    /// What is printed between brackets.
    package let rawValue: String

    package init(rawValue: String) {
        self.rawValue = rawValue
    }

    package var description: String { rawValue }
}

extension DiagnosticCategory {
    /// A file could not be found or read, or is not what it should be (a model, a JSON document).
    package static let input = DiagnosticCategory(rawValue: "input")
}
