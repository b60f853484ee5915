import MogenSupport

/// An `<attribute>` of an entity or composite. Its fields are read as `attribute.name`, `attribute.type`, …
package struct Attribute: SharedStorageValue {
    package struct Properties: NamedProperties {
        package let name: String
        package let type: AttributeType
        /// The `attributeType` as written, when it was not a known type (reported by the reader).
        package let unknownTypeName: String?
        package let isOptional: Bool
        package let isTransient: Bool
        package let isIndexed: Bool
        package let isDerived: Bool
        package let derivationExpression: String?
        package let defaultValueString: String?
        /// Seconds since 2001-01-01 for Date attributes (`defaultDateTimeInterval`).
        package let defaultDateTimeInterval: String?
        /// `usesScalarValueType`: nil when not written (every file saved before Xcode 8).
        package let usesScalarValueType: Bool?
        package let customClassName: String?
        package let valueTransformerName: String?
        package let allowsExternalBinaryDataStorage: Bool
        package let allowsCloudEncryption: Bool
        package let preserveAfterDeletion: Bool
        package let spotlightIndexingEnabled: Bool
        package let storedInTruthFile: Bool
        package let minValueString: String?
        package let maxValueString: String?
        package let minDateTimeInterval: String?
        package let maxDateTimeInterval: String?
        package let regularExpressionString: String?
        /// For `Composite` attributes: the name of the model's `<composite>`.
        package let compositeName: String?
        /// `elementID` in the file: the previous name, used by lightweight migration.
        package let renamingIdentifier: String?
        package let versionHashModifier: String?
        package let userInfo: UserInfo
        package let location: SourceLocation
    }

    package let sharedStorage: SharedStorage<Properties>

    init(_ properties: Properties) {
        sharedStorage = SharedStorage(properties)
    }

}
