import MogenModel

/// One comparison of a predicate as `#Predicate` code. NSPredicate's semantics kept: a comparison with a nil value is
/// false, a missing to-many is empty, `ANY`/`ALL`/`NONE` hold of the relationship's objects.
extension SwiftPredicateTranslator {
    /// `keyRoot` is what the left key path starts from (`$0` inside a quantifier); every other key path starts
    /// from `root`, the closure's parameter.
    mutating func comparison(
        _ comparison: Comparison, keyRoot: SwiftPredicateOperand, root: SwiftPredicateOperand
    ) throws(SwiftPredicateUntranslatable) -> SwiftPredicateCode {
        if let quantifier = comparison.quantifier {
            return try quantified(comparison, quantifier: quantifier, keyRoot: keyRoot, root: root)
        }
        let lhs = try side(comparison.lhs, root: keyRoot)
        let rhs = try side(comparison.rhs, root: root)
        // `$tag IN tags.name`, `tags CONTAINS $tag`: whether any object of the to-many has the value.
        if comparison.operator == .in, case .toMany = rhs, !isToMany(lhs) {
            if case .keyPath = comparison.lhs, keyRoot != root {
                throw .init(reason: "IN compares each object's \(describe(comparison.lhs)) with a to-many relationship")
            }
            return try membership(collectionKey: comparison.rhs, value: comparison.lhs, comparison, root: root)
        }
        if comparison.operator == .contains, case .toMany = lhs, !isToMany(rhs) {
            return try membership(collectionKey: comparison.lhs, value: comparison.rhs, comparison, root: root)
        }
        for case let .toMany(_, _, _, path) in [lhs, rhs] {
            throw .init(reason: "`\(path)` goes through a to-many relationship without ANY, ALL or NONE")
        }
        let code = try scalar(comparison, lhs: lhs, rhs: rhs)
        return comparison.isNegated ? code.negated : code
    }

    private func isToMany(_ side: SwiftPredicateTranslator.KeyPath?) -> Bool {
        if case .toMany = side { return true }
        return false
    }

    /// A key path side, resolved; nil for a value (a parameter, a literal, a list).
    private func side(_ expression: PredicateExpression, root: SwiftPredicateOperand) throws(SwiftPredicateUntranslatable)
        -> KeyPath?
    {
        switch expression {
        case let .keyPath(components): try resolve(components, from: root)
        case .self: .operand(root)
        case .variable, .string, .number, .bool, .null, .list: nil
        default: throw untranslatable(expression)
        }
    }

    /// `ANY key OP value` as `collection.contains { ... }`, `ALL` as `allSatisfy`, `NONE` as `!contains`.
    private mutating func quantified(
        _ comparison: Comparison, quantifier: PredicateComparison.Quantifier, keyRoot: SwiftPredicateOperand,
        root: SwiftPredicateOperand
    ) throws(SwiftPredicateUntranslatable) -> SwiftPredicateCode {
        guard case let .keyPath(components) = comparison.lhs,
            case let .toMany(collection, destination, rest, _) = try resolve(components, from: keyRoot)
        else {
            // Over a single value, ANY and ALL are the comparison itself.
            guard quantifier != .none else {
                throw .init(reason: "NONE applies to a key path through a to-many relationship")
            }
            return try self.comparison(comparison.unquantified, keyRoot: keyRoot, root: root)
        }
        let element = SwiftPredicateOperand(code: "$0", kind: .object(entity: destination))
        let inner = Comparison(
            quantifier: rest.isEmpty ? nil : quantifier == .all ? .all : .any, lhs: rest.isEmpty ? .self : .keyPath(rest),
            operator: comparison.operator, isNegated: comparison.isNegated, options: comparison.options,
            rhs: comparison.rhs)
        // A nested to-many is quantified the same way inside: ANY a.b.c == x is "some a has some b with c == x".
        let body = try self.comparison(inner, keyRoot: element, root: root)
        let method = quantifier == .all ? "allSatisfy" : "contains"
        let call = collection.code + (collection.endsOptional ? "?." : ".") + "\(method) { \(body.text) }"
        let code: SwiftPredicateCode = collection.isOptional
            ? SwiftPredicateCode(text: call + (quantifier == .all ? " ?? true" : " ?? false"), precedence: .nilCoalescing)
            : .primary(call)
        return quantifier == .none ? code.negated : code
    }

    /// `value IN collectionKey`: ANY of the collection's objects (or the values at the rest of the key path) equals it.
    private mutating func membership(
        collectionKey: PredicateExpression, value: PredicateExpression, _ comparison: Comparison,
        root: SwiftPredicateOperand
    ) throws(SwiftPredicateUntranslatable) -> SwiftPredicateCode {
        let any = Comparison(
            quantifier: comparison.isNegated ? PredicateComparison.Quantifier.none : .any, lhs: collectionKey,
            operator: .equal, isNegated: false, options: comparison.options, rhs: value)
        return try quantified(any, quantifier: any.quantifier ?? .any, keyRoot: root, root: root)
    }

    /// A comparison between values that are not to-many.
    private mutating func scalar(_ comparison: Comparison, lhs: KeyPath?, rhs: KeyPath?)
        throws(SwiftPredicateUntranslatable) -> SwiftPredicateCode
    {
        let op = comparison.operator
        let name = op.rawValue + (comparison.options.isEmpty ? "" : "[\(comparison.options)]")
        switch op {
        case .like: throw .init(reason: "LIKE: #Predicate has no wildcard matching")
        case .matches: throw .init(reason: "MATCHES: #Predicate has no regular-expression match of a whole string")
        case .endsWith: throw .init(reason: "ENDSWITH: #Predicate has no ends-with test (hasSuffix is not supported)")
        default: break
        }
        let search = try searchMethod(comparison, name: name)
        switch (lhs, rhs) {
        case let (.operand(key)?, other):
            return try scalar(op, name: name, key: key, keyIsLeft: true, other: other, otherExpression: comparison.rhs,
                search: search)
        case let (nil, .operand(key)?):
            return try scalar(op, name: name, key: key, keyIsLeft: false, other: nil, otherExpression: comparison.lhs,
                search: search)
        default:
            throw .init(reason: "\(describe(comparison.lhs)) \(name) \(describe(comparison.rhs)) compares no key path")
        }
    }

    /// The string method for CONTAINS, BEGINSWITH and IN, honouring the options: `[cd]` is what
    /// `localizedStandardContains` does (https://developer.apple.com/documentation/swift/stringprotocol/localizedstandardcontains(_:):
    /// "case and diacritic insensitive"); no other option has a `#Predicate` form. `[n]` only says the strings are
    /// already normalized, which changes no result.
    private func searchMethod(_ comparison: Comparison, name: String) throws(SwiftPredicateUntranslatable)
        -> String?
    {
        let options = Set(comparison.options.lowercased()).subtracting(["n"])
        let op = comparison.operator
        if options.isEmpty {
            return op == .beginsWith ? "starts(with:" : (op == .contains || op == .in) ? "contains(" : nil
        }
        if options == ["c", "d"], op == .contains || op == .in { return "localizedStandardContains(" }
        throw .init(reason: "\(name): #Predicate has no "
            + (options == ["c"] ? "case-insensitive" : options == ["d"] ? "diacritic-insensitive"
                : options == ["c", "d"] ? "case- and diacritic-insensitive" : "[\(comparison.options)]")
            + " form of \(op.rawValue)" + (options.contains("c") && options.contains("d") ? " (only of CONTAINS)" : ""))
    }

    private mutating func scalar(
        _ op: PredicateComparison.Operator, name: String, key: SwiftPredicateOperand, keyIsLeft: Bool, other: KeyPath?,
        otherExpression: PredicateExpression, search: String?
    ) throws(SwiftPredicateUntranslatable) -> SwiftPredicateCode {
        let keyText = "`\(key.code)`"
        if case let .value(swiftType) = key.kind, !SwiftPredicateLiteral.isComparable(swiftType) {
            throw .init(reason: "\(keyText) is a \(swiftType), which #Predicate is not known to compare")
        }
        switch op {
        case .equal, .notEqual, .less, .lessOrEqual, .greater, .greaterOrEqual:
            if op != .equal, op != .notEqual, case .object = key.kind {
                throw .init(reason: "\(name) orders objects")
            }
            if case .null = otherExpression {
                guard op == .equal || op == .notEqual else { throw .init(reason: "\(name) orders nil") }
                // A property that is never nil: the comparison is constant.
                guard key.isOptional else { return .primary(op == .equal ? "false" : "true") }
                return SwiftPredicateCode(text: "\(key.code) \(op.rawValue) nil", precedence: .comparison)
            }
            let value = try operand(other, otherExpression, as: key.kind, comparedWith: keyText)
            let key = isObject(key) ? key.identifier : key
            let (left, right) = keyIsLeft ? (key, value) : (value, key)
            if op == .equal || op == .notEqual {
                return SwiftPredicateCode(text: "\(left.code) \(op.rawValue) \(right.code)", precedence: .comparison)
            }
            return try ordered(left, op.rawValue, right)
        case .between:
            guard keyIsLeft, case let .list(bounds) = otherExpression, bounds.count == 2 else {
                throw .init(reason: "BETWEEN takes a list of two bounds ({$LOW, $HIGH})")
            }
            guard case .value = key.kind else { throw .init(reason: "BETWEEN orders objects") }
            let low = try value(bounds[0], as: key.kind, isCollection: false, comparedWith: keyText)
            let high = try value(bounds[1], as: key.kind, isCollection: false, comparedWith: keyText)
            return key.unwrapped { code in
                SwiftPredicateCode(text: "\(code) >= \(low) && \(code) <= \(high)", precedence: .conjunction)
            }
        case .in, .contains, .beginsWith:
            // A search in a string (the key's, or the other key's), unless the other side is a list of values.
            let searchesString = switch op {
            case .in: !keyIsLeft || other != nil
            case .contains: keyIsLeft || !holdsValues(otherExpression)
            default: true
            }
            if searchesString {
                return try stringSearch(op, name: name, key: key, keyIsLeft: keyIsLeft, other: other,
                    otherExpression: otherExpression, search: search)
            }
            // `key IN {list}` / `key IN $values`, or `{list} CONTAINS key`.
            guard search == "contains(" else {
                throw .init(reason: "\(name): #Predicate compares the values of a list exactly")
            }
            let values = try value(otherExpression, as: key.kind, isCollection: true, comparedWith: keyText)
            let element = isObject(key) ? key.identifier : key
            return element.unwrapped { code in .primary("\(values).contains(\(code))") }
        case .like, .matches, .endsWith:
            throw .init(reason: "\(name) has no #Predicate form")
        }
    }

    /// Whether a value side holds several values: a list, or a parameter that is an array.
    private func holdsValues(_ expression: PredicateExpression) -> Bool {
        switch expression {
        case .list: true
        case let .variable(name): variables[name]?.swiftType.hasPrefix("[") ?? false
        default: false
        }
    }

    private func isObject(_ operand: SwiftPredicateOperand) -> Bool {
        if case .object = operand.kind { return true }
        return false
    }

    /// The other side of a comparison with `key`: a key path of the same kind, or a value typed as the key.
    private mutating func operand(
        _ other: KeyPath?, _ expression: PredicateExpression, as kind: SwiftPredicateOperand.Kind, comparedWith: String
    ) throws(SwiftPredicateUntranslatable) -> SwiftPredicateOperand {
        guard case let .operand(otherKey)? = other else {
            return SwiftPredicateOperand(
                code: try value(expression, as: kind, isCollection: false, comparedWith: comparedWith), kind: kind)
        }
        guard otherKey.kind == kind else {
            throw .init(reason: "\(comparedWith) (\(typeName(kind))) is compared with `\(otherKey.code)` (\(typeName(otherKey.kind)))")
        }
        return isObject(otherKey) ? otherKey.identifier : otherKey
    }

    /// `left < right`, each unwrapped when optional (a comparison with nil is false).
    private func ordered(_ left: SwiftPredicateOperand, _ symbol: String, _ right: SwiftPredicateOperand)
        throws(SwiftPredicateUntranslatable) -> SwiftPredicateCode
    {
        if left.isOptional, right.isOptional {
            throw .init(reason: "`\(left.code)` \(symbol) `\(right.code)` orders two optional values")
        }
        try Self.expectUnwrappable(left.isOptional ? left : right, besides: left.isOptional ? right : left)
        return left.isOptional
            ? left.unwrapped { .init(text: "\($0) \(symbol) \(right.code)", precedence: .comparison) }
            : right.unwrapped { .init(text: "\(left.code) \(symbol) \($0)", precedence: .comparison) }
    }

    /// Refuses to unwrap `operand` with `flatMap { $0 ... }` where the other operand reads the `$0` of a quantifier,
    /// which the closure's `$0` would hide.
    private static func expectUnwrappable(_ operand: SwiftPredicateOperand, besides other: SwiftPredicateOperand)
        throws(SwiftPredicateUntranslatable)
    {
        guard operand.isOptional, other.code.contains("$0") else { return }
        throw .init(reason: "`\(other.code)` is compared with the optional `\(operand.code)` inside ANY, ALL or NONE")
    }

    /// `name.starts(with: prefix)`, `name.contains(text)`, `$TEXT IN name`.
    private mutating func stringSearch(
        _ op: PredicateComparison.Operator, name: String, key: SwiftPredicateOperand, keyIsLeft: Bool, other: KeyPath?,
        otherExpression: PredicateExpression, search: String?
    ) throws(SwiftPredicateUntranslatable) -> SwiftPredicateCode {
        guard case let .value(swiftType) = key.kind, SwiftPredicateLiteral.isString(swiftType), let search else {
            throw .init(reason: "\(name) works on strings, and `\(key.code)` is not one")
        }
        let value = try operand(other, otherExpression, as: key.kind, comparedWith: "`\(key.code)`")
        // BEGINSWITH and CONTAINS search their left side, IN its right side.
        let searchesKey = keyIsLeft == (op != .in)
        let (subject, argument) = searchesKey ? (key, value) : (value, key)
        if subject.isOptional, argument.isOptional {
            throw .init(reason: "\(name) between two optional values (`\(subject.code)`, `\(argument.code)`)")
        }
        try Self.expectUnwrappable(argument, besides: subject)
        let label = search.hasSuffix(":") ? " " : ""
        return argument.unwrapped { argumentCode in subject.call("\(search)\(label)\(argumentCode))") }
    }
}

extension SwiftPredicateTranslator {
    /// A comparison as the translator rewrites it: `value IN toMany` as `ANY toMany == value`, `ANY a.b == x` as
    /// `b == x` on each object of `a`.
    struct Comparison {
        var quantifier: PredicateComparison.Quantifier?
        var lhs: PredicateExpression
        var `operator`: PredicateComparison.Operator
        var isNegated: Bool
        var options: String
        var rhs: PredicateExpression

        init(
            quantifier: PredicateComparison.Quantifier?, lhs: PredicateExpression, operator: PredicateComparison.Operator,
            isNegated: Bool, options: String, rhs: PredicateExpression
        ) {
            self.quantifier = quantifier
            self.lhs = lhs
            self.operator = `operator`
            self.isNegated = isNegated
            self.options = options
            self.rhs = rhs
        }

        init(_ comparison: PredicateComparison) {
            self.init(quantifier: comparison.quantifier, lhs: comparison.lhs, operator: comparison.operator,
                isNegated: comparison.isNegated, options: comparison.options, rhs: comparison.rhs)
        }

        var unquantified: Comparison {
            Comparison(quantifier: nil, lhs: lhs, operator: self.operator, isNegated: isNegated, options: options, rhs: rhs)
        }
    }
}
