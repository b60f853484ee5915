/// The model as the pieces of the Swift statements that build its `NSManagedObjectModel` (`model.modelCode`, for
/// `managed-object-model.swift.stencil`): every value is a Swift literal or the name of a local the template
/// declares. Every entity of the model is here, whether mogen generates its class or not. Documented in
/// `Docs/TemplateContext.md` and `Docs/ModelAsCode.md`.
public struct ModelCodeContext: Sendable {
    /// The enum that holds `make()`: `EmployeesManagedObjectModel`.
    public let typeName: String
    /// The model's version identifier (Xcode's "Model Version Identifier"), a string literal for `versionIdentifiers`;
    /// nil when the model has none.
    public let versionIdentifier: String?
    public let entities: [EntityCode]
    /// The model's fetch request templates.
    public let fetchRequests: [FetchRequestCode]
    public let configurations: [ConfigurationCode]
    /// Every relationship that has an inverse, as the locals of both: set once every relationship exists.
    public let inverses: [InverseCode]
    /// What the model holds that the API cannot express, said in the generated file.
    public let notes: [String]
}

/// A `userInfo` entry, as two string literals.
public struct UserInfoCode: Sendable {
    public let key: String
    public let value: String
}

public struct EntityCode: Sendable {
    /// The local that holds the `NSEntityDescription`.
    public let variable: String
    public let nameLiteral: String
    /// `managedObjectClassName`: the class's Objective-C runtime name (mogen's classes are `@objc(Name)`), or
    /// `NSManagedObject`.
    public let classNameLiteral: String
    public let isAbstract: Bool
    public let renamingIdentifier: String?
    public let versionHashModifier: String?
    public let userInfo: [UserInfoCode]
    public let attributes: [AttributeCode]
    public let relationships: [RelationshipCode]
    public let fetchedProperties: [FetchedPropertyCode]
    /// The locals of the entity's own properties, in the model's order: attributes, relationships, fetched properties.
    public let propertyVariables: [String]
    /// The locals of the direct subentities.
    public let subentityVariables: [String]
    /// Each constraint's property names, as string literals.
    public let uniquenessConstraints: [[String]]
    /// Fetch indexes, including those for indexed properties and compound indexes (see `ModelCodeNames.indexName`).
    public let fetchIndexes: [FetchIndexCode]
    public let notes: [String]
}

public struct AttributeCode: Sendable {
    public let variable: String
    public let nameLiteral: String
    /// `NSAttributeDescription`, `NSDerivedAttributeDescription` for a derived attribute, or
    /// `NSCompositeAttributeDescription` for a composite one.
    public let descriptionClass: String
    /// The `NSAttributeType` case: `.integer16AttributeType`.
    public let attributeType: String
    public let isOptional: Bool
    public let isTransient: Bool
    /// The default value as a Swift expression (`Int16(2)`, `"text"`, `NSDecimalNumber(string: "1.5")`).
    public let defaultValue: String?
    /// `attributeValueClassName` (a transformable's custom class), as a string literal.
    public let attributeValueClassName: String?
    public let valueTransformerName: String?
    public let allowsExternalBinaryDataStorage: Bool
    public let allowsCloudEncryption: Bool
    public let preservesValueInHistoryOnDeletion: Bool
    public let isIndexedBySpotlight: Bool
    public let renamingIdentifier: String?
    public let versionHashModifier: String?
    public let userInfo: [UserInfoCode]
    /// Minimum, maximum and pattern, each a predicate and its warning.
    public let validationRules: [ValidationRuleCode]
    /// The derivation of a derived attribute.
    public let derivation: PredicateCode?
    /// A composite attribute's elements: the attributes of the model's composite it names.
    public let compositeElements: [AttributeCode]
    public let notes: [String]
}

public struct ValidationRuleCode: Sendable {
    public let predicate: PredicateCode
    /// The warning, a string literal naming Core Data's error code for the rule (`"NSValidationStringTooShortError"`).
    public let warning: String
}

public struct RelationshipCode: Sendable {
    public let variable: String
    public let nameLiteral: String
    /// The destination entity's local; nil when the model names no entity of that name.
    public let destinationVariable: String?
    /// The inverse relationship's local; nil when there is none.
    public let inverseVariable: String?
    public let isOptional: Bool
    public let isTransient: Bool
    public let minCount: Int
    /// 0 for no limit; 1 for to-one relationships.
    public let maxCount: Int
    /// The `NSDeleteRule` case: `.nullifyDeleteRule`.
    public let deleteRule: String
    public let isOrdered: Bool
    public let renamingIdentifier: String?
    public let versionHashModifier: String?
    public let userInfo: [UserInfoCode]
}

public struct FetchedPropertyCode: Sendable {
    public let variable: String
    public let nameLiteral: String
    public let isOptional: Bool
    public let fetchRequest: FetchRequestCode
    public let userInfo: [UserInfoCode]
}

public struct FetchRequestCode: Sendable {
    /// The local that holds the `NSFetchRequest`.
    public let variable: String
    public let nameLiteral: String
    public let entityNameLiteral: String
    /// The entity's local; nil when the model has no entity of that name.
    public let entityVariable: String?
    public let predicate: PredicateCode?
    /// The `NSFetchRequestResultType`: `.managedObjectResultType`, or `NSFetchRequestResultType(rawValue: 8)`.
    public let resultType: String
    public let fetchLimit: Int?
    public let fetchBatchSize: Int?
    public let includesSubentities: Bool?
    public let includesPropertyValues: Bool?
    public let includesPendingChanges: Bool?
    public let returnsObjectsAsFaults: Bool?
    public let returnsDistinctResults: Bool?
    public let notes: [String]
}

public struct FetchIndexCode: Sendable {
    public let nameLiteral: String
    public let elements: [Element]

    public struct Element: Sendable {
        /// The property's local (declared by the entity or an ancestor).
        public let propertyVariable: String
        /// `.binary` or `.rTree`.
        public let collationType: String
        public let isAscending: Bool
    }
}

public struct InverseCode: Sendable {
    public let relationshipVariable: String
    public let inverseVariable: String
}

public struct ConfigurationCode: Sendable {
    public let nameLiteral: String
    public let entityVariables: [String]
}
