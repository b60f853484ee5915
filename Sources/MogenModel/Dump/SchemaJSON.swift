import MogenSupport

/// The resolved schema as JSON, for `mogen dump --format json`. The shape is documented in `Docs/SchemaDump.md`;
/// every key is always present (null when absent), so the output is easy to query and stable across runs.
public enum SchemaJSON {
    /// Version of the dump's shape; raised when keys change meaning or disappear.
    public static let formatVersion = 2

    public static func json(for model: Model) -> JSONValue {
        .object([
            ("formatVersion", .int(formatVersion)),
            ("name", .string(model.name)),
            ("source", source(model.source)),
            ("header", header(model.header)),
            ("entities", .array(model.entities.map(entity))),
            ("fetchRequests", .array(model.fetchRequests.map(fetchRequest))),
            ("configurations", .array(model.configurations.map(configuration))),
            ("composites", .array(model.composites.map(composite))),
            ("userInfo", userInfo(model.userInfo)),
            ("unrecognized", .array(model.unrecognized.map(unrecognized))),
        ])
    }

    static func source(_ source: ModelSource) -> JSONValue {
        .object([
            ("path", .string(source.inputPath)),
            ("contents", .string(source.contentsPath)),
            ("version", .optional(source.versionName)),
            ("currentVersion", .optional(source.currentVersionName)),
            ("versions", .array(source.versionNames.map(JSONValue.string))),
        ])
    }

    static func header(_ header: ModelHeader) -> JSONValue {
        .object([
            ("lastSavedToolsVersion", .optional(header.lastSavedToolsVersion)),
            ("systemVersion", .optional(header.systemVersion)),
            ("minimumToolsVersion", .optional(header.minimumToolsVersion)),
            ("sourceLanguage", .optional(header.sourceLanguage)),
            ("userDefinedModelVersionIdentifier", .optional(header.userDefinedModelVersionIdentifier)),
            ("usedWithCloudKit", .bool(header.usedWithCloudKit)),
            ("usedWithSwiftData", .bool(header.usedWithSwiftData)),
            ("documentVersion", .optional(header.documentVersion)),
            ("type", .optional(header.type)),
            ("name", .optional(header.name)),
            ("macOSVersion", .optional(header.macOSVersion)),
            ("iOSVersion", .optional(header.iOSVersion)),
            ("location", location(header.location)),
        ])
    }

    static func entity(_ entity: Entity) -> JSONValue {
        .object([
            ("name", .string(entity.name)),
            ("className", className(entity.className)),
            ("parent", .optional(entity.parentName)),
            ("subentities", .array(entity.subentityNames.map(JSONValue.string))),
            ("isAbstract", .bool(entity.isAbstract)),
            ("codeGeneration", .string(entity.codeGeneration.name)),
            ("renamingIdentifier", .optional(entity.renamingIdentifier)),
            ("versionHashModifier", .optional(entity.versionHashModifier)),
            ("attributes", .array(entity.attributes.map(attribute))),
            ("relationships", .array(entity.relationships.map(relationship))),
            ("fetchedProperties", .array(entity.fetchedProperties.map(fetchedProperty))),
            ("fetchIndexes", .array(entity.fetchIndexes.map(fetchIndex))),
            ("compoundIndexes", .array(entity.compoundIndexes.map { names($0.properties) })),
            ("uniquenessConstraints", .array(entity.uniquenessConstraints.map { names($0.properties) })),
            ("userInfo", userInfo(entity.userInfo)),
            ("location", location(entity.location)),
        ])
    }

    static func className(_ name: ClassName) -> JSONValue {
        let module: JSONValue
        switch name.module {
        case .unspecified: module = .null
        case .current: module = .string(".")
        case let .named(value): module = .string(value)
        }
        return .object([
            ("written", .optional(name.written)),
            ("module", module),
            ("name", .string(name.name)),
            ("isCustom", .bool(name.isCustom)),
        ])
    }

    static func attribute(_ attribute: Attribute) -> JSONValue {
        let defaultValue = attribute.defaultValue.map(Self.defaultValue) ?? .null
        return .object([
            ("name", .string(attribute.name)),
            ("type", .string(attribute.unknownTypeName ?? attribute.type.xmlName)),
            ("isOptional", .bool(attribute.isOptional)),
            ("isTransient", .bool(attribute.isTransient)),
            ("isIndexed", .bool(attribute.isIndexed)),
            ("isDerived", .bool(attribute.isDerived)),
            ("derivationExpression", .optional(attribute.derivationExpression)),
            ("defaultValueString", .optional(attribute.defaultValueString)),
            ("defaultDateTimeInterval", .optional(attribute.defaultDateTimeInterval)),
            ("defaultValue", defaultValue),
            ("usesScalarValueType", .optional(attribute.usesScalarValueType)),
            ("customClassName", .optional(attribute.customClassName)),
            ("valueTransformerName", .optional(attribute.valueTransformerName)),
            ("allowsExternalBinaryDataStorage", .bool(attribute.allowsExternalBinaryDataStorage)),
            ("allowsCloudEncryption", .bool(attribute.allowsCloudEncryption)),
            ("preserveAfterDeletion", .bool(attribute.preserveAfterDeletion)),
            ("spotlightIndexingEnabled", .bool(attribute.spotlightIndexingEnabled)),
            ("storedInTruthFile", .bool(attribute.storedInTruthFile)),
            ("minValueString", .optional(attribute.minValueString)),
            ("maxValueString", .optional(attribute.maxValueString)),
            ("minDateTimeInterval", .optional(attribute.minDateTimeInterval)),
            ("maxDateTimeInterval", .optional(attribute.maxDateTimeInterval)),
            ("regularExpressionString", .optional(attribute.regularExpressionString)),
            ("composite", .optional(attribute.compositeName)),
            ("renamingIdentifier", .optional(attribute.renamingIdentifier)),
            ("versionHashModifier", .optional(attribute.versionHashModifier)),
            ("userInfo", userInfo(attribute.userInfo)),
            ("location", location(attribute.location)),
        ])
    }

    static func defaultValue(_ value: DefaultValue) -> JSONValue {
        switch value {
        case let .integer(integer): .int(Int(integer))
        case let .decimal(text): .string(text)
        case let .floatingPoint(double): .double(double)
        case let .boolean(bool): .bool(bool)
        case let .string(text): .string(text)
        case let .date(seconds): .double(seconds)
        case let .uuid(uuid): .string(uuid.uuidString)
        case let .uri(text): .string(text)
        }
    }

    static func relationship(_ relationship: Relationship) -> JSONValue {
        .object([
            ("name", .string(relationship.name)),
            ("destination", .string(relationship.destinationName)),
            ("inverseName", .optional(relationship.inverseName)),
            ("inverseEntity", .optional(relationship.inverseEntityName)),
            ("isToMany", .bool(relationship.isToMany)),
            ("isOrdered", .bool(relationship.isOrdered)),
            ("isOptional", .bool(relationship.isOptional)),
            ("minCount", .int(relationship.minCount)),
            ("maxCount", .int(relationship.maxCount)),
            ("deletionRule", .string(relationship.deletionRule.rawValue)),
            ("isTransient", .bool(relationship.isTransient)),
            ("isIndexed", .bool(relationship.isIndexed)),
            ("renamingIdentifier", .optional(relationship.renamingIdentifier)),
            ("versionHashModifier", .optional(relationship.versionHashModifier)),
            ("userInfo", userInfo(relationship.userInfo)),
            ("location", location(relationship.location)),
        ])
    }

    static func fetchedProperty(_ property: FetchedProperty) -> JSONValue {
        .object([
            ("name", .string(property.name)),
            ("isOptional", .bool(property.isOptional)),
            ("fetchRequest", fetchRequest(property.fetchRequest)),
            ("userInfo", userInfo(property.userInfo)),
            ("location", location(property.location)),
        ])
    }

    static func fetchRequest(_ request: FetchRequest) -> JSONValue {
        .object([
            ("name", .string(request.name)),
            ("entity", .string(request.entityName)),
            ("predicate", .optional(request.predicateString)),
            ("variables", .array(request.variables.map { variable in
                .object([("name", .string(variable.name)), ("type", valueType(variable.type))])
            })),
            ("resultType", .string(request.resultType.name)),
            ("fetchLimit", .optional(request.fetchLimit)),
            ("fetchBatchSize", .optional(request.fetchBatchSize)),
            ("includesSubentities", .optional(request.includesSubentities)),
            ("includesPropertyValues", .optional(request.includesPropertyValues)),
            ("includesPendingChanges", .optional(request.includesPendingChanges)),
            ("returnsObjectsAsFaults", .optional(request.returnsObjectsAsFaults)),
            ("returnsDistinctResults", .optional(request.returnsDistinctResults)),
            ("location", location(request.location)),
        ])
    }

    /// `"String"`, `"Transformable<[Int]>"`, `"object:Employee"`, `"collection:String"`, `"unknown"`.
    static func valueType(_ type: PredicateValueType) -> JSONValue {
        .string(valueTypeName(type))
    }

    static func valueTypeName(_ type: PredicateValueType) -> String {
        switch type {
        case let .attribute(attributeType, customClassName?): "\(attributeType.xmlName)<\(customClassName)>"
        case let .attribute(attributeType, nil): attributeType.xmlName
        case let .object(entityName): "object:" + entityName
        case let .collection(element): "collection:" + valueTypeName(element)
        case .unknown: "unknown"
        }
    }

    static func configuration(_ configuration: Configuration) -> JSONValue {
        .object([
            ("name", .string(configuration.name)),
            ("entities", .array(configuration.memberEntityNames.map(JSONValue.string))),
            ("usedWithCloudKit", .bool(configuration.usedWithCloudKit)),
            ("location", location(configuration.location)),
        ])
    }

    static func composite(_ composite: Composite) -> JSONValue {
        .object([
            ("name", .string(composite.name)),
            ("attributes", .array(composite.attributes.map(attribute))),
            ("location", location(composite.location)),
        ])
    }

    static func fetchIndex(_ index: FetchIndex) -> JSONValue {
        .object([
            ("name", .string(index.name)),
            ("elements", .array(index.elements.map { element in
                .object([
                    ("property", .string(element.property)), ("type", .string(element.type)),
                    ("order", .string(element.order.rawValue)),
                ])
            })),
            ("location", location(index.location)),
        ])
    }

    static func unrecognized(_ item: UnrecognizedItem) -> JSONValue {
        .object([
            ("kind", .string(item.kind.rawValue)), ("name", .string(item.name)), ("parent", .string(item.parent)),
            ("location", location(item.location)),
        ])
    }

    static func names(_ names: [LocatedName]) -> JSONValue {
        .array(names.map { .string($0.name) })
    }

    static func userInfo(_ info: UserInfo) -> JSONValue {
        .object(info.entries.map { ($0.key, .string($0.value)) })
    }

    static func location(_ location: SourceLocation) -> JSONValue {
        .object([("line", .int(location.line)), ("column", .int(location.column))])
    }
}
