/// Parses `NSPredicate` format strings into `Predicate` values.
public enum PredicateParser {
    public struct ParseError: Error, Hashable, Sendable, CustomStringConvertible {
        public let message: String
        public var description: String { message }
    }

    public static func parse(_ text: String) throws(ParseError) -> Predicate {
        try parseWhole(text, what: "predicate") { (state) throws(ParseError) in try state.parsePredicate() }
    }

    /// Parses an `NSExpression` format string (a derived attribute's derivation: `canonical:(name)`, `items.@count`).
    public static func parseExpression(_ text: String) throws(ParseError) -> PredicateExpression {
        try parseWhole(text, what: "expression") { (state) throws(ParseError) in try state.parseExpression() }
    }

    /// `text` read by `body`, which must consume all of it.
    private static func parseWhole<Result>(
        _ text: String, what: String, _ body: (inout State) throws(ParseError) -> Result
    ) throws(ParseError) -> Result {
        let tokens: [PredicateLexer.Token]
        do {
            tokens = try PredicateLexer.tokens(text)
        } catch {
            throw ParseError(message: error.message)
        }
        var state = State(tokens: tokens)
        let result = try body(&state)
        if let extra = state.peek {
            throw ParseError(message: "unexpected \(describe(extra)) after the end of the \(what)")
        }
        return result
    }

    static func describe(_ token: PredicateLexer.Token) -> String {
        switch token {
        case let .identifier(name), let .escapedIdentifier(name): "\(quoted: name)"
        case let .atIdentifier(name): "'@\(name)'"
        case let .variable(name): "'$\(name)'"
        case let .string(value): "string \(quoted: value)"
        case let .number(value): "number \(value)"
        case let .formatArgument(value), let .symbol(value): "\(quoted: value)"
        }
    }

    private struct State {
        let tokens: [PredicateLexer.Token]
        var position = 0
        /// Nesting depth, bounded so that hostile input cannot exhaust the stack.
        var depth = 0
        /// The outcomes of the two guesses the grammar needs (is `(` a parenthesised predicate, is a function argument
        /// an expression), by where and how deep they were tried. Without them nested `(` and calls would be parsed
        /// again for every way of reading the levels around them: 2^depth times.
        var parenthesisedPredicates: [Speculation: (predicate: Predicate, end: Int)?] = [:]
        var argumentExpressions: [Speculation: (expression: PredicateExpression, end: Int)?] = [:]

        struct Speculation: Hashable {
            let position: Int
            let depth: Int
        }

        init(tokens: [PredicateLexer.Token]) {
            self.tokens = tokens
        }

        var peek: PredicateLexer.Token? { position < tokens.count ? tokens[position] : nil }

        mutating func advance() { position += 1 }

        func isKeyword(_ token: PredicateLexer.Token?, _ words: String...) -> Bool {
            guard case let .identifier(name)? = token else { return false }
            return words.contains(name.uppercased())
        }

        func isSymbol(_ token: PredicateLexer.Token?, _ symbols: String...) -> Bool {
            guard case let .symbol(symbol)? = token else { return false }
            return symbols.contains(symbol)
        }

        mutating func expectSymbol(_ symbol: String) throws(ParseError) {
            guard isSymbol(peek, symbol) else {
                throw ParseError(message: "expected \(quoted: symbol), found \(peek.map(PredicateParser.describe) ?? "the end")")
            }
            advance()
        }

        mutating func nest() throws(ParseError) {
            depth += 1
            if depth > 200 { throw ParseError(message: "the predicate is nested too deeply") }
        }

        mutating func parsePredicate() throws(ParseError) -> Predicate {
            try nest()
            defer { depth -= 1 }
            var parts = [try parseAnd()]
            while isKeyword(peek, "OR") || isSymbol(peek, "||") {
                advance()
                parts.append(try parseAnd())
            }
            return parts.count == 1 ? parts[0] : .or(parts)
        }

        mutating func parseAnd() throws(ParseError) -> Predicate {
            var parts = [try parseNot()]
            while isKeyword(peek, "AND") || isSymbol(peek, "&&") {
                advance()
                parts.append(try parseNot())
            }
            return parts.count == 1 ? parts[0] : .and(parts)
        }

        mutating func parseNot() throws(ParseError) -> Predicate {
            if isKeyword(peek, "NOT") || isSymbol(peek, "!") {
                advance()
                try nest()
                defer { depth -= 1 }
                return .not(try parseNot())
            }
            return try parsePrimary()
        }

        mutating func parsePrimary() throws(ParseError) -> Predicate {
            if isKeyword(peek, "TRUEPREDICATE") {
                advance()
                return .constant(true)
            }
            if isKeyword(peek, "FALSEPREDICATE") {
                advance()
                return .constant(false)
            }
            if isSymbol(peek, "(") {
                // Either a parenthesised predicate or a comparison that starts with a parenthesised expression.
                if let guess = parenthesisedPredicate() {
                    position = guess.end
                    return guess.predicate
                }
            }
            return .comparison(try parseComparison())
        }

        /// The predicate in the parentheses starting here, and where it ends, if they hold one.
        mutating func parenthesisedPredicate() -> (predicate: Predicate, end: Int)? {
            let key = Speculation(position: position, depth: depth)
            if let known = parenthesisedPredicates[key] { return known }
            let start = position
            advance()
            var found: (predicate: Predicate, end: Int)?
            if let inner = try? parsePredicate(), isSymbol(peek, ")") { found = (inner, position + 1) }
            position = start
            parenthesisedPredicates[key] = .some(found)
            return found
        }

        mutating func parseComparison() throws(ParseError) -> PredicateComparison {
            var quantifier: PredicateComparison.Quantifier?
            if case let .identifier(word)? = peek, let found = PredicateComparison.Quantifier(rawValue: word.uppercased()) {
                quantifier = found
                advance()
            }
            let lhs = try parseExpression()
            var negated = false
            if isKeyword(peek, "NOT") {  // `a NOT IN b`, `a NOT CONTAINS b`
                negated = true
                advance()
            }
            guard let op = parseOperator() else {
                throw ParseError(
                    message: "expected a comparison operator, found \(peek.map(PredicateParser.describe) ?? "the end")")
            }
            var options = ""
            if isSymbol(peek, "["), position + 2 < tokens.count, case let .identifier(letters) = tokens[position + 1],
                isSymbol(tokens[position + 2], "]")
            {
                options = letters
                position += 3
            }
            let rhs = try parseExpression()
            return PredicateComparison(
                quantifier: quantifier, lhs: lhs, operator: op, isNegated: negated, options: options, rhs: rhs)
        }

        mutating func parseOperator() -> PredicateComparison.Operator? {
            guard let token = peek else { return nil }
            let result: PredicateComparison.Operator?
            switch token {
            case let .symbol(symbol):
                switch symbol {
                case "==", "=": result = .equal
                case "!=", "<>": result = .notEqual
                case "<": result = .less
                case "<=", "=<": result = .lessOrEqual
                case ">": result = .greater
                case ">=", "=>": result = .greaterOrEqual
                default: result = nil
                }
            case let .identifier(word):
                switch word.uppercased() {
                case "CONTAINS": result = .contains
                case "BEGINSWITH": result = .beginsWith
                case "ENDSWITH": result = .endsWith
                case "LIKE": result = .like
                case "MATCHES": result = .matches
                case "IN": result = .in
                case "BETWEEN": result = .between
                default: result = nil
                }
            default: result = nil
            }
            if result != nil { advance() }
            return result
        }

        mutating func parseExpression() throws(ParseError) -> PredicateExpression {
            try nest()
            defer { depth -= 1 }
            var result = try parseTerm()
            // Arithmetic: keep its operands (they may hold variables), forget its type.
            while case let .symbol(symbol)? = peek, ["+", "-", "*", "/", "**"].contains(symbol) {
                advance()
                let rhs = try parseTerm()
                result = .function(symbol, [result, rhs])
            }
            return result
        }

        mutating func parseTerm() throws(ParseError) -> PredicateExpression {
            var term = try parseAtom()
            while isSymbol(peek, "[") {
                advance()
                let index: PredicateExpression
                if case let .identifier(word)? = peek, ["FIRST", "LAST", "SIZE"].contains(word.uppercased()) {
                    index = .keyPath([word.uppercased()])
                    advance()
                } else {
                    index = try parseExpression()
                }
                try expectSymbol("]")
                term = .index(term, index)
            }
            return term
        }

        mutating func parseAtom() throws(ParseError) -> PredicateExpression {
            guard let token = peek else { throw ParseError(message: "the predicate ends where a value was expected") }
            switch token {
            case let .variable(name):
                advance()
                let tail = try parseKeyPathTail()
                return tail.isEmpty ? .variable(name) : .member(.variable(name), tail)
            case let .string(value):
                advance()
                return .string(value)
            case let .number(value):
                advance()
                return .number(value)
            case let .formatArgument(value):
                advance()
                return .formatArgument(value)
            case .symbol("{"):
                advance()
                var items: [PredicateExpression] = []
                if !isSymbol(peek, "}") {
                    items.append(try parseExpression())
                    while isSymbol(peek, ",") {
                        advance()
                        items.append(try parseExpression())
                    }
                }
                try expectSymbol("}")
                return .list(items)
            case .symbol("("):
                advance()
                let inner = try parseExpression()
                try expectSymbol(")")
                return inner
            case .symbol("-"):
                advance()
                if case let .number(value)? = peek {
                    advance()
                    return .number("-" + value)
                }
                return .function("-", [try parseTerm()])
            case let .atIdentifier(name):
                advance()
                return .keyPath(["@" + name] + (try parseKeyPathTail()))
            case let .escapedIdentifier(name):
                advance()
                return .keyPath([name] + (try parseKeyPathTail()))
            case let .identifier(name):
                advance()
                switch name.uppercased() {
                case "TRUE", "YES": return .bool(true)
                case "FALSE", "NO": return .bool(false)
                case "NIL", "NULL": return .null
                case "SELF":
                    let tail = try parseKeyPathTail()
                    return tail.isEmpty ? .self : .keyPath(tail)
                default: break
                }
                if isSymbol(peek, "(") {
                    advance()
                    var arguments: [PredicateExpression] = []
                    if !isSymbol(peek, ")") {
                        arguments.append(try parseArgument())
                        while isSymbol(peek, ",") {
                            advance()
                            arguments.append(try parseArgument())
                        }
                    }
                    try expectSymbol(")")
                    let tail = try parseKeyPathTail()
                    return tail.isEmpty ? .function(name, arguments) : .member(.function(name, arguments), tail)
                }
                return .keyPath([name] + (try parseKeyPathTail()))
            default:
                throw ParseError(message: "unexpected \(PredicateParser.describe(token))")
            }
        }

        /// A function argument: an expression, or a whole predicate (the third argument of `SUBQUERY`).
        mutating func parseArgument() throws(ParseError) -> PredicateExpression {
            if let guess = argumentExpression() {
                position = guess.end
                return guess.expression
            }
            return .predicate(try parsePredicate())
        }

        /// The argument starting here read as an expression, and where it ends, if it reads as one.
        mutating func argumentExpression() -> (expression: PredicateExpression, end: Int)? {
            let key = Speculation(position: position, depth: depth)
            if let known = argumentExpressions[key] { return known }
            let start = position
            var found: (expression: PredicateExpression, end: Int)?
            if let expression = try? parseExpression(), isSymbol(peek, ",") || isSymbol(peek, ")") {
                found = (expression, position)
            }
            position = start
            argumentExpressions[key] = .some(found)
            return found
        }

        mutating func parseKeyPathTail() throws(ParseError) -> [String] {
            var components: [String] = []
            while isSymbol(peek, ".") {
                advance()
                switch peek {
                case let .identifier(name)?, let .escapedIdentifier(name)?:
                    components.append(name)
                case let .atIdentifier(name)?:
                    components.append("@" + name)
                default:
                    throw ParseError(message: "expected a key after '.', found \(peek.map(PredicateParser.describe) ?? "the end")")
                }
                advance()
            }
            return components
        }
    }
}
