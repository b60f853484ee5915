import MogenSupport

/// Turns the XML tree of a model file into schema values. Problems with single elements become diagnostics and
/// the element is skipped; the rest of the model is still read, so one run reports everything.
struct ModelDecoder {
    private(set) var diagnostics: [Diagnostic] = []
    private(set) var unrecognized: [UnrecognizedItem] = []

    /// One `<entity>` element, decoded on its own as soon as the reader has it (see `ModelReader`).
    struct DecodedEntity: Sendable {
        var entity: Entity?
        var diagnostics: [Diagnostic]
        var unrecognized: [UnrecognizedItem]
    }

    static func decodeEntity(_ element: XMLElementNode) -> DecodedEntity {
        var decoder = ModelDecoder()
        let entity = decoder.decodeEntity(element)
        return DecodedEntity(entity: entity, diagnostics: decoder.diagnostics, unrecognized: decoder.unrecognized)
    }

    /// Decodes the model; `decodedEntities` are the entities taken out of the tree and decoded already, in file
    /// order, before any entity still in the tree.
    mutating func decodeModel(
        _ root: XMLElementNode, source: ModelSource, decodedEntities: [DecodedEntity] = []
    ) -> Model? {
        guard root.name == "model" else {
            diagnostics.append(.error(
                "the root element is <\(bare: root.name)>; a Core Data model file starts with <model>", at: root.location,
                .format))
            return nil
        }
        var reader = ElementReader<ModelKey>(root)
        let header = ModelHeader(
            type: reader.string(.type), documentVersion: reader.string(.documentVersion),
            lastSavedToolsVersion: reader.string(.lastSavedToolsVersion), systemVersion: reader.string(.systemVersion),
            minimumToolsVersion: reader.string(.minimumToolsVersion), sourceLanguage: reader.string(.sourceLanguage),
            userDefinedModelVersionIdentifier: reader.string(.userDefinedModelVersionIdentifier),
            usedWithCloudKit: reader.bool(.usedWithCloudKit), usedWithSwiftData: reader.bool(.usedWithSwiftData),
            name: reader.string(.name), macOSVersion: reader.string(.macOSVersion),
            iOSVersion: reader.string(.iOSVersion), location: root.location)
        finish(reader)

        var entities: [Entity] = []
        entities.reserveCapacity(decodedEntities.count)
        for decoded in decodedEntities {
            decoded.entity.map { entities.append($0) }
            diagnostics += decoded.diagnostics
            unrecognized += decoded.unrecognized
        }
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
        var reader = ElementReader<EntityKey>(element)
        defer { finish(reader) }
        guard let name = reader.required(.name) else { return nil }
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
        return Entity(.init(
            name: name, className: ClassName(written: reader.string(.representedClassName)),
            parentName: reader.nonEmpty(.parentEntity),
            isAbstract: reader.bool(.isAbstract),
            codeGeneration: Entity.CodeGeneration(written: reader.string(.codeGenerationType)),
            renamingIdentifier: reader.string(.elementID) ?? reader.string(.renamingIdentifier),
            versionHashModifier: reader.string(.versionHashModifier), attributes: attributes,
            relationships: relationships, fetchedProperties: fetchedProperties, fetchIndexes: fetchIndexes,
            compoundIndexes: compoundIndexes, uniquenessConstraints: uniquenessConstraints, userInfo: userInfo,
            location: element.location))
    }

    private mutating func decodeAttribute(_ element: XMLElementNode) -> Attribute? {
        var reader = ElementReader<AttributeKey>(element)
        defer { finish(reader) }
        guard let name = reader.required(.name) else { return nil }
        var type = AttributeType.undefined
        var unknownTypeName: String?
        if let written = reader.string(.attributeType) {
            if let known = AttributeType(xmlName: written) {
                type = known
            } else {
                unknownTypeName = written
                var message = "attribute \(MessageText.quoted(name)) has unknown attributeType "
                    + MessageText.quoted(written)
                if let suggestion = Suggestions.closest(to: written, among: AttributeType.all.map(\.xmlName)) {
                    message += "; did you mean \(quoted: suggestion)?"
                } else {
                    message += "; expected one of " + AttributeType.all.map { "\(quoted: $0.xmlName)" }.joined(separator: ", ")
                }
                diagnostics.append(.error(message, at: element.location, .format))
            }
        }
        let userInfo = element.children.first { $0.name == "userInfo" }.map { decodeUserInfo($0) } ?? .empty
        for child in element.children where child.name != "userInfo" { unknownElement(child, in: element) }
        return Attribute(.init(
            name: name, type: type, unknownTypeName: unknownTypeName, isOptional: reader.bool(.optional),
            isTransient: reader.bool(.transient), isIndexed: reader.bool(.indexed), isDerived: reader.bool(.derived),
            derivationExpression: reader.string(.derivationExpression),
            defaultValueString: reader.string(.defaultValueString),
            defaultDateTimeInterval: reader.string(.defaultDateTimeInterval),
            usesScalarValueType: reader.optionalBool(.usesScalarValueType),
            customClassName: reader.string(.customClassName), valueTransformerName: reader.string(.valueTransformerName),
            allowsExternalBinaryDataStorage: reader.bool(.allowsExternalBinaryDataStorage),
            allowsCloudEncryption: reader.bool(.allowsCloudEncryption),
            preserveAfterDeletion: reader.bool(.preserveAfterDeletion),
            spotlightIndexingEnabled: reader.bool(.spotlightIndexingEnabled),
            storedInTruthFile: reader.bool(.storedInTruthFile), minValueString: reader.string(.minValueString),
            maxValueString: reader.string(.maxValueString), minDateTimeInterval: reader.string(.minDateTimeInterval),
            maxDateTimeInterval: reader.string(.maxDateTimeInterval),
            regularExpressionString: reader.string(.regularExpressionString), compositeName: reader.string(.composite),
            renamingIdentifier: reader.string(.elementID) ?? reader.string(.renamingIdentifier),
            versionHashModifier: reader.string(.versionHashModifier), userInfo: userInfo, location: element.location))
    }

    private mutating func decodeRelationship(_ element: XMLElementNode) -> Relationship? {
        var reader = ElementReader<RelationshipKey>(element)
        defer { finish(reader) }
        let name = reader.required(.name)
        let destination = reader.required(.destinationEntity)
        var deletionRule = Relationship.DeletionRule.nullify
        if let written = reader.string(.deletionRule) {
            if let rule = Relationship.DeletionRule(rawValue: written) {
                deletionRule = rule
            } else {
                diagnostics.append(.error(
                    "relationship \(MessageText.quoted(name ?? "?")) has unknown deletionRule "
                        + "\(MessageText.quoted(written)); expected "
                        + Relationship.DeletionRule.allCases.map { "\(quoted: $0.rawValue)" }.joined(separator: ", "),
                    at: element.location, .format))
            }
        }
        let isToMany = reader.bool(.toMany)
        let minCount = reader.int(.minCount) ?? 0
        let maxCount = reader.int(.maxCount) ?? 0
        let userInfo = element.children.first { $0.name == "userInfo" }.map { decodeUserInfo($0) } ?? .empty
        for child in element.children where child.name != "userInfo" { unknownElement(child, in: element) }
        guard let name, let destination else { return nil }
        return Relationship(.init(
            name: name, destinationName: destination,
            inverseName: reader.nonEmpty(.inverseName),
            inverseEntityName: reader.nonEmpty(.inverseEntity), isToMany: isToMany,
            isOrdered: reader.bool(.ordered), isOptional: reader.bool(.optional), minCount: minCount,
            maxCount: maxCount, deletionRule: deletionRule, isTransient: reader.bool(.transient),
            isIndexed: reader.bool(.indexed),
            renamingIdentifier: reader.string(.elementID) ?? reader.string(.renamingIdentifier),
            versionHashModifier: reader.string(.versionHashModifier), userInfo: userInfo, location: element.location))
    }

    private mutating func decodeFetchedProperty(_ element: XMLElementNode) -> FetchedProperty? {
        var reader = ElementReader<FetchedPropertyKey>(element)
        defer { finish(reader) }
        let name = reader.required(.name)
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
                    "fetched property \(MessageText.quoted(name)) has no <fetchRequest>", at: element.location,
                    .format))
            }
            return nil
        }
        return FetchedProperty(
            name: name, isOptional: reader.bool(.optional), fetchRequest: request, userInfo: userInfo,
            location: element.location)
    }

    private mutating func decodeFetchRequest(_ element: XMLElementNode) -> FetchRequest? {
        var reader = ElementReader<FetchRequestKey>(element)
        defer { finish(reader) }
        let name = reader.required(.name)
        let entityName = reader.required(.entity)
        let predicateString = reader.string(.predicateString)
        var predicate: Predicate?
        if let predicateString, !predicateString.trimmingSpaces.isEmpty {
            do {
                predicate = try PredicateParser.parse(predicateString)
            } catch {
                diagnostics.append(.warning(
                    "cannot parse the predicate of fetch request \(MessageText.quoted(name ?? "?")) "
                        + "(\(error.message)); "
                        + "its variables are typed as unknown", at: element.location, .fetchRequest))
            }
        }
        let resultType = reader.int(.resultType).map(FetchRequest.ResultType.init(rawValue:)) ?? .managedObject
        for child in element.children { unknownElement(child, in: element) }
        guard let name, let entityName else { return nil }
        return FetchRequest(
            name: name, entityName: entityName, predicateString: predicateString, predicate: predicate,
            variables: [], resultType: resultType, fetchLimit: reader.int(.fetchLimit),
            fetchBatchSize: reader.int(.fetchBatchSize), includesSubentities: reader.optionalBool(.includeSubentities),
            includesPropertyValues: reader.optionalBool(.includePropertyValues),
            includesPendingChanges: reader.optionalBool(.includesPendingChanges),
            returnsObjectsAsFaults: reader.optionalBool(.returnObjectsAsFaults),
            returnsDistinctResults: reader.optionalBool(.returnDistinctResults), location: element.location)
    }

    private mutating func decodeConfiguration(_ element: XMLElementNode) -> Configuration? {
        var reader = ElementReader<ConfigurationKey>(element)
        defer { finish(reader) }
        guard let name = reader.required(.name) else { return nil }
        var members: [LocatedName] = []
        for child in element.children {
            guard child.name == "memberEntity" else {
                unknownElement(child, in: element)
                continue
            }
            var memberReader = ElementReader<NameKey>(child)
            if let member = memberReader.required(.name) { members.append(LocatedName(member, at: child.location)) }
            finish(memberReader)
        }
        return Configuration(
            name: name, memberEntities: members, usedWithCloudKit: reader.bool(.usedWithCloudKit),
            location: element.location)
    }

    private mutating func decodeComposite(_ element: XMLElementNode) -> Composite? {
        var reader = ElementReader<NameKey>(element)
        defer { finish(reader) }
        guard let name = reader.required(.name) else { return nil }
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
        var reader = ElementReader<NameKey>(element)
        defer { finish(reader) }
        let name = reader.required(.name)
        var elements: [FetchIndex.Element] = []
        for child in element.children {
            guard child.name == "fetchIndexElement" else {
                unknownElement(child, in: element)
                continue
            }
            var elementReader = ElementReader<FetchIndexElementKey>(child)
            var order = FetchIndex.Element.Order.ascending
            if let written = elementReader.string(.order) {
                if let parsed = FetchIndex.Element.Order(rawValue: written) {
                    order = parsed
                } else {
                    diagnostics.append(.warning(
                        "fetch index element has order \(MessageText.quoted(written)); "
                            + "expected 'ascending' or 'descending'",
                        at: child.location, .format))
                }
            }
            if let property = elementReader.required(.property) {
                elements.append(FetchIndex.Element(
                    property: property, type: elementReader.string(.type) ?? "Binary", order: order,
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
        finish(ElementReader<NoKey>(element))
        var lists: [(names: [LocatedName], location: SourceLocation)] = []
        for child in element.children {
            guard child.name == item else {
                unknownElement(child, in: element)
                continue
            }
            finish(ElementReader<NoKey>(child))
            var names: [LocatedName] = []
            for grandchild in child.children {
                guard grandchild.name == member else {
                    unknownElement(grandchild, in: child)
                    continue
                }
                var memberReader = ElementReader<ValueKey>(grandchild)
                if let value = memberReader.required(.value) { names.append(LocatedName(value, at: grandchild.location)) }
                finish(memberReader)
            }
            lists.append((names, child.location))
        }
        return lists
    }

    private mutating func decodeUserInfo(_ element: XMLElementNode) -> UserInfo {
        finish(ElementReader<NoKey>(element))
        var entries: [UserInfo.Entry] = []
        for child in element.children {
            guard child.name == "entry" else {
                unknownElement(child, in: element)
                continue
            }
            var reader = ElementReader<EntryKey>(child)
            if let key = reader.required(.key) {
                entries.append(UserInfo.Entry(key: key, value: reader.string(.value) ?? "", location: child.location))
            }
            finish(reader)
        }
        return UserInfo(entries: entries)
    }

    private mutating func finish<Key>(_ reader: ElementReader<Key>) {
        if !reader.diagnostics.isEmpty { diagnostics += reader.diagnostics }
        if !reader.unknownNames.isEmpty { unrecognized += reader.unrecognizedAttributes }
    }

    private mutating func unknownElement(_ element: XMLElementNode, in parent: XMLElementNode) {
        unrecognized.append(UnrecognizedItem(
            kind: .element, name: element.name, parent: parent.name, location: element.location))
    }
}

