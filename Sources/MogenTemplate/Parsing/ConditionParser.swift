/// Parses `if`/`elif`/`where` components into a ``Condition`` with Stencil's operators and
/// binding powers (higher binds tighter): `in` 5, `or` 6, `and` 7, `not` 8, comparisons 10.
/// So `a or b and c` is `a or (b and c)` and `x in list or y` is `x in (list or y)`.
struct ConditionParser {
    private enum Item {
        case infix(String, power: Int)
        case prefix(String, power: Int)
        case operand(ValueExpression)
        case group(Condition.Node)
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

    /// Compiles `components`, turning each operand with `compileOperand`.
    static func parse(
        _ components: ArraySlice<String>,
        depth: Int = 0,
        compileOperand: (String) throws -> ValueExpression
    ) throws -> Condition.Node {
        guard depth < maximumDepth else { throw expressionError("parentheses nested too deeply") }
        var parser = ConditionParser()
        parser.items = try tokenize(components, depth: depth, compileOperand: compileOperand)
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
        compileOperand: (String) throws -> ValueExpression
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
                let group = try parse(components[(index + 1)..<end], depth: depth + 1, compileOperand: compileOperand)
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
                    items.append(.operand(try compileOperand(component)))
                }
            }
            index += 1
        }
        return items
    }

    private var current: Item {
        position < items.count ? items[position] : .end
    }

    private mutating func expression(power: Int) throws -> Condition.Node {
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

    private mutating func nullDenotation(_ item: Item) throws -> Condition.Node {
        switch item {
        case .infix(let name, _):
            throw Self.expressionError("infix operator '\(name)' doesn't have a left hand side")
        case .prefix(_, let power):
            return .not(try expression(power: power))
        case .operand(let expression):
            return .operand(expression)
        case .group(let node):
            return node
        case .end:
            throw Self.expressionError("end")
        }
    }

    private mutating func leftDenotation(_ item: Item, left: Condition.Node) throws -> Condition.Node {
        switch item {
        case .infix(let name, let power):
            let right = try expression(power: power)
            switch name {
            case "in": return .contains(element: left, collection: right)
            case "or": return .or(left, right)
            case "and": return .and(left, right)
            case "==": return .equal(left, right)
            case "!=": return .notEqual(left, right)
            case "<": return .compare(.less, left, right)
            case "<=": return .compare(.lessOrEqual, left, right)
            case ">": return .compare(.greater, left, right)
            default: return .compare(.greaterOrEqual, left, right)
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
