/// A problem found in an input, printed compiler-style so Xcode, SwiftPM and CI annotate the right line:
/// `path:line:column: error: message [category]`.
public struct Diagnostic: Hashable, Sendable, CustomStringConvertible {
    public enum Severity: String, Hashable, Sendable, Comparable {
        case note, warning, error

        private var rank: Int {
            switch self {
            case .note: 0
            case .warning: 1
            case .error: 2
            }
        }

        public static func < (lhs: Severity, rhs: Severity) -> Bool { lhs.rank < rhs.rank }
    }

    public var severity: Severity
    public var message: String
    public var location: SourceLocation?
    /// A short, stable tag naming the family of the check (`xml`, `inverse`, `cloudkit`, …), so users can grep
    /// and tools can filter.
    public var category: DiagnosticCategory

    public init(_ severity: Severity, _ message: String, at location: SourceLocation?, category: DiagnosticCategory) {
        self.severity = severity
        self.message = message
        self.location = location
        self.category = category
    }

    public static func error(_ message: String, at location: SourceLocation?, _ category: DiagnosticCategory) -> Diagnostic {
        Diagnostic(.error, message, at: location, category: category)
    }

    public static func warning(_ message: String, at location: SourceLocation?, _ category: DiagnosticCategory) -> Diagnostic {
        Diagnostic(.warning, message, at: location, category: category)
    }

    public static func note(_ message: String, at location: SourceLocation?, _ category: DiagnosticCategory) -> Diagnostic {
        Diagnostic(.note, message, at: location, category: category)
    }

    public var description: String {
        let prefix = location.map { "\($0.description): " } ?? "mogen: "
        return "\(prefix)\(severity.rawValue): \(message) [\(category.rawValue)]"
    }
}

/// The families of diagnostics. The raw value is what is printed between brackets.
public enum DiagnosticCategory: String, Hashable, Sendable, CaseIterable {
    /// The file could not be found or read, or is not a model at all.
    case input
    /// The XML is malformed or uses a forbidden construct (DTD, external entity).
    case xml
    /// A required XML attribute is missing or has a value that cannot be understood.
    case format
    /// A name refers to an entity, property or composite that does not exist.
    case reference
    /// Inheritance problems: cycles, redeclared properties.
    case inheritance
    /// Missing or non-reciprocal inverse relationships.
    case inverse
    /// Duplicate names, invalid identifiers, clashes with NSManagedObject members.
    case naming
    /// Attribute types, defaults and value constraints.
    case attribute
    /// Relationship cardinality and delete rules.
    case relationship
    /// Fetch indexes, compound indexes, uniqueness constraints.
    case index
    /// Fetch request templates and fetched properties.
    case fetchRequest = "fetch-request"
    /// Rules that apply when a configuration or the model is used with CloudKit.
    case cloudKit = "cloudkit"
    /// Limits such as the number of properties of an entity.
    case limit
    /// Code generation settings of entities (`codeGenerationType`) and class names.
    case codegen
    /// Elements or attributes mogen does not know; they are ignored.
    case unrecognized
    /// Templates that fail to compile or render.
    case template
    /// Configuration (`mogen.json`) and option problems.
    case configuration
    /// Writing or checking generated files.
    case output
}

extension Array where Element == Diagnostic {
    public var hasErrors: Bool { contains { $0.severity == .error } }
    public var errorCount: Int { lazy.filter { $0.severity == .error }.count }
    public var warningCount: Int { lazy.filter { $0.severity == .warning }.count }

    /// Diagnostics in file order (by location, then severity), stable for equal keys, so output is deterministic.
    public func sortedByLocation() -> [Diagnostic] {
        enumerated().sorted { a, b in
            let la = a.element.location, lb = b.element.location
            switch (la, lb) {
            case let (x?, y?) where x != y: return x < y
            case (nil, _?): return true
            case (_?, nil): return false
            default: return a.offset < b.offset
            }
        }.map(\.element)
    }
}
