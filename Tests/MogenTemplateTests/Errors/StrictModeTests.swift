import MogenTemplate
import Testing

@Suite("Strict mode")
struct StrictModeTests {
    let context: [String: TemplateValue] = ["entity": ["name": "Ada", "attributes": []], "flag": false]

    @Test("printing an undefined variable or member is an error with its location")
    func undefinedPrinting() throws {
        let variable = try #require(renderError("ok\n  {{ missing }}", context, strict: true))
        #expect(variable.reason == "Undefined variable 'missing'")
        #expect(variable.location?.line == 2)
        #expect(variable.location?.column == 6)
        #expect(renderError("{{ entity.nme }}", context, strict: true)?.reason == "Undefined variable 'entity.nme': no member 'nme'")
        #expect(renderError("{{ entity.name.first.x }}", context, strict: true)?.reason
            == "Undefined variable 'entity.name.first.x': no member 'x'")
        #expect(renderError("{{ missing|uppercase }}", context, strict: true)?.reason == "Undefined variable 'missing'")
        #expect(renderError("{% for a in entity.atributes %}{% endfor %}", context, strict: true) != nil)
        #expect(renderError("{{ entity.name|join:sep }}", context, strict: true)?.reason == "Undefined variable 'sep'")
    }

    @Test("tests, default, set and call stay lenient")
    func lenientPlaces() throws {
        let template = """
            {% if missing %}x{% elif entity.nothing %}y{% else %}z{% endif %}\
            {{ missing|default:"d" }}\
            {% for a in entity.attributes where a.missing %}{% endfor %}\
            {% set s missing %}\
            {% macro m p %}{% endmacro %}{% call m missing %}\
            {% if not missing.deeper %}n{% endif %}
            """
        #expect(try render(template, context, strict: true) == "zdn")
    }

    @Test("defined but null values print nothing")
    func nullIsDefined() throws {
        #expect(try render("[{{ value }}]", ["value": .null], strict: true) == "[]")
    }

    @Test("lenient mode prints nothing for the same templates")
    func lenientDefault() throws {
        #expect(try render("[{{ missing }}{{ entity.nme }}]", context) == "[]")
    }

    @Test("strict errors name the included template")
    func strictInInclude() throws {
        let error = try #require(renderError(#"{% include "part" %}"#, context, strict: true, templates: ["part": "{{ nope }}"]))
        #expect(error.location?.templateName == "part")
        #expect(error.includeStack.first?.templateName == "test.stencil")
    }
}
