/// The changes of one entity present in both versions: its own settings, its properties (declared on it, or moved
/// along its hierarchy), indexes, uniqueness constraints and userInfo. An entity's version hash covers its name,
/// its superentity's hash, whether it is abstract, its properties' hashes and its version hash modifier
/// (https://developer.apple.com/documentation/coredata/nsentitydescription/versionhash), and its uniqueness
/// constraints (https://developer.apple.com/documentation/coredata/nsentitydescription/uniquenessconstraints).
struct EntityComparison {
    let oldModel: Model
    let newModel: Model

    func compare(_ old: Entity, _ new: Entity) -> [ModelChange] {
        var changes: [ModelChange] = []
        if let change = entityChange(old, new) { changes.append(change) }
        changes += attributeChanges(old, new)
        changes += relationshipChanges(old, new)
        changes += fetchedPropertyChanges(old, new)
        changes += indexChanges(old, new)
        if let change = uniquenessChange(old, new) { changes.append(change) }
        if !SettingText.sameEntries(old.userInfo, new.userInfo) {
            changes.append(ModelChange(
                .userInfo, .changed, entity: new.name, name: "userInfo",
                fields: [.init("entries", SettingText.userInfo(old.userInfo), SettingText.userInfo(new.userInfo),
                               rule: .notInVersionHash)],
                rule: .notInVersionHash))
        }
        return changes.map { $0.located(new.location) }
    }

    private func entityChange(_ old: Entity, _ new: Entity) -> ModelChange? {
        var fields: [ModelChange.Field] = []
        if old.isAbstract != new.isAbstract {
            fields.append(.init(
                "abstract", SettingText.yesNo(old.isAbstract), SettingText.yesNo(new.isAbstract),
                rule: new.isAbstract ? .entityBecameAbstract : .entityBecameConcrete))
        }
        let oldParent = old.parentName.map { RelationshipComparison.canonicalName(ofEntity: $0, in: oldModel) }
        let newParent = new.parentName.map { RelationshipComparison.canonicalName(ofEntity: $0, in: newModel) }
        if oldParent != newParent {
            fields.append(.init(
                "superentity", SettingText.optional(old.parentName), SettingText.optional(new.parentName),
                rule: mergesHierarchies(old, new) ? .entityHierarchiesMerged : .entityParentChanged))
        }
        if old.versionHashModifier != new.versionHashModifier {
            fields.append(.init(
                "version hash modifier", SettingText.optional(old.versionHashModifier),
                SettingText.optional(new.versionHashModifier), rule: .versionHashModifierChanged))
        }
        fields += [
            SettingText.unhashed("class", old.className.written ?? "NSManagedObject", new.className.written ?? "NSManagedObject"),
            SettingText.unhashed("codegen", old.codeGeneration.name, new.codeGeneration.name),
        ].compactMap { $0 }
        let renamed = old.name != new.name
        guard renamed || !fields.isEmpty else { return nil }
        return ModelChange(
            .entity, renamed ? .renamed : .changed, entity: new.name, name: new.name, oldName: renamed ? old.name : nil,
            fields: fields, rule: renamed ? .entityRenamed : .notInVersionHash, at: new.location)
    }

    /// "If two existing entities do not share a common parent in the source, they cannot share a common parent in
    /// the destination" (Model Versioning guide, "Lightweight Migration"): the new superentity existed before, in
    /// another hierarchy than this entity's.
    private func mergesHierarchies(_ old: Entity, _ new: Entity) -> Bool {
        guard let newParent = new.parentName.flatMap(newModel.entity(named:)) else { return false }
        let newRoot = newModel.entity(named: new.superentityNames.last ?? newParent.name) ?? newParent
        guard let oldRoot = oldEntity(matching: newRoot) ?? oldEntity(matching: newParent) else { return false }
        let oldEntityRoot = old.superentityNames.last ?? old.name
        let parentRoot = oldRoot.superentityNames.last ?? oldRoot.name
        return oldEntityRoot != parentRoot
    }

    private func oldEntity(matching entity: Entity) -> Entity? {
        let canonical = entity.renamingIdentifier ?? entity.name
        return oldModel.entities.first { ($0.renamingIdentifier ?? $0.name) == canonical }
    }

    private func attributeChanges(_ old: Entity, _ new: Entity) -> [ModelChange] {
        let matching = ElementMatching(
            old: old.attributes, new: new.attributes, name: \.name, renamingIdentifier: \.renamingIdentifier)
        let removed = matching.pairs.compactMap { $0.new == nil ? $0.old : nil }
        return matching.pairs.compactMap { pair -> ModelChange? in
            switch (pair.old, pair.new) {
            case let (before?, after?):
                return AttributeComparison.compare(before, after, entity: new.name)
            case let (nil, attribute?):
                if let inherited = counterpart(of: attribute, among: old.inheritedAttributes) {
                    let from = declarer(of: inherited.name, above: old, in: oldModel) { $0.attributes.map(\.name) }
                    return moved(
                        .attribute, attribute.name, from: from, to: new.name, entity: new.name,
                        fields: AttributeComparison.hashedFields(inherited, attribute)
                            + AttributeComparison.unhashedFields(inherited, attribute))
                }
                let hint = renameHint(
                    for: attribute.name, identifier: attribute.renamingIdentifier,
                    candidates: removed.filter { $0.type == attribute.type }.map(\.name))
                    ?? replacementHint(for: attribute, removed: removed, added: matching.pairs.filter { $0.old == nil }.count)
                    ?? UnmatchedRenamingIdentifier.hint(
                        kind: "attribute", name: attribute.name, identifier: attribute.renamingIdentifier,
                        oldHasName: removed.contains { $0.name == attribute.name }, dropped: "values")
                return AttributeComparison.added(attribute, entity: new.name, hint: hint)
            case let (attribute?, nil):
                if let inherited = counterpart(of: attribute, among: new.inheritedAttributes) {
                    let to = declarer(of: inherited.name, above: new, in: newModel) { $0.attributes.map(\.name) }
                    return moved(
                        .attribute, attribute.name, from: old.name, to: to, entity: new.name,
                        fields: AttributeComparison.hashedFields(attribute, inherited)
                            + AttributeComparison.unhashedFields(attribute, inherited))
                }
                return AttributeComparison.removed(attribute, entity: new.name)
            case (nil, nil):
                return nil
            }
        }
    }

    private func relationshipChanges(_ old: Entity, _ new: Entity) -> [ModelChange] {
        let matching = ElementMatching(
            old: old.relationships, new: new.relationships, name: \.name, renamingIdentifier: \.renamingIdentifier)
        let removed = matching.pairs.compactMap { $0.new == nil ? $0.old : nil }
        return matching.pairs.compactMap { pair -> ModelChange? in
            switch (pair.old, pair.new) {
            case let (before?, after?):
                return RelationshipComparison.compare(before, in: oldModel, after, in: newModel, entity: new.name)
            case let (nil, relationship?):
                if let inherited = counterpart(of: relationship, among: old.inheritedRelationships) {
                    let from = declarer(of: inherited.name, above: old, in: oldModel) { $0.relationships.map(\.name) }
                    return moved(
                        .relationship, relationship.name, from: from, to: new.name, entity: new.name,
                        fields: RelationshipComparison.hashedFields(inherited, in: oldModel, relationship, in: newModel)
                            + RelationshipComparison.unhashedFields(inherited, relationship))
                }
                let destination = RelationshipComparison.canonicalName(
                    ofEntity: relationship.destinationName, in: newModel)
                let hint = renameHint(
                    for: relationship.name, identifier: relationship.renamingIdentifier,
                    candidates: removed.filter {
                        RelationshipComparison.canonicalName(ofEntity: $0.destinationName, in: oldModel) == destination
                    }.map(\.name))
                    ?? UnmatchedRenamingIdentifier.hint(
                        kind: "relationship", name: relationship.name, identifier: relationship.renamingIdentifier,
                        oldHasName: removed.contains { $0.name == relationship.name }, dropped: "links")
                return RelationshipComparison.added(relationship, entity: new.name, hint: hint)
            case let (relationship?, nil):
                if let inherited = counterpart(of: relationship, among: new.inheritedRelationships) {
                    let to = declarer(of: inherited.name, above: new, in: newModel) { $0.relationships.map(\.name) }
                    return moved(
                        .relationship, relationship.name, from: old.name, to: to, entity: new.name,
                        fields: RelationshipComparison.hashedFields(relationship, in: oldModel, inherited, in: newModel)
                            + RelationshipComparison.unhashedFields(relationship, inherited))
                }
                return RelationshipComparison.removed(relationship, entity: new.name)
            case (nil, nil):
                return nil
            }
        }
    }

    private func fetchedPropertyChanges(_ old: Entity, _ new: Entity) -> [ModelChange] {
        ElementMatching(old: old.fetchedProperties, new: new.fetchedProperties, name: \.name).pairs.compactMap { pair in
            switch (pair.old, pair.new) {
            case let (before?, after?):
                var fields: [ModelChange.Field] = []
                if before.isOptional != after.isOptional {
                    fields.append(.init(
                        "optionality", SettingText.optionality(before.isOptional),
                        SettingText.optionality(after.isOptional), rule: .unstoredPropertyChanged))
                }
                fields += [
                    SettingText.unhashed("destination", before.fetchRequest.entityName, after.fetchRequest.entityName),
                    SettingText.unhashed(
                        "predicate", SettingText.optional(before.fetchRequest.predicateString),
                        SettingText.optional(after.fetchRequest.predicateString)),
                    SettingText.unhashed(
                        "userInfo", SettingText.userInfo(before.userInfo), SettingText.userInfo(after.userInfo)),
                ].compactMap { $0 }
                return fields.isEmpty ? nil : ModelChange(
                    .fetchedProperty, .changed, entity: new.name, name: after.name, fields: fields,
                    rule: .notInVersionHash, at: after.location)
            case let (nil, property?):
                return ModelChange(
                    .fetchedProperty, .added, entity: new.name, name: property.name, rule: .fetchedPropertyAdded,
                    at: property.location)
            case let (property?, nil):
                return ModelChange(.fetchedProperty, .removed, entity: new.name, name: property.name, rule: .fetchedPropertyRemoved)
            case (nil, nil):
                return nil
            }
        }
    }

    private func indexChanges(_ old: Entity, _ new: Entity) -> [ModelChange] {
        func elements(_ index: FetchIndex) -> String {
            SettingText.list(index.elements.map { "\($0.property) \($0.order.rawValue)" })
        }
        var changes = ElementMatching(old: old.fetchIndexes, new: new.fetchIndexes, name: \.name).pairs.compactMap {
            pair -> ModelChange? in
            switch (pair.old, pair.new) {
            case let (before?, after?):
                return SettingText.unhashed("properties", elements(before), elements(after)).map {
                    ModelChange(
                        .index, .changed, entity: new.name, name: after.name, fields: [$0], rule: .notInVersionHash,
                        at: after.location)
                }
            case let (nil, index?):
                return ModelChange(
                    .index, .added, entity: new.name, name: index.name, rule: .notInVersionHash, at: index.location)
            case let (index?, nil):
                return ModelChange(.index, .removed, entity: new.name, name: index.name, rule: .notInVersionHash)
            case (nil, nil):
                return nil
            }
        }
        let compound = { (entity: Entity) in
            SettingText.list(entity.compoundIndexes.map { $0.properties.map(\.name).joined(separator: "+") })
        }
        if let field = SettingText.unhashed("properties", compound(old), compound(new)) {
            changes.append(ModelChange(
                .compoundIndexes, .changed, entity: new.name, name: "", fields: [field], rule: .notInVersionHash))
        }
        return changes
    }

    private func uniquenessChange(_ old: Entity, _ new: Entity) -> ModelChange? {
        let constraints = { (entity: Entity) in
            SettingText.list(entity.uniquenessConstraints.map { $0.properties.map(\.name).joined(separator: "+") })
        }
        let before = constraints(old)
        let after = constraints(new)
        guard before != after else { return nil }
        return ModelChange(
            .uniquenessConstraints, .changed, entity: new.name, name: "",
            fields: [.init("properties", before, after, rule: .uniquenessConstraintsChanged)],
            rule: .uniquenessConstraintsChanged)
    }

    /// A property now declared on `new` that `old` inherited, or the reverse: moved along the hierarchy.
    private func moved(
        _ element: ModelChange.Element, _ name: String, from: String, to: String, entity: String,
        fields: [ModelChange.Field]
    ) -> ModelChange {
        ModelChange(
            element, .changed, entity: entity, name: name,
            fields: [.init("declared in", from, to, rule: .propertyMovedInHierarchy)] + fields,
            rule: .propertyMovedInHierarchy)
    }

    /// The nearest ancestor of `entity` that declares the property named `name`.
    private func declarer(
        of name: String, above entity: Entity, in model: Model, _ propertyNames: (Entity) -> [String]
    ) -> String {
        entity.superentityNames.first { ancestor in
            model.entity(named: ancestor).map { propertyNames($0).contains(name) } ?? false
        } ?? entity.superentityName ?? entity.name
    }

    private func counterpart(of attribute: Attribute, among candidates: [Attribute]) -> Attribute? {
        let canonical = attribute.renamingIdentifier ?? attribute.name
        return candidates.first { ($0.renamingIdentifier ?? $0.name) == canonical }
    }

    private func counterpart(of relationship: Relationship, among candidates: [Relationship]) -> Relationship? {
        let canonical = relationship.renamingIdentifier ?? relationship.name
        return candidates.first { ($0.renamingIdentifier ?? $0.name) == canonical }
    }

    /// One attribute removed and one of another type added (`isPublic` Boolean → `visibility` Integer 64) may be one
    /// replacing the other: a renaming identifier would keep the name, but Core Data cannot infer the conversion of
    /// the values, which it drops unless a migration converts them.
    private func replacementHint(for attribute: Attribute, removed: [Attribute], added: Int) -> String? {
        guard attribute.renamingIdentifier == nil, added == 1, removed.count == 1, let old = removed.first,
            old.type != attribute.type
        else { return nil }
        return "if \(quoted: attribute.name) replaces \(quoted: old.name) (\(old.type) → \(attribute.type)), "
            + "Core Data drops the values of \(quoted: old.name): it cannot infer the conversion, so carry them in a "
            + "mapping model or a custom migration stage"
    }

    /// A new property without a renaming identifier beside a removed one like it may be a rename Core Data will not
    /// see, which drops the old values.
    private func renameHint(for name: String, identifier: String?, candidates: [String]) -> String? {
        guard identifier == nil, let candidate = candidates.first else { return nil }
        return "if \(quoted: name) is \(quoted: candidate) renamed, set its renaming identifier to \(quoted: candidate); without one, "
            + "Core Data drops the values of \(quoted: candidate)"
    }
}

