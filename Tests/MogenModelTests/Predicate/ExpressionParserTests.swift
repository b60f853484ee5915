import Testing
@testable import MogenModel

@Suite("Expression parser (derivations)")
struct ExpressionParserTests {
    @Test("Xcode's derivations: a function named by its selector, a function call, an aggregate key path")
    func derivations() throws {
        #expect(try PredicateParser.parseExpression("canonical:(name)") == .function("canonical:", [.keyPath(["name"])]))
        #expect(try PredicateParser.parseExpression("lowercase:(person.name)")
            == .function("lowercase:", [.keyPath(["person", "name"])]))
        #expect(try PredicateParser.parseExpression("now()") == .function("now", []))
        #expect(try PredicateParser.parseExpression("items.@count") == .keyPath(["items", "@count"]))
    }

    @Test("what follows a whole expression is an error")
    func trailingInput() {
        #expect(throws: PredicateParser.ParseError.self) { try PredicateParser.parseExpression("a == 1") }
        #expect(throws: PredicateParser.ParseError.self) { try PredicateParser.parseExpression("name:") }
    }

    @Test("a colon that names no function is still an error in a predicate")
    func colonOutsideFunctionName() throws {
        #expect(throws: PredicateParser.ParseError.self) { try PredicateParser.parse("a:b == 1") }
        #expect(try PredicateParser.parse("lowercase:(name) == 'a'") != .constant(true))
    }
}
