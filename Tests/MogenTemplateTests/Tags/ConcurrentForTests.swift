import MogenTemplate
import Testing

/// Loops of 32 iterations or more render on several threads; what they produce must be what rendering in order
/// produces, whatever the threads' timing. Loops of fewer iterations render in order, which gives the reference for
/// errors.
@Suite("for, rendered concurrently")
struct ConcurrentForTests {
    let items: TemplateValue = .array((0..<500).map { .int($0) })

    @Test("forloop variables, nested and labelled loops, as in order")
    func loopVariables() throws {
        let template = """
            {% outer: for x in items %}{{ forloop.counter }}/{{ forloop.counter0 }}/{{ forloop.length }}\
            {% if forloop.first %}F{% endif %}{% if forloop.last %}L{% endif %}:{{ x }}\
            {% for y in pair %}[{{ y }}{{ forloop.counter }}.{{ forloop.outer.counter }}]{% endfor %};{% endfor %}
            """
        let output = try render(template, ["items": items, "pair": ["a", "b"]])
        let expected = (0..<500).map { x in
            "\(x + 1)/\(x)/500" + (x == 0 ? "F" : "") + (x == 499 ? "L" : "") + ":\(x)[a1.\(x + 1)][b2.\(x + 1)];"
        }.joined()
        #expect(output == expected)
    }

    @Test("what the body stores stays in its iteration")
    func setInBody() throws {
        let template = """
            {% for x in items %}<{{ y }}>{% set y %}{{ x }}{% endset %}{{ y }}\
            {% macro twice v %}{{ v }}{{ v }}{% endmacro %}{% call twice x %};{% endfor %}{{ y }}
            """
        let output = try render(template, ["items": items, "top": true])
        #expect(output == (0..<500).map { "<>\($0)\($0)\($0);" }.joined())
    }

    @Test("dictionaries iterate their sorted entries concurrently too")
    func dictionaryEntries() throws {
        let dictionary = TemplateValue.dictionary(Dictionary(uniqueKeysWithValues: (0..<100).map { ("k\($0)", .int($0)) }))
        let output = try render("{% for k, v in d %}{{ k }}={{ v }}{{ forloop.counter }};{% endfor %}", ["d": dictionary])
        let expected = (0..<100).map { ("k\($0)", $0) }.sorted { $0.0 < $1.0 }.enumerated()
            .map { "\($1.0)=\($1.1)\($0 + 1);" }.joined()
        #expect(output == expected)
    }

    @Test("break and continue end or skip iterations as in order")
    func loopControl() throws {
        let template = """
            {% for x in items %}{% if x == 5 %}{% continue %}{% endif %}{{ x }},{% if x == 300 %}{% break %}{% endif %}\
            {% endfor %}
            """
        #expect(try render(template, ["items": items]) == (0...300).filter { $0 != 5 }.map { "\($0)," }.joined())
        let outer = """
            {% outer: for x in items %}{% for y in pair %}{% if x == 40 and y == "b" %}{% break outer %}{% endif %}\
            {{ x }}{{ y }};{% endfor %}{% endfor %}
            """
        let expected = (0..<40).map { "\($0)a;\($0)b;" }.joined() + "40a;"
        #expect(try render(outer, ["items": items, "pair": ["a", "b"]]) == expected)
    }

    @Test("the error is the first one in order, where rendering in order reports it")
    func firstError() throws {
        // Iterations 10, 20 and 250 fail; rendering in order stops at 10.
        let template = """
            {% for x in items %}{{ x }}
            {% if x == 250 %}{{ late }}{% endif %}
            {% if x == 20 %}{{ middle }}{% endif %}
            {% if x == 10 %}{{ early }}{% endif %}
            {% endfor %}
            """
        let concurrent = try #require(renderError(template, ["items": items], strict: true))
        let inOrder = try #require(renderError(template, ["items": .array((0..<31).map { .int($0) })], strict: true))
        #expect(concurrent.description == inOrder.description)
        #expect(concurrent.location?.line == 4)
    }

    @Test("limits stop the loop where they stop it in order")
    func limits() throws {
        let template = "{% for x in items %}{% include \"part\" %}{% endfor %}"
        let templates = ["test.stencil": template, "part": "{{ x }}-"]
        let iterations = try #require(renderError(
            template, ["items": items], templates: templates, limits: TemplateLimits(maximumIterations: 301)))
        // Each iteration counts its pass and its include: the 151st does not fit, at its include, as in order.
        #expect(iterations.reason.hasPrefix("Template rendering exceeds the limit of 301 iterations"))
        let inOrder = try #require(renderError(
            template, ["items": .array((0..<31).map { .int($0) })], templates: templates,
            limits: TemplateLimits(maximumIterations: 21)))
        #expect(iterations.location?.description == inOrder.location?.description)
        let output = try #require(renderError(
            template, ["items": items], templates: templates, limits: TemplateLimits(maximumOutputBytes: 1_000)))
        #expect(output.reason.hasPrefix("Template output exceeds the limit of 1000 bytes"))
        // Just enough for all of it.
        let fullSize = (0..<500).map { "\($0)-" }.joined().utf8.count
        #expect(throws: Never.self) {
            try render(template, ["items": items], templates: templates, limits: TemplateLimits(maximumOutputBytes: fullSize))
        }
    }

    @Test("a block in the body renders in order")
    func blocksInBody() throws {
        let template = "{% for x in items %}{% block b %}{{ x }}{% endblock %}{% endfor %}|{{ block.b }}"
        #expect(try render(template, ["items": items]) == (0..<500).map(String.init).joined() + "|499")
    }
}
