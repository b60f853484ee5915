/// Parses `if`/`elif`/`where` components into a ``TestNode`` with Stencil's operators and
/// binding powers (higher binds tighter): `in` 5, `or` 6, `and` 7, `not` 8, comparisons 10.
/// So `a or b and c` is `a or (b and c)` and `x in list or y` is `x in (list or y)`.
///
/// Neither parsing nor the tests built recurse with the length of an expression, so no
/// expression overflows the stack: chains of `and`/`or` become one flat test, runs of `not` are
/// read in a loop, and the depth that remains (parentheses, operators nested in operands) is
/// refused beyond `maximumDepth` (``TemplateLimits/maximumExpressionDepth``), parentheses by a
/// first scan before anything is built.
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

    private var items: [Item] = []
    private var position = 0
    private let maximumDepth: Int
    /// Calls of `expression(power:)` in progress.
    private var depth = 0

    private init(maximumDepth: Int) {
        self.maximumDepth = maximumDepth
    }

    /// Compiles `components`, turning each operand with `compileValue`.
    static func parse(
        _ components: ArraySlice<String>,
        maximumDepth: Int,
        compileValue: (String) throws -> ValueNode
    ) throws -> TestNode {
        guard parenthesesDepth(components) <= maximumDepth else {
            throw expressionError("parentheses nested too deeply (more than \(maximumDepth) levels)")
        }
        return try parseGroup(components, maximumDepth: maximumDepth, compileValue: compileValue)
    }

    /// Parses components whose parentheses are known to nest within `maximumDepth`.
    private static func parseGroup(
        _ components: ArraySlice<String>,
        maximumDepth: Int,
        compileValue: (String) throws -> ValueNode
    ) throws -> TestNode {
        // Groups are parsed (by `tokenize`) before the expression holding them, so the stack
        // holds at most `maximumDepth` groups plus one group's `maximumDepth` operators.
        var parser = ConditionParser(maximumDepth: maximumDepth)
        parser.items = try tokenize(components, maximumDepth: maximumDepth, compileValue: compileValue)
        let root = try parser.expression(power: 0)
        guard case .end = parser.current else { throw expressionError("dangling token") }
        return root
    }

    /// How deep the parentheses of `components` nest (unbalanced ones are reported later).
    private static func parenthesesDepth(_ components: ArraySlice<String>) -> Int {
        var depth = 0
        var deepest = 0
        for component in components {
            if component == "(" {
                depth += 1
                deepest = max(deepest, depth)
            } else if component == ")" {
                depth -= 1
            }
        }
        return deepest
    }

    static func expressionError(_ detail: String) -> TemplateError {
        TemplateError(reason: "'if' expression error: \(detail)")
    }

    /// Operators, operands, and parenthesised groups parsed recursively, as Stencil scans them.
    private static func tokenize(
        _ components: ArraySlice<String>,
        maximumDepth: Int,
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
                let group = try parseGroup(components[(index + 1)..<end], maximumDepth: maximumDepth, compileValue: compileValue)
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
        guard depth < maximumDepth else {
            throw Self.expressionError("expression nested too deeply (more than \(maximumDepth) levels)")
        }
        depth += 1
        defer { depth -= 1 }
        let first = current
        position += 1
        var left = try nullDenotation(first)
        while power < current.power {
            let item = current
            position += 1
            if case .infix(let name, let chainPower) = item, name == "and" || name == "or" {
                left = try chain(name, power: chainPower, first: left)
            } else {
                left = try leftDenotation(item, left: left)
            }
        }
        return left
    }

    /// `first and b and c …` (or `or`), read in a loop into one test: the operator repeated
    /// continues the chain exactly as the loop in `expression(power:)` would.
    private mutating func chain(_ name: String, power: Int, first: TestNode) throws -> TestNode {
        var operands = [first, try expression(power: power)]
        while case .infix(name, _) = current {
            position += 1
            operands.append(try expression(power: power))
        }
        return name == "and" ? AndTest(operands) : OrTest(operands)
    }

    private mutating func nullDenotation(_ item: Item) throws -> TestNode {
        switch item {
        case .infix(let name, _):
            throw Self.expressionError("infix operator '\(name)' doesn't have a left hand side")
        case .prefix(_, let power):
            // A run of `not`s is counted, not recursed into; an even count keeps two (`not not
            // x` is a sub-expression, which comparisons treat differently from a plain `x`).
            var count = 1
            while case .prefix = current {
                count += 1
                position += 1
            }
            let operand = try expression(power: power)
            return count.isMultiple(of: 2) ? NotTest(NotTest(operand)) : NotTest(operand)
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
            case "or": return OrTest([left, right])
            case "and": return AndTest([left, right])
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
