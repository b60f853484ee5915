import MogenSupport

/// The categories of problems found reading and validating a model.
extension DiagnosticCategory {
    /// The XML is malformed or uses a forbidden construct (DTD, external entity).
    package static let xml = DiagnosticCategory(rawValue: "xml")
    /// A required XML attribute is missing or has a value that cannot be understood.
    package static let format = DiagnosticCategory(rawValue: "format")
    /// A name refers to an entity, property or composite that does not exist.
    package static let reference = DiagnosticCategory(rawValue: "reference")
    /// Inheritance problems: cycles, redeclared properties.
    package static let inheritance = DiagnosticCategory(rawValue: "inheritance")
    /// Missing or non-reciprocal inverse relationships.
    package static let inverse = DiagnosticCategory(rawValue: "inverse")
    /// Duplicate names, invalid identifiers, clashes with NSManagedObject members.
    package static let naming = DiagnosticCategory(rawValue: "naming")
    /// Attribute types, defaults and value constraints.
    package static let attribute = DiagnosticCategory(rawValue: "attribute")
    /// Relationship cardinality and delete rules.
    package static let relationship = DiagnosticCategory(rawValue: "relationship")
    /// Fetch indexes, compound indexes, uniqueness constraints.
    package static let index = DiagnosticCategory(rawValue: "index")
    /// Fetch request templates and fetched properties.
    package static let fetchRequest = DiagnosticCategory(rawValue: "fetch-request")
    /// Rules that apply when a configuration or the model is used with CloudKit.
    package static let cloudKit = DiagnosticCategory(rawValue: "cloudkit")
    /// Limits such as the number of properties of an entity.
    package static let limit = DiagnosticCategory(rawValue: "limit")
    /// Elements or attributes mogen does not know; they are ignored.
    package static let unrecognized = DiagnosticCategory(rawValue: "unrecognized")
}

extension DiagnosticCategory {
    /// A model version that shipped was edited or removed, or the bundle's versions are out of order.
    package static let evolution = DiagnosticCategory(rawValue: "evolution")
}
