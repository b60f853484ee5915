import MogenModel

extension ContextBuilder {
    mutating func buildRelationship(
        _ relationship: Relationship, of entity: Entity, reportingProblems: Bool = true
    ) -> RelationshipContext {
        let destination = classNames[relationship.destinationName] ?? "NSManagedObject"
        let naming = naming(of: relationship.name, userInfo: relationship.userInfo, in: entity)
        let capitalized = SwiftNames.upperFirst(relationship.name)
        let swiftCapitalized = SwiftNames.sanitized(SwiftNames.upperFirst(naming.plainName))
        let xcode = options.optionality == .xcode
        var swiftType: String
        var accessors: [RelationshipContext.Accessor] = []
        if relationship.isToMany {
            let collection = relationship.isOrdered ? "NSOrderedSet" : "NSSet"
            swiftType = relationship.isOrdered ? "NSOrderedSet" + (xcode ? "?" : "")
                : (xcode ? "NSSet?" : types.set(of: destination))
            let value = RelationshipContext.Parameter(label: "_", name: "value", type: destination)
            let index = RelationshipContext.Parameter(label: "at", name: "idx", type: "Int")
            let indexes = RelationshipContext.Parameter(label: "at", name: "indexes", type: "NSIndexSet")
            // Core Data's dynamic accessors of an ordered relationship throw ("set argument is not an NSSet",
            // rdar://10114310): its methods change the relationship's mutable ordered set instead, as mogenerator's do.
            // `mutation` names what each does (the template writes it); unordered relationships keep Core Data's
            // accessors.
            if relationship.isOrdered {
                let values = RelationshipContext.Parameter(label: "_", name: "values", type: "[\(destination)]")
                accessors += [
                    .init(selector: "insertObject:in\(capitalized)AtIndex:", name: "insertInto\(swiftCapitalized)",
                        parameters: [value, index], mutation: "insertAtIndex"),
                    .init(selector: "removeObjectFrom\(capitalized)AtIndex:", name: "removeFrom\(swiftCapitalized)",
                        parameters: [index], mutation: "removeAtIndex"),
                    .init(selector: "insert\(capitalized):atIndexes:", name: "insertInto\(swiftCapitalized)",
                        parameters: [values, indexes],
                        mutation: "insertAtIndexes"),
                    .init(selector: "remove\(capitalized)AtIndexes:", name: "removeFrom\(swiftCapitalized)",
                        parameters: [indexes], mutation: "removeAtIndexes"),
                    .init(selector: "replaceObjectIn\(capitalized)AtIndex:withObject:", name: "replace\(swiftCapitalized)",
                        parameters: [index, .init(label: "with", name: "value", type: destination)],
                        mutation: "replaceAtIndex"),
                    .init(selector: "replace\(capitalized)AtIndexes:with\(capitalized):", name: "replace\(swiftCapitalized)",
                        parameters: [indexes, .init(label: "with", name: "values", type: "[\(destination)]")],
                        mutation: "replaceAtIndexes"),
                ]
            }
            let ordered = relationship.isOrdered
            let collectionValues = RelationshipContext.Parameter(label: "_", name: "values", type: collection)
            accessors += [
                .init(selector: "add\(capitalized)Object:", name: "addTo\(swiftCapitalized)", parameters: [value],
                    mutation: ordered ? "add" : nil),
                .init(selector: "remove\(capitalized)Object:", name: "removeFrom\(swiftCapitalized)", parameters: [value],
                    mutation: ordered ? "remove" : nil),
                .init(selector: "add\(capitalized):", name: "addTo\(swiftCapitalized)", parameters: [collectionValues],
                    mutation: ordered ? "addEach" : nil),
                .init(selector: "remove\(capitalized):", name: "removeFrom\(swiftCapitalized)",
                    parameters: [collectionValues], mutation: ordered ? "removeEach" : nil),
            ]
        } else {
            swiftType = destination + (relationship.isOptional || xcode ? "?" : "")
        }
        var isOptional = relationship.isToMany || relationship.isOptional || xcode
        if naming.usesPrimitiveAccessors, reportingProblems {
            if relationship.isToMany {
                diagnostics.append(.error(
                    "to-many relationship \(quoted: "\(entity.name).\(relationship.name)") has the name of an NSManagedObject "
                        + "member; mogen can give another Swift name only to a to-one relationship with such a name: "
                        + "rename the relationship in the model", at: relationship.location, .codegen))
            } else if !isOptional {
                // Read through the primitive value, it has no value before one is stored.
                swiftType += "?"
                isOptional = true
            }
        }
        return RelationshipContext(
            name: relationship.name, swiftName: naming.swiftName, objcName: naming.objcName,
            storage: naming.usesPrimitiveAccessors ? .primitive : .managed, capitalizedName: swiftCapitalized,
            destinationEntityName: relationship.destinationName, destinationClassName: destination, swiftType: swiftType,
            isToMany: relationship.isToMany, isOrdered: relationship.isOrdered && relationship.isToMany,
            isOptional: isOptional, isOptionalInModel: relationship.isOptional, inverseName: relationship.inverseName,
            deletionRule: relationship.deletionRule.rawValue,
            arrayPropertyName: relationship.isOrdered && relationship.isToMany && !xcode ? naming.plainName + "Array" : nil,
            accessors: accessors, documentation: Self.documentation(relationship.userInfo),
            userInfo: relationship.userInfo.entries.map { ($0.key, $0.value) })
    }

    mutating func buildFetchedProperty(_ property: FetchedProperty, of entity: Entity) -> FetchedPropertyContext {
        let destination = classNames[property.fetchRequest.entityName] ?? "NSManagedObject"
        let naming = naming(of: property.name, userInfo: property.userInfo, in: entity)
        if naming.usesPrimitiveAccessors {
            diagnostics.append(.error(
                "fetched property \(quoted: "\(entity.name).\(property.name)") has the name of an NSManagedObject member, which "
                    + "another Swift name cannot fix: rename it in the model", at: property.location, .codegen))
        }
        return FetchedPropertyContext(
            name: property.name, swiftName: naming.swiftName, objcName: naming.objcName,
            swiftType: "[\(destination)]", destinationClassName: destination,
            predicate: property.fetchRequest.predicateString)
    }
}
