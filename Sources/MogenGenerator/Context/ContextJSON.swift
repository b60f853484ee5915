import MogenModel
import MogenSupport
import MogenTemplate

/// The template context as JSON, for `mogen dump --context`: what templates see, key for key, in context order.
public enum ContextJSON {
    public static func json(for context: ModelContext) -> JSONValue {
        json(.object(context.node))
    }

    static func json(_ value: TemplateValue) -> JSONValue {
        switch value {
        case .null: return .null
        case let .bool(bool): return .bool(bool)
        case let .int(int): return .int(int)
        case let .double(double): return .double(double)
        case let .float(float): return .double(Double(float))
        case let .string(string): return .string(string)
        case let .array(values): return .array(values.map(json))
        case let .dictionary(dictionary):
            return .object(dictionary.keys.sorted().map { ($0, json(dictionary[$0] ?? .null)) })
        case let .object(object):
            guard let node = (object as? ContextNode) ?? (object as? LazyContextNode)?.node else {
                return .string(object.templateDescription)
            }
            return .object(node.fields.map { ($0.key, json($0.value)) })
        }
    }
}
