import MogenSupport

/// `mogen diff --format json`: the same report as the text, as data. The shape is documented in
/// `Docs/ModelEvolution.md`; every key is always present (null when absent) and the order is the text's.
public enum ModelDiffJSON {
    /// Version of the report's shape; raised when keys change meaning or disappear.
    public static let formatVersion = 1

    public static func json(_ diff: ModelDiff, oldLabel: String, newLabel: String) -> JSONValue {
        .object([
            ("formatVersion", .int(formatVersion)),
            ("old", side(diff.oldModel, label: oldLabel)),
            ("new", side(diff.newModel, label: newLabel)),
            ("verdict", .string(diff.level.name)),
            ("changesVersionHash", .bool(diff.changesVersionHash)),
            ("decidingChange", diff.decidingChange.map(change) ?? .null),
            ("entities", .array(diff.entities.map(entity))),
            ("modelChanges", .array(diff.modelChanges.map(change))),
            ("unchangedEntityCount", .int(diff.unchangedEntityCount)),
        ])
    }

    private static func side(_ model: Model, label: String) -> JSONValue {
        .object([
            ("label", .string(label)),
            ("version", .optional(model.source.versionName)),
        ])
    }

    private static func entity(_ entity: ModelDiff.EntityDiff) -> JSONValue {
        .object([
            ("name", .string(entity.name)),
            ("oldName", .optional(entity.oldName)),
            ("verdict", .string(entity.level.name)),
            ("changesVersionHash", .bool(entity.changesVersionHash)),
            ("hashChangedBySuperentity", .optional(entity.hashChangedBySuperentity)),
            ("decidingChange", entity.decidingChange.map(change) ?? .null),
            ("changes", .array(entity.changes.map(change))),
        ])
    }

    private static func change(_ change: ModelChange) -> JSONValue {
        .object([
            ("element", .string(change.element.rawValue)),
            ("kind", .string(change.kind.rawValue)),
            ("entity", .optional(change.entityName)),
            ("name", .string(change.name)),
            ("oldName", .optional(change.oldName)),
            ("summary", .string(change.summary)),
            ("verdict", .string(change.level.name)),
            ("changesVersionHash", .bool(change.changesVersionHash)),
            ("rule", .string(change.rule.id)),
            ("explanation", .string(change.rule.explanation)),
            ("fields", .array(change.fields.map { field in
                .object([
                    ("name", .string(field.name)),
                    ("before", .string(field.before)),
                    ("after", .string(field.after)),
                    ("verdict", .string(field.rule.level.name)),
                    ("rule", .string(field.rule.id)),
                ])
            })),
            ("hint", .optional(change.hint)),
        ])
    }
}
