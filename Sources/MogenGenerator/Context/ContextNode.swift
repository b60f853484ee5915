import MogenTemplate

/// One object of the template context: its members in a fixed, documented order, looked up by name. The order is
/// what `mogen dump --context` prints.
public final class ContextNode: TemplateObject {
    public let fields: [(key: String, value: TemplateValue)]
    private let indexes: [String: Int]

    public init(_ fields: KeyValuePairs<String, TemplateValue>) {
        self.fields = fields.map { ($0.key, $0.value) }
        var indexes: [String: Int] = [:]
        indexes.reserveCapacity(fields.count)
        for (index, field) in fields.enumerated() where indexes[field.key] == nil { indexes[field.key] = index }
        self.indexes = indexes
    }

    public func templateValue(forKey key: String) -> TemplateValue? {
        indexes[key].map { fields[$0].value }
    }

    public var keys: [String] { fields.map(\.key) }
}

extension TemplateValue {
    static func strings(_ values: [String]) -> TemplateValue {
        .array(values.map { .string($0) })
    }

    static func optional(_ value: String?) -> TemplateValue {
        value.map { .string($0) } ?? .null
    }

    static func nodes(_ nodes: [ContextNode]) -> TemplateValue {
        .array(nodes.map { .object($0) })
    }

    /// userInfo as a dictionary, and as ordered `key`/`value` pairs.
    static func userInfo(_ entries: [(key: String, value: String)]) -> TemplateValue {
        var dictionary: [String: TemplateValue] = [:]
        for entry in entries where dictionary[entry.key] == nil { dictionary[entry.key] = .string(entry.value) }
        return .dictionary(dictionary)
    }
}
