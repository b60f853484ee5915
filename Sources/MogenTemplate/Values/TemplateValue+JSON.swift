import Foundation
import MogenSupport

extension LocatedJSON {
    /// The value as templates see it (`vars` in `mogen.json`, the context of `mogen render`): strings, integers
    /// (numbers without fraction or exponent that fit in `Int`), doubles, booleans, arrays, dictionaries; null is an
    /// empty value.
    public var templateValue: TemplateValue {
        switch value {
        case .null: return .null
        case let .bool(flag): return .bool(flag)
        // A number too large for a Double stays as written.
        case let .number(text): return intValue.map(TemplateValue.int) ?? doubleValue.map(TemplateValue.double) ?? .string(text)
        case let .string(text): return .string(text)
        case let .array(items): return .array(items.map(\.templateValue))
        // Keys are unique: the parser refuses duplicates.
        case let .object(members): return .dictionary(Dictionary(members.map { ($0.key, $0.value.templateValue) }) { _, last in last })
        }
    }
}

extension TemplateValue {
    /// Parses a JSON document (any top-level value) into a template value, with `LocatedJSON`, the one JSON reader.
    public init(jsonData: Data) throws(JSONSyntaxError) {
        self = try LocatedJSON.parse([UInt8](jsonData)).templateValue
    }
}
