import Foundation
import MogenTemplate
import Testing

/// Runaway templates end in a located error, within the environment's ``TemplateLimits``.
@Suite("Limits")
struct LimitsTests {
    /// A top-level level exists only with a non-empty context, so `set` and `macro` store.
    let context: [String: TemplateValue] = ["a": true]

    @Test("the default limits, and an environment's own")
    func defaults() {
        #expect(TemplateLimits.default == TemplateLimits())
        #expect(TemplateLimits.default.maximumOutputBytes == 256 * 1024 * 1024)
        #expect(TemplateLimits.default.maximumIterations == 10_000_000)
        #expect(TemplateLimits.default.maximumNesting == 100)
        #expect(TemplateLimits.default.maximumExpressionDepth == 64)
        #expect(TemplateEnvironment().limits == .default)
        let limits = TemplateLimits(maximumIterations: 5)
        #expect(TemplateEnvironment(limits: limits).limits == limits)
    }

    // MARK: Output

    @Test("a string doubled by set ends at the output limit, where it crosses it")
    func doublingSet() throws {
        let template = "{% set s %}x{% endset %}\n" + String(repeating: "{% set s %}{{ s }}{{ s }}{% endset %}\n", count: 30) + "{{ s }}"
        let error = try #require(renderError(template, context, limits: TemplateLimits(maximumOutputBytes: 100_000)))
        #expect(error.reason.hasPrefix("Template output exceeds the limit of 100000 bytes"))
        // 2^16 bytes fit; the 17th doubling (line 17 of the loop, line 18 of the template) does not.
        #expect(error.location?.line == 17)
    }

    @Test("captured text counts although nothing is printed")
    func capturedText() {
        let template = "{% for i in 1...100 %}{% set s %}0123456789{% endset %}{% endfor %}"
        #expect(renderError(template, context, limits: TemplateLimits(maximumOutputBytes: 500))?.reason.hasPrefix("Template output exceeds") == true)
        #expect(throws: Never.self) { try render(template, context, limits: TemplateLimits(maximumOutputBytes: 1_000)) }
    }

    @Test("strings returned by filters count, so a filter applied in a loop cannot grow a string without bound")
    func filterResults() {
        // (A loop would not do: `set` inside it stores into the iteration's own level.)
        let template = #"{% set s "a" %}"# + String(repeating: "\n" + #"{% set s s|replace:"a","aa" %}"#, count: 40)
        let error = renderError(template, context, limits: TemplateLimits(maximumOutputBytes: 1 << 16))
        #expect(error?.reason.hasPrefix("Template output exceeds the limit of 65536 bytes") == true)
        // The strings returned are 2, 4, … bytes long; 2 + … + 2^15 ≤ 2^16 < 2 + … + 2^16.
        #expect(error?.location?.line == 17)
    }

    @Test("the output itself counts, macro and filter tag captures too")
    func printedOutput() throws {
        let limits = TemplateLimits(maximumOutputBytes: 50)
        #expect(try render(String(repeating: "x", count: 50), limits: limits).count == 50)
        #expect(renderError(String(repeating: "x", count: 51), limits: limits) != nil)
        #expect(renderError("{% for i in 1...100 %}{{ i }}{% endfor %}", limits: limits) != nil)
        #expect(renderError("{% macro m %}0123456789{% endmacro %}{% for i in 1...10 %}{% call m %}{% endfor %}", context, limits: limits) != nil)
        #expect(renderError("{% filter uppercase %}{% for i in 1...30 %}ab{% endfor %}{% endfilter %}", limits: limits) != nil)
    }

    @Test("indent refuses a width whose result would exceed the output limit, before building it")
    func indentWidth() throws {
        let huge = renderError(#"{{ "a\nb"|indent:9223372036854775807 }}"#)
        #expect(huge?.reason.hasPrefix("Template output exceeds the limit") == true)
        let overflowing = renderError(#"{{ "a\nb"|indent:9223372036854775807,"ab" }}"#)
        #expect(overflowing?.reason.hasPrefix("Template output exceeds the limit") == true)
        let limits = TemplateLimits(maximumOutputBytes: 1_000)
        let lines: [String: TemplateValue] = ["s": "a\nb\nc", "crlf": "a\r\nb"]
        // 3 lines × 400: over the limit, though one line's indentation is not.
        #expect(renderError("{{ s|indent:400 }}", lines, limits: limits) != nil)
        #expect(try render("{{ s|indent:2 }}", lines, limits: limits) == "a\n  b\n  c")
        #expect(try render("{{ crlf|indent:0 }}", lines) == "a\r\nb")
    }

    // MARK: Iterations

    @Test("nested loops count together, across the whole render")
    func nestedLoops() throws {
        let limits = TemplateLimits(maximumIterations: 10_000)
        let nested = "{% for i in items %}{% for j in items %}{% endfor %}{% endfor %}"
        let items = TemplateValue.array((0..<200).map { .int($0) })
        let error = try #require(renderError(nested, ["items": items], limits: limits))
        #expect(error.reason.hasPrefix("Template rendering exceeds the limit of 10000 iterations"))
        #expect(error.location?.column == 24)
        // 2 × 6,000 passes: neither loop alone reaches the limit, together they do.
        let sequential = "{% for i in items %}{% endfor %}{% for i in items %}{% endfor %}"
        let many = TemplateValue.array((0..<6_000).map { .int($0) })
        #expect(renderError(sequential, ["items": many], limits: limits) != nil)
        #expect(try render(sequential, ["items": items], limits: limits) == "")
    }

    @Test("huge ranges nested in loops end at the iteration limit")
    func hugeRanges() {
        // The inner range is refused before it is built.
        let nested = "{% for i in 1...100000 %}{% for j in 1...100000 %}{% endfor %}{% endfor %}"
        let error = renderError(nested, limits: TemplateLimits(maximumIterations: 150_000))
        #expect(error?.reason.hasPrefix("Template rendering exceeds the limit of 150000 iterations") == true)
        #expect(error?.location?.column == 54)
        // Building a range counts, even when it is not iterated.
        let limits = TemplateLimits(maximumIterations: 1_000)
        #expect(renderError("{% for i in 1...10 %}{% if 1...200 %}{% endif %}{% endfor %}", limits: limits) != nil)
        #expect(renderError("{% set r 1...2000 %}", context, limits: limits) != nil)
    }

    @Test("a macro calling itself twice per level ends, though it stays shallow")
    func exponentialMacro() throws {
        // Depth 20 (within the nesting limit), 2^21 calls.
        let template = """
            {% macro m s %}{% if s %}{% set t s|replace:"^.","","regex" %}{% call m t %}{% call m t %}{% endif %}{% endmacro %}\
            {% call m "\(String(repeating: "x", count: 20))" %}
            """
        let error = try #require(renderError(template, context, limits: TemplateLimits(maximumIterations: 100_000)))
        #expect(error.reason.hasPrefix("Template rendering exceeds the limit of 100000 iterations"))
        let plain = "{% macro m n %}{% for i in n %}{% call m i %}{% call m i %}{% endfor %}{% endmacro %}{% call m deep %}"
        var deep: TemplateValue = []
        for _ in 0..<30 { deep = [deep] }
        #expect(renderError(plain, ["deep": deep], limits: TemplateLimits(maximumIterations: 10_000)) != nil)
    }

    @Test("the nesting limit is the environment's")
    func nesting() throws {
        let templates = ["self": #"x{% include "self" %}"#]
        let limits = TemplateLimits(maximumNesting: 3)
        let error = try #require(renderError(#"{% include "self" %}"#, templates: templates, limits: limits))
        #expect(error.reason.hasPrefix("Templates nested more than 3 levels deep"))
        #expect(error.includeStack.count == 3)
    }

    // MARK: Recursion and depth

    @Test("a filter expression applying itself ends at the nesting limit")
    func selfApplyingFilter() {
        let error = renderError("{{ x|filter:f }}", ["x": "v", "f": "filter:f"])
        #expect(error?.reason.hasPrefix("Templates nested more than 100 levels deep") == true)
        #expect(error?.location?.column == 4)
    }

    @Test("long runs of not and long and/or chains parse and test without deep recursion")
    func longConditions() throws {
        // On a small stack, where recursing once per operator would overflow.
        let results = try onSmallStack {
            let nots = String(repeating: "not ", count: 10_000)
            let ands = "a" + String(repeating: " and a", count: 10_000)
            let ors = "b" + String(repeating: " or b", count: 10_000)
            return [
                try render("{% if \(nots)a %}yes{% else %}no{% endif %}", ["a": true]),
                try render("{% if not \(nots)a %}yes{% else %}no{% endif %}", ["a": true]),
                try render("{% if \(ands) %}yes{% endif %}", ["a": true]),
                try render("{% if \(ands) and b %}yes{% else %}no{% endif %}", ["a": true]),
                try render("{% if \(ors) or a %}yes{% endif %}", ["a": true]),
            ]
        }
        #expect(results == ["yes", "no", "yes", "no", "yes"])
        // Mixed chains keep their precedence: `and` binds tighter than `or`.
        #expect(try render("{% if a and b or a and a %}yes{% endif %}", ["a": true]) == "yes")
        #expect(try render("{% if b or a and b %}yes{% else %}no{% endif %}", ["a": true]) == "no")
        // `not not x` is still a sub-expression, which comparisons read as no value.
        #expect(try render("{% if not not a in b %}yes{% else %}no{% endif %}", ["a": "x", "b": ["x"]]) == "no")
        #expect(try render("{% if not not not a %}yes{% else %}no{% endif %}", ["a": false]) == "yes")
    }

    @Test("deep parentheses are refused before anything is built; other deep expressions too")
    func deepExpressions() throws {
        let parentheses = "{% if " + String(repeating: "( ", count: 8_000) + "a" + String(repeating: " )", count: 8_000) + " %}{% endif %}"
        let error = try #require(renderError(parentheses))
        #expect(error.reason == "'if' expression error: parentheses nested too deeply (more than 64 levels)")
        #expect(error.location?.line == 1)
        let limits = TemplateLimits(maximumExpressionDepth: 2)
        #expect(try render("{% if ( ( a ) ) %}yes{% endif %}", ["a": true], limits: limits) == "yes")
        #expect(renderError("{% if ( ( ( a ) ) ) %}yes{% endif %}", ["a": true], limits: limits) != nil)
        // Parentheses written without spaces are split off the word in one pass: 100,000 of them took over a minute
        // when each was split off a fresh copy of the rest.
        let unspaced = "{% if " + String(repeating: "(", count: 100_000) + "a" + String(repeating: ")", count: 100_000)
            + " %}{% endif %}"
        #expect(renderError(unspaced)?.reason == "'if' expression error: parentheses nested too deeply (more than 64 levels)")
        #expect(renderError("{% if a" + String(repeating: ")", count: 100_000) + " %}{% endif %}")?.reason
            == "'if' expression error: missing opening bracket")
        #expect(try render("{% if (a) and ((a)) %}yes{% endif %}", ["a": true]) == "yes")
        let comparisons = "a" + String(repeating: " == not a", count: 1_000)
        #expect(renderError("{% if \(comparisons) %}{% endif %}")?.reason
            == "'if' expression error: expression nested too deeply (more than 64 levels)")
    }

    // MARK: Regular expressions

    @Test("a catastrophic regular expression ends after linear work, with the pattern named")
    func catastrophicRegex() throws {
        let input = String(repeating: "a", count: 30) + "b"
        let error = try #require(renderError(#"{{ s|replace:"(a+)+$","x","regex" }}"#, ["s": .string(input)]))
        #expect(error.reason.hasPrefix("regular expression '(a+)+$' takes more than 1000000 matching steps on a 31-character input"))
        #expect(error.location?.column == 4)
        // Each call counts against the iterations.
        let calls = #"{% for i in 1...3 %}{{ "ab"|replace:"b","c","regex" }}{% endfor %}"#
        #expect(renderError(calls, limits: TemplateLimits(maximumIterations: 250)) != nil)
        #expect(try render(calls, limits: TemplateLimits(maximumIterations: 400)) == "acacac")
    }

    @Test("regex replacement gives what stringByReplacingMatches gives", arguments: [
        ("(b)", "[$1]", "abcb"), ("x*", "-", "abc"), ("^", ">", "a\nb"), ("é+", "e", "café éé"), ("(\\w+) (\\w+)", "$2 $1", "hello world"),
        ("😀", "smile", "a😀b😀"),
    ])
    func regexReplacement(pattern: String, template: String, input: String) throws {
        let expression = try NSRegularExpression(pattern: pattern)
        let expected = expression.stringByReplacingMatches(
            in: input, range: NSRange(input.startIndex..., in: input), withTemplate: template)
        let output = try render(#"{{ s|replace:p,t,"regex" }}"#, ["s": .string(input), "p": .string(pattern), "t": .string(template)])
        #expect(output == expected)
    }

    @Test("an invalid regular expression is named, not dumped as an NSError")
    func invalidRegex() {
        let error = renderError(#"{{ "abc"|replace:"(","x","regex" }}"#)
        #expect(error?.reason == "invalid regular expression '('")
    }

    // MARK: Ranges

    @Test("ranges at the ends of Int are read exactly; one too large to count is refused")
    func integerRanges() throws {
        #expect(try render("{% for i in 9223372036854775806...9223372036854775807 %}{{ i }},{% endfor %}")
            == "9223372036854775806,9223372036854775807,")
        #expect(try render("{% for i in 9223372036854775807...9223372036854775805 %}{{ i }},{% endfor %}")
            == "9223372036854775807,9223372036854775806,9223372036854775805,")
        #expect(try render("{% for i in -9223372036854775808...-9223372036854775807 %}{{ i }},{% endfor %}")
            == "-9223372036854775808,-9223372036854775807,")
        #expect(renderError("{% for i in -9223372036854775808...9223372036854775807 %}{% endfor %}")?.reason
            == "Range -9223372036854775808...9223372036854775807 is too large")
        #expect(renderError("{{ 9223372036854775807...-9223372036854775808 }}")?.reason
            == "Range 9223372036854775807...-9223372036854775808 is too large")
        #expect(try render("{{ k...j }}", ["k": 16_777_217, "j": 16_777_218]) == "[16777217, 16777218]")
    }
}
