import MogenModel

/// Literals of a predicate as Swift literals of the type they are compared with.
enum SwiftPredicateLiteral {
    static let integerTypes: Set<String> = ["Int", "Int8", "Int16", "Int32", "Int64", "UInt", "UInt8", "UInt16", "UInt32", "UInt64"]
    static let floatingTypes: Set<String> = ["Double", "Float", "Decimal", "CGFloat"]

    /// `literal` as a value of `swiftType`, or nil when Swift has no literal of that type for it (a string compared
    /// with a number, a fraction with an integer, a number with a date).
    static func code(_ literal: PredicateExpression, as swiftType: String) -> String? {
        let type = unqualified(swiftType)
        switch literal {
        case let .string(value):
            return type == "String" ? SwiftLiteral.string(value) : nil
        case let .bool(value):
            return type == "Bool" ? (value ? "true" : "false") : nil
        case let .number(text):
            if type == "Bool" {
                // Core Data stores booleans as 0 and 1, and models compare them so (`isFavorite == 1`).
                return text == "1" ? "true" : text == "0" ? "false" : nil
            }
            let isHex = text.lowercased().hasPrefix("0x") || text.lowercased().hasPrefix("-0x")
            let isWhole = isHex || !text.contains(where: { $0 == "." || $0 == "e" || $0 == "E" })
            if integerTypes.contains(type) { return isWhole ? text : nil }
            return floatingTypes.contains(type) ? text : nil
        default:
            return nil
        }
    }

    static func isString(_ swiftType: String) -> Bool { unqualified(swiftType) == "String" }

    /// Types whose values `#Predicate` compares: `Equatable`, and `Codable` and `Sendable` as the values it captures
    /// must be. A transformable's class or a custom type may be none of these, so comparisons with them are refused.
    static func isComparable(_ swiftType: String) -> Bool {
        let type = unqualified(swiftType)
        return integerTypes.contains(type) || floatingTypes.contains(type)
            || ["String", "Bool", "Date", "UUID", "URL", "Data", "PersistentIdentifier"].contains(type)
    }

    /// `Swift.Int16` → `Int16`: the type spelling may qualify standard types that the model's own types hide.
    private static func unqualified(_ type: String) -> String {
        for module in ["Swift.", "Foundation."] where type.hasPrefix(module) { return String(type.dropFirst(module.count)) }
        return type
    }
}
