/// Relationship changes. A relationship's version hash covers its name, optionality, transience and version hash
/// modifier, its destination entity, its inverse and its minimum and maximum counts
/// (https://developer.apple.com/documentation/coredata/nsrelationshipdescription/versionhash). Ordering is counted
/// too, though that page does not name it: an ordered relationship is stored with its order, and the Model
/// Versioning guide lists a change of ordering among the changes Core Data migrates for you.
enum RelationshipComparison {
    static func added(_ relationship: Relationship, entity: String, hint: String?) -> ModelChange {
        ModelChange(
            .relationship, .added, entity: entity, name: relationship.name,
            rule: isRequired(relationship) ? .relationshipAddedRequired : .relationshipAdded, hint: hint,
            at: relationship.location)
    }

    static func removed(_ relationship: Relationship, entity: String) -> ModelChange {
        ModelChange(.relationship, .removed, entity: entity, name: relationship.name, rule: .relationshipRemoved)
    }

    static func compare(
        _ old: Relationship, in oldModel: Model, _ new: Relationship, in newModel: Model, entity: String
    ) -> ModelChange? {
        let fields = hashedFields(old, in: oldModel, new, in: newModel) + unhashedFields(old, new)
        let renamed = old.name != new.name
        guard renamed || !fields.isEmpty else { return nil }
        return ModelChange(
            .relationship, renamed ? .renamed : .changed, entity: entity, name: new.name,
            oldName: renamed ? old.name : nil, fields: fields,
            rule: renamed ? .relationshipRenamed : .notInVersionHash, at: new.location)
    }

    static func hashedFields(
        _ oldRelationship: Relationship, in oldModel: Model, _ newRelationship: Relationship, in newModel: Model
    ) -> [ModelChange.Field] {
        let old = oldRelationship.properties
        let new = newRelationship.properties
        var fields: [ModelChange.Field] = []
        let unstored = old.isTransient && new.isTransient
        if old.destinationName != new.destinationName
            || canonicalName(ofEntity: old.destinationName, in: oldModel)
                != canonicalName(ofEntity: new.destinationName, in: newModel)
        {
            let sameEntity = canonicalName(ofEntity: old.destinationName, in: oldModel)
                == canonicalName(ofEntity: new.destinationName, in: newModel)
            fields.append(.init(
                "destination", old.destinationName,
                entityText(new.destinationName, in: newModel, sameNameAs: old.destinationName, sameEntity: sameEntity),
                rule: unstored ? .unstoredPropertyChanged
                    : sameEntity ? .entityRenamed : .relationshipDestinationChanged))
        }
        let oldInverse = inverseCanonicalName(oldRelationship, in: oldModel)
        let newInverse = inverseCanonicalName(newRelationship, in: newModel)
        if old.inverseName != new.inverseName || oldInverse != newInverse {
            // Only the inverse's entity changed: its names alone would read `'x' → 'x'`, so they are qualified by
            // the entity, which is itself told apart when only its identity changed.
            let sameName = old.inverseName == new.inverseName
            let oldEntity = old.inverseEntityName ?? old.destinationName
            let newEntity = new.inverseEntityName ?? new.destinationName
            let newEntityText = entityText(newEntity, in: newModel, sameNameAs: oldEntity,
                sameEntity: canonicalName(ofEntity: oldEntity, in: oldModel) == canonicalName(ofEntity: newEntity, in: newModel))
            fields.append(.init(
                "inverse", SettingText.optional(sameName ? old.inverseName.map { oldEntity + "." + $0 } : old.inverseName),
                sameName && newEntityText != newEntity
                    ? (new.inverseName.map { "\(quoted: $0) of \(newEntityText)" } ?? "none")
                    : SettingText.optional(sameName ? new.inverseName.map { newEntity + "." + $0 } : new.inverseName),
                rule: unstored ? .unstoredPropertyChanged
                    : oldInverse == newInverse ? .relationshipRenamed : .relationshipInverseChanged))
        }
        if old.isToMany != new.isToMany || (new.isToMany && (old.minCount != new.minCount || old.maxCount != new.maxCount)) {
            fields.append(.init(
                "cardinality", cardinality(oldRelationship), cardinality(newRelationship),
                rule: unstored ? .unstoredPropertyChanged : .relationshipCardinalityChanged))
        }
        if old.isOrdered != new.isOrdered {
            fields.append(.init(
                "ordered", SettingText.yesNo(old.isOrdered), SettingText.yesNo(new.isOrdered),
                rule: unstored ? .unstoredPropertyChanged : .relationshipOrderingChanged))
        }
        let required = isRequired(newRelationship)
        return fields + PropertyComparison.fields(
            .init(isTransient: old.isTransient, isOptional: old.isOptional, versionHashModifier: old.versionHashModifier),
            .init(isTransient: new.isTransient, isOptional: new.isOptional, versionHashModifier: new.versionHashModifier),
            rules: .init(
                becameTransient: .relationshipBecameTransient,
                becamePersistent: required ? .relationshipAddedRequired : .relationshipBecamePersistent,
                becameOptional: .relationshipBecameOptional,
                // A to-many without a minimum count stays valid when it becomes "required".
                becameRequired: required ? .relationshipBecameRequired : .relationshipBecameOptional))
    }

    static func unhashedFields(_ old: Relationship, _ new: Relationship) -> [ModelChange.Field] {
        [
            SettingText.unhashed("delete rule", old.deletionRule, new.deletionRule, text: \.rawValue),
            SettingText.unhashed("indexed", old.isIndexed, new.isIndexed, text: SettingText.yesNo),
            SettingText.sameEntries(old.userInfo, new.userInfo) ? nil
                : .init("userInfo", SettingText.userInfo(old.userInfo), SettingText.userInfo(new.userInfo),
                        rule: .notInVersionHash),
        ].compactMap { $0 }
    }

    /// Existing objects would break it: a stored relationship that must have a destination (a required to-one, or
    /// a minimum count).
    static func isRequired(_ relationship: Relationship) -> Bool {
        !relationship.isTransient && (relationship.minCount > 0 || (!relationship.isOptional && !relationship.isToMany))
    }

    static func cardinality(_ relationship: Relationship) -> String {
        guard relationship.isToMany else { return "to-one" }
        let bounds = [
            relationship.minCount > 0 ? "min \(relationship.minCount)" : nil,
            relationship.maxCount > 0 ? "max \(relationship.maxCount)" : nil,
        ].compactMap { $0 }
        return bounds.isEmpty ? "to-many" : "to-many (" + bounds.joined(separator: ", ") + ")"
    }

    /// An entity's name as a change's new value; when it is the old value's name but another entity (its renaming
    /// identifier names something else), that is said, as `Conversation → Conversation` would hide it.
    static func entityText(_ name: String, in model: Model, sameNameAs oldName: String, sameEntity: Bool) -> String {
        guard name == oldName, !sameEntity else { return name }
        let identifier = model.entity(named: name)?.renamingIdentifier
        return "another entity named \(quoted: name)" + (identifier.map { " (renaming identifier \(quoted: $0))" } ?? "")
    }

    static func canonicalName(ofEntity name: String, in model: Model) -> String {
        guard let entity = model.entity(named: name) else { return name }
        return entity.renamingIdentifier ?? entity.name
    }

    /// The inverse's canonical name, qualified by its entity's, so a renamed inverse is not a new one.
    static func inverseCanonicalName(_ relationship: Relationship, in model: Model) -> String? {
        guard let inverseName = relationship.inverseName else { return nil }
        let entityName = relationship.inverseEntityName ?? relationship.destinationName
        let inverse = model.entity(named: entityName)?.allRelationships.first { $0.name == inverseName }
        return canonicalName(ofEntity: entityName, in: model) + "." + (inverse?.renamingIdentifier ?? inverseName)
    }
}
