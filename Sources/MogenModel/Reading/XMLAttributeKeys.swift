// The XML attributes mogen reads, or deliberately ignores (`syncable`), per element. Anything else is listed as
// unrecognized. Case names are the XML names.

enum ModelKey: Int, XMLAttributeKey {
    case type, documentVersion, lastSavedToolsVersion, systemVersion, minimumToolsVersion, sourceLanguage
    case userDefinedModelVersionIdentifier, usedWithCloudKit, usedWithSwiftData, name, macOSVersion, iOSVersion
    static let table = byXMLName()
}

enum EntityKey: Int, XMLAttributeKey {
    case name, representedClassName, parentEntity, isAbstract, elementID, renamingIdentifier, versionHashModifier
    case syncable, codeGenerationType
    static let table = byXMLName()
}

enum AttributeKey: Int, XMLAttributeKey {
    case name, optional, transient, attributeType, valueTransformerName, customClassName, defaultDateTimeInterval
    case allowsExternalBinaryDataStorage, derived, derivationExpression, composite, storedInTruthFile
    case minDateTimeInterval, minValueString, maxDateTimeInterval, maxValueString, defaultValueString
    case usesScalarValueType, indexed, versionHashModifier, elementID, renamingIdentifier, spotlightIndexingEnabled
    case preserveAfterDeletion, regularExpressionString, syncable, allowsCloudEncryption
    static let table = byXMLName()
}

enum RelationshipKey: Int, XMLAttributeKey {
    case name, optional, transient, toMany, minCount, maxCount, deletionRule, ordered, destinationEntity
    case inverseName, inverseEntity, elementID, renamingIdentifier, indexed, syncable, versionHashModifier
    static let table = byXMLName()
}

enum FetchedPropertyKey: Int, XMLAttributeKey {
    case name, optional, syncable, elementID, versionHashModifier
    static let table = byXMLName()
}

enum FetchRequestKey: Int, XMLAttributeKey {
    case name, entity, predicateString, resultType, includeSubentities, includePropertyValues
    case includesPendingChanges, returnObjectsAsFaults, returnDistinctResults, fetchLimit, fetchBatchSize
    static let table = byXMLName()
}

enum ConfigurationKey: Int, XMLAttributeKey {
    case name, usedWithCloudKit
    static let table = byXMLName()
}

enum FetchIndexElementKey: Int, XMLAttributeKey {
    case property, type, order, expression, expressionType
    static let table = byXMLName()
}

/// Elements identified by a name only: composites, fetch indexes, member entities.
enum NameKey: Int, XMLAttributeKey {
    case name
    static let table = byXMLName()
}

/// `<index value=…>`, `<constraint value=…>`.
enum ValueKey: Int, XMLAttributeKey {
    case value
    static let table = byXMLName()
}

/// `<entry key=… value=…>` of a userInfo.
enum EntryKey: Int, XMLAttributeKey {
    case key, value
    static let table = byXMLName()
}

/// Containers that carry no attributes (`<userInfo>`, `<compoundIndexes>`, …). Its one case exists because Swift
/// needs one; the table is empty, so no attribute matches it.
enum NoKey: Int, XMLAttributeKey {
    case unused
    static let table: [String: Self] = [:]
}
