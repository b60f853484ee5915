import MogenModel

extension ContextBuilder {
    mutating func buildRelationship(
        _ relationship: Relationship, of entity: Entity, reportingProblems: Bool = true
    ) -> RelationshipContext {
        let destination = classNames[relationship.destinationName] ?? "NSManagedObject"
        let swiftName = propertyName(relationship.name, userInfo: relationship.userInfo)
        let capitalized = SwiftNames.upperFirst(relationship.name)
        let swiftCapitalized = SwiftNames.sanitized(SwiftNames.upperFirst(
            relationship.userInfo[UserInfoKeys.swiftName] ?? relationship.name))
        let xcode = options.optionality == .xcode
        let swiftType: String
        var accessors: [RelationshipContext.Accessor] = []
        if relationship.isToMany {
            let collection = relationship.isOrdered ? "NSOrderedSet" : "NSSet"
            swiftType = relationship.isOrdered ? "NSOrderedSet" + (xcode ? "?" : "")
                : (xcode ? "NSSet?" : "Set<\(destination)>")
            if relationship.isOrdered {
                accessors += [
                    .init(selector: "insertObject:in\(capitalized)AtIndex:",
                        declaration: "func insertInto\(swiftCapitalized)(_ value: \(destination), at idx: Int)"),
                    .init(selector: "removeObjectFrom\(capitalized)AtIndex:",
                        declaration: "func removeFrom\(swiftCapitalized)(at idx: Int)"),
                    .init(selector: "insert\(capitalized):atIndexes:",
                        declaration: "func insertInto\(swiftCapitalized)(_ values: [\(destination)], at indexes: NSIndexSet)"),
                    .init(selector: "remove\(capitalized)AtIndexes:",
                        declaration: "func removeFrom\(swiftCapitalized)(at indexes: NSIndexSet)"),
                    .init(selector: "replaceObjectIn\(capitalized)AtIndex:withObject:",
                        declaration: "func replace\(swiftCapitalized)(at idx: Int, with value: \(destination))"),
                    .init(selector: "replace\(capitalized)AtIndexes:with\(capitalized):",
                        declaration: "func replace\(swiftCapitalized)(at indexes: NSIndexSet, with values: [\(destination)])"),
                ]
            }
            accessors += [
                .init(selector: "add\(capitalized)Object:",
                    declaration: "func addTo\(swiftCapitalized)(_ value: \(destination))"),
                .init(selector: "remove\(capitalized)Object:",
                    declaration: "func removeFrom\(swiftCapitalized)(_ value: \(destination))"),
                .init(selector: "add\(capitalized):", declaration: "func addTo\(swiftCapitalized)(_ values: \(collection))"),
                .init(selector: "remove\(capitalized):",
                    declaration: "func removeFrom\(swiftCapitalized)(_ values: \(collection))"),
            ]
        } else {
            swiftType = destination + (relationship.isOptional || xcode ? "?" : "")
        }
        let plainName = SwiftNames.sanitized(relationship.userInfo[UserInfoKeys.swiftName] ?? relationship.name)
        return RelationshipContext(
            name: relationship.name, swiftName: swiftName, capitalizedName: swiftCapitalized,
            destinationEntityName: relationship.destinationName, destinationClassName: destination, swiftType: swiftType,
            isToMany: relationship.isToMany, isOrdered: relationship.isOrdered && relationship.isToMany,
            isOptional: relationship.isToMany || relationship.isOptional || xcode,
            inverseName: relationship.inverseName, deletionRule: relationship.deletionRule.rawValue,
            arrayPropertyName: relationship.isOrdered && relationship.isToMany && !xcode ? plainName + "Array" : nil,
            accessors: accessors, documentation: Self.documentation(relationship.userInfo),
            userInfo: relationship.userInfo.entries.map { ($0.key, $0.value) })
    }

    func buildFetchedProperty(_ property: FetchedProperty) -> FetchedPropertyContext {
        let destination = classNames[property.fetchRequest.entityName] ?? "NSManagedObject"
        return FetchedPropertyContext(
            name: property.name, swiftName: propertyName(property.name, userInfo: property.userInfo),
            swiftType: "[\(destination)]", destinationClassName: destination,
            predicate: property.fetchRequest.predicateString)
    }

    func buildFetchRequest(_ request: FetchRequest, for entity: Entity) -> FetchRequestContext {
        let className = classNames[entity.name] ?? "NSManagedObject"
        var used = Set(["context"])
        let parameters = request.variables.map { variable in
            var swiftName = SwiftNames.parameterName(fromVariable: variable.name)
            var suffix = 2
            let base = swiftName
            while !used.insert(swiftName).inserted {
                swiftName = base + String(suffix)
                suffix += 1
            }
            return FetchRequestContext.Parameter(
                variable: variable.name, variableLiteral: SwiftLiteral.string(variable.name), swiftName: SwiftNames.escaped(swiftName),
                type: AttributeTypeMapping.swiftType(of: variable.type, classNames: classNames))
        }
        let (resultType, kind): (String, FetchRequestContext.ResultKind) = switch request.resultType {
        case .managedObjectID: ("[NSManagedObjectID]", .objectIDs)
        case .dictionary: ("[[String: Any]]", .dictionaries)
        case .count: ("Int", .count)
        case .managedObject, .other: ("[\(className)]", .objects)
        }
        return FetchRequestContext(
            name: request.name, nameLiteral: SwiftLiteral.string(request.name), functionName: "fetch" + SwiftNames.sanitized(SwiftNames.upperFirst(request.name)),
            predicate: request.predicateString, parameters: parameters, resultType: resultType, resultKind: kind)
    }

    /// Required parameters first (non-optional values with no model default), then defaulted ones, each group in
    /// declaration order, inherited properties first.
    func buildInitializer(attributes: [AttributeContext], relationships: [RelationshipContext]) -> InitializerContext {
        var required: [InitializerContext.Parameter] = []
        var defaulted: [InitializerContext.Parameter] = []
        for attribute in attributes where !attribute.isReadOnly {
            let name = attribute.swiftName
            let defaultValue = attribute.isOptional ? "nil" : attribute.defaultValue
            let parameter = InitializerContext.Parameter(
                swiftName: name, type: attribute.swiftType, defaultValue: defaultValue,
                assignment: "self.\(name) = \(name)")
            if defaultValue == nil { required.append(parameter) } else { defaulted.append(parameter) }
        }
        for relationship in relationships {
            let name = relationship.swiftName
            if relationship.isToMany, options.optionality == .xcode {
                // Xcode's types: the collection classes themselves.
                let collection = relationship.isOrdered ? "NSOrderedSet" : "NSSet"
                defaulted.append(InitializerContext.Parameter(
                    swiftName: name, type: collection, defaultValue: collection + "()", assignment: "self.\(name) = \(name)"))
            } else if relationship.isToMany {
                let ordered = relationship.isOrdered
                defaulted.append(InitializerContext.Parameter(
                    swiftName: name,
                    type: ordered ? "[\(relationship.destinationClassName)]" : "Set<\(relationship.destinationClassName)>",
                    defaultValue: "[]",
                    assignment: ordered ? "self.\(name) = NSOrderedSet(array: \(name))" : "self.\(name) = \(name)"))
            } else {
                let parameter = InitializerContext.Parameter(
                    swiftName: name, type: relationship.swiftType, defaultValue: relationship.isOptional ? "nil" : nil,
                    assignment: "self.\(name) = \(name)")
                if relationship.isOptional { defaulted.append(parameter) } else { required.append(parameter) }
            }
        }
        return InitializerContext(parameters: required + defaulted, hasRequiredParameters: !required.isEmpty)
    }
}
