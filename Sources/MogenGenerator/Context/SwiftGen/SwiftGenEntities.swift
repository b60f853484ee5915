import MogenModel
import MogenTemplate

/// A model's entities as SwiftGen sees them: by name, the first of several with one name winning, each with only
/// its own properties (SwiftGen does not merge inherited ones).
struct SwiftGenEntities {
    let byName: [String: Entity]
    /// The names, in file order, each once.
    let names: [String]

    init(_ model: Model) {
        var byName: [String: Entity] = [:]
        var names: [String] = []
        for entity in model.entities where byName[entity.name] == nil {
            byName[entity.name] = entity
            names.append(entity.name)
        }
        self.byName = byName
        self.names = names
    }

    func entityValue(_ entity: Entity) -> TemplateValue {
        [
            "name": .string(entity.name),
            "className": .string(Self.className(written: entity.className.written)),
            "isAbstract": .bool(entity.isAbstract),
            "userInfo": SwiftGenUserInfo.value(entity.userInfo),
            "superEntity": .string(entity.parentName ?? ""),
            "attributes": .array(entity.attributes.map(Self.attributeValue)),
            "relationships": .array(entity.relationships.map(Self.relationshipValue)),
            "fetchedProperties": .array(entity.fetchedProperties.map(fetchedPropertyValue)),
            "uniquenessConstraints": .array(entity.uniquenessConstraints.map { constraint in
                .array(constraint.properties.map { .string($0.name) })
            }),
            "shouldGenerateCode": .bool(Self.shouldGenerateCode(entity)),
        ]
    }

    /// `representedClassName` without its module: everything after the first dot when there is one (`App.Main` →
    /// `Main`, `.Main` → `Main`, `A.B.C` → `B.C`), and `""` when the model names no class (SwiftGen does not fall
    /// back to `NSManagedObject`).
    static func className(written: String?) -> String {
        guard let written, let dot = written.firstIndex(of: ".") else { return written ?? "" }
        return String(written[written.index(after: dot)...])
    }

    /// False only when Xcode generates the class or its extension (`codeGenerationType` `class` or `category`).
    static func shouldGenerateCode(_ entity: Entity) -> Bool {
        switch entity.codeGeneration {
        case .class, .category: false
        case .manual, .other: true
        }
    }

    static func attributeValue(_ attribute: Attribute) -> TemplateValue {
        let scalar = attribute.usesScalarValueType ?? false
        return [
            "name": .string(attribute.name),
            "propertyType": "attribute",
            "isDerived": .bool(attribute.isDerived),
            "isIndexed": .bool(attribute.isIndexed),
            "isOptional": .bool(attribute.isOptional),
            "isTransient": .bool(attribute.isTransient),
            "usesScalarValueType": .bool(scalar),
            "type": .string(attribute.type.xmlName),
            "customClassName": .string(attribute.customClassName ?? ""),
            "typeName": .string(SwiftGenTypeName.typeName(of: attribute)),
            "userInfo": SwiftGenUserInfo.value(attribute.userInfo),
        ]
    }

    static func relationshipValue(_ relationship: Relationship) -> TemplateValue {
        var inverse = TemplateValue.null
        if let name = relationship.inverseName, let entityName = relationship.inverseEntityName {
            inverse = ["name": .string(name), "entityName": .string(entityName)]
        }
        return [
            "name": .string(relationship.name),
            "propertyType": "relationship",
            "isIndexed": .bool(relationship.isIndexed),
            "isOptional": .bool(relationship.isOptional),
            "isTransient": .bool(relationship.isTransient),
            "isToMany": .bool(relationship.isToMany),
            "isOrdered": .bool(relationship.isOrdered),
            "destinationEntity": .string(relationship.destinationName),
            "inverseRelationship": inverse,
            "userInfo": SwiftGenUserInfo.value(relationship.userInfo),
        ]
    }

    func fetchedPropertyValue(_ property: FetchedProperty) -> TemplateValue {
        [
            "name": .string(property.name),
            "propertyType": "fetchedProperty",
            "isOptional": .bool(property.isOptional),
            "fetchRequest": fetchRequestValue(property.fetchRequest),
            "userInfo": SwiftGenUserInfo.value(property.userInfo),
        ]
    }

    /// A fetch request, or an empty dictionary when its entity is not in the model (as SwiftGen gives it).
    func fetchRequestValue(_ request: FetchRequest) -> TemplateValue {
        guard let entity = byName[request.entityName] else { return .dictionary([:]) }
        let predicateString = request.predicateString ?? ""
        let variables = predicateString.isEmpty ? [:] : SwiftGenPredicateVariables(entities: self).variables(
            in: request.predicate, entity: entity)
        return [
            "name": .string(request.name),
            "entity": .string(request.entityName),
            "fetchLimit": .int(request.fetchLimit ?? 0),
            "fetchBatchSize": .int(request.fetchBatchSize ?? 0),
            "predicateString": .string(predicateString),
            "substitutionVariables": .dictionary(variables.mapValues(TemplateValue.string)),
            "resultType": .string(Self.resultTypeName(request.resultType)),
            "includeSubentities": .bool(request.includesSubentities ?? true),
            "includePropertyValues": .bool(request.includesPropertyValues ?? true),
            "includesPendingChanges": .bool(request.includesPendingChanges ?? true),
            "returnsObjectsAsFaults": .bool(request.returnsObjectsAsFaults ?? true),
            "returnDistinctResults": .bool(request.returnsDistinctResults ?? false),
        ]
    }

    /// SwiftGen knows result types 0, 1 and 2; any other value reads as 0.
    static func resultTypeName(_ type: FetchRequest.ResultType) -> String {
        switch type {
        case .managedObjectID: "Object ID"
        case .dictionary: "Dictionary"
        case .managedObject, .count, .other: "Object"
        }
    }
}
