/// What templates see for one attribute.
public struct AttributeContext: Sendable {
    /// How the property is implemented.
    public enum Storage: String, Sendable {
        /// `@NSManaged var name: String`.
        case managed
        /// A computed property over the primitive value: optional scalars (`Int16?`), which `@NSManaged` cannot
        /// express.
        case primitive
        /// A computed property that converts between a Swift enum and the stored raw value.
        case enumeration
    }

    /// The attribute's name in the model (the key Core Data uses).
    public let name: String
    /// The Swift property name, escaped if needed (`mogen.swiftName` when given).
    public let swiftName: String
    /// The model type (`Integer 16`, `String`, …).
    public let attributeType: String
    /// The property's full Swift type as declared (`Int16?`, `String`, `Genre`, `EmployeeId`).
    public let swiftType: String
    /// The type without optionality (`Int16`).
    public let valueType: String
    public let isOptional: Bool
    public let storage: Storage
    /// Read-only: derived attributes and `mogen.readonly`.
    public let isReadOnly: Bool
    public let isTransient: Bool
    public let isDerived: Bool
    /// For `primitive` and `enumeration` storage: the type of the stored primitive value (`Int16`, `String`).
    public let primitiveType: String?
    /// For enum-backed attributes: the enum and what a stored value that matches no case reads as.
    public let enumName: String?
    /// What the property reads when no value is stored or the stored value matches no case: `nil` for an optional
    /// property, else a case (`.pop`).
    public let enumFallback: String?
    /// Whether the enum's `init(rawValue:)` cannot fail (an OptionSet, SwiftGen's `nonOptionalInit`).
    public let enumInitIsNonFailable: Bool
    /// The model's default value as a Swift expression of `valueType`, if any.
    public let defaultValue: String?
    public let customClassName: String?
    /// The value transformer to register for transformable attributes.
    public let valueTransformerName: String?
    /// How the attribute is encoded and decoded for `Codable`; nil when the entity is not `Codable`, or the
    /// attribute's type cannot be (transformable, composite, object ID, undefined), or it is transient.
    public let coding: Coding?
    public let documentation: [String]
    public let userInfo: [(key: String, value: String)]

    public struct Coding: Sendable {
        /// The type written to the encoder (`Decimal` for an `NSDecimalNumber`, the raw type for an enum).
        public let type: String
        /// The expression encoded (`salary.decimalValue`, `genre.rawValue`, `name`).
        public let encodeExpression: String
        /// The expression assigned to the property when decoding from `container`.
        public let decodeExpression: String
    }
}

/// What templates see for one relationship.
public struct RelationshipContext: Sendable {
    public let name: String
    public let swiftName: String
    /// The relationship's name with its first letter uppercased, as in Xcode's accessor names (`Employees`).
    public let capitalizedName: String
    public let destinationEntityName: String
    /// The destination's Swift class (`NSManagedObject` when it has none).
    public let destinationClassName: String
    /// The property's full Swift type: `Department`, `Department?`, `Set<Employee>`, `NSOrderedSet`.
    public let swiftType: String
    public let isToMany: Bool
    public let isOrdered: Bool
    public let isOptional: Bool
    public let inverseName: String?
    public let deletionRule: String
    /// For ordered relationships: the name of the typed array view (`albumsArray`).
    public let arrayPropertyName: String?
    /// The accessors Xcode generates for to-many relationships, with their exact Objective-C selectors.
    public let accessors: [Accessor]
    public let documentation: [String]
    public let userInfo: [(key: String, value: String)]

    public struct Accessor: Sendable {
        /// `addEmployeesObject:`
        public let selector: String
        /// `func addToEmployees(_ value: Employee)`
        public let declaration: String
    }
}

public struct FetchedPropertyContext: Sendable {
    public let name: String
    public let swiftName: String
    /// `[Recipe]`
    public let swiftType: String
    public let destinationClassName: String
    public let predicate: String?
}
