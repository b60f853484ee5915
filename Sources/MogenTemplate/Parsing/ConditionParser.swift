/// Parses `if`/`elif`/`where` components into a ``TestNode`` with Stencil's operators and
/// binding powers (higher binds tighter): `in` 5, `or` 6, `and` 7, `not` 8, comparisons 10.
/// So `a or b and c` is `a or (b and c)` and `x in list or y` is `x in (list or y)`.
struct ConditionParser {
    private enum Item {
        case infix(String, power: Int)
        case prefix(String, power: Int)
        case operand(ValueNode)
        case group(TestNode)
        case end

        var power: Int {
            switch self {
            case .infix(_, let power), .prefix(_, let power): power
            case .operand, .group, .end: 0
            }
        }
    }

    private static let infixPowers: [String: Int] = [
        "in": 5, "or": 6, "and": 7, "==": 10, "!=": 10, ">": 10, ">=": 10, "<": 10, "<=": 10,
    ]

    /// Parentheses nested deeper than this are rejected rather than risking the stack.
    private static let maximumDepth = 64

    private var items: [Item] = []
    private var position = 0

    /// Compiles `components`, turning each operand with `compileValue`.
    static func parse(
        _ components: ArraySlice<String>,
        depth: Int = 0,
        compileValue: (String) throws -> ValueNode
    ) throws -> TestNode {
        guard depth < maximumDepth else { throw expressionError("parentheses nested too deeply") }
        var parser = ConditionParser()
        parser.items = try tokenize(components, depth: depth, compileValue: compileValue)
        let root = try parser.expression(power: 0)
        guard case .end = parser.current else { throw expressionError("dangling token") }
        return root
    }

    static func expressionError(_ detail: String) -> TemplateError {
        TemplateError(reason: "'if' expression error: \(detail)")
    }

    /// Operators, operands, and parenthesised groups parsed recursively, as Stencil scans them.
    private static func tokenize(
        _ components: ArraySlice<String>,
        depth: Int,
        compileValue: (String) throws -> ValueNode
    ) throws -> [Item] {
        var items: [Item] = []
        var openGroups = 0
        var index = components.startIndex
        while index < components.endIndex {
            let component = components[index]
            switch component {
            case "(":
                openGroups += 1
                var balance = 1
                var end = index + 1
                while end < components.endIndex {
                    if components[end] == "(" { balance += 1 } else if components[end] == ")" { balance -= 1 }
                    if balance == 0 { break }
                    end += 1
                }
                guard balance == 0 else { throw expressionError("missing closing bracket") }
                let group = try parse(components[(index + 1)..<end], depth: depth + 1, compileValue: compileValue)
                items.append(.group(group))
                // The closing bracket is left for the `)` case below.
                index = end
                continue
            case ")":
                openGroups -= 1
                guard openGroups >= 0 else { throw expressionError("missing opening bracket") }
            case "not":
                items.append(.prefix(component, power: 8))
            default:
                if let power = infixPowers[component] {
                    items.append(.infix(component, power: power))
                } else {
                    items.append(.operand(try compileValue(component)))
                }
            }
            index += 1
        }
        return items
    }

    private var current: Item {
        position < items.count ? items[position] : .end
    }

    private mutating func expression(power: Int) throws -> TestNode {
        let first = current
        position += 1
        var left = try nullDenotation(first)
        while power < current.power {
            let item = current
            position += 1
            left = try leftDenotation(item, left: left)
        }
        return left
    }

    private mutating func nullDenotation(_ item: Item) throws -> TestNode {
        switch item {
        case .infix(let name, _):
            throw Self.expressionError("infix operator '\(name)' doesn't have a left hand side")
        case .prefix(_, let power):
            return NotTest(try expression(power: power))
        case .operand(let expression):
            return TruthTest(expression)
        case .group(let node):
            return node
        case .end:
            throw Self.expressionError("end")
        }
    }

    private mutating func leftDenotation(_ item: Item, left: TestNode) throws -> TestNode {
        switch item {
        case .infix(let name, let power):
            let right = try expression(power: power)
            switch name {
            case "in": return ComparisonTest(.contains, left, right)
            case "or": return OrTest(left, right)
            case "and": return AndTest(left, right)
            case "==": return ComparisonTest(.equal, left, right)
            case "!=": return ComparisonTest(.notEqual, left, right)
            case "<": return ComparisonTest(.less, left, right)
            case "<=": return ComparisonTest(.lessOrEqual, left, right)
            case ">": return ComparisonTest(.greater, left, right)
            default: return ComparisonTest(.greaterOrEqual, left, right)
            }
        case .prefix(let name, _):
            throw Self.expressionError("prefix operator '\(name)' was called with a left hand side")
        case .operand(let expression):
            throw Self.expressionError("variable '\(expression.text)' was called with a left hand side")
        case .group:
            throw Self.expressionError("sub expression was called with a left hand side")
        case .end:
            throw Self.expressionError("end")
        }
    }
}
