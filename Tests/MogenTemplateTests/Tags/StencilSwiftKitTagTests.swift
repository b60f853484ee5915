import MogenTemplate
import Testing

@Suite("set, macro, call, map, import")
struct StencilSwiftKitTagTests {
    let context: [String: TemplateValue] = ["": ""]

    @Test("set renders a body to a string, or stores an expression's value")
    func set() throws {
        #expect(try render("{% set greeting %}Hi {{ name }}{% endset %}{{ greeting }}!", ["name": "Ada"]) == "Hi Ada!")
        #expect(try render("{% set items 1...3 %}{{ items.count }}{{ items|join:\",\" }}", context) == "31,2,3")
        #expect(try render(#"{% set name "ada"|uppercase %}{{ name }}"#, context) == "ADA")
        #expect(try render(#"{% set x "a" %}{% set x missing %}[{{ x }}]"#, context) == "[]")
    }

    @Test("set stores into the current level only")
    func setScope() throws {
        #expect(try render("{% for i in 1...2 %}{% set last i %}{% endfor %}[{{ last }}]", context) == "[]")
        #expect(try render(#"{% set x "top" %}{% for i in 1...1 %}{% set x "loop" %}{{ x }}{% endfor %}{{ x }}"#, context) == "looptop")
        // Stencil gives an empty context no level: a top-level set stores nothing.
        #expect(try render(#"{% set x "top" %}[{{ x }}]"#) == "[]")
    }

    @Test("set errors")
    func setErrors() {
        #expect(renderErrorReason("{% set %}")
            == "'set' tag takes at least one argument (the name of the variable to set) and optionally the value expression.")
        #expect(renderErrorReason("{% set a b c %}")
            == "'set' tag takes at least one argument (the name of the variable to set) and optionally the value expression.")
        #expect(renderErrorReason("{% set a %}") == "`endset` was not found.")
        #expect(renderErrorReason("{% set a b %}{% endset %}") == "Unknown template tag 'endset'")
    }

    @Test("macro and call: parameters, dynamic scope, recursion")
    func macros() throws {
        let output = try render(
            """
            {% macro greet name punctuation %}Hello {{ name }}{{ punctuation }} ({{ caller }}){% endmacro %}\
            {% call greet "Ada" "!" %} {% call greet who|uppercase "?" %}
            """,
            ["who": "bob", "caller": "outside"],
            trim: .nothing
        )
        #expect(output == "Hello Ada! (outside) Hello BOB? (outside)")
        let tree: TemplateValue = ["name": "a", "children": [["name": "b", "children": [["name": "c", "children": []]]], ["name": "d"]]]
        let recursive = try render(
            "{% macro node n %}{{ n.name }}({% for c in n.children %}{% call node c %}{% endfor %}){% endmacro %}{% call node tree %}",
            ["tree": tree]
        )
        #expect(recursive == "a(b(c())d())")
    }

    @Test("recursion through call ends with an error, not a crash")
    func runawayRecursion() {
        let reason = renderErrorReason("{% macro loop %}{% call loop %}{% endmacro %}{% call loop %}", context)
        #expect(reason?.hasPrefix("Templates nested more than 100 levels deep") == true)
    }

    @Test("call errors")
    func callErrors() {
        #expect(renderErrorReason("{% call nothing %}") == "Call to undefined block 'nothing'.")
        #expect(renderErrorReason("{% macro m a %}{% endmacro %}{% call m %}", context) == "Block 'm' accepts 1 parameters, 0 given.")
        #expect(renderErrorReason("{% call %}") == "'call' tag takes at least one argument, the name of the block to call.")
        #expect(renderErrorReason("{% macro %}{% endmacro %}") == "'macro' tag takes at least one argument, the name of the variable to set.")
        #expect(renderErrorReason("{% macro m %}") == "`endmacro` was not found.")
    }

    @Test("map renders its body per element and stores the strings")
    func map() throws {
        let output = try render(
            "{% map items into result using item %}{{ maploop.counter }}{{ item|uppercase }}{{ maploop.first }}{{ maploop.last }}{% endmap %}{{ result }}",
            ["items": ["a", "b"]]
        )
        #expect(output == #"["0Atruefalse", "1Bfalsetrue"]"#)
        #expect(try render("{% map items into r %}{{ maploop.item }}{% endmap %}{{ r|join }}", ["items": [1, 2]]) == "12")
        #expect(try render("{% map items into r %}x{% endmap %}[{{ r }}]", ["items": []]) == "[]")
    }

    @Test("map errors")
    func mapErrors() {
        let syntax = "'map' statements should use the following 'map {array} into {varname} [using {element}]'."
        #expect(renderErrorReason("{% map items %}{% endmap %}") == syntax)
        #expect(renderErrorReason("{% map items into r using %}{% endmap %}") == syntax)
        #expect(renderErrorReason("{% map items into r %}") == "`endmap` was not found.")
    }

    @Test("import brings macros and sets into the current level, without output")
    func importTag() throws {
        let templates = ["macros.stencil": "ignored text{% macro shout x %}{{ x|uppercase }}!{% endmacro %}{% set imported \"yes\" %}"]
        #expect(try render(#"{% import "macros.stencil" %}{% call shout "hi" %} {{ imported }}"#, context, templates: templates)
            == "HI! yes")
        #expect(renderErrorReason("{% import %}", templates: templates) == "'import' tag requires one argument, the template file to be imported.")
        #expect(renderErrorReason(#"{% import "none" %}"#, templates: templates)
            == "Template named `none` does not exist in loader MogenTemplate.DictionaryLoader")
    }
}
