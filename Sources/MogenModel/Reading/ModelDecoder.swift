/// Turns the XML tree of a model file into schema values. Problems with single elements become diagnostics and
/// the element is skipped; the rest of the model is still read, so one run reports everything.
struct ModelDecoder {
    private(set) var diagnostics: [Diagnostic] = []
    private(set) var unrecognized: [UnrecognizedItem] = []

    mutating func decodeModel(_ root: XMLElementNode, source: ModelSource) -> Model? {
        guard root.name == "model" else {
            diagnostics.append(.error(
                "the root element is <\(root.name)>; a Core Data model file starts with <model>", at: root.location,
                .format))
            return nil
        }
        var reader = ElementReader(root, known: Known.model)
        let header = ModelHeader(
            type: reader.string("type"), documentVersion: reader.string("documentVersion"),
            lastSavedToolsVersion: reader.string("lastSavedToolsVersion"), systemVersion: reader.string("systemVersion"),
            minimumToolsVersion: reader.string("minimumToolsVersion"), sourceLanguage: reader.string("sourceLanguage"),
            userDefinedModelVersionIdentifier: reader.string("userDefinedModelVersionIdentifier"),
            usedWithCloudKit: reader.bool("usedWithCloudKit"), usedWithSwiftData: reader.bool("usedWithSwiftData"),
            name: reader.string("name"), macOSVersion: reader.string("macOSVersion"),
            iOSVersion: reader.string("iOSVersion"), location: root.location)
        finish(reader)

        var entities: [Entity] = []
        var fetchRequests: [FetchRequest] = []
        var configurations: [Configuration] = []
        var composites: [Composite] = []
        var userInfo = UserInfo.empty
        for child in root.children {
            switch child.name {
            case "entity": decodeEntity(child).map { entities.append($0) }
            case "fetchRequest": decodeFetchRequest(child).map { fetchRequests.append($0) }
            case "configuration": decodeConfiguration(child).map { configurations.append($0) }
            case "composite": decodeComposite(child).map { composites.append($0) }
            case "userInfo": userInfo = decodeUserInfo(child)
            case "elements": break  // the diagram layout: irrelevant to code
            default: unknownElement(child, in: root)
            }
        }
        return Model(
            source: source, header: header, entities: entities, fetchRequests: fetchRequests,
            configurations: configurations, composites: composites, userInfo: userInfo, unrecognized: unrecognized)
    }

    private mutating func decodeEntity(_ element: XMLElementNode) -> Entity? {
        var reader = ElementReader(element, known: Known.entity)
        defer { finish(reader) }
        guard let name = reader.required("name") else { return nil }
        var attributes: [Attribute] = []
        var relationships: [Relationship] = []
        var fetchedProperties: [FetchedProperty] = []
        var fetchIndexes: [FetchIndex] = []
        var compoundIndexes: [CompoundIndex] = []
        var uniquenessConstraints: [UniquenessConstraint] = []
        var userInfo = UserInfo.empty
        for child in element.children {
            switch child.name {
            case "attribute": decodeAttribute(child).map { attributes.append($0) }
            case "relationship": decodeRelationship(child).map { relationships.append($0) }
            case "fetchedProperty": decodeFetchedProperty(child).map { fetchedProperties.append($0) }
            case "fetchIndex": decodeFetchIndex(child).map { fetchIndexes.append($0) }
            case "compoundIndexes":
                compoundIndexes += decodeNameLists(child, item: "compoundIndex", member: "index").map {
                    CompoundIndex(properties: $0.names, location: $0.location)
                }
            case "uniquenessConstraints":
                uniquenessConstraints += decodeNameLists(child, item: "uniquenessConstraint", member: "constraint").map {
                    UniquenessConstraint(properties: $0.names, location: $0.location)
                }
            case "userInfo": userInfo = decodeUserInfo(child)
            default: unknownElement(child, in: element)
            }
        }
        return Entity(
            name: name, className: ClassName(written: reader.string("representedClassName")),
            parentName: reader.string("parentEntity").flatMap { $0.isEmpty ? nil : $0 },
            isAbstract: reader.bool("isAbstract"),
            codeGeneration: Entity.CodeGeneration(written: reader.string("codeGenerationType")),
            renamingIdentifier: reader.string("elementID") ?? reader.string("renamingIdentifier"),
            versionHashModifier: reader.string("versionHashModifier"), attributes: attributes,
            relationships: relationships, fetchedProperties: fetchedProperties, fetchIndexes: fetchIndexes,
            compoundIndexes: compoundIndexes, uniquenessConstraints: uniquenessConstraints, userInfo: userInfo,
            location: element.location)
    }

    private mutating func decodeAttribute(_ element: XMLElementNode) -> Attribute? {
        var reader = ElementReader(element, known: Known.attribute)
        defer { finish(reader) }
        guard let name = reader.required("name") else { return nil }
        var type = AttributeType.undefined
        var unknownTypeName: String?
        if let written = reader.string("attributeType") {
            if let known = AttributeType(xmlName: written) {
                type = known
            } else {
                unknownTypeName = written
                var message = "attribute '\(name)' has unknown attributeType '\(written)'"
                if let suggestion = Suggestions.closest(to: written, among: AttributeType.all.map(\.xmlName)) {
                    message += "; did you mean '\(suggestion)'?"
                } else {
                    message += "; expected one of " + AttributeType.all.map { "'\($0.xmlName)'" }.joined(separator: ", ")
                }
                diagnostics.append(.error(message, at: element.location, .format))
            }
        }
        let userInfo = element.children.first { $0.name == "userInfo" }.map { decodeUserInfo($0) } ?? .empty
        for child in element.children where child.name != "userInfo" { unknownElement(child, in: element) }
        return Attribute(
            name: name, type: type, unknownTypeName: unknownTypeName, isOptional: reader.bool("optional"),
            isTransient: reader.bool("transient"), isIndexed: reader.bool("indexed"), isDerived: reader.bool("derived"),
            derivationExpression: reader.string("derivationExpression"),
            defaultValueString: reader.string("defaultValueString"),
            defaultDateTimeInterval: reader.string("defaultDateTimeInterval"),
            usesScalarValueType: reader.optionalBool("usesScalarValueType"),
            customClassName: reader.string("customClassName"), valueTransformerName: reader.string("valueTransformerName"),
            allowsExternalBinaryDataStorage: reader.bool("allowsExternalBinaryDataStorage"),
            allowsCloudEncryption: reader.bool("allowsCloudEncryption"),
            preserveAfterDeletion: reader.bool("preserveAfterDeletion"),
            spotlightIndexingEnabled: reader.bool("spotlightIndexingEnabled"),
            storedInTruthFile: reader.bool("storedInTruthFile"), minValueString: reader.string("minValueString"),
            maxValueString: reader.string("maxValueString"), minDateTimeInterval: reader.string("minDateTimeInterval"),
            maxDateTimeInterval: reader.string("maxDateTimeInterval"),
            regularExpressionString: reader.string("regularExpressionString"), compositeName: reader.string("composite"),
            renamingIdentifier: reader.string("elementID") ?? reader.string("renamingIdentifier"),
            versionHashModifier: reader.string("versionHashModifier"), userInfo: userInfo, location: element.location)
    }

    private mutating func decodeRelationship(_ element: XMLElementNode) -> Relationship? {
        var reader = ElementReader(element, known: Known.relationship)
        defer { finish(reader) }
        let name = reader.required("name")
        let destination = reader.required("destinationEntity")
        var deletionRule = Relationship.DeletionRule.nullify
        if let written = reader.string("deletionRule") {
            if let rule = Relationship.DeletionRule(rawValue: written) {
                deletionRule = rule
            } else {
                diagnostics.append(.error(
                    "relationship '\(name ?? "?")' has unknown deletionRule '\(written)'; expected "
                        + Relationship.DeletionRule.allCases.map { "'\($0.rawValue)'" }.joined(separator: ", "),
                    at: element.location, .format))
            }
        }
        let isToMany = reader.bool("toMany")
        let minCount = reader.int("minCount") ?? 0
        let maxCount = reader.int("maxCount") ?? 0
        let userInfo = element.children.first { $0.name == "userInfo" }.map { decodeUserInfo($0) } ?? .empty
        for child in element.children where child.name != "userInfo" { unknownElement(child, in: element) }
        guard let name, let destination else { return nil }
        return Relationship(
            name: name, destinationName: destination,
            inverseName: reader.string("inverseName").flatMap { $0.isEmpty ? nil : $0 },
            inverseEntityName: reader.string("inverseEntity").flatMap { $0.isEmpty ? nil : $0 }, isToMany: isToMany,
            isOrdered: reader.bool("ordered"), isOptional: reader.bool("optional"), minCount: minCount,
            maxCount: maxCount, deletionRule: deletionRule, isTransient: reader.bool("transient"),
            isIndexed: reader.bool("indexed"),
            renamingIdentifier: reader.string("elementID") ?? reader.string("renamingIdentifier"),
            versionHashModifier: reader.string("versionHashModifier"), userInfo: userInfo, location: element.location)
    }

    private mutating func decodeFetchedProperty(_ element: XMLElementNode) -> FetchedProperty? {
        var reader = ElementReader(element, known: Known.fetchedProperty)
        defer { finish(reader) }
        let name = reader.required("name")
        var request: FetchRequest?
        var userInfo = UserInfo.empty
        for child in element.children {
            switch child.name {
            case "fetchRequest": request = decodeFetchRequest(child)
            case "userInfo": userInfo = decodeUserInfo(child)
            default: unknownElement(child, in: element)
            }
        }
        guard let name else { return nil }
        guard let request else {
            if !element.children.contains(where: { $0.name == "fetchRequest" }) {
                diagnostics.append(.error(
                    "fetched property '\(name)' has no <fetchRequest>", at: element.location, .format))
            }
            return nil
        }
        return FetchedProperty(
            name: name, isOptional: reader.bool("optional"), fetchRequest: request, userInfo: userInfo,
            location: element.location)
    }

    private mutating func decodeFetchRequest(_ element: XMLElementNode) -> FetchRequest? {
        var reader = ElementReader(element, known: Known.fetchRequest)
        defer { finish(reader) }
        let name = reader.required("name")
        let entityName = reader.required("entity")
        let predicateString = reader.string("predicateString")
        var predicate: Predicate?
        if let predicateString, !predicateString.trimmingSpaces.isEmpty {
            do {
                predicate = try PredicateParser.parse(predicateString)
            } catch {
                diagnostics.append(.warning(
                    "cannot parse the predicate of fetch request '\(name ?? "?")' (\(error.message)); "
                        + "its variables are typed as unknown", at: element.location, .fetchRequest))
            }
        }
        let resultType = reader.int("resultType").map(FetchRequest.ResultType.init(rawValue:)) ?? .managedObject
        for child in element.children { unknownElement(child, in: element) }
        guard let name, let entityName else { return nil }
        return FetchRequest(
            name: name, entityName: entityName, predicateString: predicateString, predicate: predicate,
            variables: [], resultType: resultType, fetchLimit: reader.int("fetchLimit"),
            fetchBatchSize: reader.int("fetchBatchSize"), includesSubentities: reader.optionalBool("includeSubentities"),
            includesPropertyValues: reader.optionalBool("includePropertyValues"),
            includesPendingChanges: reader.optionalBool("includesPendingChanges"),
            returnsObjectsAsFaults: reader.optionalBool("returnObjectsAsFaults"),
            returnsDistinctResults: reader.optionalBool("returnDistinctResults"), location: element.location)
    }

    private mutating func decodeConfiguration(_ element: XMLElementNode) -> Configuration? {
        var reader = ElementReader(element, known: Known.configuration)
        defer { finish(reader) }
        guard let name = reader.required("name") else { return nil }
        var members: [LocatedName] = []
        for child in element.children {
            guard child.name == "memberEntity" else {
                unknownElement(child, in: element)
                continue
            }
            var memberReader = ElementReader(child, known: ["name"])
            if let member = memberReader.required("name") { members.append(LocatedName(member, at: child.location)) }
            finish(memberReader)
        }
        return Configuration(
            name: name, memberEntities: members, usedWithCloudKit: reader.bool("usedWithCloudKit"),
            location: element.location)
    }

    private mutating func decodeComposite(_ element: XMLElementNode) -> Composite? {
        var reader = ElementReader(element, known: Known.composite)
        defer { finish(reader) }
        guard let name = reader.required("name") else { return nil }
        var attributes: [Attribute] = []
        for child in element.children {
            if child.name == "attribute" {
                decodeAttribute(child).map { attributes.append($0) }
            } else {
                unknownElement(child, in: element)
            }
        }
        return Composite(name: name, attributes: attributes, location: element.location)
    }

    private mutating func decodeFetchIndex(_ element: XMLElementNode) -> FetchIndex? {
        var reader = ElementReader(element, known: Known.fetchIndex)
        defer { finish(reader) }
        let name = reader.required("name")
        var elements: [FetchIndex.Element] = []
        for child in element.children {
            guard child.name == "fetchIndexElement" else {
                unknownElement(child, in: element)
                continue
            }
            var elementReader = ElementReader(child, known: Known.fetchIndexElement)
            var order = FetchIndex.Element.Order.ascending
            if let written = elementReader.string("order") {
                if let parsed = FetchIndex.Element.Order(rawValue: written) {
                    order = parsed
                } else {
                    diagnostics.append(.warning(
                        "fetch index element has order '\(written)'; expected 'ascending' or 'descending'",
                        at: child.location, .format))
                }
            }
            if let property = elementReader.required("property") {
                elements.append(FetchIndex.Element(
                    property: property, type: elementReader.string("type") ?? "Binary", order: order,
                    location: child.location))
            }
            finish(elementReader)
        }
        guard let name else { return nil }
        return FetchIndex(name: name, elements: elements, location: element.location)
    }

    /// `<compoundIndexes><compoundIndex><index value=…/>…` and `<uniquenessConstraints><uniquenessConstraint>
    /// <constraint value=…/>…`: lists of lists of property names.
    private mutating func decodeNameLists(
        _ element: XMLElementNode, item: String, member: String
    ) -> [(names: [LocatedName], location: SourceLocation)] {
        finish(ElementReader(element, known: []))
        var lists: [(names: [LocatedName], location: SourceLocation)] = []
        for child in element.children {
            guard child.name == item else {
                unknownElement(child, in: element)
                continue
            }
            finish(ElementReader(child, known: []))
            var names: [LocatedName] = []
            for grandchild in child.children {
                guard grandchild.name == member else {
                    unknownElement(grandchild, in: child)
                    continue
                }
                var memberReader = ElementReader(grandchild, known: ["value"])
                if let value = memberReader.required("value") { names.append(LocatedName(value, at: grandchild.location)) }
                finish(memberReader)
            }
            lists.append((names, child.location))
        }
        return lists
    }

    private mutating func decodeUserInfo(_ element: XMLElementNode) -> UserInfo {
        finish(ElementReader(element, known: []))
        var entries: [UserInfo.Entry] = []
        for child in element.children {
            guard child.name == "entry" else {
                unknownElement(child, in: element)
                continue
            }
            var reader = ElementReader(child, known: ["key", "value"])
            if let key = reader.required("key") {
                entries.append(UserInfo.Entry(key: key, value: reader.string("value") ?? "", location: child.location))
            }
            finish(reader)
        }
        return UserInfo(entries: entries)
    }

    private mutating func finish(_ reader: ElementReader) {
        diagnostics += reader.diagnostics
        unrecognized += reader.unrecognizedAttributes
    }

    private mutating func unknownElement(_ element: XMLElementNode, in parent: XMLElementNode) {
        unrecognized.append(UnrecognizedItem(
            kind: .element, name: element.name, parent: parent.name, location: element.location))
    }
}

/// The XML attributes mogen reads or deliberately ignores, per element.
private enum Known {
    static let model: Set<String> = [
        "type", "documentVersion", "lastSavedToolsVersion", "systemVersion", "minimumToolsVersion", "sourceLanguage",
        "userDefinedModelVersionIdentifier", "usedWithCloudKit", "usedWithSwiftData", "name", "macOSVersion",
        "iOSVersion",
    ]
    static let entity: Set<String> = [
        "name", "representedClassName", "parentEntity", "isAbstract", "elementID", "renamingIdentifier",
        "versionHashModifier", "syncable", "codeGenerationType",
    ]
    static let attribute: Set<String> = [
        "name", "optional", "transient", "attributeType", "valueTransformerName", "customClassName",
        "defaultDateTimeInterval", "allowsExternalBinaryDataStorage", "derived", "derivationExpression", "composite",
        "storedInTruthFile", "minDateTimeInterval", "minValueString", "maxDateTimeInterval", "maxValueString",
        "defaultValueString", "usesScalarValueType", "indexed", "versionHashModifier", "elementID",
        "renamingIdentifier", "spotlightIndexingEnabled", "preserveAfterDeletion", "regularExpressionString",
        "syncable", "allowsCloudEncryption",
    ]
    static let relationship: Set<String> = [
        "name", "optional", "transient", "toMany", "minCount", "maxCount", "deletionRule", "ordered",
        "destinationEntity", "inverseName", "inverseEntity", "elementID", "renamingIdentifier", "indexed", "syncable",
        "versionHashModifier",
    ]
    static let fetchedProperty: Set<String> = ["name", "optional", "syncable", "elementID", "versionHashModifier"]
    static let fetchRequest: Set<String> = [
        "name", "entity", "predicateString", "resultType", "includeSubentities", "includePropertyValues",
        "includesPendingChanges", "returnObjectsAsFaults", "returnDistinctResults", "fetchLimit", "fetchBatchSize",
    ]
    static let configuration: Set<String> = ["name", "usedWithCloudKit"]
    static let composite: Set<String> = ["name"]
    static let fetchIndex: Set<String> = ["name"]
    static let fetchIndexElement: Set<String> = ["property", "type", "order", "expression", "expressionType"]
}
