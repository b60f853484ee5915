/// A compiled Boolean expression, as in `{% if a and not b or c == "x" %}`.
///
/// Tests are lenient in every mode: an undefined variable is simply false. Subclasses hold
/// only `let` properties of `Sendable` types.
class TestNode: @unchecked Sendable {
    func test(in context: RenderContext) throws -> Bool {
        false
    }

    /// The value when this test is one plain operand (comparison operators only apply to
    /// those, never to sub-expressions).
    var plainOperand: ValueNode? { nil }
}

/// The test of an `else` branch.
final class AlwaysTrue: TestNode, @unchecked Sendable {
    override func test(in context: RenderContext) throws -> Bool {
        true
    }
}

/// One operand, tested for truthiness.
final class TruthTest: TestNode, @unchecked Sendable {
    let operand: ValueNode

    init(_ operand: ValueNode) {
        self.operand = operand
    }

    override func test(in context: RenderContext) throws -> Bool {
        try operand.resolve(in: context, strictly: false)?.isTruthy ?? false
    }

    override var plainOperand: ValueNode? { operand }
}

final class NotTest: TestNode, @unchecked Sendable {
    let operand: TestNode

    init(_ operand: TestNode) {
        self.operand = operand
    }

    override func test(in context: RenderContext) throws -> Bool {
        try !operand.test(in: context)
    }
}

/// `a and b and …`, one flat list however long the chain, tested in order until one fails.
final class AndTest: TestNode, @unchecked Sendable {
    let operands: [TestNode]

    init(_ operands: [TestNode]) {
        self.operands = operands
    }

    override func test(in context: RenderContext) throws -> Bool {
        for operand in operands where try !operand.test(in: context) {
            return false
        }
        return true
    }
}

/// `a or b or …`, one flat list however long the chain, tested in order until one holds.
final class OrTest: TestNode, @unchecked Sendable {
    let operands: [TestNode]

    init(_ operands: [TestNode]) {
        self.operands = operands
    }

    override func test(in context: RenderContext) throws -> Bool {
        for operand in operands where try operand.test(in: context) {
            return true
        }
        return false
    }
}

/// `==`, `!=`, `<`, `<=`, `>`, `>=` and `in`, between two plain operands; with a
/// sub-expression on either side the comparison is false, as in Stencil.
final class ComparisonTest: TestNode, @unchecked Sendable {
    enum Operator: Sendable {
        case equal, notEqual, less, lessOrEqual, greater, greaterOrEqual, contains
    }

    let comparison: Operator
    let lhs: ValueNode?
    let rhs: ValueNode?

    init(_ comparison: Operator, _ lhs: TestNode, _ rhs: TestNode) {
        self.comparison = comparison
        self.lhs = lhs.plainOperand
        self.rhs = rhs.plainOperand
    }

    override func test(in context: RenderContext) throws -> Bool {
        guard let lhs, let rhs else { return comparison == .notEqual }
        let left = try lhs.resolve(in: context, strictly: false) ?? .null
        let right = try rhs.resolve(in: context, strictly: false) ?? .null
        switch comparison {
        case .equal: return TemplateValue.templateEquals(left, right)
        case .notEqual: return !TemplateValue.templateEquals(left, right)
        case .contains: return Self.contains(left, in: right)
        case .less, .lessOrEqual, .greater, .greaterOrEqual:
            guard let leftNumber = left.comparableNumber, let rightNumber = right.comparableNumber else { return false }
            switch comparison {
            case .less: return leftNumber < rightNumber
            case .lessOrEqual: return leftNumber <= rightNumber
            case .greater: return leftNumber > rightNumber
            default: return leftNumber >= rightNumber
            }
        }
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
