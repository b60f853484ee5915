import Foundation
import MogenTemplate
import Testing

@Suite("if, ifnot, filter, now")
struct ConditionalAndFilterTagTests {
    @Test("if, elif, else")
    func ifElifElse() throws {
        let template = "{% if a %}A{% elif b %}B{% elif c %}C{% else %}none{% endif %}"
        #expect(try render(template, ["a": true]) == "A")
        #expect(try render(template, ["b": 1]) == "B")
        #expect(try render(template, ["c": "x"]) == "C")
        #expect(try render(template) == "none")
        #expect(try render("{% if a %}A{% endif %}") == "")
    }

    @Test("if errors")
    func ifErrors() {
        #expect(renderErrorReason("{% if a %}") == "`endif` was not found.")
        #expect(renderErrorReason("{% if a %}{% endif a %}") == "`endif` was not found.")
        #expect(renderErrorReason("{% endif %}") == "Unknown template tag 'endif'")
        #expect(renderErrorReason("{% if a %}{% else %}{% elif b %}{% endif %}") == "Unknown template tag 'elif'")
    }

    @Test("ifnot")
    func ifnot() throws {
        #expect(try render("{% ifnot a %}A{% else %}B{% endif %}") == "A")
        #expect(try render("{% ifnot a %}A{% else %}B{% endif %}", ["a": true]) == "B")
        #expect(renderErrorReason("{% ifnot a b %}{% endif %}") == "'ifnot' statements should use the following syntax 'ifnot condition'.")
    }

    @Test("variables set in a branch stay in it")
    func branchScope() throws {
        #expect(try render("{% if true %}{% set x \"in\" %}{{ x }}{% endif %}[{{ x }}]", ["": ""]) == "in[]")
    }

    @Test("filter tag")
    func filterTag() throws {
        #expect(try render("{% filter lowercase | capitalize %}hELLO wORLD{% endfilter %}") == "Hello World")
        #expect(try render(#"{% filter split:","|join:";" %}a,b{% endfilter %}"#) == "a;b")
        #expect(renderErrorReason("{% filter %}{% endfilter %}") == "'filter' tag takes one argument, the filter expression")
        #expect(renderErrorReason("{% filter lowercase %}") == "`endfilter` was not found.")
    }

    @Test("now prints the date in the given format")
    func now() throws {
        let year = Calendar(identifier: .gregorian).component(.year, from: Date())
        let output = try render(#"{% now "yyyy" %}"#)
        // A render at midnight on New Year's Eve may see the next year.
        #expect(output == String(year) || output == String(year + 1))
        #expect(try render("{% now %}").contains(" at "))
        #expect(try render("{% now format %}", ["format": "'fixed'"]) == "fixed")
    }

    @Test("Stencil-only environments have no StencilSwiftKit tags or filters")
    func stencilOnly() {
        #expect(renderError("{% set x 1 %}", builtIns: .stencil)?.reason == "Unknown template tag 'set'")
        #expect(renderError("{{ x|snakeToCamelCase }}", builtIns: .stencil)?.reason.hasPrefix("Unknown filter 'snakeToCamelCase'") == true)
        #expect(TemplateEnvironment(builtIns: .stencil).filterNames
            == ["capitalize", "default", "filter", "indent", "join", "lowercase", "split", "uppercase"])
        #expect(TemplateEnvironment().tagNames.contains("macro"))
    }
}

@Suite("include, extends, block")
struct TemplateLoadingTagTests {
    let templates = [
        "greeting.html": "Hello {{ name }}{% set leaked \"yes\" %}",
        "base.html": "Header {% block body %}Base body{% endblock %} Footer {% block footer %}Base footer{% endblock %}",
        "child.html": "{% extends \"base.html\" %}{% block body %}Child body ({{ block.super }}){% endblock %}",
        "grandchild.html": "{% extends \"child.html\" %}{% block body %}Grandchild [{{ block.super }}]{% endblock %}",
        "nested-base.html": "{% block outer %}[{% block inner %}base inner{% endblock %}]{% endblock %}",
        "nested-child.html": "{% extends \"nested-base.html\" %}{% block inner %}child inner{% endblock %}",
    ]

    @Test("include sees the context; its changes stay inside; a second argument adds a level")
    func include() throws {
        #expect(try render(#"{% include "greeting.html" %}[{{ leaked }}]"#, ["name": "Kyle"], templates: templates)
            == "Hello Kyle[]")
        #expect(try render(#"{% include "greeting.html" person %}"#, ["person": ["name": "Ada"]], templates: templates)
            == "Hello Ada")
        #expect(try render("{% include file %}", ["file": "greeting.html", "name": "B"], templates: templates) == "Hello B")
    }

    @Test("include errors")
    func includeErrors() {
        #expect(renderErrorReason(#"{% include "missing.html" %}"#)
            == "Template named `missing.html` does not exist. No loaders found")
        #expect(renderErrorReason(#"{% include "missing.html" %}"#, templates: templates)
            == "Template named `missing.html` does not exist in loader MogenTemplate.DictionaryLoader")
        #expect(renderErrorReason("{% include %}", templates: templates)?.hasPrefix("'include' tag requires one argument") == true)
        #expect(renderErrorReason("{% include name %}", ["name": 1], templates: templates)
            == "'name' could not be resolved as a string")
    }

    @Test("extends: overriding blocks, block.super, several levels, nested blocks")
    func extends() throws {
        let environment = TemplateEnvironment(loader: DictionaryLoader(templates: templates), trimBehaviour: .nothing)
        #expect(try environment.render(templateNamed: "child.html")
            == "Header Child body (Base body) Footer Base footer")
        #expect(try environment.render(templateNamed: "grandchild.html")
            == "Header Grandchild [Child body (Base body)] Footer Base footer")
        #expect(try environment.render(templateNamed: "nested-child.html") == "[child inner]")
    }

    @Test("blocks render where they stand and can be printed again")
    func blocks() throws {
        #expect(try render("{% block repeat %}Block{% endblock %}{{ block.repeat }}") == "BlockBlock")
        #expect(try render("{% block open %}runs to the end") == "runs to the end")
    }

    @Test("extends errors")
    func extendsErrors() {
        #expect(renderErrorReason("{% extends %}", templates: templates) == "'extends' takes one argument, the template file to be extended")
        #expect(renderErrorReason(#"{% extends "base.html" %}{% extends "base.html" %}"#, templates: templates)
            == "'extends' cannot appear more than once in the same template")
        #expect(renderErrorReason("{% block %}{% endblock %}") == "'block' tag takes one argument, the block name")
    }
}
