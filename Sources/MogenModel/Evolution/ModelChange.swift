import MogenSupport

/// One difference between two versions of a model: an element added, removed, renamed or changed, with the rule
/// that decides what it means for an existing store.
public struct ModelChange: Hashable, Sendable {
    public enum Element: String, Hashable, Sendable {
        case entity, attribute, relationship
        case fetchedProperty = "fetched property"
        case index
        /// An entity's uniqueness constraints and compound indexes change as a whole: these elements have no name.
        case uniquenessConstraints = "uniqueness constraints"
        case compoundIndexes = "compound indexes"
        case fetchRequest = "fetch request"
        case configuration
        case userInfo = "userInfo"
    }

    public enum Kind: String, Hashable, Sendable {
        case added, removed, renamed, changed
    }

    /// One setting that differs, as the model editor would show it.
    public struct Field: Hashable, Sendable {
        public let name: String
        public let before: String
        public let after: String
        public let rule: MigrationRule

        public init(_ name: String, _ before: String, _ after: String, rule: MigrationRule) {
            self.name = name
            self.before = before
            self.after = after
            self.rule = rule
        }
    }

    public let element: Element
    public let kind: Kind
    /// The entity the element belongs to, by its name in the new version (in the old one when the entity was
    /// removed); nil for model-level elements (configurations, the model's userInfo).
    public let entityName: String?
    /// The element's name: in the new version, or in the old one for a removed element.
    public let name: String
    /// The name in the old version, when it was renamed.
    public let oldName: String?
    /// What differs, for a changed or renamed element.
    public let fields: [Field]
    /// The rule that decides the change's level: the most demanding of its own and its fields' rules.
    public let rule: MigrationRule
    /// A likely mistake worth a look, such as a removal and an addition that may be a rename without an identifier.
    public let hint: String?
    /// Where the element is in the new version (for a removed element: its entity, when that is still there).
    public let location: SourceLocation?

    public init(
        _ element: Element, _ kind: Kind, entity: String?, name: String, oldName: String? = nil, fields: [Field] = [],
        rule: MigrationRule, hint: String? = nil, at location: SourceLocation? = nil
    ) {
        self.element = element
        self.kind = kind
        self.entityName = entity
        self.name = name
        self.oldName = oldName
        self.fields = fields
        var deciding = rule
        for field in fields where field.rule.level > deciding.level { deciding = field.rule }
        self.rule = deciding
        self.hint = hint
        self.location = location
    }

    /// The same change with a hint.
    func hinted(_ hint: String) -> ModelChange {
        ModelChange(
            element, kind, entity: entityName, name: name, oldName: oldName, fields: fields, rule: rule, hint: hint,
            at: location)
    }

    /// The same change, placed at `location` when it has no place of its own.
    func located(_ location: SourceLocation?) -> ModelChange {
        guard self.location == nil else { return self }
        return ModelChange(
            element, kind, entity: entityName, name: name, oldName: oldName, fields: fields, rule: rule, hint: hint,
            at: location)
    }

    public var level: MigrationLevel { rule.level }
    public var changesVersionHash: Bool { rule.changesVersionHash || fields.contains { $0.rule.changesVersionHash } }

    /// `attribute Person.age`, `entity Person`, `configuration Cloud`, `uniqueness constraints of Person`.
    public var subject: String {
        switch (element, entityName) {
        case let (_, entity?) where name.isEmpty: "\(element.rawValue) of \(bare: entity)"
        case (.entity, _), (_, nil): "\(element.rawValue) \(bare: name)"
        case let (_, entity?): "\(element.rawValue) \(bare: entity + "." + name)"
        }
    }

    /// What happened, in a few words: `added`, `renamed from 'pal'`, `type Integer 16 → Integer 32`.
    public var summary: String {
        switch kind {
        case .added, .removed: kind.rawValue
        case .renamed:
            (["renamed from \(quoted: oldName ?? "")"] + fields.map(Self.describe)).joined(separator: "; ")
        case .changed: fields.map(Self.describe).joined(separator: "; ")
        }
    }

    private static func describe(_ field: Field) -> String {
        "\(field.name) \(bare: field.before) → \(bare: field.after)"
    }
}
