import MogenSupport

/// The categories of problems found reading and validating a model.
extension DiagnosticCategory {
    /// The XML is malformed or uses a forbidden construct (DTD, external entity).
    public static let xml = DiagnosticCategory(rawValue: "xml")
    /// A required XML attribute is missing or has a value that cannot be understood.
    public static let format = DiagnosticCategory(rawValue: "format")
    /// A name refers to an entity, property or composite that does not exist.
    public static let reference = DiagnosticCategory(rawValue: "reference")
    /// Inheritance problems: cycles, redeclared properties.
    public static let inheritance = DiagnosticCategory(rawValue: "inheritance")
    /// Missing or non-reciprocal inverse relationships.
    public static let inverse = DiagnosticCategory(rawValue: "inverse")
    /// Duplicate names, invalid identifiers, clashes with NSManagedObject members.
    public static let naming = DiagnosticCategory(rawValue: "naming")
    /// Attribute types, defaults and value constraints.
    public static let attribute = DiagnosticCategory(rawValue: "attribute")
    /// Relationship cardinality and delete rules.
    public static let relationship = DiagnosticCategory(rawValue: "relationship")
    /// Fetch indexes, compound indexes, uniqueness constraints.
    public static let index = DiagnosticCategory(rawValue: "index")
    /// Fetch request templates and fetched properties.
    public static let fetchRequest = DiagnosticCategory(rawValue: "fetch-request")
    /// Rules that apply when a configuration or the model is used with CloudKit.
    public static let cloudKit = DiagnosticCategory(rawValue: "cloudkit")
    /// Limits such as the number of properties of an entity.
    public static let limit = DiagnosticCategory(rawValue: "limit")
    /// Elements or attributes mogen does not know; they are ignored.
    public static let unrecognized = DiagnosticCategory(rawValue: "unrecognized")
}

extension DiagnosticCategory {
    /// A model version that shipped was edited or removed, or the bundle's versions are out of order.
    public static let evolution = DiagnosticCategory(rawValue: "evolution")
}
