import MogenModel
import MogenSupport

extension ContextBuilder {
    /// The stored property of `relationship` in `entity`'s class; nil (with a warning) when its destination has no
    /// SwiftData class.
    mutating func swiftDataRelationship(
        _ relationship: Relationship, of entity: Entity, plan: SwiftDataPlan, isUnique: Bool, report: Bool
    ) -> SwiftDataPropertyContext? {
        let label = "\(entity.name).\(relationship.name)"
        guard let destination = plan.classNames[relationship.destinationName] else {
            swiftDataHashChanges.append("\(quoted: label) is left out")
            if report {
                diagnostics.append(.warning(
                    "relationship \(quoted: label) is left out of the SwiftData class: its destination "
                        + "\(quoted: relationship.destinationName) has no SwiftData class", at: relationship.location, .codegen))
            }
            return nil
        }
        let naming = swiftDataNaming(
            relationship.name, userInfo: relationship.userInfo, in: entity, label: label, at: relationship.location,
            report: report)
        if naming.originalName != nil { swiftDataHashChanges.append("\(quoted: label) is \(quoted: naming.plainName)") }
        // Before iOS 26 a subentity's class holds its ancestors' relationships as copies, and a relationship to a
        // hierarchy holds objects of the class it names, none of its subentities'.
        let declaring = declaringEntity(of: relationship.name, in: entity)
        let isCopy = declaring != entity.name && !plan.generatesSubclasses
        if report {
            warnAboutSwiftDataRelationship(
                relationship, of: entity, declaredIn: declaring, isCopy: isCopy, plan: plan, label: label)
        }
        let isOptional = swiftDataRelationshipIsOptional(relationship, of: entity, plan: plan, label: label, report: report)
        let type: String
        let initialValue: String?
        if relationship.isToMany {
            type = "[\(destination)]" + (plan.usesCloudKit(entity) ? "?" : "")
            initialValue = "[]"
        } else {
            type = destination + (isOptional ? "?" : "")
            initialValue = isOptional ? "nil" : nil
        }
        if relationship.isTransient {
            swiftDataHashChanges.append("\(quoted: label) is @Transient")
            // SwiftData has no transient relationships: the object keeps it, the store does not.
            return SwiftDataPropertyContext(
                name: relationship.name, swiftName: naming.swiftName, macro: "Transient", macroArguments: [], type: type,
                initialValue: initialValue ?? "nil", isRelationship: true,
                documentation: Self.documentation(relationship.userInfo), predicateKind: nil, versionHash: "")
        }
        let rule = swiftDataDeletionRule(of: relationship, in: entity, plan: plan, label: label, report: report)
        var arguments: [String] = []
        if isUnique { arguments.append(".unique") }
        if let deleteRule = Self.swiftDataDeleteRule(rule) { arguments.append("deleteRule: \(deleteRule)") }
        if relationship.isToMany {
            if relationship.minCount > 0 { arguments.append("minimumModelCount: \(relationship.minCount)") }
            if relationship.maxCount > 0 { arguments.append("maximumModelCount: \(relationship.maxCount)") }
        }
        if let original = naming.originalName ?? relationship.renamingIdentifier {
            arguments.append("originalName: \(SwiftLiteral.string(original))")
        }
        if !isCopy, let inverseSwiftName = swiftDataInverseName(of: relationship, in: entity, declaredIn: declaring, plan: plan) {
            arguments.append("inverse: \\\(destination).\(inverseSwiftName)")
        }
        if let modifier = relationship.versionHashModifier {
            arguments.append("hashModifier: \(SwiftLiteral.string(modifier))")
        }
        return SwiftDataPropertyContext(
            name: relationship.name, swiftName: naming.swiftName,
            macro: arguments.isEmpty ? nil : "Relationship", macroArguments: arguments, type: type,
            initialValue: initialValue, isRelationship: true, documentation: Self.documentation(relationship.userInfo),
            predicateKind: relationship.isToMany
                ? .toMany(destination: relationship.destinationName, isOptional: plan.usesCloudKit(entity))
                : .toOne(destination: relationship.destinationName, isOptional: isOptional),
            versionHash: [
                naming.swiftName, type, "\(rule)", relationship.inverseName ?? "", "\(relationship.minCount)",
                "\(relationship.maxCount)", relationship.versionHashModifier ?? "",
            ].joined(separator: "|"))
    }

    /// What SwiftData cannot keep of a relationship: a flattened copy's inverse, a destination's subentities, the
    /// order; and the inverse CloudKit requires.
    private mutating func warnAboutSwiftDataRelationship(
        _ relationship: Relationship, of entity: Entity, declaredIn declaring: String, isCopy: Bool, plan: SwiftDataPlan,
        label: String
    ) {
        if isCopy, let inverseName = relationship.inverseName {
            diagnostics.append(.warning(
                "relationship \(quoted: label) is a copy of \(quoted: declaring + "." + relationship.name) in a flattened "
                    + "class (no model subclasses before \(SwiftDataOptions.Target.ios26.releases)): its inverse "
                    + "\(quoted: relationship.destinationName + "." + inverseName) cannot hold \(quoted: entity.name) "
                    + "objects, so the copy names no inverse and the store's links through it are dropped",
                at: relationship.location, .codegen))
        }
        if !plan.generatesSubclasses, !isCopy,
            let target = model.entity(named: relationship.destinationName), !target.subentityNames.isEmpty
        {
            diagnostics.append(.warning(
                "relationship \(quoted: label) points to \(quoted: target.name), whose subentities ("
                    + MessageText.list(target.subentityNames.map { "\(quoted: $0)" }, conjunction: "and")
                    + ") are classes of their own before \(SwiftDataOptions.Target.ios26.releases): it cannot hold their "
                    + "objects, and the store's links to them are dropped (--swiftdata-target ios26 keeps them)",
                at: relationship.location, .codegen))
        }
        if relationship.isOrdered {
            diagnostics.append(.warning(
                "relationship \(quoted: label) is ordered; SwiftData keeps no order, so it is an array whose order is not "
                    + "kept: store a position in \(quoted: relationship.destinationName) and sort by it (Docs/SwiftData.md)",
                at: relationship.location, .codegen))
        }
        // A model marked for CloudKit is held to it by validation, as Xcode holds it; `--cloudkit` asks the same here.
        if plan.options.cloudKit, relationship.inverseName == nil, !relationship.isTransient {
            diagnostics.append(.error(
                "relationship \(quoted: label) has no inverse; CloudKit requires one on every relationship, which "
                    + "SwiftData cannot add for an existing store: give it an inverse in a new model version, or leave "
                    + "out --cloudkit", at: relationship.location, .codegen))
        }
    }

    /// To-many relationships are optional (empty, never nil); a required to-one is optional where CloudKit syncs it.
    private mutating func swiftDataRelationshipIsOptional(
        _ relationship: Relationship, of entity: Entity, plan: SwiftDataPlan, label: String, report: Bool
    ) -> Bool {
        guard plan.usesCloudKit(entity), relationship.isToOne, !relationship.isOptional else {
            return relationship.isOptional || relationship.isToMany
        }
        if report {
            diagnostics.append(.warning(
                "relationship \(quoted: label) is required; CloudKit needs every relationship optional, so it is "
                    + "optional in SwiftData", at: relationship.location, .codegen))
        }
        swiftDataHashChanges.append("\(quoted: label) is optional")
        return true
    }

    /// The model's delete rule, but Nullify for Deny where CloudKit syncs, which does not support it.
    private mutating func swiftDataDeletionRule(
        of relationship: Relationship, in entity: Entity, plan: SwiftDataPlan, label: String, report: Bool
    ) -> Relationship.DeletionRule {
        guard plan.usesCloudKit(entity), relationship.deletionRule == .deny else { return relationship.deletionRule }
        if report {
            diagnostics.append(.warning(
                "relationship \(quoted: label) has the Deny delete rule, which CloudKit does not support; it is Nullify "
                    + "in SwiftData", at: relationship.location, .codegen))
        }
        swiftDataHashChanges.append("\(quoted: label) has the Nullify rule")
        return .nullify
    }

    /// The Swift name of the inverse the macro names, on the side of the pair that names it; nil when the inverse
    /// has no SwiftData class. A relationship that is its own inverse (`peers` ↔ `peers`) names none: naming itself
    /// would make its macro depend on its own expansion, and SwiftData pairs it with itself.
    private mutating func swiftDataInverseName(
        of relationship: Relationship, in entity: Entity, declaredIn declaring: String, plan: SwiftDataPlan
    ) -> String? {
        guard let inverseName = relationship.inverseName,
            !(inverseName == relationship.name && relationship.destinationName == entity.name),
            plan.inverseDeclaringSides.contains("\(declaring).\(relationship.name)"),
            let destinationEntity = model.entity(named: relationship.destinationName),
            let inverse = destinationEntity.allRelationships.first(where: { $0.name == inverseName }),
            plan.classNames[inverse.destinationName] != nil
        else { return nil }
        return swiftDataNaming(
            inverseName, userInfo: inverse.userInfo, in: destinationEntity, label: "", at: inverse.location,
            report: false).swiftName
    }

    /// `Schema.Relationship.DeleteRule` for a Core Data rule; nil for `.nullify`, SwiftData's default.
    static func swiftDataDeleteRule(_ rule: Relationship.DeletionRule) -> String? {
        switch rule {
        case .nullify: nil
        case .cascade: ".cascade"
        case .deny: ".deny"
        case .noAction: ".noAction"
        }
    }
}
