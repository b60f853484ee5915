import MogenModel

extension ContextBuilder {
    /// What the model-as-code is built from, decided with the rest of the context.
    var modelCodeBuilder: ModelCodeBuilder {
        ModelCodeBuilder(
            model: model, classNames: classNames, generated: generated, types: types, moduleName: options.module)
    }
}

/// Builds `model.modelCode`: the model as the statements that build it in code, every entity in file order, with
/// everything `NSManagedObjectModel` can hold (see `Docs/ModelAsCode.md`).
struct ModelCodeBuilder: Sendable {
    let model: Model
    /// The Swift class of every entity that has one, and the entities mogen generates (`ContextBuilder`'s).
    let classNames: [String: String]
    let generated: Set<String>
    let types: TypeSpelling
    /// The module the code is compiled into (`--module`): the current product module of the model's class names.
    let moduleName: String?

    func build(typeName: String) -> ModelCodeContext {
        var locals = LocalNames()
        var entityVariables: [String: String] = [:]
        for entity in model.entities where entityVariables[entity.name] == nil {
            entityVariables[entity.name] = locals.claim(SwiftNames.lowerFirst(entity.name) + "Entity")
        }
        // Every property's local, by entity and name, so relationships, inverses and indexes can point at them.
        var propertyVariables: [String: [String: String]] = [:]
        for entity in model.entities where propertyVariables[entity.name] == nil {
            let prefix = SwiftNames.lowerFirst(entity.name)
            var names: [String: String] = [:]
            let propertyNames = entity.attributes.map(\.name) + entity.relationships.map(\.name)
                + entity.fetchedProperties.map(\.name)
            for name in propertyNames where names[name] == nil {
                names[name] = locals.claim(prefix + SwiftNames.upperFirst(name))
            }
            propertyVariables[entity.name] = names
        }
        let lookup = ModelCodeLookup(
            model: model, entityVariables: entityVariables, propertyVariables: propertyVariables, types: types)
        var seen: Set<String> = []
        let entities = model.entities.compactMap { entity -> EntityCode? in
            guard seen.insert(entity.name).inserted else { return nil }
            return entityCode(entity, lookup: lookup, locals: &locals)
        }
        let fetchRequests = model.fetchRequests.map {
            lookup.fetchRequestCode($0, variable: locals.claim(SwiftNames.lowerFirst($0.name) + "Request"))
        }
        let configurations = model.configurations.map { configuration in
            ConfigurationCode(
                nameLiteral: SwiftLiteral.string(configuration.name),
                entityVariables: configuration.memberEntityNames.compactMap { entityVariables[$0] })
        }
        var notes: [String] = []
        if !model.userInfo.isEmpty {
            notes.append("The model's userInfo is not built: NSManagedObjectModel has no userInfo.")
        }
        if model.configurations.contains(where: \.usedWithCloudKit) || model.header.usedWithCloudKit {
            notes.append("Which configurations are used with CloudKit is not part of NSManagedObjectModel: the persistent store description says it (NSPersistentCloudKitContainerOptions).")
        }
        let versionIdentifier = model.header.userDefinedModelVersionIdentifier.flatMap { $0.isEmpty ? nil : $0 }
        let inverses = entities.flatMap(\.relationships).compactMap { relationship in
            relationship.inverseVariable.map { InverseCode(relationshipVariable: relationship.variable, inverseVariable: $0) }
        }
        return ModelCodeContext(
            typeName: typeName, versionIdentifier: versionIdentifier.map(SwiftLiteral.string), entities: entities,
            fetchRequests: fetchRequests, configurations: configurations, inverses: inverses, notes: notes)
    }

    /// The name Core Data finds the entity's class by (`NSClassFromString`): mogen's classes are declared
    /// `@objc(Name)`, so their name alone; any other class as Xcode's model compiler writes it, with its module: the
    /// one the model names, or for "Current Product Module" (`.Name`) the module the code is compiled into
    /// (`--module`). Without `--module`, that name alone, which finds the class only when it is declared `@objc(Name)`.
    func runtimeClassName(of entity: Entity) -> String {
        if generated.contains(entity.name), let name = classNames[entity.name] { return name }
        switch entity.className.module {
        case let .named(module): return module + "." + entity.className.name
        case .current: return moduleName.map { $0 + "." + entity.className.name } ?? entity.className.name
        case .unspecified: return entity.className.name
        }
    }

    private func entityCode(_ entity: Entity, lookup: ModelCodeLookup, locals: inout LocalNames) -> EntityCode {
        let variables = lookup.propertyVariables[entity.name] ?? [:]
        var notes: [String] = []
        var attributes: [AttributeCode] = []
        for attribute in entity.attributes {
            guard let variable = variables[attribute.name] else { continue }
            attributes.append(lookup.attributeCode(attribute, variable: variable, locals: &locals))
        }
        let relationships = entity.relationships.compactMap { relationship in
            variables[relationship.name].map { lookup.relationshipCode(relationship, variable: $0) }
        }
        let fetchedProperties = entity.fetchedProperties.compactMap { property -> FetchedPropertyCode? in
            guard let variable = variables[property.name] else { return nil }
            return FetchedPropertyCode(
                variable: variable, nameLiteral: SwiftLiteral.string(property.name), isOptional: property.isOptional,
                fetchRequest: lookup.fetchRequestCode(property.fetchRequest, variable: locals.claim(variable + "Request")),
                userInfo: ModelCodeLookup.userInfo(property.userInfo))
        }
        var declared: Set<String> = []
        let propertyVariables = (entity.attributes.map(\.name) + entity.relationships.map(\.name)
            + entity.fetchedProperties.map(\.name)).compactMap { name in
                declared.insert(name).inserted ? variables[name] : nil
            }
        if !generated.contains(entity.name), entity.className.module == .current, moduleName == nil {
            notes.append("The class \(entity.className.name) is in the current product module, which mogen was not told (--module): Xcode's model compiler names it Module.\(entity.className.name), and Core Data finds it as \(entity.className.name) only if it is declared @objc(\(entity.className.name)).")
        }
        for attribute in entity.attributes where attribute.storedInTruthFile {
            notes.append("'\(attribute.name)' is not stored in an external record file: NSPropertyDescription.isStoredInExternalRecord is deprecated.")
        }
        for relationship in entity.relationships where relationship.isToMany && relationship.maxCount == 1 {
            notes.append("'\(relationship.name)' is to-many with at most one object; NSRelationshipDescription derives to-many from maxCount, so it is to-one here.")
        }
        var indexes = entity.fetchIndexes.map { index in
            lookup.fetchIndexCode(name: index.name, elements: index.elements.map { ($0.property, $0.type, $0.order == .ascending) },
                in: entity, notes: &notes)
        }
        let indexed = entity.attributes.filter(\.isIndexed).map(\.name) + entity.relationships.filter(\.isIndexed).map(\.name)
        for name in indexed {
            indexes.append(lookup.fetchIndexCode(
                name: ModelCodeNames.indexName(properties: [name]), elements: [(name, "Binary", true)], in: entity,
                notes: &notes))
        }
        for compound in entity.compoundIndexes {
            let names = compound.properties.map(\.name)
            indexes.append(lookup.fetchIndexCode(
                name: ModelCodeNames.indexName(properties: names), elements: names.map { ($0, "Binary", true) },
                in: entity, notes: &notes))
        }
        return EntityCode(
            variable: lookup.entityVariables[entity.name] ?? "",
            nameLiteral: SwiftLiteral.string(entity.name),
            classNameLiteral: SwiftLiteral.string(runtimeClassName(of: entity)),
            isAbstract: entity.isAbstract,
            renamingIdentifier: entity.renamingIdentifier.map(SwiftLiteral.string),
            versionHashModifier: entity.versionHashModifier.map(SwiftLiteral.string),
            userInfo: ModelCodeLookup.userInfo(entity.userInfo),
            attributes: attributes, relationships: relationships, fetchedProperties: fetchedProperties,
            propertyVariables: propertyVariables,
            subentityVariables: entity.subentityNames.compactMap { lookup.entityVariables[$0] },
            uniquenessConstraints: entity.uniquenessConstraints.map { $0.properties.map { SwiftLiteral.string($0.name) } },
            fetchIndexes: indexes, notes: notes)
    }
}
