/// Compares two versions of a model: every change, grouped by entity, with whether Core Data's version hashes
/// change and what migration an existing store needs. The rules are in `MigrationRule`, `EntityComparison`,
/// `AttributeComparison` and `RelationshipComparison`, and documented in `Docs/ModelEvolution.md`.
public enum ModelComparison {
    public static func compare(_ old: Model, _ new: Model) -> ModelDiff {
        let matching = ElementMatching(
            old: old.entities, new: new.entities, name: \.name, renamingIdentifier: \.renamingIdentifier)
        let comparison = EntityComparison(oldModel: old, newModel: new)
        let fetchRequests = fetchRequestChanges(old, new)
        let removedEntities = matching.pairs.compactMap { $0.new == nil ? $0.old : nil }

        var diffs: [ModelDiff.EntityDiff] = []
        var ownHashChanged: [String: Bool] = [:]
        var unchanged = 0
        for pair in matching.pairs {
            let name = pair.new?.name ?? pair.old?.name ?? ""
            var changes: [ModelChange]
            switch (pair.old, pair.new) {
            case let (before?, after?):
                changes = comparison.compare(before, after)
            case let (nil, entity?):
                changes = [ModelChange(
                    .entity, .added, entity: entity.name, name: entity.name, rule: .entityAdded,
                    hint: entityRenameHint(entity, removed: removedEntities), at: entity.location)]
            case let (entity?, nil):
                changes = [ModelChange(.entity, .removed, entity: entity.name, name: entity.name, rule: .entityRemoved)]
            case (nil, nil):
                changes = []
            }
            changes += fetchRequests[name] ?? []
            ownHashChanged[name] = changes.contains(where: \.changesVersionHash)
            if changes.isEmpty {
                unchanged += 1
                continue
            }
            diffs.append(ModelDiff.EntityDiff(
                name: name, oldName: pair.old.map(\.name).flatMap { $0 == name ? nil : $0 }, changes: changes,
                changesVersionHash: ownHashChanged[name] ?? false, hashChangedBySuperentity: nil))
        }
        diffs = hintingValuesMovedAcrossEntities(diffs, old: old, new: new)
        // An entity's version hash includes its superentity's.
        let changedAncestors = nearestChangedAncestors(in: new, ownHashChanged: ownHashChanged)
        diffs = diffs.map { diff in
            guard !diff.changesVersionHash, let ancestor = changedAncestors[diff.name] else { return diff }
            return ModelDiff.EntityDiff(
                name: diff.name, oldName: diff.oldName, changes: diff.changes, changesVersionHash: true,
                hashChangedBySuperentity: ancestor)
        }
        // Entities without changes of their own whose hash changes with an ancestor's are listed too.
        let listed = Set(diffs.map(\.name))
        var inheritedOnly: [ModelDiff.EntityDiff] = []
        for entity in new.entities where ownHashChanged[entity.name] == false && !listed.contains(entity.name) {
            guard let ancestor = changedAncestors[entity.name] else { continue }
            inheritedOnly.append(ModelDiff.EntityDiff(
                name: entity.name, oldName: nil, changes: [], changesVersionHash: true,
                hashChangedBySuperentity: ancestor))
        }
        if !inheritedOnly.isEmpty {
            let order = Dictionary(
                new.entities.enumerated().map { ($1.name, $0) }, uniquingKeysWith: { first, _ in first })
            diffs = (diffs + inheritedOnly).enumerated().sorted { lhs, rhs in
                let left = order[lhs.element.name] ?? Int.max
                let right = order[rhs.element.name] ?? Int.max
                return left != right ? left < right : lhs.offset < rhs.offset
            }.map(\.element)
            unchanged -= inheritedOnly.count
        }
        let entityNames = Set(matching.pairs.compactMap { $0.new?.name ?? $0.old?.name })
        let orphanRequests = fetchRequests.filter { !entityNames.contains($0.key) }.sorted { $0.key < $1.key }
            .flatMap(\.value)
        return ModelDiff(
            oldModel: old, newModel: new, entities: diffs,
            modelChanges: orphanRequests + configurationChanges(old, new) + userInfoChanges(old, new),
            unchangedEntityCount: unchanged)
    }

    /// For each entity, the nearest ancestor whose own version hash changes, if any. One pass over the parent links
    /// with each entity's answer kept, so a chain of thousands of levels costs its length, not its square.
    private static func nearestChangedAncestors(in model: Model, ownHashChanged: [String: Bool]) -> [String: String] {
        var answers: [String: String?] = [:]
        for entity in model.entities where answers[entity.name] == nil {
            // Climb to an entity already answered (or the root), then answer the path on the way down.
            var path: [String] = []
            var visited: Set<String> = []
            var current: String? = entity.name
            while let name = current, answers[name] == nil, visited.insert(name).inserted {
                path.append(name)
                current = model.entity(named: name)?.parentName
            }
            // The entity the climb stopped at: answered already, or nil at a root or in a cycle.
            var below: String? = current.flatMap { stop in
                visited.contains(stop) ? nil : ownHashChanged[stop] == true ? stop : answers[stop] ?? nil
            }
            for name in path.reversed() {
                answers[name] = below
                if ownHashChanged[name] == true { below = name }
            }
        }
        return answers.compactMapValues { $0 }
    }

    /// An attribute removed from one entity while one of its name and type appears on another looks like data
    /// moving between entities, which an inferred mapping does not do: the values are dropped.
    private static func hintingValuesMovedAcrossEntities(
        _ diffs: [ModelDiff.EntityDiff], old: Model, new: Model
    ) -> [ModelDiff.EntityDiff] {
        var appeared: [String: [(entity: String, type: AttributeType)]] = [:]
        for diff in diffs {
            guard let entity = new.entity(named: diff.name) else { continue }
            let entityAdded = diff.changes.contains { $0.element == .entity && $0.kind == .added }
            for change in diff.changes where entityAdded || (change.element == .attribute && change.kind == .added) {
                for attribute in entity.attributes where entityAdded || attribute.name == change.name {
                    appeared[attribute.name, default: []].append((diff.name, attribute.type))
                }
            }
        }
        guard !appeared.isEmpty else { return diffs }
        return diffs.map { diff in
            guard let oldEntity = old.entity(named: diff.oldName ?? diff.name) else { return diff }
            let changes = diff.changes.map { change -> ModelChange in
                guard change.element == .attribute, change.kind == .removed, change.hint == nil,
                      let type = oldEntity.attributes.first(where: { $0.name == change.name })?.type,
                      let target = appeared[change.name]?.first(where: { $0.entity != diff.name && $0.type == type })
                else { return change }
                return change.hinted(
                    "\(quoted: change.name) also appears on \(target.entity): Core Data does not move values between "
                        + "entities, so an inferred migration drops them; to keep them, use a mapping model (or copy "
                        + "them before migrating)")
            }
            return ModelDiff.EntityDiff(
                name: diff.name, oldName: diff.oldName, changes: changes, changesVersionHash: diff.changesVersionHash,
                hashChangedBySuperentity: diff.hashChangedBySuperentity)
        }
    }

    /// A removed entity whose attributes the new one mostly shares may be a rename without an identifier.
    private static func entityRenameHint(_ entity: Entity, removed: [Entity]) -> String? {
        guard entity.renamingIdentifier == nil else {
            return UnmatchedRenamingIdentifier.hint(
                kind: "entity", name: entity.name, identifier: entity.renamingIdentifier,
                oldHasName: removed.contains { $0.name == entity.name }, dropped: "objects")
        }
        let names = Set(entity.attributes.map(\.name))
        guard !names.isEmpty, let candidate = removed.first(where: { old in
            let shared = names.intersection(old.attributes.map(\.name)).count
            return shared * 2 >= max(names.count, old.attributes.count)
        }) else { return nil }
        return "if \(quoted: entity.name) is \(quoted: candidate.name) renamed, set its renaming identifier to \(quoted: candidate.name); "
            + "without one, Core Data drops the objects of \(quoted: candidate.name)"
    }

    /// Fetch request templates, by the entity they fetch (in the new version, or the old one when removed).
    private static func fetchRequestChanges(_ old: Model, _ new: Model) -> [String: [ModelChange]] {
        var changes: [String: [ModelChange]] = [:]
        for pair in ElementMatching(old: old.fetchRequests, new: new.fetchRequests, name: \.name).pairs {
            let change: ModelChange?
            switch (pair.old, pair.new) {
            case let (before?, after?):
                let settings: [(String, (FetchRequest) -> String)] = [
                    ("entity", \.entityName),
                    ("predicate", { SettingText.optional($0.predicateString) }),
                    ("result type", \.resultType.name),
                    ("fetch limit", { $0.fetchLimit.map(String.init) ?? "none" }),
                    ("batch size", { $0.fetchBatchSize.map(String.init) ?? "none" }),
                    ("includes subentities", { $0.includesSubentities.map(SettingText.yesNo) ?? "default" }),
                    ("includes property values", { $0.includesPropertyValues.map(SettingText.yesNo) ?? "default" }),
                    ("includes pending changes", { $0.includesPendingChanges.map(SettingText.yesNo) ?? "default" }),
                    ("returns objects as faults", { $0.returnsObjectsAsFaults.map(SettingText.yesNo) ?? "default" }),
                    ("returns distinct results", { $0.returnsDistinctResults.map(SettingText.yesNo) ?? "default" }),
                ]
                let fields = settings.compactMap { name, text in SettingText.unhashed(name, text(before), text(after)) }
                change = fields.isEmpty ? nil : ModelChange(
                    .fetchRequest, .changed, entity: after.entityName, name: after.name, fields: fields,
                    rule: .notInVersionHash, at: after.location)
            case let (nil, request?):
                change = ModelChange(
                    .fetchRequest, .added, entity: request.entityName, name: request.name, rule: .notInVersionHash,
                    at: request.location)
            case let (request?, nil):
                change = ModelChange(
                    .fetchRequest, .removed, entity: request.entityName, name: request.name, rule: .notInVersionHash)
            case (nil, nil):
                change = nil
            }
            if let change { changes[change.entityName ?? "", default: []].append(change) }
        }
        return changes
    }

    private static func configurationChanges(_ old: Model, _ new: Model) -> [ModelChange] {
        ElementMatching(old: old.configurations, new: new.configurations, name: \.name).pairs.compactMap { pair in
            switch (pair.old, pair.new) {
            case let (before?, after?):
                let fields = [
                    SettingText.unhashed(
                        "entities", SettingText.list(before.memberEntityNames), SettingText.list(after.memberEntityNames)),
                    SettingText.unhashed(
                        "used with CloudKit", SettingText.yesNo(before.usedWithCloudKit),
                        SettingText.yesNo(after.usedWithCloudKit)),
                ].compactMap { $0 }
                return fields.isEmpty ? nil : ModelChange(
                    .configuration, .changed, entity: nil, name: after.name, fields: fields, rule: .notInVersionHash,
                    at: after.location)
            case let (nil, configuration?):
                return ModelChange(
                    .configuration, .added, entity: nil, name: configuration.name, rule: .notInVersionHash,
                    at: configuration.location)
            case let (configuration?, nil):
                return ModelChange(.configuration, .removed, entity: nil, name: configuration.name, rule: .notInVersionHash)
            case (nil, nil):
                return nil
            }
        }
    }

    private static func userInfoChanges(_ old: Model, _ new: Model) -> [ModelChange] {
        guard let field = SettingText.unhashed(
            "entries", SettingText.userInfo(old.userInfo), SettingText.userInfo(new.userInfo))
        else { return [] }
        return [ModelChange(.userInfo, .changed, entity: nil, name: "userInfo", fields: [field], rule: .notInVersionHash)]
    }
}
