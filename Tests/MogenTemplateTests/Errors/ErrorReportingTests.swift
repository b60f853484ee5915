import MogenTemplate
import Testing

@Suite("Error reporting")
struct ErrorReportingTests {
    @Test("the description names template, line and column, then shows the line with a caret")
    func descriptionFormat() throws {
        let error = try #require(renderError("line one\n  {{ name|upperFirstLeter }}\n"))
        #expect(error.location?.templateName == "test.stencil")
        #expect(error.location?.line == 2)
        #expect(error.location?.column == 6)
        #expect(error.description == """
            test.stencil:2:6: error: Unknown filter 'upperFirstLeter'. Found similar filters: 'upperFirstLetter'.
              {{ name|upperFirstLeter }}
                 ^~~~~~~~~~~~~~~~~~~~
            """)
    }

    @Test("unknown tags and filters suggest the closest names")
    func suggestions() throws {
        let tag = try #require(renderError("{% macr %}"))
        #expect(tag.reason == "Unknown template tag 'macr'")
        #expect(tag.suggestions == ["macro"])
        #expect(tag.description.contains("macro"))
        let filter = try #require(renderError("{{ x|lowercas }}"))
        #expect(filter.reason == "Unknown filter 'lowercas'. Found similar filters: 'lowercase'.")
        #expect(filter.suggestions == ["lowercase"])
        let far = try #require(renderError("{{ x|zzzzzzzzzzzzzz }}"))
        #expect(far.reason == "Unknown filter 'zzzzzzzzzzzzzz'.")
        #expect(far.suggestions.isEmpty)
        // Several names at the same distance, in a stable (sorted) order.
        let several = try #require(renderError("{{ x|!hasSuffi }}"))
        #expect(several.suggestions == several.suggestions.sorted())
    }

    @Test("a misplaced end tag suggests what the open tag expects")
    func endTagSuggestions() throws {
        let error = try #require(renderError("{% for x in xs %}{% endif %}{% endfor %}"))
        #expect(error.reason == "Unknown template tag 'endif'")
        #expect(error.description.contains("endfor"))
    }

    @Test("columns count characters; tabs are kept under the caret")
    func columns() throws {
        let error = try #require(renderError("é\t{{ x|nope }}"))
        #expect(error.location?.column == 6)
        #expect(error.location?.highlightedSourceLine == "é\t{{ x|nope }}\n \t   ^~~~~~")
    }

    @Test("errors in included and extended templates carry the stack")
    func includeStack() throws {
        let templates = [
            "outer.stencil": "first\n{% include \"inner.stencil\" %}",
            "inner.stencil": "{{ value|nope }}",
            "child.stencil": "{% extends \"base.stencil\" %}",
            "base.stencil": "\n\n{% if %}{% endif %}",
        ]
        let environment = TemplateEnvironment(loader: DictionaryLoader(templates: templates))
        let included = try #require(throws: TemplateError.self) { try environment.render(templateNamed: "outer.stencil") }
        #expect(included.location?.templateName == "inner.stencil")
        #expect(included.includeStack.map(\.templateName) == ["outer.stencil"])
        #expect(included.includeStack.first?.line == 2)
        #expect(included.outermostLocation?.templateName == "outer.stencil")
        #expect(included.description.contains("outer.stencil:2:4: note: in the template loaded here"))

        let extended = try #require(throws: TemplateError.self) { try environment.render(templateNamed: "child.stencil") }
        #expect(extended.reason == "'if' expression error: end")
        #expect(extended.location?.templateName == "base.stencil")
        #expect(extended.location?.line == 3)
        #expect(extended.includeStack.map(\.templateName) == ["child.stencil"])
    }

    @Test("a missing included template is reported at the include tag")
    func missingInclude() throws {
        let error = try #require(renderError("a\n  {% include \"gone\" %}", templates: [:]))
        #expect(error.reason == "Template named `gone` does not exist in loader MogenTemplate.DictionaryLoader")
        #expect(error.location?.line == 2)
        #expect(error.includeStack.isEmpty)
    }

    @Test("render errors point at the failing node")
    func renderErrorLocation() throws {
        let error = try #require(renderError("ok\n{{ a }} {{ value|hexToInt }}", ["value": 1]))
        #expect(error.reason == "invalidInputType")
        #expect(error.location?.line == 2)
        #expect(error.location?.column == 12)
    }

    @Test("an unnamed template prints line and column only; errors without location print the reason")
    func unnamed() throws {
        let error = try #require(throws: TemplateError.self) { try TemplateEnvironment().render(source: "{{ x|nope }}") }
        #expect(error.description.hasPrefix("1:4: error: Unknown filter 'nope'."))
        #expect(TemplateError(reason: "plain").description == "error: plain")
    }
}
