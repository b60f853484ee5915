import Dispatch
import Foundation
import MogenTemplate
import Testing

@Suite("Concurrent rendering")
struct ConcurrencyTests {
    @Test("one compiled template renders on many threads at once, each with its own context")
    func sharedTemplate() throws {
        let templates = [
            "page": #"{% import "macros" %}{% for i in items %}{% call line i %}{% endfor %}{% include "footer" %}"#,
            "macros": "{% macro line i %}{% set label %}{{ name }}-{{ i }}{% endset %}{{ label|uppercase }};{% endmacro %}",
            "footer": "[{{ name }}]",
        ]
        let environment = TemplateEnvironment(loader: DictionaryLoader(templates: templates), isStrict: true)
        let template = try environment.template(named: "page")
        let results = ResultsBox(count: 64)
        DispatchQueue.concurrentPerform(iterations: 64) { index in
            let name = "t\(index)"
            results.set(index, Result { try template.render(["name": .string(name), "items": [1, 2, 3]]) })
        }
        for index in 0..<64 {
            let expected = "T\(index)-1;T\(index)-2;T\(index)-3;[t\(index)]"
            #expect(try results.get(index)?.get() == expected)
        }
    }

    @Test("templates are loaded and cached safely from many threads")
    func concurrentLoading() throws {
        let names = (0..<16).map { "t\($0)" }
        let environment = TemplateEnvironment(loader: DictionaryLoader(templates: Dictionary(uniqueKeysWithValues: names.map { ($0, "{{ x }}-\($0)") })))
        let results = ResultsBox(count: 128)
        DispatchQueue.concurrentPerform(iterations: 128) { index in
            results.set(index, Result { try environment.render(templateNamed: names[index % 16], context: ["x": .int(index)]) })
        }
        for index in 0..<128 {
            #expect(try results.get(index)?.get() == "\(index)-t\(index % 16)")
        }
    }
}

/// Results written by concurrent iterations, one slot each.
private final class ResultsBox: @unchecked Sendable {
    private var results: [Result<String, any Error>?]
    private let lock = NSLock()

    init(count: Int) {
        results = Array(repeating: nil, count: count)
    }

    func set(_ index: Int, _ result: Result<String, any Error>) {
        lock.lock()
        results[index] = result
        lock.unlock()
    }

    func get(_ index: Int) -> Result<String, any Error>? {
        lock.lock()
        defer { lock.unlock() }
        return results[index]
    }
}

@Suite("Robustness")
struct RobustnessTests {
    @Test("self-including and mutually extending templates end in an error")
    func runawayLoading() {
        let templates = [
            "self": #"x{% include "self" %}"#,
            "a": #"{% extends "b" %}"#,
            "b": #"{% extends "a" %}"#,
            "importer": #"{% import "importer" %}"#,
        ]
        #expect(renderError(#"{% include "self" %}"#, templates: templates)?.reason.contains("nested more than") == true)
        #expect(renderError(#"{% include "a" %}"#, templates: templates) != nil)
        #expect(renderError(#"{% include "importer" %}"#, templates: templates) != nil)
    }

    @Test("deeply nested tags and subscripts are refused, not overflowing the stack")
    func deepNesting() throws {
        let deepTags = String(repeating: "{% if true %}", count: 500) + String(repeating: "{% endif %}", count: 500)
        #expect(renderError(deepTags)?.reason.contains("nested") == true)
        let deepSubscripts = "{{ a" + String(repeating: "[a", count: 200) + String(repeating: "]", count: 200) + " }}"
        #expect(renderError(deepSubscripts) != nil)
        let deepParentheses = "{% if " + String(repeating: "( ", count: 5_000) + "a" + String(repeating: " )", count: 5_000) + " %}{% endif %}"
        _ = try? render(deepParentheses)
        let moderate = String(repeating: "{% if true %}", count: 50) + "deep" + String(repeating: "{% endif %}", count: 50)
        #expect(try render(moderate) == "deep")
    }

    @Test("odd templates render or fail, never crash", arguments: [
        "{%", "{{", "{#", "%}", "}}", "{% for %}", "{% for in in in %}{% endfor %}", "{% if %}", "{% elif %}",
        "{% else %}", "{{ | }}", "{{ a| }}", "{{ |a }}", "{{ a|default: }}", "{{ ... }}", "{{ 1...2...3 }}",
        "{% set %}", "{% call %}", "{% macro %}", "{% map %}", "{% include %}", "{% extends %}{% extends %}",
        "{{ \"unterminated }}", "{{ a[b[c]] }}", "{{ a.[0] }}", "{% break %}", "{% for x in y %}{% empty %}{% empty %}{% endfor %}",
        "{% block a %}{% block a %}{% endblock %}{% endblock %}", "{{ x if }}", "{{ x if a else }}", "{% now 1 2 %}",
        "{{ 9223372036854775807...9223372036854775807 }}", "{{ -9223372036854775808...9223372036854775807 }}",
        "{% for x in -9223372036854775808...9223372036854775807 %}{% endfor %}", "{{ \u{0} }}", "{{ 😀|swiftIdentifier }}",
        "{{ \"\\u{301}\"|upperFirstLetter }}", "{{ \"\"|lowerFirstWord }}", "{{ \"\"|snakeToCamelCase }}",
    ])
    func oddTemplates(template: String) {
        _ = try? render(template, ["y": [1], "a": ["b": 1]])
        _ = try? render(template, ["y": [1]], strict: true)
    }
}
