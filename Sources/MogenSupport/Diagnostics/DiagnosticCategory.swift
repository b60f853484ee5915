/// The family of a diagnostic: a short, stable tag printed between brackets (`[inverse]`). Each module declares the
/// categories of the problems it finds, as `static let` members in an extension, so that a new stage adds its own
/// without this module knowing it.
public struct DiagnosticCategory: RawRepresentable, Hashable, Sendable, CustomStringConvertible {
    /// What is printed between brackets.
    public let rawValue: String

    public init(rawValue: String) {
        self.rawValue = rawValue
    }

    public var description: String { rawValue }
}

extension DiagnosticCategory {
    /// A file could not be found or read, or is not what it should be (a model, a JSON document).
    public static let input = DiagnosticCategory(rawValue: "input")
}
