import MogenTemplate
import Testing

@Suite("Lexing")
struct LexingTests {
    @Test("variables, tags and comments")
    func tokenKinds() throws {
        #expect(try render("a{{ x }}b{% if true %}c{% endif %}d{# note #}e", ["x": 1], trim: .nothing) == "a1bcde")
    }

    @Test("braces that open no token are text")
    func strayBraces() throws {
        #expect(try render("a { b } c {x} }} %}", trim: .nothing) == "a { b } c {x} }} %}")
    }

    @Test("an unclosed token swallows the rest of the template")
    func unclosedToken() throws {
        #expect(try render("func some() {{% if %}", trim: .nothing) == "func some() ")
        #expect(try render("{{ thing", trim: .nothing) == "")
        #expect(try render("text {# never closed", trim: .nothing) == "text ")
    }

    @Test("the first closing delimiter ends a token; quotes do not protect it")
    func firstClosingDelimiter() throws {
        #expect(try render(#"{{ "}}" }}"#, trim: .nothing) == #"" }}"#)
        #expect(try render("{{ '{{' }}", trim: .nothing) == "{{")
    }

    @Test("comments may span lines and hide tags")
    func comments() throws {
        #expect(try render("a{# {% if %} \n {{ x }} #}b", trim: .nothing) == "ab")
    }

    @Test("tags may span lines; empty tags render nothing")
    func multiLineTags() throws {
        #expect(try render("{%\nif x\n%}yes{% endif %}", ["x": true], trim: .nothing) == "yes")
        #expect(try render("a{% %}b{%}c", trim: .nothing) == "abc")
    }

    @Test("a tab is not a separator inside a tag")
    func tabsInTags() {
        #expect(renderErrorReason("{%\tif x\t%}{% endif %}")?.hasPrefix("Unknown template tag '\tif") == true)
    }

    @Test("quoted arguments keep their spaces; separators glue words")
    func componentSplitting() throws {
        #expect(try render(#"{{ items | join : ", " }}"#, ["items": ["a", "b"]]) == "a, b")
        #expect(try render(#"{{ value|default:"a:b" }}"#) == "a:b")
        #expect(try render(#"{% if ( a or b )and c %}yes{% endif %}"#, ["a": true, "c": true]) == "yes")
    }

    @Test("only block tags know whitespace markers")
    func markersOnVariables() throws {
        // `{{- name }}` looks up the variable "- name".
        #expect(try render("x {{- name }}", ["name": "n"], trim: .nothing) == "x ")
    }

    @Test("a one-character expression followed by spaces and a filter works (upstream trim bug fixed)")
    func singleCharacterTrimFix() throws {
        #expect(try render("{{ a |uppercase }}", ["a": "x"]) == "X")
        #expect(try render("{{ ab |uppercase }}", ["ab": "y"]) == "Y")
    }
}

@Suite("Whitespace control")
struct TrimmingTests {
    let items: [String: TemplateValue] = ["items": ["item 1", "item 2"]]

    @Test("nothing keeps every character")
    func nothing() throws {
        let output = try render("{% for item in items %}\n  - {{item}}\n{% endfor %}\ntext", items, trim: .nothing)
        #expect(output == "\n  - item 1\n\n  - item 2\n\ntext")
    }

    @Test("smart drops lines that hold only a tag")
    func smart() throws {
        let output = try render("{% for item in items %}\n  - {{item}}\n{% endfor %}\ntext", items)
        #expect(output == "  - item 1\n  - item 2\ntext")
        let indented = try render("    Items:\n    {% for item in items %}\n        - {{item}}\n    {% endfor %}", items)
        #expect(indented == "    Items:\n        - item 1\n        - item 2\n")
    }

    @Test("smart removes one newline only, and spaces before a tag even mid-line")
    func smartDetails() throws {
        #expect(try render("{% for item in items %}\n\n  - {{item}}\n{% endfor %}\ntext", items)
            == "\n  - item 1\n\n  - item 2\ntext")
        #expect(try render("{% for w in items %}{{ w }} {% endfor %}", items) == "item 1item 2")
        #expect(try render("{% if true %}  abc{% endif %}") == "  abc")
    }

    @Test("each mode on each side", arguments: [
        // leading = before a tag (end of the previous text), trailing = after it.
        // `$` matches before the final newline too, so the spaces of the last line go.
        (TrimBehaviour.Trim.whitespace, TrimBehaviour.Trim.nothing, "a  \n  \n{% if true %}  \n  b", "a  \n\n  \n  b"),
        // Two matches: "\n  " before the final newline, then that newline itself.
        (.whitespaceAndOneNewLine, .nothing, "a  \n  \n{% if true %}  \n  b", "a    \n  b"),
        (.whitespaceAndNewLines, .nothing, "a  \n  \n{% if true %}  \n  b", "a  \n  b"),
        (.nothing, .whitespace, "a\n{% if true %}  \n  b", "a\n\n  b"),
        (.nothing, .whitespaceAndOneNewLine, "a\n{% if true %}  \n\n  b", "a\n\n  b"),
        (.nothing, .whitespaceAndNewLines, "a\n{% if true %}  \n\n  b", "a\nb"),
    ] as [(TrimBehaviour.Trim, TrimBehaviour.Trim, String, String)])
    func modes(leading: TrimBehaviour.Trim, trailing: TrimBehaviour.Trim, template: String, expected: String) throws {
        let output = try render(template + "{% endif %}", trim: TrimBehaviour(leading: leading, trailing: trailing))
        #expect(output == expected)
    }

    @Test("ICU's `$` also matches before a final newline")
    func dollarBeforeFinalNewline() throws {
        let whitespace = TrimBehaviour(leading: .whitespace, trailing: .nothing)
        #expect(try render("x  \n{% if true %}{% endif %}", trim: whitespace) == "x\n")
        #expect(try render("x  \n  {% if true %}{% endif %}", trim: whitespace) == "x  \n")
        let oneNewLine = TrimBehaviour(leading: .whitespaceAndOneNewLine, trailing: .nothing)
        #expect(try render("abc\n\n{% if true %}{% endif %}", trim: oneNewLine) == "abc")
    }

    @Test("markers override the environment per side")
    func markers() throws {
        let numbers: [String: TemplateValue] = ["numbers": [1, 2, 3]]
        #expect(try render("{% for num in numbers -%}\n    {{num}}\n{%- endfor %}", numbers, trim: .nothing) == "123")
        #expect(try render("  {% if value +%}\n  {{text}}\n{%+ endif %}\n", ["value": true, "text": "hello"], trim: .all)
            == "\n  hello\n")
        #expect(try render("a\n{%+ if true %}\nb{% endif %}", trim: .all) == "a\nb")
    }

    @Test("variables and comments never trim their neighbours")
    func variablesDoNotTrim() throws {
        #expect(try render("a  {{ x }}  \nb {# c #}  \n", ["x": 1], trim: .all) == "a  1  \nb   \n")
    }

    @Test("behaviours parse from Stencil's names")
    func parsingNames() {
        #expect(TrimBehaviour(names: "smart") == .smart)
        #expect(TrimBehaviour(names: "whitespace,whitespaceAndOneNewLine") == .smart)
        #expect(TrimBehaviour(names: "nothing") == .nothing)
        #expect(TrimBehaviour(names: "all") == .all)
        #expect(TrimBehaviour(names: "whitespace") == TrimBehaviour(leading: .whitespace, trailing: .whitespace))
        #expect(TrimBehaviour(names: "whitespaceAndNewLines, nothing")
            == TrimBehaviour(leading: .whitespaceAndNewLines, trailing: .nothing))
        #expect(TrimBehaviour(names: "smartest") == nil)
        #expect(TrimBehaviour(names: "a,b,c") == nil)
        #expect(TrimBehaviour.smart.description == "whitespace,whitespaceAndOneNewLine")
        #expect(TrimBehaviour(names: TrimBehaviour.all.description) == .all)
    }
}
