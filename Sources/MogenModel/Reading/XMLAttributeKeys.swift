// The XML attributes mogen reads, or deliberately ignores (`syncable`), per element. Anything else is listed as
// unrecognized. Case names are the XML names.

enum ModelKey: Int, XMLAttributeKey {
    case type, documentVersion, lastSavedToolsVersion, systemVersion, minimumToolsVersion, sourceLanguage
    case userDefinedModelVersionIdentifier, usedWithCloudKit, usedWithSwiftData, name, macOSVersion, iOSVersion
    static let numbering = KeyNumbering<Self>()
}

enum EntityKey: Int, XMLAttributeKey {
    case name, representedClassName, parentEntity, isAbstract, elementID, renamingIdentifier, versionHashModifier
    case syncable, codeGenerationType
    static let numbering = KeyNumbering<Self>()
}

enum AttributeKey: Int, XMLAttributeKey {
    case name, optional, transient, attributeType, valueTransformerName, customClassName, defaultDateTimeInterval
    case allowsExternalBinaryDataStorage, derived, derivationExpression, composite, storedInTruthFile
    case minDateTimeInterval, minValueString, maxDateTimeInterval, maxValueString, defaultValueString
    case usesScalarValueType, indexed, versionHashModifier, elementID, renamingIdentifier, spotlightIndexingEnabled
    case preserveAfterDeletion, regularExpressionString, syncable, allowsCloudEncryption
    static let numbering = KeyNumbering<Self>()
}

enum RelationshipKey: Int, XMLAttributeKey {
    case name, optional, transient, toMany, minCount, maxCount, deletionRule, ordered, destinationEntity
    case inverseName, inverseEntity, elementID, renamingIdentifier, indexed, syncable, versionHashModifier
    static let numbering = KeyNumbering<Self>()
}

enum FetchedPropertyKey: Int, XMLAttributeKey {
    case name, optional, syncable, elementID, versionHashModifier
    static let numbering = KeyNumbering<Self>()
}

enum FetchRequestKey: Int, XMLAttributeKey {
    case name, entity, predicateString, resultType, includeSubentities, includePropertyValues
    case includesPendingChanges, returnObjectsAsFaults, returnDistinctResults, fetchLimit, fetchBatchSize
    static let numbering = KeyNumbering<Self>()
}

enum ConfigurationKey: Int, XMLAttributeKey {
    case name, usedWithCloudKit
    static let numbering = KeyNumbering<Self>()
}

enum FetchIndexElementKey: Int, XMLAttributeKey {
    case property, type, order, expression, expressionType
    static let numbering = KeyNumbering<Self>()
}

/// Elements identified by a name only: composites, fetch indexes, member entities.
enum NameKey: Int, XMLAttributeKey {
    case name
    static let numbering = KeyNumbering<Self>()
}

/// `<index value=…>`, `<constraint value=…>`.
enum ValueKey: Int, XMLAttributeKey {
    case value
    static let numbering = KeyNumbering<Self>()
}

/// `<entry key=… value=…>` of a userInfo.
enum EntryKey: Int, XMLAttributeKey {
    case key, value
    static let numbering = KeyNumbering<Self>()
}

/// Containers that carry no attributes (`<userInfo>`, `<compoundIndexes>`, …). Its one case exists because Swift
/// needs one; its numbering is empty, so no attribute matches it.
enum NoKey: Int, XMLAttributeKey {
    case unused
    static let numbering = KeyNumbering<Self>.none
}

/// Every XML attribute name a key type above knows, numbered. The reader numbers each attribute once per distinct
/// name in a file (libxml2 hands the same pointer for the same name), so `ElementReader` finds keys by number, not
/// by hashing every attribute's name.
enum KnownAttributeNames {
    static let names: [String] = {
        let perType = [
            ModelKey.xmlNames, EntityKey.xmlNames, AttributeKey.xmlNames, RelationshipKey.xmlNames,
            FetchedPropertyKey.xmlNames, FetchRequestKey.xmlNames, ConfigurationKey.xmlNames,
            FetchIndexElementKey.xmlNames, NameKey.xmlNames, ValueKey.xmlNames, EntryKey.xmlNames,
        ]
        return Set(perType.joined()).sorted()
    }()
    static let numbers: [String: Int] = Dictionary(uniqueKeysWithValues: names.enumerated().map { ($1, $0) })

    /// The number of a name, or `unknown`.
    static func number(of name: String) -> Int32 {
        numbers[name].map(Int32.init) ?? unknown
    }

    static let unknown: Int32 = -1
}
