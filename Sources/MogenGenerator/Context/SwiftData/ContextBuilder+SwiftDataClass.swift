import MogenModel
import MogenSupport

extension ContextBuilder {
    /// The `@Model` class of `entity`. `extras`: the class also gets its `Codable` conformance and enum accessors
    /// (the current version's classes); an older version's classes are the stored shape alone. `superParameters`:
    /// the parameters of the superclass's initializer, which this class's initializer passes on.
    mutating func buildSwiftDataClass(
        _ entity: Entity, plan: SwiftDataPlan, extras: Bool, superParameters: [SwiftDataInitializerContext.Parameter]
    ) -> SwiftDataClassContext {
        let className = plan.classNames[entity.name] ?? entity.name
        let parentClass = entity.parentName.flatMap { plan.generatesSubclasses ? plan.classNames[$0] : nil }
        if className != entity.name {
            swiftDataHashChanges.append("entity \(quoted: entity.name) is the class \(quoted: className)")
        }
        if entity.parentName != nil, parentClass == nil {
            swiftDataHashChanges.append("entity \(quoted: entity.name) is flattened")
        }
        if entity.versionHashModifier != nil {
            swiftDataHashChanges.append("entity \(quoted: entity.name) loses its hash modifier")
        }
        if extras, className != entity.name {
            diagnostics.append(.warning(
                "entity \(quoted: entity.name) becomes the SwiftData class \(quoted: className); SwiftData names the entity after "
                    + "the class, so an existing store's \(quoted: entity.name) rows are not found under \(quoted: className) "
                    + "(name the class \(quoted: entity.name) to keep the store)", at: entity.location, .codegen))
        }
        if extras, entity.parentName != nil, parentClass == nil {
            diagnostics.append(.warning(
                "entity \(quoted: entity.name) inherits from \(quoted: entity.parentName ?? ""); SwiftData has model subclasses from "
                    + "\(SwiftDataOptions.Target.ios26.releases) (--swiftdata-target ios26), so its class holds the "
                    + "inherited properties itself", at: entity.location, .codegen))
        }
        // Properties the class declares: its own, or with an ancestor's when it does not inherit them.
        let attributes = parentClass == nil ? entity.allAttributes : entity.attributes
        let relationships = parentClass == nil ? entity.allRelationships : entity.relationships
        var properties: [SwiftDataPropertyContext] = []
        var enumAccessors: [SwiftDataEnumAccessor] = []
        var parameters: [(parameter: SwiftDataInitializerContext.Parameter, assignment: SwiftDataInitializerContext.Assignment)] = []
        var codedProperties: [SwiftDataCoding.Property] = []
        var codingBlockers: [String] = []
        let uniqueAttributes = singleUniqueProperties(of: entity, inherited: parentClass == nil, plan: plan, report: extras)

        for attribute in attributes {
            guard let built = swiftDataAttribute(
                attribute, of: entity, plan: plan, isUnique: uniqueAttributes.contains(attribute.name), report: extras)
            else { continue }
            properties.append(built.property)
            if let accessor = built.accessor { enumAccessors.append(accessor) }
            if let parameter = built.parameter { parameters.append(parameter) }
            if let coded = built.coded { codedProperties.append(coded) }
            else if built.property.initialValue == nil { codingBlockers.append(built.property.name) }
        }
        for relationship in relationships {
            guard let property = swiftDataRelationship(
                relationship, of: entity, plan: plan, isUnique: uniqueAttributes.contains(relationship.name), report: extras)
            else { continue }
            properties.append(property)
            if property.initialValue == nil { codingBlockers.append(property.name) }
            // A transient relationship is `@Transient`: SwiftData does not track it, and the initializer leaves it.
            if !relationship.isTransient {
                let name = property.swiftName
                parameters.append((
                    .init(swiftName: name, type: property.type, defaultValue: property.initialValue),
                    .init(property: name)))
            }
        }

        // The superclass's initializer takes the inherited values, in its own order.
        let inheritedParameters = parentClass == nil ? [] : superParameters
        let own = parameters.filter { $0.parameter.defaultValue == nil } + parameters.filter { $0.parameter.defaultValue != nil }
        let allParameters = inheritedParameters.filter { $0.defaultValue == nil } + own.filter { $0.parameter.defaultValue == nil }.map(\.parameter)
            + inheritedParameters.filter { $0.defaultValue != nil } + own.filter { $0.parameter.defaultValue != nil }.map(\.parameter)
        let initializer = SwiftDataInitializerContext(
            parameters: allParameters, assignments: own.map(\.assignment),
            superParameterNames: parentClass == nil ? nil : inheritedParameters.map(\.swiftName),
            isOverride: parentClass != nil && own.isEmpty)

        let (unique, index) = compoundConstraints(
            of: entity, inherited: parentClass == nil, properties: properties, plan: plan, report: extras)
        return SwiftDataClassContext(
            entityName: entity.name, className: className,
            isFinal: !plan.generatesSubclasses || !entity.subentityNames.contains { plan.classNames[$0] != nil },
            superclassName: parentClass, isAbstract: entity.isAbstract, documentation: Self.documentation(entity.userInfo),
            properties: properties, uniqueKeyPaths: unique, indexKeyPaths: index, initializer: initializer,
            enumAccessors: extras ? enumAccessors : [],
            fetchDescriptors: [],
            coding: extras ? swiftDataCoding(
                entity, own: codedProperties, blockers: codingBlockers, hasCodableSuperclass: parentClass != nil) : nil,
            humanFileName: className + ".swift", machineFileName: className + FileNames.generatedSuffix)
    }

    /// `Codable` for a class the Core Data context makes `Codable`, unless a property without a value would be left
    /// unset by `init(from:)`.
    private mutating func swiftDataCoding(
        _ entity: Entity, own: [SwiftDataCoding.Property], blockers: [String], hasCodableSuperclass: Bool
    ) -> SwiftDataCoding? {
        guard codableEntities.contains(entity.name) else { return nil }
        guard blockers.isEmpty else {
            diagnostics.append(.warning(
                "entity \(quoted: entity.name) is not Codable in SwiftData: init(from:) cannot give "
                    + MessageText.list(blockers.map { "\(quoted: $0)" }, conjunction: "and")
                    + " a value (a required relationship or a value that is not coded, with no initial value), and "
                    + "Codable is for the whole class hierarchy or none of it",
                at: entity.location, .codegen))
            return nil
        }
        return SwiftDataCoding(properties: own, hasCodableSuperclass: hasCodableSuperclass)
    }

    /// Attributes a one-property uniqueness constraint makes unique: `@Attribute(.unique)`.
    private mutating func singleUniqueProperties(
        of entity: Entity, inherited: Bool, plan: SwiftDataPlan, report: Bool
    ) -> Set<String> {
        let constraints = constraintsApplying(to: entity, inherited: inherited)
        if plan.usesCloudKit(entity) {
            // Every constraint, of one property or several: CloudKit has none.
            if report, let first = constraints.first {
                diagnostics.append(.warning(
                    "entity \(quoted: entity.name) has a uniqueness constraint; CloudKit cannot enforce unique values, so "
                        + "the SwiftData class has none", at: first.location, .codegen))
            }
            return []
        }
        return Set(constraints.filter { $0.properties.count == 1 }.flatMap { $0.properties.map(\.name) })
    }

    /// Uniqueness constraints of an entity, with its ancestors' when their properties are its own.
    func constraintsApplying(to entity: Entity, inherited: Bool) -> [UniquenessConstraint] {
        let ancestors = inherited ? entity.superentityNames.compactMap { model.entity(named: $0) } : []
        return (ancestors + [entity]).flatMap(\.uniquenessConstraints)
    }
}
