import MogenTemplate

// `model.swiftData` as template values. The keys are the template API, documented in Docs/TemplateContext.md
// ("`swiftData`").

extension SwiftDataModelContext {
    var node: ContextNode {
        ContextNode.make("SwiftDataModelContext", [
            "imports": .strings(imports),
            "classes": .nodes(classes.map(\.node)),
            "composites": .nodes(composites.map(\.node)),
            "containerTypeName": .string(containerTypeName),
            "stores": .nodes(stores.map(\.node)),
            "stackStores": .nodes(stackStores.map(\.node)),
            "usesCloudKit": .bool(usesCloudKit),
            "versions": .nodes(versions.map(\.node)),
            "migrationPlanTypeName": .optional(migrationPlanTypeName),
            "migrationStages": .nodes(migrationStages.map(\.node)),
        ])
    }
}

extension SwiftDataClassContext {
    public var node: ContextNode {
        ContextNode.make("SwiftDataClassContext", [
            "entityName": .string(entityName),
            "className": .string(className),
            "isFinal": .bool(isFinal),
            "superclassName": .optional(superclassName),
            "isAbstract": .bool(isAbstract),
            "documentation": .strings(documentation),
            "properties": .nodes(properties.map(\.node)),
            "uniqueKeyPaths": .optional(uniqueKeyPaths),
            "indexKeyPaths": .optional(indexKeyPaths),
            "initializer": .object(initializer.node),
            "enumAccessors": .nodes(enumAccessors.map(\.node)),
            "fetchDescriptors": .nodes(fetchDescriptors.map(\.node)),
            "coding": coding.map { .object($0.node) } ?? .null,
            "humanFileName": .string(humanFileName),
            "machineFileName": .string(machineFileName),
        ])
    }
}

extension SwiftDataPropertyContext {
    var node: ContextNode {
        ContextNode.make("SwiftDataPropertyContext", [
            "name": .string(name),
            "swiftName": .string(swiftName),
            "macro": .optional(macro),
            "macroArguments": .strings(macroArguments),
            "type": .string(type),
            "initialValue": .optional(initialValue),
            "isRelationship": .bool(isRelationship),
            "documentation": .strings(documentation),
        ])
    }
}

extension SwiftDataInitializerContext {
    var node: ContextNode {
        ContextNode.make("SwiftDataInitializerContext", [
            "parameters": .nodes(parameters.map(\.node)),
            "assignments": .nodes(assignments.map(\.node)),
            "superParameterNames": superParameterNames.map { .strings($0) } ?? .null,
            "isOverride": .bool(isOverride),
        ])
    }
}

extension SwiftDataInitializerContext.Parameter {
    var node: ContextNode {
        ContextNode.make("SwiftDataParameter", [
            "swiftName": .string(swiftName), "type": .string(type), "defaultValue": .optional(defaultValue),
        ])
    }
}

extension SwiftDataInitializerContext.Assignment {
    var node: ContextNode {
        ContextNode.make("SwiftDataAssignment", [
            "property": .string(property), "storesRawValue": .bool(storesRawValue), "isOptional": .bool(isOptional),
        ])
    }
}

extension SwiftDataEnumAccessor {
    var node: ContextNode {
        ContextNode.make("SwiftDataEnumAccessor", [
            "swiftName": .string(swiftName), "type": .string(type), "enumName": .string(enumName),
            "isOptional": .bool(isOptional), "storedName": .string(storedName), "storedIsOptional": .bool(storedIsOptional),
            "fallback": .optional(fallback),
        ])
    }
}

extension SwiftDataFetchDescriptor {
    var node: ContextNode {
        ContextNode.make("SwiftDataFetchDescriptor", [
            "name": .string(name),
            "functionName": .string(functionName),
            "parameters": .nodes(parameters.map(\.node)),
            "prelude": .strings(prelude),
            "closureParameter": .optional(closureParameter),
            "predicateBody": .optional(predicateBody),
            "fetchLimit": fetchLimit.map { .int($0) } ?? .null,
        ])
    }
}

extension SwiftDataCoding {
    var node: ContextNode {
        ContextNode.make("SwiftDataCoding", [
            "properties": .nodes(properties.map { property in
                ContextNode.make("SwiftDataCodedProperty", [
                    "swiftName": .string(property.swiftName), "keyLiteral": .string(property.keyLiteral),
                    "valueType": .string(property.valueType), "isOptional": .bool(property.isOptional),
                    "defaultValue": .optional(property.defaultValue),
                ])
            }),
            "hasCodableSuperclass": .bool(hasCodableSuperclass),
        ])
    }
}

extension SwiftDataStoreContext {
    var node: ContextNode {
        ContextNode.make("SwiftDataStoreContext", [
            "nameLiteral": .optional(nameLiteral), "fileNameLiteral": .string(fileNameLiteral),
            "classNames": .strings(classNames), "usesCloudKit": .bool(usesCloudKit),
        ])
    }
}

extension SwiftDataVersionContext {
    var node: ContextNode {
        ContextNode.make("SwiftDataVersionContext", [
            "versionName": .string(versionName), "typeName": .string(typeName),
            "versionIdentifier": .string(versionIdentifier), "isCurrent": .bool(isCurrent),
            "classes": .nodes(classes.map(\.node)), "classNames": .strings(classNames),
            "composites": .nodes(composites.map(\.node)),
        ])
    }
}

extension SwiftDataMigrationStage {
    var node: ContextNode {
        ContextNode.make("SwiftDataMigrationStage", [
            "fromTypeName": .string(fromTypeName), "toTypeName": .string(toTypeName),
            "isLightweight": .bool(isLightweight), "reason": .optional(reason), "advice": .optional(advice),
        ])
    }
}
