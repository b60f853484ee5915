/// `mogen diff`'s text report: the verdict first, then each changed entity with its changes, one per line, each
/// with its migration level and rule (the rule ids are the headings of `Docs/ModelEvolution.md`).
public enum ModelDiffText {
    public static func render(_ diff: ModelDiff, oldLabel: String, newLabel: String) -> String {
        var lines = ["\(oldLabel) → \(newLabel)"]
        let changes = diff.allChanges
        if changes.isEmpty {
            lines.append("no changes: an existing store opens as it is")
            return lines.joined(separator: "\n") + "\n"
        }
        lines.append("verdict: \(diff.level.name) (\(verdictText(diff.level)))")
        if let deciding = diff.decidingChange, deciding.level > .compatible {
            lines.append("  decided by \(deciding.subject): \(deciding.summary)")
            lines.append("  \(deciding.rule.explanation) [\(deciding.rule.id)]")
        }
        lines.append("version hashes: " + hashSummary(diff))
        for entity in diff.entities {
            lines.append("")
            lines.append(entityHeading(entity))
            lines += entity.changes.flatMap(changeLines)
        }
        if !diff.modelChanges.isEmpty {
            lines.append("")
            lines.append("model: \(diff.modelChanges.map(\.level).max()?.name ?? MigrationLevel.compatible.name)")
            lines += diff.modelChanges.flatMap(changeLines)
        }
        if diff.unchangedEntityCount > 0 {
            lines.append("")
            lines.append("\(diff.unchangedEntityCount) \(diff.unchangedEntityCount == 1 ? "entity" : "entities") unchanged")
        }
        return lines.joined(separator: "\n") + "\n"
    }

    /// How many kept entities' version hashes change, and how many entities come and go.
    static func hashSummary(_ diff: ModelDiff) -> String {
        var added = 0
        var removed = 0
        var changed = 0
        for entity in diff.entities {
            if entity.changes.contains(where: { $0.element == .entity && $0.kind == .added }) {
                added += 1
            } else if entity.changes.contains(where: { $0.element == .entity && $0.kind == .removed }) {
                removed += 1
            } else if entity.changesVersionHash {
                changed += 1
            }
        }
        let kept = diff.newModel.entities.count - added
        var parts = ["\(changed) of \(kept) \(kept == 1 ? "entity" : "entities") in both versions change"
            + (changed == 1 ? "s" : "")]
        if added > 0 { parts.append("\(added) added") }
        if removed > 0 { parts.append("\(removed) removed") }
        return parts.joined(separator: "; ")
    }

    static func verdictText(_ level: MigrationLevel) -> String {
        switch level {
        case .compatible: "no version hash changes: an existing store opens as it is"
        case .lightweight: "existing stores need a migration, which Core Data can infer"
        case .mappingModel:
            "existing stores need a migration that Core Data cannot infer: add a mapping model, or a custom stage"
        }
    }

    private static func entityHeading(_ entity: ModelDiff.EntityDiff) -> String {
        var heading = entity.name
        if let oldName = entity.oldName { heading += " (was \(oldName))" }
        let hash: String =
            if let ancestor = entity.hashChangedBySuperentity {
                "version hash changes with its superentity \(ancestor)'s"
            } else if entity.changesVersionHash {
                "version hash changes"
            } else {
                "version hash unchanged"
            }
        let decidedBy = entity.decidingChange.flatMap { change in
            change.level > .compatible && entity.changes.count > 1 ? " (decided by \(change.subject))" : nil
        } ?? ""
        return "\(heading): \(hash); \(entity.level.name)\(decidedBy)"
    }

    private static func changeLines(_ change: ModelChange) -> [String] {
        let marker = switch change.kind {
        case .added: "+"
        case .removed: "-"
        case .renamed, .changed: "~"
        }
        let what = change.element == .entity || change.name.isEmpty
            ? change.element.rawValue : "\(change.element.rawValue) \(change.name)"
        let tag = change.level == .compatible ? "[compatible]" : "[\(change.level.name): \(change.rule.id)]"
        var lines = ["  \(marker) \(what): \(change.summary)  \(tag)"]
        if let hint = change.hint { lines.append("    hint: \(hint)") }
        return lines
    }
}
