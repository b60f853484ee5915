/// The model as the pieces of the Swift statements that build its `NSManagedObjectModel` (`model.modelCode`, for
/// `managed-object-model.swift.stencil`): every value is a Swift literal or the name of a local the template
/// declares. Every entity of the model is here, whether mogen generates its class or not. Documented in
/// `Docs/TemplateContext.md` and `Docs/ModelAsCode.md`.
package struct ModelCodeContext: Sendable {
    /// The enum that holds `make()`: `EmployeesManagedObjectModel`.
    package let typeName: String
    /// The model's version identifier (Xcode's "Model Version Identifier"), a string literal for `versionIdentifiers`;
    /// nil when the model has none.
    package let versionIdentifier: String?
    package let entities: [EntityCode]
    /// The model's fetch request templates.
    package let fetchRequests: [FetchRequestCode]
    package let configurations: [ConfigurationCode]
    /// Every relationship that has an inverse, as the locals of both: set once every relationship exists.
    package let inverses: [InverseCode]
    /// What the model holds that the API cannot express, said in the generated file.
    package let notes: [String]
}

/// A `userInfo` entry, as two string literals.
package struct UserInfoCode: Sendable {
    package let key: String
    package let value: String
}

package struct EntityCode: Sendable {
    /// The local that holds the `NSEntityDescription`.
    package let variable: String
    package let nameLiteral: String
    /// `managedObjectClassName`: the class's Objective-C runtime name (mogen's classes are `@objc(Name)`), or
    /// `NSManagedObject`.
    package let classNameLiteral: String
    package let isAbstract: Bool
    package let renamingIdentifier: String?
    package let versionHashModifier: String?
    package let userInfo: [UserInfoCode]
    package let attributes: [AttributeCode]
    package let relationships: [RelationshipCode]
    package let fetchedProperties: [FetchedPropertyCode]
    /// The locals of the entity's own properties, in the model's order: attributes, relationships, fetched properties.
    package let propertyVariables: [String]
    /// The locals of the direct subentities.
    package let subentityVariables: [String]
    /// Each constraint's property names, as string literals.
    package let uniquenessConstraints: [[String]]
    /// Fetch indexes, including those for indexed properties and compound indexes (see `ModelCodeNames.indexName`).
    package let fetchIndexes: [FetchIndexCode]
    package let notes: [String]
}

package struct AttributeCode: Sendable {
    package let variable: String
    package let nameLiteral: String
    /// `NSAttributeDescription`, `NSDerivedAttributeDescription` for a derived attribute, or
    /// `NSCompositeAttributeDescription` for a composite one.
    package let descriptionClass: String
    /// The `NSAttributeType` case: `.integer16AttributeType`.
    package let attributeType: String
    package let isOptional: Bool
    package let isTransient: Bool
    /// The default value as a Swift expression (`Int16(2)`, `"text"`, `NSDecimalNumber(string: "1.5")`).
    package let defaultValue: String?
    /// `attributeValueClassName` (a transformable's custom class), as a string literal.
    package let attributeValueClassName: String?
    package let valueTransformerName: String?
    package let allowsExternalBinaryDataStorage: Bool
    package let allowsCloudEncryption: Bool
    package let preservesValueInHistoryOnDeletion: Bool
    package let isIndexedBySpotlight: Bool
    package let renamingIdentifier: String?
    package let versionHashModifier: String?
    package let userInfo: [UserInfoCode]
    /// Minimum, maximum and pattern, each a predicate and its warning.
    package let validationRules: [ValidationRuleCode]
    /// The derivation of a derived attribute.
    package let derivation: PredicateCode?
    /// A composite attribute's elements: the attributes of the model's composite it names.
    package let compositeElements: [AttributeCode]
    package let notes: [String]
}

package struct ValidationRuleCode: Sendable {
    package let predicate: PredicateCode
    /// The warning, a string literal naming Core Data's error code for the rule (`"NSValidationStringTooShortError"`).
    package let warning: String
}

package struct RelationshipCode: Sendable {
    package let variable: String
    package let nameLiteral: String
    /// The destination entity's local; nil when the model names no entity of that name.
    package let destinationVariable: String?
    /// The inverse relationship's local; nil when there is none.
    package let inverseVariable: String?
    package let isOptional: Bool
    package let isTransient: Bool
    package let minCount: Int
    /// 0 for no limit; 1 for to-one relationships.
    package let maxCount: Int
    /// The `NSDeleteRule` case: `.nullifyDeleteRule`.
    package let deleteRule: String
    package let isOrdered: Bool
    package let renamingIdentifier: String?
    package let versionHashModifier: String?
    package let userInfo: [UserInfoCode]
}

package struct FetchedPropertyCode: Sendable {
    package let variable: String
    package let nameLiteral: String
    package let isOptional: Bool
    package let fetchRequest: FetchRequestCode
    package let userInfo: [UserInfoCode]
}

package struct FetchRequestCode: Sendable {
    /// The local that holds the `NSFetchRequest`.
    package let variable: String
    package let nameLiteral: String
    package let entityNameLiteral: String
    /// The entity's local; nil when the model has no entity of that name.
    package let entityVariable: String?
    package let predicate: PredicateCode?
    /// The `NSFetchRequestResultType`: `.managedObjectResultType`, or `NSFetchRequestResultType(rawValue: 8)`.
    package let resultType: String
    package let fetchLimit: Int?
    package let fetchBatchSize: Int?
    package let includesSubentities: Bool?
    package let includesPropertyValues: Bool?
    package let includesPendingChanges: Bool?
    package let returnsObjectsAsFaults: Bool?
    package let returnsDistinctResults: Bool?
    package let notes: [String]
}

package struct FetchIndexCode: Sendable {
    package let nameLiteral: String
    package let elements: [Element]

    package struct Element: Sendable {
        /// The property's local (declared by the entity or an ancestor).
        package let propertyVariable: String
        /// `.binary` or `.rTree`.
        package let collationType: String
        package let isAscending: Bool
    }
}

package struct InverseCode: Sendable {
    package let relationshipVariable: String
    package let inverseVariable: String
}

package struct ConfigurationCode: Sendable {
    package let nameLiteral: String
    package let entityVariables: [String]
}
