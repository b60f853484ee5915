import MogenTemplate
import Testing

@Suite("for, break, continue")
struct ForTagTests {
    @Test("iterates arrays, ranges and sorted dictionary entries")
    func iteration() throws {
        #expect(try render("{% for x in items %}{{ x }}{% endfor %}", ["items": [1, 2, 3]]) == "123")
        #expect(try render("{% for x in 1...3 %}{{ x }}{% endfor %}") == "123")
        let dict: TemplateValue = ["b": 2, "a": 1, "C": 3]
        #expect(try render("{% for k, v in d %}{{ k }}={{ v }};{% endfor %}", ["d": dict]) == "C=3;a=1;b=2;")
        #expect(try render("{% for k in d %}{{ k }}{% endfor %}", ["d": dict]) == "Cab")
        #expect(try render("{% for _, v in d %}{{ v }}{% endfor %}", ["d": dict]) == "312")
    }

    @Test("strings, numbers and missing values give the empty branch")
    func emptyBranch() throws {
        let template = "{% for x in value %}{{ x }}{% empty %}empty{% endfor %}"
        #expect(try render(template, ["value": "abc"]) == "empty")
        #expect(try render(template, ["value": 3]) == "empty")
        #expect(try render(template, ["value": []]) == "empty")
        #expect(try render(template) == "empty")
        #expect(try render(template, ["value": [:]]) == "empty")
    }

    @Test("forloop")
    func forloop() throws {
        let output = try render(
            "{% for x in items %}{{ forloop.counter }}{{ forloop.counter0 }}{{ forloop.first }}{{ forloop.last }}{{ forloop.length }};{% endfor %}",
            ["items": ["a", "b"]]
        )
        #expect(output == "10truefalse2;21falsetrue2;")
        #expect(try render("[{{ forloop.counter }}]") == "[]")
    }

    @Test("where filters before counting")
    func whereClause() throws {
        let output = try render(
            "{% for x in items where x > 1 %}{{ x }}/{{ forloop.length }}{% if not forloop.last %},{% endif %}{% endfor %}",
            ["items": [1, 2, 3]]
        )
        #expect(output == "2/2,3/2")
        #expect(try render("{% for x in items where x > 5 %}{{ x }}{% empty %}none{% endfor %}", ["items": [1]]) == "none")
    }

    @Test("unpacking: extra variables on a non-tuple stay unset; too many for a tuple is an error")
    func unpacking() throws {
        #expect(try render("{% for a, b in items %}{{ a }}[{{ b }}]{% endfor %}", ["items": [[1, 2]]]) == "[1, 2][]")
        let error = renderError("{% for a, b, c in d %}{% endfor %}", ["d": ["k": "v"]])
        #expect(error?.reason == #"Tuple '(key: "k", value: "v")' has less values than loop variables"#)
    }

    @Test("loop variables shadow and then disappear")
    func scoping() throws {
        #expect(try render("{% for x in items %}{{ x }}{% endfor %}{{ x }}", ["items": [1, 2], "x": "outer"]) == "12outer")
    }

    @Test("labelled loops expose their forloop to inner loops")
    func labels() throws {
        let output = try render(
            "{% outer: for a in xs %}{% for b in ys %}{{ forloop.outer.counter }}{{ forloop.counter }} {% endfor %}{% endfor %}",
            ["xs": [1, 2], "ys": [1, 2]],
            trim: .nothing
        )
        #expect(output == "11 12 21 22 ")
    }

    @Test("break and continue")
    func breakAndContinue() throws {
        let items: [String: TemplateValue] = ["items": [1, 2, 3, 4]]
        #expect(try render("{% for x in items %}{% if x == 3 %}{% break %}{% endif %}{{ x }}{% endfor %}", items) == "12")
        #expect(try render("{% for x in items %}{% if x == 2 %}{% continue %}{% endif %}{{ x }}{% endfor %}", items) == "134")
        #expect(try render("{% for x in items %}{{ x }}{% if forloop.first %}<{% break %}>{% endif %}!{% endfor %}", items) == "1<")
    }

    @Test("labelled break and continue (accepted directly in a labelled loop: upstream rejects it)")
    func labelledBreak() throws {
        let context: [String: TemplateValue] = ["xs": [1, 2, 3], "ys": [1, 2, 3]]
        #expect(try render(
            "{% outer: for a in xs %}{% for b in ys %}{% if b == 2 %}{% continue outer %}{% endif %}{{ a }}{{ b }} {% endfor %}{% endfor %}",
            context,
            trim: .nothing
        ) == "11 21 31 ")
        #expect(try render(
            "{% outer: for a in xs %}{% for b in ys %}{% if a == 2 %}{% break outer %}{% endif %}{{ a }}{{ b }} {% endfor %}{% endfor %}",
            context,
            trim: .nothing
        ) == "11 12 13 ")
        #expect(try render("{% outer: for a in xs %}{{ a }}{% break %}{% endfor %}", context) == "1")
    }

    @Test("break and continue errors")
    func loopControlErrors() {
        #expect(renderErrorReason("{% break %}") == "'break' can be used only inside loop body")
        #expect(renderErrorReason("{% for x in xs %}{% continue a b %}{% endfor %}") == "'continue a b' can accept only one parameter")
        #expect(renderErrorReason("{% for x in xs %}{% break nope %}{% endfor %}", ["xs": [1]])
            == "'break nope' can be used only inside loop body")
    }

    @Test("syntax errors")
    func syntaxErrors() {
        let syntax = "'for' statements should use the syntax: `for <x> in <y> [where <condition>]`."
        #expect(renderErrorReason("{% for x %}{% endfor %}") == syntax)
        #expect(renderErrorReason("{% for x on y %}{% endfor %}") == syntax)
        #expect(renderErrorReason("{% for x in y where %}{% endfor %}") == syntax)
        #expect(renderErrorReason("{% for x in y %}") == "`endfor` was not found.")
    }

    @Test("a body that unsets the loop variable does not disturb the next iteration")
    func unsettingLoopVariable() throws {
        let output = try render(
            "{% for x in items %}{{ x }}{% set x %}{% endset %}{% set x nothing %}[{{ x }}]{% set forloop nothing %}{% endfor %}",
            ["items": [1, 2]]
        )
        #expect(output == "1[]2[]")
    }

    @Test("forloop kept by set keeps its values")
    func keptForloop() throws {
        let output = try render(
            "{% for x in items %}{% set saved forloop %}{% for y in items %}{% endfor %}{{ saved.counter }}{% endfor %}",
            ["items": [1, 2]]
        )
        #expect(output == "12")
    }
}
