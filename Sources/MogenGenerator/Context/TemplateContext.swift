import MogenTemplate

// The typed context as template values. The keys below are the template API, documented in
// Docs/TemplateContext.md; a test checks that the documentation lists exactly these keys.

extension ModelContext {
    public var node: ContextNode {
        ContextNode.make("ModelContext", [
            "name": .string(name),
            "nameLiteral": .string(nameLiteral),
            "swiftName": .string(swiftName),
            "swiftFileName": .string(swiftFileName),
            "fileName": .string(fileName),
            "versionName": .optional(versionName),
            "accessLevel": .string(accessLevel),
            "access": .string(access),
            "imports": .strings(imports),
            "entityImports": .strings(entityImports),
            "protocolName": .string(protocolName),
            "errorTypeName": .string(errorTypeName),
            "limitErrorTypeName": .string(limitErrorTypeName),
            "hasLimits": .bool(hasLimits),
            "keyTypeName": .string(keyTypeName),
            "predicateTypeName": .string(predicateTypeName),
            "sortTypeName": .string(sortTypeName),
            // Entity nodes are independent: they are built on every core.
            "entities": .nodes(entities.concurrentMap { $0.node }),
            "skippedEntities": .nodes(skippedEntities.map(\.node)),
            "externalSubclasses": .nodes(externalSubclasses.map(\.node)),
            "enums": .nodes(enums.map(\.node)),
            "composites": .nodes(composites.map(\.node)),
            "typealiases": .nodes(typealiases.map(\.node)),
            "hasFetchRequests": .bool(hasFetchRequests),
            "hasCodableEntities": .bool(hasCodableEntities),
            "valueTransformers": .nodes(valueTransformers.map(\.node)),
            "valueTransformersTypeName": .string(valueTransformersTypeName),
            "stores": .nodes(stores.map(\.node)),
            "usesCloudKit": .bool(usesCloudKit),
            // Built when a template reads it: only the model-as-code does.
            "modelCode": .object(LazyContextNode { [modelCodeSource] in modelCodeSource.wrappedValue.node }),
            "swiftData": swiftData.map { .object($0.node) } ?? .null,
            "migrations": migrations.map { .object($0.node) } ?? .null,
        ])
    }
}

extension CompositeContext {
    var node: ContextNode {
        ContextNode.make("CompositeContext", [
            "name": .string(name),
            "typeName": .string(typeName),
            "isSendable": .bool(isSendable),
            "isEquatable": .bool(isEquatable),
            "isHashable": .bool(isHashable),
            "isCodable": .bool(isCodable),
            "elements": .nodes(elements.map { element in
                ContextNode.make("CompositeElement", [
                    "name": .string(element.name),
                    "nameLiteral": .string(element.nameLiteral),
                    "swiftName": .string(element.swiftName),
                    "swiftType": .string(element.swiftType),
                    "valueType": .string(element.valueType),
                    "isOptional": .bool(element.isOptional),
                    "defaultValue": .optional(element.defaultValue),
                    "compositeTypeName": .optional(element.compositeTypeName),
                ])
            }),
        ])
    }
}

extension ValueTransformerContext {
    var node: ContextNode {
        ContextNode.make("ValueTransformerContext", [
            "name": .string(name),
            "nameLiteral": .string(nameLiteral),
            "className": .string(className),
            "objcName": .optional(objcName),
            "allowedClasses": .strings(allowedClasses),
            "attributes": .strings(attributes),
            "customClasses": .strings(customClasses),
        ])
    }
}

extension PersistentStoreContext {
    var node: ContextNode {
        ContextNode.make("PersistentStoreContext", [
            "configurationName": .optional(configurationName),
            "configurationNameLiteral": .optional(configurationNameLiteral),
            "fileNameLiteral": .string(fileNameLiteral),
            "usesCloudKit": .bool(usesCloudKit),
        ])
    }
}

extension SkippedEntity {
    var node: ContextNode {
        ContextNode.make("SkippedEntity", ["name": .string(name), "reason": .string(reason)])
    }
}

extension ExternalSubclass {
    var node: ContextNode {
        ContextNode.make("ExternalSubclass", [
            "entityName": .string(entityName), "entityNameLiteral": .string(entityNameLiteral),
            "className": .string(className),
        ])
    }
}

extension EnumContext {
    var node: ContextNode {
        ContextNode.make("EnumContext", [
            "name": .string(name),
            "rawType": .string(rawType),
            "isObjC": .bool(isObjC),
            "cases": .nodes(cases.map { ContextNode.make("EnumCase", ["name": .string($0.name), "rawValue": .string($0.rawValue)]) }),
        ])
    }
}

extension TypealiasContext {
    var node: ContextNode {
        ContextNode.make("TypealiasContext", ["name": .string(name), "type": .string(type)])
    }
}

extension EntityContext {
    public var node: ContextNode {
        // Attribute nodes are built once; the Codable and enum lists are subsets of them.
        let attributeNodes = attributes.map(\.node)
        let ownCodable = zip(attributes, attributeNodes).filter { $0.0.coding != nil }.map(\.1)
        let enumNames = Set(enumAttributes.map(\.name))
        return ContextNode.make("EntityContext", [
            "name": .string(name),
            "nameLiteral": .string(nameLiteral),
            "className": .string(className),
            "objcName": .string(objcName),
            "moduleName": .optional(moduleName),
            "qualifiedClassName": .string(qualifiedClassName),
            "superclassName": .string(superclassName),
            "hasGeneratedSuperclass": .bool(hasGeneratedSuperclass),
            "declaresIdentifiable": .bool(declaresIdentifiable),
            "parentEntityName": .optional(parentEntityName),
            "isAbstract": .bool(isAbstract),
            "subentityNames": .strings(subentityNames),
            "humanFileName": .string(humanFileName),
            "machineFileName": .string(machineFileName),
            "attributes": .nodes(attributeNodes),
            "relationships": .nodes(relationships.map(\.node)),
            "inheritedAttributes": .nodes(inheritedAttributes.map(\.node)),
            "inheritedRelationships": .nodes(inheritedRelationships.map(\.node)),
            "fetchedProperties": .nodes(fetchedProperties.map(\.node)),
            "attributeKeys": .nodes(attributeKeys.map(\.node)),
            "relationshipKeys": .nodes(relationshipKeys.map(\.node)),
            "fetchedPropertyKeys": .nodes(fetchedPropertyKeys.map(\.node)),
            "fetchRequests": .nodes(fetchRequests.map(\.node)),
            "initializer": initializer.map { .object($0.node) } ?? .null,
            "declaresContextInitializer": .bool(declaresContextInitializer),
            "contextInitializerDeprecation": .optional(contextInitializerDeprecation),
            "isCodable": .bool(isCodable),
            // Inherited ones first (a subclass codes everything it has), then the entity's own, whose nodes exist.
            "codableAttributes": .nodes(codableAttributes.dropLast(ownCodable.count).map(\.node) + ownCodable),
            "codableSubclasses": .strings(codableSubclasses),
            "limits": .nodes(limits.map(\.node)),
            "enumAttributes": .nodes(zip(attributes, attributeNodes).filter { enumNames.contains($0.0.name) }.map(\.1)),
            "documentation": .strings(documentation),
            "imports": .strings(imports),
            "userInfo": .userInfo(userInfo),
            "mogenerator": .object(ContextNode.make("MogeneratorEntityContext", [
                "userInfoKeys": .nodes(mogenerator.userInfoKeys.map(\.node)),
            ])),
        ])
    }
}

extension PropertyKey {
    var node: ContextNode {
        ContextNode.make("PropertyKey", ["swiftName": .string(swiftName), "name": .string(name)])
    }
}

extension AttributeContext {
    var node: ContextNode {
        ContextNode.make("AttributeContext", [
            "name": .string(name),
            "swiftName": .string(swiftName),
            "isObjC": .bool(isObjC),
            "objcName": .optional(objcName),
            "attributeType": .string(attributeType),
            "swiftType": .string(swiftType),
            "valueType": .string(valueType),
            "keyValueType": .string(keyValueType ?? swiftType),
            "compositeTypeName": .optional(compositeTypeName),
            "compositeAccessorName": .optional(compositeAccessorName),
            "isOptional": .bool(isOptional),
            "storage": .string(storage.rawValue),
            "isReadOnly": .bool(isReadOnly),
            "isTransient": .bool(isTransient),
            "isDerived": .bool(isDerived),
            "derivation": .optional(derivation),
            "limits": limits.map { .object($0.node) } ?? .null,
            "primitiveType": .optional(primitiveType),
            "primitiveFallback": .optional(primitiveFallback),
            "enumName": .optional(enumName),
            "enumFallback": .optional(enumFallback),
            "enumInitIsNonFailable": .bool(enumInitIsNonFailable),
            "enumFallbackCoversUnknownValues": .bool(enumFallbackCoversUnknownValues),
            "defaultValue": .optional(defaultValue),
            "customClassName": .optional(customClassName),
            "valueTransformerName": .optional(valueTransformerName),
            "coding": coding.map { .object($0.node) } ?? .null,
            "documentation": .strings(documentation),
            "userInfo": .userInfo(userInfo),
            "mogenerator": .object(mogenerator.node),
        ])
    }
}

extension MogeneratorAttributeContext {
    var node: ContextNode {
        ContextNode.make("MogeneratorAttributeContext", [
            "type": .string(type),
            "signedType": .string(signedType),
            "optionalMark": .string(optionalMark),
            "isOptionalScalar": .bool(isOptionalScalar),
            "hasDefinedType": .bool(hasDefinedType),
            "usesPrimitiveAccessors": .bool(usesPrimitiveAccessors),
        ])
    }
}

extension AttributeContext.Coding {
    var node: ContextNode {
        ContextNode.make("Coding", [
            "property": .string(property),
            "isOptional": .bool(isOptional),
            "type": .string(type),
            "encodedMember": .optional(encodedMember),
            "conversion": conversion.map { .object($0.node) } ?? .null,
            "checksEnumCases": .bool(checksEnumCases),
            "isRequired": .bool(isRequired),
        ])
    }
}

extension RelationshipContext {
    var node: ContextNode {
        ContextNode.make("RelationshipContext", [
            "name": .string(name),
            "swiftName": .string(swiftName),
            "objcName": .optional(objcName),
            "storage": .string(storage.rawValue),
            "capitalizedName": .string(capitalizedName),
            "destinationEntityName": .string(destinationEntityName),
            "destinationClassName": .string(destinationClassName),
            "swiftType": .string(swiftType),
            "isToMany": .bool(isToMany),
            "isOrdered": .bool(isOrdered),
            "isOptional": .bool(isOptional),
            "inverseName": .optional(inverseName),
            "deletionRule": .string(deletionRule),
            "arrayPropertyName": .optional(arrayPropertyName),
            "accessors": .nodes(accessors.map(\.node)),
            "documentation": .strings(documentation),
            "userInfo": .userInfo(userInfo),
        ])
    }
}

extension RelationshipContext.Accessor {
    var node: ContextNode {
        ContextNode.make("Accessor", [
            "selector": .string(selector),
            "name": .string(name),
            "mutation": .optional(mutation),
            "parameters": .nodes(parameters.map {
                ContextNode.make("AccessorParameter", [
                    "label": .string($0.label), "name": .string($0.name), "type": .string($0.type),
                ])
            }),
        ])
    }
}

extension FetchedPropertyContext {
    var node: ContextNode {
        ContextNode.make("FetchedPropertyContext", [
            "name": .string(name),
            "swiftName": .string(swiftName),
            "objcName": .optional(objcName),
            "swiftType": .string(swiftType),
            "destinationClassName": .string(destinationClassName),
            "predicate": .optional(predicate),
        ])
    }
}

extension FetchRequestContext {
    var node: ContextNode {
        ContextNode.make("FetchRequestContext", [
            "name": .string(name),
            "nameLiteral": .string(nameLiteral),
            "functionName": .string(functionName),
            "predicate": .optional(predicate),
            "parameters": .nodes(parameters.map {
                ContextNode.make("FetchParameter", [
                    "variable": .string($0.variable), "variableLiteral": .string($0.variableLiteral),
                    "swiftName": .string($0.swiftName), "type": .string($0.type),
                    "objectType": .string($0.objectType), "substitutes": .string($0.substitutes.rawValue),
                ])
            }),
            "resultType": .string(resultType),
            "resultKind": .string(resultKind.rawValue),
        ])
    }
}

extension InitializerContext {
    var node: ContextNode {
        ContextNode.make("InitializerContext", [
            "parameters": .nodes(parameters.map {
                ContextNode.make("InitializerParameter", [
                    "swiftName": .string($0.swiftName), "type": .string($0.type), "defaultValue": .optional($0.defaultValue),
                    "storedWhen": .string($0.storedWhen.rawValue), "defaultOperand": .optional($0.defaultOperand),
                    "storeConversion": $0.storeConversion.map { .object($0.node) } ?? .null,
                    "storeMember": .optional($0.storeMember),
                ])
            }),
            "hasRequiredParameters": .bool(hasRequiredParameters),
        ])
    }
}

extension ConversionContext {
    var node: ContextNode {
        ContextNode.make("Conversion", ["type": .string(type), "label": .string(label)])
    }
}

extension AttributeLimits {
    var node: ContextNode {
        ContextNode.make("AttributeLimits", [
            "attributeName": .string(attributeName),
            "valueType": .string(valueType),
            "functionName": .string(functionName),
            "checks": .nodes(checks.map(\.node)),
        ])
    }
}

extension LimitCheck {
    var node: ContextNode {
        ContextNode.make("LimitCheck", [
            "kind": .string(kind),
            "constantName": .string(constantName),
            "constantType": .string(constantType),
            "value": .string(value),
            "operand": .optional(operand),
            "breaksWhen": .optional(breaksWhen),
            "summary": .string(summary),
        ])
    }
}
