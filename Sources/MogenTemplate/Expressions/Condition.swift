/// A Boolean expression, as in `{% if a and not b or c == "x" %}`.
///
/// Tests are lenient in every mode: an undefined variable is simply false.
public struct Condition: Sendable {
    indirect enum Node: Sendable {
        case operand(ValueExpression)
        case not(Node)
        case and(Node, Node)
        case or(Node, Node)
        case equal(Node, Node)
        case notEqual(Node, Node)
        case compare(ComparisonOperator, Node, Node)
        case contains(element: Node, collection: Node)
    }

    enum ComparisonOperator: Sendable {
        case less, lessOrEqual, greater, greaterOrEqual
    }

    let root: Node

    /// Whether the expression is one operand and no operator, i.e. just a value.
    var singleOperand: ValueExpression? {
        if case .operand(let expression) = root { return expression }
        return nil
    }

    public func evaluate(in context: RenderContext) throws -> Bool {
        try Self.evaluate(root, in: context)
    }

    private static func evaluate(_ node: Node, in context: RenderContext) throws -> Bool {
        switch node {
        case .operand(let expression):
            return try expression.resolve(in: context, strictly: false)?.isTruthy ?? false
        case .not(let operand):
            return try !evaluate(operand, in: context)
        case .and(let lhs, let rhs):
            return try evaluate(lhs, in: context) && evaluate(rhs, in: context)
        case .or(let lhs, let rhs):
            return try evaluate(lhs, in: context) || evaluate(rhs, in: context)
        case .equal(let lhs, let rhs):
            return try equal(lhs, rhs, in: context)
        case .notEqual(let lhs, let rhs):
            return try !equal(lhs, rhs, in: context)
        case .compare(let comparison, let lhs, let rhs):
            guard let (left, right) = try operands(lhs, rhs, in: context),
                  let leftNumber = left.comparableNumber, let rightNumber = right.comparableNumber else { return false }
            switch comparison {
            case .less: return leftNumber < rightNumber
            case .lessOrEqual: return leftNumber <= rightNumber
            case .greater: return leftNumber > rightNumber
            case .greaterOrEqual: return leftNumber >= rightNumber
            }
        case .contains(let element, let collection):
            guard let (needle, haystack) = try operands(element, collection, in: context) else { return false }
            return contains(needle, in: haystack)
        }
    }

    /// Comparison operators only apply to two plain operands, never to sub-expressions.
    private static func operands(_ lhs: Node, _ rhs: Node, in context: RenderContext) throws -> (TemplateValue, TemplateValue)? {
        guard case .operand(let left) = lhs, case .operand(let right) = rhs else { return nil }
        return (try left.resolve(in: context, strictly: false) ?? .null, try right.resolve(in: context, strictly: false) ?? .null)
    }

    private static func equal(_ lhs: Node, _ rhs: Node, in context: RenderContext) throws -> Bool {
        guard let (left, right) = try operands(lhs, rhs, in: context) else { return false }
        return TemplateValue.templateEquals(left, right)
    }

    /// `in`: membership in an array of scalars, substring of a string, or two nils.
    private static func contains(_ needle: TemplateValue, in haystack: TemplateValue) -> Bool {
        switch (needle, haystack) {
        case (_, .array(let elements)):
            guard needle.isHashableScalar, elements.allSatisfy(\.isHashableScalar) else { return false }
            return elements.contains { TemplateValue.hashableEquals(needle, $0) }
        case (.string(let substring), .string(let string)):
            return string.contains(substring)
        case (.null, .null):
            return true
        default:
            return false
        }
    }
}
