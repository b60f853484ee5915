import MogenModel

extension ContextBuilder {
    mutating func buildEntity(_ entity: Entity) -> EntityContext {
        let className = classNames[entity.name] ?? entity.className.name
        if let expected = options.module, let written = entity.className.moduleName, written != expected {
            diagnostics.append(.warning(
                "entity \(quoted: entity.name) has class \(quoted: entity.className.qualifiedName) in module \(quoted: written), but the code "
                    + "is generated for module \(quoted: expected); Core Data will not find the class unless the module matches",
                at: entity.location, .codegen))
        }
        let superclass = superclass(of: entity)
        let isCodable = codableEntities.contains(entity.name)
        let attributes = entity.attributes.map { buildAttribute($0, of: entity, coding: isCodable) }
        let relationships = entity.relationships.map { buildRelationship($0, of: entity) }
        // Inherited attributes are mapped again only for what subclasses need (keys, Codable, the initializer).
        let inherited = superclass.isGenerated
            ? entity.inheritedAttributes.map { buildAttribute($0, of: entity, coding: isCodable, reportingProblems: false) }
            : []
        let inheritedRelationships = superclass.isGenerated
            ? entity.inheritedRelationships.map { buildRelationship($0, of: entity, reportingProblems: false) } : []
        let imports = imports(of: entity)
        // A subclass encodes and decodes everything it has; its root class dispatches to it.
        let codableAttributes = (inherited + attributes).filter { $0.coding != nil }
        let codableSubclasses = isCodable && !superclass.isGenerated
            ? generatedDescendants(of: entity).compactMap { subentity in classNames[subentity.name] } : []

        return EntityContext(
            name: entity.name, nameLiteral: SwiftLiteral.string(entity.name), className: className, objcName: className,
            moduleName: entity.className.moduleName, qualifiedClassName: entity.className.qualifiedName,
            superclassName: superclass.name, hasGeneratedSuperclass: superclass.isGenerated,
            declaresIdentifiable: declaresIdentifiable(entity, superclass: superclass),
            parentEntityName: entity.parentName, isAbstract: entity.isAbstract,
            subentityNames: entity.subentityNames.filter { generated.contains($0) },
            humanFileName: fileNaming.humanFileName(forClass: className),
            machineFileName: fileNaming.machineFileName(forClass: className),
            humanClassSuperclassName: fileNaming.humanSuperclassName(
                forClass: className, entitySuperclass: superclass.name),
            attributes: attributes, relationships: relationships, inheritedAttributes: inherited,
            inheritedRelationships: inheritedRelationships,
            fetchedProperties: entity.fetchedProperties.map { buildFetchedProperty($0, of: entity) },
            attributeKeys: keys(entity.allAttributes.map { ($0.name, $0.userInfo) }, of: entity),
            relationshipKeys: keys(entity.allRelationships.map { ($0.name, $0.userInfo) }, of: entity),
            fetchedPropertyKeys: keys(entity.allFetchedProperties.map { ($0.name, $0.userInfo) }, of: entity),
            fetchRequests: buildFetchRequests(for: entity),
            initializer: entity.isAbstract
                ? nil : buildInitializer(
                    for: entity, attributes: inherited + attributes, relationships: inheritedRelationships + relationships),
            isCodable: isCodable, codableAttributes: codableAttributes, codableSubclasses: codableSubclasses,
            limits: Self.uniqueFunctionNames((inherited + attributes).compactMap(\.limits)),
            enumAttributes: attributes.filter { $0.storage == .enumeration },
            documentation: Self.documentation(entity.userInfo), imports: imports,
            userInfo: entity.userInfo.entries.map { ($0.key, $0.value) }, mogenerator: mogeneratorEntity(entity))
    }

    /// The superclass of an entity's class, and whether mogen generates it.
    private mutating func superclass(of entity: Entity) -> (name: String, isGenerated: Bool) {
        let forced = UserInfoKeys.baseClass.lazy.compactMap { entity.userInfo.entry($0) }.first
        if let parent = entity.parentName, let parentEntity = model.entity(named: parent) {
            if let forced {
                diagnostics.append(.warning(
                    "entity \(quoted: entity.name) has userInfo \(quoted: forced.key), but its class must subclass its parent "
                        + "entity's class; \(quoted: forced.key) is ignored", at: forced.location ?? entity.location, .codegen))
            }
            if let parentClass = classNames[parentEntity.name] {
                return (parentClass, hasGeneratedSuperclass(entity))
            }
            return (options.baseClass ?? "NSManagedObject", false)
        }
        if let forced {
            let name = forced.value.trimmingSpacesOnly
            let problem = SettingSyntax.className.problem(with: name, in: "userInfo \(quoted: forced.key) of entity \(quoted: entity.name)")
            guard let problem else { return (name, false) }
            diagnostics.append(.error(problem, at: forced.location ?? entity.location, .codegen))
        }
        return (options.baseClass ?? "NSManagedObject", false)
    }

    /// The modules an entity's userInfo adds. The generated files contain them as written, so an entry that is not a
    /// module name is an error.
    private mutating func imports(of entity: Entity) -> [String] {
        var imports: [String] = []
        for key in UserInfoKeys.imports {
            guard let entry = entity.userInfo.entry(key) else { continue }
            for module in entity.userInfo.list(key) ?? [] {
                let problem = SettingSyntax.importPath.problem(
                    with: module, in: "an entry of userInfo \(quoted: key) of entity \(quoted: entity.name)")
                guard let problem else {
                    imports.append(module)
                    continue
                }
                diagnostics.append(.error(problem, at: entry.location ?? entity.location, .codegen))
            }
        }
        return imports
    }

    private func keys(_ properties: [(name: String, userInfo: UserInfo)], of entity: Entity) -> [PropertyKey] {
        properties.map { property in
            PropertyKey(swiftName: naming(of: property.name, userInfo: property.userInfo, in: entity).swiftName,
                name: property.name)
        }
    }
}
