/// What templates see for one attribute.
public struct AttributeContext: Sendable {
    /// How the property is implemented.
    public enum Storage: String, Sendable {
        /// `@NSManaged var name: String`.
        case managed
        /// A computed property over the primitive value: optional scalars (`Int16?`), which `@NSManaged` cannot
        /// express, and properties whose key is the name of an `NSManagedObject` member, renamed in Swift.
        case primitive
        /// A computed property that converts between a Swift enum and the stored raw value.
        case enumeration
    }

    /// The attribute's name in the model (the key Core Data uses).
    public let name: String
    /// The Swift property name, escaped if needed (a rename or `mogen.swiftName` when given).
    public let swiftName: String
    /// Whether the property is declared `@objc`: `@objc(objcName)` when the Swift name is not the key, or plain
    /// `@objc` for a computed property Objective-C can see (an enum declared `@objc`).
    public let isObjC: Bool
    /// The key, when the property is declared `@objc(key)` so that Core Data finds it under its key.
    public let objcName: String?
    /// The model type (`Integer 16`, `String`, …).
    public let attributeType: String
    /// The property's full Swift type as declared (`Int16?`, `String`, `Genre`, `EmployeeId`).
    public let swiftType: String
    /// The type without optionality (`Int16`).
    public let valueType: String
    /// The value type of the property's typed key (`Keys`): `swiftType`, except for a composite attribute with a
    /// struct, whose key holds the struct (`Place?`), so that `appending(Place.Keys.x)` makes `place.x`.
    public var keyValueType: String? = nil
    /// A composite attribute's struct (`Place`), when the composite has one (`model.composites`); nil otherwise.
    public var compositeTypeName: String? = nil
    /// The typed accessor of a composite attribute with a struct (`placeValue`), read and written through the
    /// dictionary property.
    public var compositeAccessorName: String? = nil
    public let isOptional: Bool
    /// The model's Optional checkbox (Swift optionality can differ: `--optionality xcode`, enums).
    let isOptionalInModel: Bool
    public let storage: Storage
    /// Read-only: derived attributes and `mogen.readonly`.
    public let isReadOnly: Bool
    public let isTransient: Bool
    public let isDerived: Bool
    /// A derived attribute's derivation expression as the model writes it, for its documentation (print it through
    /// `swiftComment`); nil for other attributes.
    public let derivation: String?
    /// The validation limits the model sets, for the class's `Limits`; nil when it sets none (or the attribute is
    /// derived).
    public let limits: AttributeLimits?
    /// For `primitive` and `enumeration` storage: the type of the stored primitive value (`Int16`, `String`).
    public let primitiveType: String?
    /// For a non-optional `primitive` property: what it reads before a value is stored (the model's default, or
    /// the type's empty value).
    public let primitiveFallback: String?
    /// For enum-backed attributes: the enum and what a stored value that matches no case reads as.
    public let enumName: String?
    /// What the property reads when no value is stored or the stored value matches no case: `nil` for an optional
    /// property, else a case (`.pop`).
    public let enumFallback: String?
    /// Whether the enum's `init(rawValue:)` cannot fail (an OptionSet, SwiftGen's `nonOptionalInit`).
    public let enumInitIsNonFailable: Bool
    /// Whether the fallback case's predicate also matches stored values that match no case (and no value), which
    /// read as the fallback: true when mogen declares the enum, so its cases are known.
    public let enumFallbackCoversUnknownValues: Bool
    /// The model's default value as a Swift expression of `valueType`, if any.
    public let defaultValue: String?
    /// For a scalar the model makes optional and Swift does not (`--optionality xcode`): what the property reads when
    /// no value is stored (`0`, `false`), the initializer's default.
    let scalarZero: String?
    public let customClassName: String?
    /// The value transformer to register for transformable attributes.
    public let valueTransformerName: String?
    /// How the attribute is encoded and decoded for `Codable`; nil when the entity is not `Codable`, or the
    /// attribute's type cannot be (transformable, object ID, undefined, a composite without a `Codable` struct), or it
    /// is transient.
    public let coding: Coding?
    public let documentation: [String]
    public let userInfo: [(key: String, value: String)]
    /// The property as mogenerator declares it, for the `mogenerator` template set.
    public let mogenerator: MogeneratorAttributeContext

    /// The pieces of the attribute's `Codable` statements; the templates write the statements.
    public struct Coding: Sendable {
        /// The property whose value is encoded and decoded: the attribute's own, or a composite's typed accessor
        /// (`placeValue`), which reads and writes the dictionary Core Data stores. The key is the attribute's.
        public let property: String
        /// Whether `property` is optional (a composite's typed accessor always is), so an absent value is not encoded.
        public let isOptional: Bool
        /// The type written to the encoder (`Decimal` for an `NSDecimalNumber`, the raw type for an enum).
        public let type: String
        /// The member of the property's value that is encoded (`decimalValue`, `int16Value`, `rawValue`); nil when
        /// the value itself is.
        public let encodedMember: String?
        /// How a decoded value of `type` becomes the property's value; nil when it is the value as decoded.
        public let conversion: ConversionContext?
        /// An enum whose `init(rawValue:)` can fail, decoded through the model's `decodeEnum` helpers so that a raw
        /// value that matches no case is a `DecodingError`.
        public let checksEnumCases: Bool
        /// Whether the key must be present: the attribute is required and has no default, so Core Data gave the new
        /// object nothing to keep.
        public let isRequired: Bool
    }
}

/// What templates see for one relationship.
public struct RelationshipContext: Sendable {
    public let name: String
    public let swiftName: String
    /// The key, when the Swift name is not it: the property is declared `@objc(key)`.
    public let objcName: String?
    /// `managed` (`@NSManaged`), or `primitive`: a to-one relationship whose key is the name of an
    /// `NSManagedObject` member, renamed in Swift and read through its primitive value.
    public let storage: AttributeContext.Storage
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
    /// The model's Optional checkbox.
    let isOptionalInModel: Bool
    public let inverseName: String?
    public let deletionRule: String
    /// For ordered relationships: the name of the typed array view (`albumsArray`).
    public let arrayPropertyName: String?
    /// The accessors Xcode generates for to-many relationships, with their exact Objective-C selectors.
    public let accessors: [Accessor]
    public let documentation: [String]
    public let userInfo: [(key: String, value: String)]

    /// One of Xcode's accessor methods: `@objc(addEmployeesObject:) func addToEmployees(_ value: Employee)`.
    public struct Accessor: Sendable {
        /// `addEmployeesObject:`
        public let selector: String
        /// `addToEmployees`
        public let name: String
        public let parameters: [Parameter]
        /// For an ordered relationship: what the method does to the relationship's mutable ordered set, which the
        /// template writes: `insertAtIndex`, `removeAtIndex`, `insertAtIndexes`, `removeAtIndexes`, `replaceAtIndex`,
        /// `replaceAtIndexes`, `add`, `remove`, `addEach` or `removeEach`. Nil for an unordered one, whose method is
        /// Core Data's own.
        public var mutation: String? = nil
    }

    /// `_ value: Employee`, `at idx: Int`.
    public struct Parameter: Sendable {
        public let label: String
        public let name: String
        public let type: String
    }
}

public struct FetchedPropertyContext: Sendable {
    public let name: String
    public let swiftName: String
    /// The key, when the Swift name is not it: the property is declared `@objc(key)`.
    public let objcName: String?
    /// `[Recipe]`
    public let swiftType: String
    public let destinationClassName: String
    public let predicate: String?
}
