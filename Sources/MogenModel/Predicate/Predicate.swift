/// A parsed `NSPredicate` format string: enough of the grammar for comparisons, `AND`/`OR`/`NOT`, key paths,
/// literals, `$VARIABLES` and function calls. `NSPredicate(format:)` does not exist on Linux, and mogen only needs
/// to know which variables a fetch request template takes and what they are compared with.
public indirect enum Predicate: Hashable, Sendable {
    case constant(Bool)
    case not(Predicate)
    case and([Predicate])
    case or([Predicate])
    case comparison(PredicateComparison)
}

public struct PredicateComparison: Hashable, Sendable {
    public enum Quantifier: String, Hashable, Sendable {
        case any = "ANY", all = "ALL", none = "NONE", some = "SOME"
    }

    public enum Operator: String, Hashable, Sendable {
        case equal = "=="
        case notEqual = "!="
        case less = "<"
        case lessOrEqual = "<="
        case greater = ">"
        case greaterOrEqual = ">="
        case contains = "CONTAINS"
        case beginsWith = "BEGINSWITH"
        case endsWith = "ENDSWITH"
        case like = "LIKE"
        case matches = "MATCHES"
        case `in` = "IN"
        case between = "BETWEEN"
    }

    public let quantifier: Quantifier?
    public let lhs: PredicateExpression
    public let `operator`: Operator
    /// `a NOT IN b`, `a NOT CONTAINS b`.
    public let isNegated: Bool
    /// Comparison options written in brackets after the operator (`c`, `d`, `n`).
    public let options: String
    public let rhs: PredicateExpression
}

public indirect enum PredicateExpression: Hashable, Sendable {
    /// `department.name`, `items.@count`: the components between the dots.
    case keyPath([String])
    case variable(String)
    /// `$FETCH_SOURCE.cuisine`, `SUBQUERY(…).@count`: a key path read from another expression's value.
    case member(PredicateExpression, [String])
    case `self`
    case string(String)
    case number(String)
    case bool(Bool)
    case null
    /// `{1, 2, 3}`
    case list([PredicateExpression])
    /// `now()`, `FUNCTION(x, 'name')`, `SUBQUERY(...)`, arithmetic: anything whose type mogen does not follow.
    case function(String, [PredicateExpression])
    /// `%@`, `%K`: a format argument, unknown until run time.
    case formatArgument(String)
    /// `expression[index]`
    case index(PredicateExpression, PredicateExpression)
    /// A nested predicate used as a value (inside `SUBQUERY`).
    case predicate(Predicate)
}

extension Predicate {
    /// The names of the `$VARIABLES`, in order of first appearance.
    public var variableNames: [String] {
        var names: [String] = []
        var seen = Set<String>()
        visitExpressions { expression in
            if case let .variable(name) = expression, seen.insert(name).inserted { names.append(name) }
        }
        return names
    }

    /// The comparisons reached through `AND`, `OR` and `NOT`, left to right (not those inside expressions, such as a
    /// `SUBQUERY`'s): what `NSCompoundPredicate.subpredicates` leads to from the top.
    public var comparisons: [PredicateComparison] {
        switch self {
        case .constant: []
        case let .not(inner): inner.comparisons
        case let .and(parts), let .or(parts): parts.flatMap(\.comparisons)
        case let .comparison(comparison): [comparison]
        }
    }

    /// Calls `body` for every expression, depth first, left to right.
    func visitExpressions(_ body: (PredicateExpression) -> Void) {
        switch self {
        case .constant: break
        case let .not(inner): inner.visitExpressions(body)
        case let .and(parts), let .or(parts): parts.forEach { $0.visitExpressions(body) }
        case let .comparison(comparison):
            comparison.lhs.visit(body)
            comparison.rhs.visit(body)
        }
    }
}

extension PredicateExpression {
    func visit(_ body: (PredicateExpression) -> Void) {
        body(self)
        switch self {
        case let .list(items), let .function(_, items): items.forEach { $0.visit(body) }
        case let .index(base, index):
            base.visit(body)
            index.visit(body)
        case let .member(base, _): base.visit(body)
        case let .predicate(predicate): predicate.visitExpressions(body)
        default: break
        }
    }
}
