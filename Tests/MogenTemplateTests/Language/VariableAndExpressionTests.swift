import MogenTemplate
import Testing

@Suite("Variables and literals")
struct VariableTests {
    @Test("literals", arguments: [
        (#"{{ "text" }}"#, "text"),
        ("{{ 'single' }}", "single"),
        (#"{{ "a"b" }}"#, #"a"b"#),
        ("{{ -5 }}", "-5"),
        ("{{ +5 }}", "5"),
        ("{{ 3.14 }}", "3.14"),
        ("{{ .5 }}", "0.5"),
        ("{{ 1e3 }}", "1000.0"),
        ("{{ true }}", "true"),
        ("{{ True }}", ""),
        ("{{ 1...3 }}", "[1, 2, 3]"),
        ("{{ 3...1 }}", "[3, 2, 1]"),
    ])
    func literals(template: String, expected: String) throws {
        #expect(try render(template) == expected)
    }

    @Test("missing variables and members print nothing")
    func missing() throws {
        #expect(try render("[{{ missing }}{{ missing.foo.bar }}{{ items.9 }}]", ["items": [1]]) == "[]")
    }

    @Test("key path syntax errors are render errors, as upstream", arguments: [
        ("{{ .a }}", "Unexpected '.' in variable '.a'"),
        ("{{ a..b }}", "Unexpected '.' in variable 'a..b'"),
        ("{{ [a] }}", "Unexpected '[' in variable '[a]'"),
        ("{{ a] }}", "Unbalanced ']' in variable 'a]'"),
        ("{{ a[b }}", "Unbalanced subscript brackets in variable 'a[b'"),
        ("{{ a[] }}", "Unable to resolve subscript '' in variable 'a[]'"),
        ("{{ a[missing] }}", "Unable to resolve subscript 'missing' in variable 'a[missing]'"),
        ("{{ a[0]b }}", "Unexpected character 'b' in variable 'a[0]b'"),
    ])
    func keyPathErrors(template: String, reason: String) {
        #expect(renderErrorReason(template, ["a": [1]]) == reason)
    }

    @Test("conditional expressions in variable tags")
    func conditionalVariables() throws {
        let context: [String: TemplateValue] = ["name": "Kyle", "flag": true, "other": "x"]
        #expect(try render("{{ name if flag }}|{{ name if not flag }}|{{ name if not flag else other|uppercase }}", context)
            == "Kyle||X")
    }

    @Test("Boolean expressions in variable tags print true or false")
    func booleanVariables() throws {
        #expect(try render(#"{{ value == "known" }} {{ 1 > 0 }} {{ not a }} {{ a and b }}"#, ["value": "known"])
            == "true true true false")
        // Not an expression: the whole content is one (missing) variable.
        #expect(try render("[{{ a b }}]") == "[]")
    }

    @Test("ranges need numbers and are capped")
    func rangeErrors() {
        #expect(renderErrorReason("{{ a...3 }}", ["a": "x"]) == "'from' value is not an Integer (x)")
        #expect(renderErrorReason("{{ 1...b }}") == "'to' value is not an Integer (nil )")
        #expect(renderErrorReason("{% for i in 1... %}{% endfor %}") == "Variable tags must include at least 1 argument")
        #expect(renderErrorReason("{% for i in 0...100000000 %}{% endfor %}")?.contains("too large") == true)
    }
}

@Suite("Conditions")
struct ConditionTests {
    private func check(_ condition: String, _ context: [String: TemplateValue] = [:]) throws -> Bool {
        try render("{% if \(condition) %}true{% else %}false{% endif %}", context) == "true"
    }

    @Test("operators and precedence", arguments: [
        ("a or b and c", ["a": true], true),
        ("a and b or c", ["c": true], true),
        ("not a == b", ["a": 1, "b": 1], false),
        ("1 < 2 < 3", [:], false),
        ("x in list or y", ["x": 1, "list": [1], "y": true], false),
        ("( a or b ) and c", ["a": true, "c": false], false),
        ("not ( a and b )", ["a": true], true),
        ("not not a", ["a": true], true),
    ] as [(String, [String: TemplateValue], Bool)])
    func precedence(condition: String, context: [String: TemplateValue], expected: Bool) throws {
        #expect(try check(condition, context) == expected)
    }

    @Test("comparisons", arguments: [
        ("1 == 1.0", true), ("16777216 == 16777217", true), (#""a" == "a""#, true), ("1 == \"1\"", false),
        ("true == 1", false), ("missing == other", true), ("missing == 1", false), ("1 != 2", true),
        ("2 > 1", true), ("2 >= 2", true), ("1 <= 0", false), (#""b" > "a""#, false), ("a==b", false),
    ])
    func comparisons(condition: String, expected: Bool) throws {
        #expect(try check(condition) == expected)
    }

    @Test("in", arguments: [
        ("x in list", ["x": 1, "list": [1, 2]], true),
        ("x in list", ["x": "1", "list": [1, 2]], false),
        (#""a" in "abc""#, [:], true),
        ("2 in 1...3", [:], true),
        ("x in dict", ["x": "k", "dict": ["k": 1]], false),
        ("missing in other", [:], true),
    ] as [(String, [String: TemplateValue], Bool)])
    func membership(condition: String, context: [String: TemplateValue], expected: Bool) throws {
        #expect(try check(condition, context) == expected)
    }

    @Test("syntax errors", arguments: [
        ("( a", "'if' expression error: missing closing bracket"),
        ("a )", "'if' expression error: missing opening bracket"),
        ("a b", "'if' expression error: dangling token"),
        ("a and", "'if' expression error: end"),
        ("== a", "'if' expression error: infix operator '==' doesn't have a left hand side"),
        ("a not b", "'if' expression error: prefix operator 'not' was called with a left hand side"),
    ])
    func syntaxErrors(condition: String, reason: String) {
        #expect(renderErrorReason("{% if \(condition) %}{% endif %}") == reason)
    }

    @Test("filters in conditions")
    func filtersInConditions() throws {
        #expect(try check(#"name|lowercase == "kyle""#, ["name": "KYLE"]))
        #expect(try check("items|join == \"ab\"", ["items": ["a", "b"]]))
    }
}
