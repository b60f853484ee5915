import MogenModel

/// A predicate or expression as the steps that build it with `NSComparisonPredicate`, `NSCompoundPredicate` and
/// `NSExpression`, from mogen's own parse of the model's text (never `NSPredicate(format:)`, which would parse it
/// again at run time). Each step names one value built from earlier ones; the template writes one statement per step
/// and `result` is the last one's name.
///
/// The mapping follows Apple's "Predicate Format String Syntax" and the `NSExpression` documentation:
/// https://developer.apple.com/library/archive/documentation/Cocoa/Conceptual/Predicates/Articles/pSyntax.html,
/// https://developer.apple.com/documentation/foundation/nsexpression.
public struct PredicateCode: Sendable, Hashable {
    public struct Step: Sendable, Hashable {
        /// The local name of the value (`e1`).
        public let name: String
        /// What it is, and so which statement the template writes: `constant`, `keyPath`, `variable`,
        /// `evaluatedObject`, `anyKey`, `function`, `selectorFunction` (`FUNCTION(target, 'selector', ...)`), `aggregate`, `subquery`, `conditional`,
        /// `comparison`, `and`, `or`, `not`, `value`.
        public let kind: String
        /// The Swift literal the statement takes: a constant's value, a key path, a variable's or function's name, a
        /// selector, a subquery's iterator variable, `true`/`false` for `value`.
        public let literal: String?
        /// The earlier steps the statement takes, in order (a function's arguments, a comparison's two sides, a
        /// compound's subpredicates, a subquery's collection and predicate, a conditional's predicate and values).
        public let operands: [String]
        /// For `selectorFunction`: the step whose value the selector is sent to.
        public let target: String?
        /// For `comparison`: the `NSComparisonPredicate.Modifier` case (`.direct`, `.any`, `.all`), the
        /// `NSComparisonPredicate.Operator` case (`.equalTo`) and the options (`.caseInsensitive`).
        public let modifier: String?
        public let operatorType: String?
        public let options: [String]
    }

    public let steps: [Step]
    public let result: String
}

/// Why a predicate cannot be built as code, said in the generated file.
public struct PredicateCodeError: Error, Sendable, Hashable {
    public let reason: String
}

/// Turns parsed predicates and expressions into `PredicateCode`.
public struct PredicateCodeBuilder {
    private var steps: [PredicateCode.Step] = []

    public init() {}

    /// The steps that build `predicate`.
    public static func code(for predicate: Predicate) throws(PredicateCodeError) -> PredicateCode {
        var builder = PredicateCodeBuilder()
        let result = try builder.add(predicate)
        return PredicateCode(steps: builder.steps, result: result)
    }

    /// The steps that build `expression` (a derived attribute's derivation).
    public static func code(for expression: PredicateExpression) throws(PredicateCodeError) -> PredicateCode {
        var builder = PredicateCodeBuilder()
        let result = try builder.add(expression)
        return PredicateCode(steps: builder.steps, result: result)
    }

    /// A comparison of the evaluated object (or its `length`) with a constant written as a Swift expression:
    /// the validation predicates of minimum and maximum values and regular expressions.
    static func validation(keyPath: String?, operatorType: String, constant: String) -> PredicateCode {
        var builder = PredicateCodeBuilder()
        let lhs = keyPath.map { builder.step("keyPath", literal: SwiftLiteral.string($0)) }
            ?? builder.step("evaluatedObject")
        let rhs = builder.step("constant", literal: constant)
        let result = builder.step(
            "comparison", operands: [lhs, rhs], modifier: ".direct", operatorType: operatorType, options: [])
        return PredicateCode(steps: builder.steps, result: result)
    }

    private mutating func step(
        _ kind: String, literal: String? = nil, operands: [String] = [], target: String? = nil, modifier: String? = nil,
        operatorType: String? = nil, options: [String] = []
    ) -> String {
        let name = "e\(steps.count + 1)"
        steps.append(PredicateCode.Step(
            name: name, kind: kind, literal: literal, operands: operands, target: target, modifier: modifier,
            operatorType: operatorType, options: options))
        return name
    }

    private mutating func add(_ predicate: Predicate) throws(PredicateCodeError) -> String {
        switch predicate {
        case let .constant(value):
            return step("value", literal: value ? "true" : "false")
        case let .not(inner):
            return step("not", operands: [try add(inner)])
        case let .and(parts):
            return step("and", operands: try parts.map { (part) throws(PredicateCodeError) in try add(part) })
        case let .or(parts):
            return step("or", operands: try parts.map { (part) throws(PredicateCodeError) in try add(part) })
        case let .comparison(comparison):
            return try add(comparison)
        }
    }

    private mutating func add(_ comparison: PredicateComparison) throws(PredicateCodeError) -> String {
        let lhs = try add(comparison.lhs)
        let rhs = try add(comparison.rhs)
        let options = try Self.options(comparison.options)
        // NONE is NOT ANY; SOME is ANY (Apple's "Aggregate Operations").
        let modifier: String
        switch comparison.quantifier {
        case nil: modifier = ".direct"
        case .any?, .some?, .none?: modifier = ".any"
        case .all?: modifier = ".all"
        }
        var result = step(
            "comparison", operands: [lhs, rhs], modifier: modifier, operatorType: Self.operatorType(comparison.operator),
            options: options)
        if comparison.isNegated { result = step("not", operands: [result]) }
        if comparison.quantifier == PredicateComparison.Quantifier.none { result = step("not", operands: [result]) }
        return result
    }

    private mutating func add(_ expression: PredicateExpression) throws(PredicateCodeError) -> String {
        switch expression {
        case let .keyPath(components):
            return step("keyPath", literal: SwiftLiteral.string(components.joined(separator: ".")))
        case let .variable(name):
            return step("variable", literal: SwiftLiteral.string(name))
        case let .member(.variable(name), components):
            // `$FETCH_SOURCE.name`, `$x.name` in a subquery: a key path expression whose path starts at the variable,
            // the key path text the format writes.
            return step("keyPath", literal: SwiftLiteral.string((["$" + name] + components).joined(separator: ".")))
        case let .member(base, components) where components == ["@count"]:
            // `SUBQUERY(...).@count`: the `count:` function of the collection.
            return step("function", literal: SwiftLiteral.string("count:"), operands: [try add(base)])
        case let .member(base, components):
            // Another key path read from a value: NSExpression's `valueForKeyPath:` sent to it.
            let target = try add(base)
            let path = step("constant", literal: SwiftLiteral.string(components.joined(separator: ".")))
            return step("selectorFunction", literal: SwiftLiteral.string("valueForKeyPath:"), operands: [path], target: target)
        case .self:
            return step("evaluatedObject")
        case let .string(text):
            return step("constant", literal: SwiftLiteral.string(text))
        case let .number(text):
            guard let literal = Self.numberLiteral(text) else {
                throw PredicateCodeError(reason: "the number \(text) is out of range")
            }
            return step("constant", literal: literal)
        case let .bool(value):
            return step("constant", literal: value ? "true" : "false")
        case .null:
            return step("constant", literal: "nil")
        case let .list(items):
            return step("aggregate", operands: try items.map { (item) throws(PredicateCodeError) in try add(item) })
        case let .function(name, arguments):
            return try addFunction(name, arguments)
        case let .formatArgument(argument):
            throw PredicateCodeError(reason: "the format argument \(argument) has no value in a model")
        case let .index(base, index):
            if case let .keyPath(words) = index, words.count == 1, ["FIRST", "LAST", "SIZE"].contains(words[0]) {
                throw PredicateCodeError(reason: "NSExpression has no public way to write [\(words[0])]")
            }
            let operands = [try add(base), try add(index)]
            return step("function", literal: SwiftLiteral.string("objectFrom:withIndex:"), operands: operands)
        case .predicate:
            throw PredicateCodeError(reason: "a predicate is used as a value outside SUBQUERY and TERNARY")
        }
    }

    private mutating func addFunction(_ name: String, _ arguments: [PredicateExpression]) throws(PredicateCodeError)
        -> String
    {
        switch name.uppercased() {
        case "SUBQUERY":
            guard arguments.count == 3, case let .variable(iterator) = arguments[1], case let .predicate(inner) = arguments[2]
            else { throw PredicateCodeError(reason: "SUBQUERY takes a collection, a $variable and a predicate") }
            let collection = try add(arguments[0])
            let predicate = try add(inner)
            return step("subquery", literal: SwiftLiteral.string(iterator), operands: [collection, predicate])
        case "TERNARY":
            guard arguments.count == 3, case let .predicate(condition) = arguments[0] else {
                throw PredicateCodeError(reason: "TERNARY takes a predicate and two values")
            }
            let operands = [try add(condition), try add(arguments[1]), try add(arguments[2])]
            return step("conditional", operands: operands)
        case "FUNCTION":
            guard arguments.count >= 2, case let .string(selector) = arguments[1] else {
                throw PredicateCodeError(reason: "FUNCTION takes a target and a selector name")
            }
            let target = try add(arguments[0])
            var operands: [String] = []
            for argument in arguments.dropFirst(2) { operands.append(try add(argument)) }
            return step("selectorFunction", literal: SwiftLiteral.string(selector), operands: operands, target: target)
        case "ANYKEY" where arguments.isEmpty:
            return step("anyKey")
        case "-" where arguments.count == 1:
            // `-x`: x times -1.
            let operand = try add(arguments[0])
            let minusOne = step("constant", literal: "-1")
            return step("function", literal: SwiftLiteral.string("multiply:by:"), operands: [operand, minusOne])
        default:
            let operands = try arguments.map { (argument) throws(PredicateCodeError) in try add(argument) }
            return step("function", literal: SwiftLiteral.string(Self.functionName(name, arity: arguments.count)),
                operands: operands)
        }
    }

    /// NSExpression's name for a function of the format syntax: arithmetic operators are `add:to:` and the like,
    /// `CAST` is `castObject:toType:`, and a named function with arguments takes a colon (`lowercase:`), as
    /// `NSExpression(forFunction:arguments:)` documents its functions.
    static func functionName(_ name: String, arity: Int) -> String {
        switch name {
        case "+": return "add:to:"
        case "-": return "from:subtract:"
        case "*": return "multiply:by:"
        case "/": return "divide:by:"
        case "**": return "raise:toPower:"
        default: break
        }
        if name.uppercased() == "CAST" { return "castObject:toType:" }
        if name.contains(":") || arity == 0 { return name }
        return name + ":"
    }

    /// `NSComparisonPredicate.Operator`'s case for an operator.
    static func operatorType(_ op: PredicateComparison.Operator) -> String {
        switch op {
        case .equal: ".equalTo"
        case .notEqual: ".notEqualTo"
        case .less: ".lessThan"
        case .lessOrEqual: ".lessThanOrEqualTo"
        case .greater: ".greaterThan"
        case .greaterOrEqual: ".greaterThanOrEqualTo"
        case .contains: ".contains"
        case .beginsWith: ".beginsWith"
        case .endsWith: ".endsWith"
        case .like: ".like"
        case .matches: ".matches"
        case .in: ".in"
        case .between: ".between"
        }
    }

    /// `NSComparisonPredicate.Options` for the letters in brackets (`[cd]`).
    static func options(_ letters: String) throws(PredicateCodeError) -> [String] {
        var options: [String] = []
        for letter in letters.lowercased() {
            switch letter {
            case "c": options.append(".caseInsensitive")
            case "d": options.append(".diacriticInsensitive")
            case "n": options.append(".normalized")
            default: throw PredicateCodeError(reason: "the comparison option '\(letter)' has no NSComparisonPredicate.Options")
            }
        }
        return options
    }

    /// A number of the format syntax as a Swift literal: an integer (hexadecimal, octal and binary ones too) or a
    /// double.
    static func numberLiteral(_ text: String) -> String? {
        let negative = text.hasPrefix("-")
        let digits = negative ? String(text.dropFirst()) : text
        let radixes: [Character: Int] = ["x": 16, "o": 8, "b": 2]
        if digits.count > 2, digits.hasPrefix("0"), let radix = radixes[Character(digits.dropFirst().prefix(1).lowercased())] {
            guard let value = Int64(digits.dropFirst(2), radix: radix) else { return nil }
            return (negative ? "-" : "") + String(value)
        }
        if let value = Int64(text) { return String(value) }
        guard let value = Double(text), value.isFinite else { return nil }
        return SwiftLiteral.double(value)
    }
}
