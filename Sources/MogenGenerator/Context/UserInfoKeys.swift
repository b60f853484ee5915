/// The userInfo keys mogen reads, in one place. `mogen.*` keys are mogen's own; the others are the keys users of
/// SwiftGen and mogenerator already have in their models, honoured with the same meaning.
public enum UserInfoKeys {
    // Entity
    /// `YES`: generate `Codable` conformance for the entity.
    public static let codable = "mogen.codable"
    /// Superclass for the entity's class (when it has no parent entity).
    public static let baseClass = ["mogen.baseClass", "mogenerator.customBaseClass"]
    /// Any value: generate nothing for the entity.
    public static let ignore = ["mogen.ignore", "mogenerator.ignore"]
    /// Comma-separated modules to import in the entity's files.
    public static let imports = ["mogen.imports", "additionalImports"]

    // Attribute and relationship
    /// The Swift name of the property, when the model's name cannot be used (`description`) or should not be.
    public static let swiftName = "mogen.swiftName"
    /// A Swift enum (RawRepresentable) whose raw value is stored in the attribute.
    public static let enumType = ["mogen.enum", "RawType", "attributeRawValueEnumType"]
    /// The enum's cases, when mogen should declare the enum: `a, b, c` or `a=raw a, b=raw b`.
    public static let enumCases = "mogen.enumCases"
    /// The case returned for a stored raw value that matches no case.
    public static let enumDefault = "mogen.enumDefault"
    /// SwiftGen: a non-optional property for an optional attribute.
    public static let unwrapOptional = "unwrapOptional"
    /// SwiftGen: the enum's `init(rawValue:)` never fails (an OptionSet).
    public static let nonOptionalInit = "nonOptionalInit"
    /// mogenerator: an Objective-C compatible type (an `@objc` enum) for a scalar attribute.
    public static let scalarType = "attributeValueScalarType"
    /// mogenerator: the class of a transformable attribute when `customClassName` is not set.
    public static let transformableClass = "attributeValueClassName"
    /// `NO` on a transformable attribute: mogen generates no value transformer for the name it gives (the user writes
    /// it); the name is then the user's for every attribute that names it.
    public static let transformer = "mogen.transformer"
    /// A typealias for the attribute's Swift type, declared once per model: `EmployeeId`.
    public static let typeAlias = "mogen.typealias"
    /// Any value: the property is read-only.
    public static let readOnly = ["mogen.readonly", "mogenerator.readonly"]
    /// Documentation comments.
    public static let documentation = ["documentation", "discussion"]
}
