import MogenTemplate

// `model.modelCode` as template values. The keys are the template API, documented in Docs/TemplateContext.md
// ("`modelCode`").

extension ModelCodeContext {
    var node: ContextNode {
        ContextNode.make("ModelCodeContext", [
            "typeName": .string(typeName),
            "versionIdentifier": .optional(versionIdentifier),
            "entities": .nodes(entities.map(\.node)),
            "fetchRequests": .nodes(fetchRequests.map(\.node)),
            "configurations": .nodes(configurations.map {
                ContextNode.make("ConfigurationCode", [
                    "nameLiteral": .string($0.nameLiteral), "entityVariables": .strings($0.entityVariables),
                ])
            }),
            "inverses": .nodes(inverses.map {
                ContextNode.make("InverseCode", [
                    "relationshipVariable": .string($0.relationshipVariable), "inverseVariable": .string($0.inverseVariable),
                ])
            }),
            "notes": .strings(notes),
        ])
    }
}

extension UserInfoCode {
    static func nodes(_ entries: [UserInfoCode]) -> TemplateValue {
        .nodes(entries.map { ContextNode.make("UserInfoCode", ["key": .string($0.key), "value": .string($0.value)]) })
    }
}

extension EntityCode {
    var node: ContextNode {
        ContextNode.make("EntityCode", [
            "variable": .string(variable),
            "nameLiteral": .string(nameLiteral),
            "classNameLiteral": .string(classNameLiteral),
            "isAbstract": .bool(isAbstract),
            "renamingIdentifier": .optional(renamingIdentifier),
            "versionHashModifier": .optional(versionHashModifier),
            "userInfo": UserInfoCode.nodes(userInfo),
            "attributes": .nodes(attributes.map(\.node)),
            "relationships": .nodes(relationships.map(\.node)),
            "fetchedProperties": .nodes(fetchedProperties.map(\.node)),
            "propertyVariables": .strings(propertyVariables),
            "subentityVariables": .strings(subentityVariables),
            "uniquenessConstraints": .array(uniquenessConstraints.map { .strings($0) }),
            "fetchIndexes": .nodes(fetchIndexes.map(\.node)),
            "notes": .strings(notes),
        ])
    }
}

extension AttributeCode {
    var node: ContextNode {
        ContextNode.make("AttributeCode", [
            "variable": .string(variable),
            "nameLiteral": .string(nameLiteral),
            "descriptionClass": .string(descriptionClass),
            "attributeType": .string(attributeType),
            "isOptional": .bool(isOptional),
            "isTransient": .bool(isTransient),
            "defaultValue": .optional(defaultValue),
            "attributeValueClassName": .optional(attributeValueClassName),
            "valueTransformerName": .optional(valueTransformerName),
            "allowsExternalBinaryDataStorage": .bool(allowsExternalBinaryDataStorage),
            "allowsCloudEncryption": .bool(allowsCloudEncryption),
            "preservesValueInHistoryOnDeletion": .bool(preservesValueInHistoryOnDeletion),
            "isIndexedBySpotlight": .bool(isIndexedBySpotlight),
            "renamingIdentifier": .optional(renamingIdentifier),
            "versionHashModifier": .optional(versionHashModifier),
            "userInfo": UserInfoCode.nodes(userInfo),
            "validationRules": .nodes(validationRules.map {
                ContextNode.make("ValidationRuleCode", ["predicate": .object($0.predicate.node), "warning": .string($0.warning)])
            }),
            "derivation": derivation.map { .object($0.node) } ?? .null,
            "compositeElements": .nodes(compositeElements.map(\.node)),
            "notes": .strings(notes),
        ])
    }
}

extension RelationshipCode {
    var node: ContextNode {
        ContextNode.make("RelationshipCode", [
            "variable": .string(variable),
            "nameLiteral": .string(nameLiteral),
            "destinationVariable": .optional(destinationVariable),
            "inverseVariable": .optional(inverseVariable),
            "isOptional": .bool(isOptional),
            "isTransient": .bool(isTransient),
            "minCount": .int(minCount),
            "maxCount": .int(maxCount),
            "deleteRule": .string(deleteRule),
            "isOrdered": .bool(isOrdered),
            "renamingIdentifier": .optional(renamingIdentifier),
            "versionHashModifier": .optional(versionHashModifier),
            "userInfo": UserInfoCode.nodes(userInfo),
        ])
    }
}

extension FetchedPropertyCode {
    var node: ContextNode {
        ContextNode.make("FetchedPropertyCode", [
            "variable": .string(variable),
            "nameLiteral": .string(nameLiteral),
            "isOptional": .bool(isOptional),
            "fetchRequest": .object(fetchRequest.node),
            "userInfo": UserInfoCode.nodes(userInfo),
        ])
    }
}

extension FetchRequestCode {
    var node: ContextNode {
        let flag: (Bool?) -> TemplateValue = { $0.map { .bool($0) } ?? .null }
        return ContextNode.make("FetchRequestCode", [
            "variable": .string(variable),
            "nameLiteral": .string(nameLiteral),
            "entityNameLiteral": .string(entityNameLiteral),
            "entityVariable": .optional(entityVariable),
            "predicate": predicate.map { .object($0.node) } ?? .null,
            "resultType": .string(resultType),
            "fetchLimit": fetchLimit.map { .int($0) } ?? .null,
            "fetchBatchSize": fetchBatchSize.map { .int($0) } ?? .null,
            "includesSubentities": flag(includesSubentities),
            "includesPropertyValues": flag(includesPropertyValues),
            "includesPendingChanges": flag(includesPendingChanges),
            "returnsObjectsAsFaults": flag(returnsObjectsAsFaults),
            "returnsDistinctResults": flag(returnsDistinctResults),
            "notes": .strings(notes),
        ])
    }
}

extension FetchIndexCode {
    var node: ContextNode {
        ContextNode.make("FetchIndexCode", [
            "nameLiteral": .string(nameLiteral),
            "elements": .nodes(elements.map {
                ContextNode.make("FetchIndexElementCode", [
                    "propertyVariable": .string($0.propertyVariable), "collationType": .string($0.collationType),
                    "isAscending": .bool($0.isAscending),
                ])
            }),
        ])
    }
}

extension PredicateCode {
    var node: ContextNode {
        ContextNode.make("PredicateCode", [
            "steps": .nodes(steps.map {
                ContextNode.make("PredicateStep", [
                    "name": .string($0.name),
                    "kind": .string($0.kind),
                    "literal": .optional($0.literal),
                    "operands": .strings($0.operands),
                    "target": .optional($0.target),
                    "modifier": .optional($0.modifier),
                    "operatorType": .optional($0.operatorType),
                    "options": .strings($0.options),
                ])
            }),
            "result": .string(result),
        ])
    }
}
