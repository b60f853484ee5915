import MogenSupport

/// An `<attribute>` of an entity or composite. Its fields are read as `attribute.name`, `attribute.type`, …
@dynamicMemberLookup
public struct Attribute: SharedStorageValue {
    public struct Properties: SchemaProperties {
        public let name: String
        public let type: AttributeType
        /// The `attributeType` as written, when it was not a known type (reported by the reader).
        public let unknownTypeName: String?
        public let isOptional: Bool
        public let isTransient: Bool
        public let isIndexed: Bool
        public let isDerived: Bool
        public let derivationExpression: String?
        public let defaultValueString: String?
        /// Seconds since 2001-01-01 for Date attributes (`defaultDateTimeInterval`).
        public let defaultDateTimeInterval: String?
        /// `usesScalarValueType`: nil when not written (every file saved before Xcode 8).
        public let usesScalarValueType: Bool?
        public let customClassName: String?
        public let valueTransformerName: String?
        public let allowsExternalBinaryDataStorage: Bool
        public let allowsCloudEncryption: Bool
        public let preserveAfterDeletion: Bool
        public let spotlightIndexingEnabled: Bool
        public let storedInTruthFile: Bool
        public let minValueString: String?
        public let maxValueString: String?
        public let minDateTimeInterval: String?
        public let maxDateTimeInterval: String?
        public let regularExpressionString: String?
        /// For `Composite` attributes: the name of the model's `<composite>`.
        public let compositeName: String?
        /// `elementID` in the file: the previous name, used by lightweight migration.
        public let renamingIdentifier: String?
        public let versionHashModifier: String?
        public let userInfo: UserInfo
        public let location: SourceLocation
    }

    public let sharedStorage: SharedStorage<Properties>

    init(_ properties: Properties) {
        sharedStorage = SharedStorage(properties)
    }
}
