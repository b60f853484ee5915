import MogenModel

extension ContextBuilder {
    mutating func buildEntity(_ entity: Entity) -> EntityContext {
        let className = classNames[entity.name] ?? entity.className.name
        if let expected = options.moduleName, let written = entity.className.moduleName, written != expected {
            diagnostics.append(.warning(
                "entity '\(entity.name)' has class '\(entity.className.qualifiedName)' in module '\(written)', but the code "
                    + "is generated for module '\(expected)'; Core Data will not find the class unless the module matches",
                at: entity.location, .codegen))
        }
        let superclass = superclass(of: entity)
        var isCodable = options.codable || entity.userInfo.bool(UserInfoKeys.codable) == true
        let inHierarchy = superclass.isGenerated || entity.subentityNames.contains { generated.contains($0) }
        if isCodable, inHierarchy {
            // A subclass cannot override encode(to:) or a required initializer from an extension.
            if entity.userInfo.bool(UserInfoKeys.codable) == true {
                diagnostics.append(.warning(
                    "entity '\(entity.name)' asks for Codable, but mogen generates Codable only for classes outside "
                        + "a class hierarchy; \(entity.name) is part of one", at: entity.location, .codegen))
            }
            isCodable = false
        }
        let attributes = entity.attributes.map { buildAttribute($0, of: entity, coding: isCodable) }
        let relationships = entity.relationships.map { buildRelationship($0, of: entity) }
        let inheritedFromGenerated = superclass.isGenerated
        // Inherited attributes are mapped again only for what subclasses need (keys, Codable, the initializer).
        let inherited = inheritedFromGenerated
            ? entity.inheritedAttributes.map { buildAttribute($0, of: entity, reportingProblems: false) } : []
        let inheritedRelationships = inheritedFromGenerated
            ? entity.inheritedRelationships.map { buildRelationship($0, of: entity, reportingProblems: false) } : []
        let imports = UserInfoKeys.imports.compactMap { entity.userInfo.list($0) }.flatMap { $0 }

        return EntityContext(
            name: entity.name, className: className, objcName: className, moduleName: entity.className.moduleName,
            qualifiedClassName: entity.className.qualifiedName, superclassName: superclass.name,
            hasGeneratedSuperclass: superclass.isGenerated, parentEntityName: entity.parentName,
            isAbstract: entity.isAbstract, subentityNames: entity.subentityNames.filter { generated.contains($0) },
            humanFileName: className + ".swift", machineFileName: className + "+Generated.swift",
            attributes: attributes, relationships: relationships,
            fetchedProperties: entity.fetchedProperties.map { buildFetchedProperty($0) },
            attributeKeys: keys(entity.allAttributes.map { ($0.name, $0.userInfo) }),
            relationshipKeys: keys(entity.allRelationships.map { ($0.name, $0.userInfo) }),
            fetchedPropertyKeys: keys(entity.allFetchedProperties.map { ($0.name, $0.userInfo) }),
            fetchRequests: model.fetchRequests.filter { $0.entityName == entity.name }.map { buildFetchRequest($0, for: entity) },
            initializer: entity.isAbstract
                ? nil : buildInitializer(attributes: inherited + attributes, relationships: inheritedRelationships + relationships),
            isCodable: isCodable, codableAttributes: attributes.filter { $0.coding != nil },
            enumAttributes: attributes.filter { $0.storage == .enumeration },
            documentation: Self.documentation(entity.userInfo), imports: imports,
            userInfo: entity.userInfo.entries.map { ($0.key, $0.value) })
    }

    /// The superclass of an entity's class, and whether mogen generates it.
    private mutating func superclass(of entity: Entity) -> (name: String, isGenerated: Bool) {
        let forced = UserInfoKeys.baseClass.lazy.compactMap { entity.userInfo.entry($0) }.first
        if let parent = entity.parentName, let parentEntity = model.entity(named: parent) {
            if let forced {
                diagnostics.append(.warning(
                    "entity '\(entity.name)' has userInfo '\(forced.key)', but its class must subclass its parent "
                        + "entity's class; '\(forced.key)' is ignored", at: forced.location ?? entity.location, .codegen))
            }
            if let parentClass = classNames[parentEntity.name] {
                return (parentClass, generated.contains(parentEntity.name))
            }
            return (options.baseClass ?? "NSManagedObject", false)
        }
        if let forced {
            return (forced.value, false)
        }
        return (options.baseClass ?? "NSManagedObject", false)
    }

    private func keys(_ properties: [(name: String, userInfo: UserInfo)]) -> [PropertyKey] {
        properties.map { property in
            PropertyKey(swiftName: propertyName(property.name, userInfo: property.userInfo), name: property.name)
        }
    }

    /// The Swift name of a property: `mogen.swiftName` when given, else the model's name, escaped if needed.
    func propertyName(_ name: String, userInfo: UserInfo) -> String {
        SwiftNames.identifier(userInfo[UserInfoKeys.swiftName] ?? name)
    }
}
