/// One step of a variable path (`count` in `entity.attributes.count`), pre-analysed once so
/// that lookups at render time do not re-parse the text.
struct MemberKey: Sendable {
    enum Special: Sendable { case none, first, last, count }

    let name: String
    /// The key read as an array index (`0` in `items.0`), when it is an integer.
    let index: Int?
    let special: Special

    init(_ name: String) {
        self.name = name
        self.index = Int(name)
        switch name {
        case "first": special = .first
        case "last": special = .last
        case "count": special = .count
        default: special = .none
        }
    }
}

extension TemplateValue {
    /// The member `key` of this value, or `nil` when it has none (Stencil's lookup rules:
    /// dictionary keys with `count` taking precedence, array and string indexes,
    /// `first`/`last`/`count`, and object members).
    func member(_ key: MemberKey) -> TemplateValue? {
        switch self {
        case .object(let object):
            return object.templateValue(forKey: key.name)
        case .dictionary(let dictionary):
            return key.special == .count ? .int(dictionary.count) : dictionary[key.name]
        case .array(let array):
            if let index = key.index {
                return array.indices.contains(index) ? array[index] : nil
            }
            switch key.special {
            case .first: return array.first
            // Stencil crashes on `last` of an empty array; here it is simply missing.
            case .last: return array.last
            case .count: return .int(array.count)
            case .none: return nil
            }
        case .string(let string):
            if let index = key.index {
                guard index >= 0, let character = string.dropFirst(index).first else { return nil }
                return .string(String(character))
            }
            switch key.special {
            case .first: return string.first.map { .string(String($0)) }
            case .last: return string.last.map { .string(String($0)) }
            case .count: return .int(string.count)
            case .none: return nil
            }
        case .null, .bool, .int, .double, .float:
            return nil
        }
    }
}
