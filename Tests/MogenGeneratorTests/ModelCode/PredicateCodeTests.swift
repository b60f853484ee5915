@testable import MogenGenerator
import MogenModel
import Testing

/// Every predicate form mogen's parser reads, rebuilt as `NSComparisonPredicate`/`NSCompoundPredicate`/`NSExpression`
/// steps (the round trip in `ModelCodeRoundTripTests` runs them; these check each form's steps).
@Suite("Predicates rebuilt as code")
struct PredicateCodeTests {
    /// `kind(literal; operands)` per step, for one line per form.
    static func steps(_ text: String) throws -> [String] {
        let code = try PredicateCodeBuilder.code(for: try PredicateParser.parse(text))
        #expect(code.result == code.steps.last?.name)
        return code.steps.map { step in
            var line = step.kind
            if let literal = step.literal { line += " " + literal }
            if let target = step.target { line += " on " + target }
            if !step.operands.isEmpty { line += " (" + step.operands.joined(separator: ", ") + ")" }
            if let modifier = step.modifier, let op = step.operatorType {
                line += " " + modifier + " " + op + " [" + step.options.joined(separator: ", ") + "]"
            }
            return line
        }
    }

    @Test("comparisons: each operator, with options", arguments: [
        ("a == 1", ".equalTo"), ("a != 1", ".notEqualTo"), ("a < 1", ".lessThan"), ("a <= 1", ".lessThanOrEqualTo"),
        ("a > 1", ".greaterThan"), ("a >= 1", ".greaterThanOrEqualTo"), ("a CONTAINS 'x'", ".contains"),
        ("a BEGINSWITH 'x'", ".beginsWith"), ("a ENDSWITH 'x'", ".endsWith"), ("a LIKE 'x'", ".like"),
        ("a MATCHES 'x'", ".matches"), ("a IN {1}", ".in"), ("a BETWEEN {1, 2}", ".between"),
    ])
    func operators(text: String, op: String) throws {
        let last = try #require(try Self.steps(text).last)
        #expect(last.hasPrefix("comparison (e1, e"))
        #expect(last.hasSuffix(".direct \(op) []"))
    }

    @Test("a comparison of a key path with a variable, case- and diacritic-insensitive")
    func comparison() throws {
        #expect(try Self.steps("name CONTAINS[cdn] $NAME") == [
            #"keyPath "name""#, #"variable "NAME""#,
            "comparison (e1, e2) .direct .contains [.caseInsensitive, .diacriticInsensitive, .normalized]",
        ])
    }

    @Test("AND, OR, NOT, TRUEPREDICATE and FALSEPREDICATE")
    func compounds() throws {
        #expect(try Self.steps("TRUEPREDICATE AND NOT FALSEPREDICATE OR a == nil") == [
            "value true", "value false", "not (e2)", "and (e1, e3)", #"keyPath "a""#, "constant nil",
            "comparison (e5, e6) .direct .equalTo []", "or (e4, e7)",
        ])
    }

    @Test("ANY and SOME are .any, ALL is .all, NONE is NOT ANY, NOT IN is NOT (IN)")
    func quantifiers() throws {
        #expect(try Self.steps("ANY a == 1").last == "comparison (e1, e2) .any .equalTo []")
        #expect(try Self.steps("SOME a == 1").last == "comparison (e1, e2) .any .equalTo []")
        #expect(try Self.steps("ALL a == 1").last == "comparison (e1, e2) .all .equalTo []")
        #expect(try Self.steps("NONE a == 1").suffix(2) == ["comparison (e1, e2) .any .equalTo []", "not (e3)"])
        #expect(try Self.steps("a NOT IN $A").suffix(2) == ["comparison (e1, e2) .direct .in []", "not (e3)"])
    }

    @Test("constants: strings, integers in every base, doubles, booleans, nil, lists")
    func constants() throws {
        #expect(try Self.steps(#"a IN {"x", 0x1F, 0o17, 0b101, -3, 2.5, 1e3, YES, FALSE, NULL}"#).dropFirst().dropLast() == [
            #"constant "x""#, "constant 31", "constant 15", "constant 5", "constant -3", "constant 2.5",
            "constant 1000.0", "constant true", "constant false", "constant nil",
            "aggregate (e2, e3, e4, e5, e6, e7, e8, e9, e10, e11)",
        ])
    }

    @Test("SELF, key paths with aggregates and escapes, variables' key paths")
    func keyPaths() throws {
        #expect(try Self.steps("SELF == $X").first == "evaluatedObject")
        #expect(try Self.steps("items.@sum.price > 1").first == #"keyPath "items.@sum.price""#)
        #expect(try Self.steps("#size == 1").first == #"keyPath "size""#)
        #expect(try Self.steps("a == $FETCH_SOURCE.b").dropFirst().first == #"keyPath "$FETCH_SOURCE.b""#)
    }

    @Test("arithmetic and unary minus are NSExpression's functions")
    func arithmetic() throws {
        #expect(try Self.steps("a + 1 == b - 2").contains(#"function "add:to:" (e1, e2)"#))
        #expect(try Self.steps("a * 2 / 3 ** 4 > 0").filter { $0.hasPrefix("function") } == [
            #"function "multiply:by:" (e1, e2)"#, #"function "divide:by:" (e3, e4)"#, #"function "raise:toPower:" (e5, e6)"#,
        ])
        #expect(try Self.steps("-a < 0").prefix(3) == [#"keyPath "a""#, "constant -1", #"function "multiply:by:" (e1, e2)"#])
    }

    @Test("functions: named, by selector, FUNCTION, CAST, indexes, SUBQUERY with @count, TERNARY")
    func functions() throws {
        #expect(try Self.steps("now() > a").first == #"function "now""#)
        #expect(try Self.steps("lowercase(a) == 'x'")[1] == #"function "lowercase:" (e1)"#)
        #expect(try Self.steps("canonical:(a) == 'x'")[1] == #"function "canonical:" (e1)"#)
        #expect(try Self.steps("FUNCTION(a, 'trim', 1) == 'x'")[2] == #"selectorFunction "trim" on e1 (e2)"#)
        #expect(try Self.steps("CAST('1', 'NSNumber') == 1")[2] == #"function "castObject:toType:" (e1, e2)"#)
        #expect(try Self.steps("a[0] == 1")[2] == #"function "objectFrom:withIndex:" (e1, e2)"#)
        #expect(try Self.steps("SUBQUERY(items, $x, $x.a == 1).@count > 0").prefix(6) == [
            #"keyPath "items""#, #"keyPath "$x.a""#, "constant 1", "comparison (e2, e3) .direct .equalTo []",
            #"subquery "x" (e1, e4)"#, #"function "count:" (e5)"#,
        ])
        #expect(try Self.steps("TERNARY(a == 1, 'x', 'y') == 'x'").prefix(6).last == "conditional (e3, e4, e5)")
        #expect(try Self.steps("FUNCTION(a, 'b').c == 1")[3] == #"selectorFunction "valueForKeyPath:" on e2 (e3)"#)
    }

    @Test("what NSExpression cannot say is refused with a reason", arguments: [
        "a == %@", "a[FIRST] == 1", "a[LAST] == 1", "a[SIZE] == 1", "a ==[x] 1", "SUBQUERY(a, b, c == 1).@count > 0",
        "TERNARY(1, 2, 3) == 1", "FUNCTION(a) == 1",
    ])
    func refused(text: String) throws {
        let predicate = try PredicateParser.parse(text)
        #expect(throws: PredicateCodeError.self) { try PredicateCodeBuilder.code(for: predicate) }
    }

    @Test("derivations: expressions alone")
    func derivation() throws {
        let code = try PredicateCodeBuilder.code(for: try PredicateParser.parseExpression("canonical:(name)"))
        #expect(code.steps.map(\.kind) == ["keyPath", "function"])
        #expect(code.result == "e2")
    }
}
