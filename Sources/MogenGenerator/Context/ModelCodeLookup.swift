import Foundation
import MogenModel

/// What the pieces of the model-as-code are looked up in: the locals of entities and properties, and the model.
struct ModelCodeLookup {
    let model: Model
    let entityVariables: [String: String]
    let propertyVariables: [String: [String: String]]
    let types: TypeSpelling

    static func userInfo(_ info: UserInfo) -> [UserInfoCode] {
        var seen: Set<String> = []
        // A dictionary keeps one value per key: the first, as the model reader's `userInfo[key]` does.
        return info.entries.compactMap { entry in
            seen.insert(entry.key).inserted
                ? UserInfoCode(key: SwiftLiteral.string(entry.key), value: SwiftLiteral.string(entry.value)) : nil
        }
    }

    /// The local of the property `name` as `entity` sees it: its own, or the nearest ancestor's.
    func propertyVariable(_ name: String, in entity: Entity) -> String? {
        for owner in [entity.name] + entity.superentityNames {
            if let variable = propertyVariables[owner]?[name] { return variable }
        }
        return nil
    }

    func relationshipCode(_ relationship: Relationship, variable: String) -> RelationshipCode {
        let inverse = relationship.inverseName.flatMap { inverseName -> String? in
            let owner = relationship.inverseEntityName ?? relationship.destinationName
            guard let entity = model.entity(named: owner), entity.relationship(named: inverseName) != nil else { return nil }
            return propertyVariable(inverseName, in: entity)
        }
        let deleteRule: String
        switch relationship.deletionRule {
        case .nullify: deleteRule = ".nullifyDeleteRule"
        case .cascade: deleteRule = ".cascadeDeleteRule"
        case .deny: deleteRule = ".denyDeleteRule"
        case .noAction: deleteRule = ".noActionDeleteRule"
        }
        return RelationshipCode(
            variable: variable, nameLiteral: SwiftLiteral.string(relationship.name),
            destinationVariable: entityVariables[relationship.destinationName], inverseVariable: inverse,
            isOptional: relationship.isOptional, isTransient: relationship.isTransient,
            // A to-one relationship has at most one object; a model that writes no maxCount means that too.
            minCount: relationship.minCount, maxCount: relationship.isToMany ? relationship.maxCount : 1,
            deleteRule: deleteRule, isOrdered: relationship.isOrdered,
            renamingIdentifier: relationship.renamingIdentifier.map(SwiftLiteral.string),
            versionHashModifier: relationship.versionHashModifier.map(SwiftLiteral.string),
            userInfo: Self.userInfo(relationship.userInfo))
    }

    func fetchRequestCode(_ request: FetchRequest, variable: String) -> FetchRequestCode {
        var notes: [String] = []
        var predicate: PredicateCode?
        if let parsed = request.predicate {
            do {
                predicate = try PredicateCodeBuilder.code(for: parsed)
            } catch {
                notes.append("The predicate \(Self.quoted(request.predicateString ?? "")) is not built: \(error.reason).")
            }
        } else if let text = request.predicateString, !text.isEmpty {
            notes.append("The predicate \(Self.quoted(text)) is not built: mogen cannot read it.")
        }
        let resultType: String
        switch request.resultType {
        case .managedObject: resultType = ".managedObjectResultType"
        case .managedObjectID: resultType = ".managedObjectIDResultType"
        case .dictionary: resultType = ".dictionaryResultType"
        case .count: resultType = ".countResultType"
        case let .other(value): resultType = "NSFetchRequestResultType(rawValue: \(value))"
        }
        return FetchRequestCode(
            variable: variable, nameLiteral: SwiftLiteral.string(request.name),
            entityNameLiteral: SwiftLiteral.string(request.entityName), entityVariable: entityVariables[request.entityName],
            predicate: predicate, resultType: resultType,
            fetchLimit: request.fetchLimit.flatMap { $0 >= 0 ? $0 : nil },
            fetchBatchSize: request.fetchBatchSize.flatMap { $0 >= 0 ? $0 : nil },
            includesSubentities: request.includesSubentities, includesPropertyValues: request.includesPropertyValues,
            includesPendingChanges: request.includesPendingChanges, returnsObjectsAsFaults: request.returnsObjectsAsFaults,
            returnsDistinctResults: request.returnsDistinctResults, notes: notes)
    }

    func fetchIndexCode(
        name: String, elements: [(property: String, type: String, ascending: Bool)], in entity: Entity,
        notes: inout [String]
    ) -> FetchIndexCode {
        let codes = elements.compactMap { element -> FetchIndexCode.Element? in
            guard let variable = propertyVariable(element.property, in: entity) else {
                notes.append("The index \(Self.quoted(name)) names \(Self.quoted(element.property)), which the entity does not have.")
                return nil
            }
            let collation: String
            switch element.type.lowercased() {
            case "binary": collation = ".binary"
            case "rtree": collation = ".rTree"
            default:
                notes.append("The index \(Self.quoted(name)) has the element type \(Self.quoted(element.type)); it is built as Binary.")
                collation = ".binary"
            }
            return FetchIndexCode.Element(propertyVariable: variable, collationType: collation, isAscending: element.ascending)
        }
        return FetchIndexCode(nameLiteral: SwiftLiteral.string(name), elements: codes)
    }

    /// Text quoted on one line, for a comment.
    static func quoted(_ text: String) -> String {
        "'" + text.replacingOccurrences(of: "\n", with: " ").replacingOccurrences(of: "\r", with: " ") + "'"
    }
}
