import Foundation

/// Predicates and expressions built with the stand-in classes, written in the predicate format syntax that mogen's
/// parser reads (Apple's `predicateFormat` and `description` do the same on Apple platforms), so that a rebuilt
/// model file can be read again.
enum PredicateFormat {
    /// The format syntax's reserved words: a key with one of these names is written `#name`.
    static let reservedWords: Set<String> = [
        "AND", "OR", "IN", "NOT", "ALL", "ANY", "SOME", "NONE", "LIKE", "CASEINSENSITIVE", "CASEINSENSITIVELIKE",
        "BEGINSWITH", "ENDSWITH", "CONTAINS", "MATCHES", "BETWEEN", "NULL", "NIL", "SELF", "TRUE", "YES", "FALSE",
        "NO", "FIRST", "LAST", "SIZE", "ANYKEY", "SUBQUERY", "FUNCTION", "CAST", "TRUEPREDICATE", "FALSEPREDICATE",
        "TERNARY",
    ]

    static func text(_ predicate: NSPredicate) -> String {
        if let value = predicate.value { return value ? "TRUEPREDICATE" : "FALSEPREDICATE" }
        if let compound = predicate as? NSCompoundPredicate {
            let parts = compound.subpredicates.compactMap { $0 as? NSPredicate }.map { "(" + text($0) + ")" }
            switch compound.compoundPredicateType {
            case .not: return "NOT " + (parts.first ?? "TRUEPREDICATE")
            case .and: return parts.joined(separator: " AND ")
            case .or: return parts.joined(separator: " OR ")
            }
        }
        guard let comparison = predicate as? NSComparisonPredicate else { return "?unknown predicate?" }
        var result = ""
        switch comparison.comparisonPredicateModifier {
        case .direct: break
        case .any: result += "ANY "
        case .all: result += "ALL "
        }
        result += text(comparison.leftExpression) + " " + operatorText(comparison.predicateOperatorType)
        var letters = ""
        if comparison.options.contains(.caseInsensitive) { letters += "c" }
        if comparison.options.contains(.diacriticInsensitive) { letters += "d" }
        if comparison.options.contains(.normalized) { letters += "n" }
        if !letters.isEmpty { result += "[\(letters)]" }
        return result + " " + text(comparison.rightExpression)
    }

    static func operatorText(_ op: NSComparisonPredicate.Operator) -> String {
        switch op {
        case .lessThan: "<"
        case .lessThanOrEqualTo: "<="
        case .greaterThan: ">"
        case .greaterThanOrEqualTo: ">="
        case .equalTo: "=="
        case .notEqualTo: "!="
        case .matches: "MATCHES"
        case .like: "LIKE"
        case .beginsWith: "BEGINSWITH"
        case .endsWith: "ENDSWITH"
        case .in: "IN"
        case .customSelector: "?customSelector?"
        case .contains: "CONTAINS"
        case .between: "BETWEEN"
        }
    }

    static func text(_ expression: NSExpression) -> String {
        switch expression.expressionType {
        case .constantValue: return constant(expression.constantValue)
        case .evaluatedObject: return "SELF"
        case .variable: return "$" + expression.variable
        case .keyPath: return keyPath(expression.keyPath)
        case .anyKey: return "ANYKEY"
        case .aggregate:
            let items = (expression.collection as? [NSExpression]) ?? []
            return "{" + items.map(text).joined(separator: ", ") + "}"
        case .subquery:
            let collection = (expression.collection as? NSExpression).map(text) ?? "?"
            return "SUBQUERY(\(collection), $\(expression.variable), \(expression.predicate.map(text) ?? "?"))"
        case .conditional:
            return "TERNARY(\(expression.predicate.map(text) ?? "?"), \(expression.trueExpression.map(text) ?? "?"), "
                + "\(expression.falseExpression.map(text) ?? "?"))"
        case .function: return function(expression)
        case .unionSet, .intersectSet, .minusSet, .block: return "?unsupported expression?"
        }
    }

    static func function(_ expression: NSExpression) -> String {
        let arguments = (expression.arguments ?? []).map(text)
        if let target = expression.operand {
            if expression.function == "valueForKeyPath:", let path = expression.arguments?.first?.constantValue as? String {
                return text(target) + "." + keyPath(path)
            }
            return "FUNCTION(" + ([text(target), constant(expression.function)] + arguments).joined(separator: ", ") + ")"
        }
        let infix = ["add:to:": "+", "from:subtract:": "-", "multiply:by:": "*", "divide:by:": "/", "raise:toPower:": "**"]
        if let symbol = infix[expression.function], arguments.count == 2 {
            return "(" + arguments[0] + " " + symbol + " " + arguments[1] + ")"
        }
        if expression.function == "objectFrom:withIndex:", arguments.count == 2 {
            return arguments[0] + "[" + arguments[1] + "]"
        }
        if expression.function == "castObject:toType:" {
            return "CAST(" + arguments.joined(separator: ", ") + ")"
        }
        return expression.function + "(" + arguments.joined(separator: ", ") + ")"
    }

    static func keyPath(_ path: String) -> String {
        path.split(separator: ".", omittingEmptySubsequences: false).map { component in
            reservedWords.contains(component.uppercased()) ? "#" + component : String(component)
        }.joined(separator: ".")
    }

    static func constant(_ value: Any?) -> String {
        switch value {
        case nil: return "NIL"
        case let text as String:
            return "\"" + text.replacingOccurrences(of: "\\", with: "\\\\").replacingOccurrences(of: "\"", with: "\\\"") + "\""
        case let flag as Bool: return flag ? "TRUE" : "FALSE"
        case let number as any BinaryInteger: return "\(number)"
        case let number as Double: return "\(number)"
        case let number as Float: return "\(number)"
        case let items as [Any?]: return "{" + items.map(constant).joined(separator: ", ") + "}"
        case let other?: return "?\(type(of: other))?"
        }
    }
}
