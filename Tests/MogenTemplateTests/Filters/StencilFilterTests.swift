import MogenTemplate
import Testing

@Suite("Stencil filters")
struct StencilFilterTests {
    @Test("capitalize, uppercase, lowercase", arguments: [
        ("{{ value|capitalize }}", TemplateValue.string("hELLO wORLD foo-bar"), "Hello World Foo-Bar"),
        ("{{ value|capitalize }}", "1st place", "1St Place"),
        ("{{ value|capitalize }}", ["kyle", "KYLE"], #"["Kyle", "Kyle"]"#),
        ("{{ value|uppercase }}", "ß abc", "SS ABC"),
        ("{{ value|lowercase }}", ["A", 1], #"["a", "1"]"#),
        ("{{ value|uppercase }}", 5, "5"),
    ] as [(String, TemplateValue, String)])
    func letterCase(template: String, value: TemplateValue, expected: String) throws {
        #expect(try render(template, ["value": value]) == expected)
    }

    @Test("default keeps defined values, including empty and false ones")
    func defaultFilter() throws {
        #expect(try render(#"{{ missing|default:"x" }}"#) == "x")
        #expect(try render(#"{{ missing|default:other,"World" }}"#) == "World")
        #expect(try render(#"{{ missing|default:other,"World" }}"#, ["other": "o"]) == "o")
        #expect(try render(#"[{{ empty|default:"x" }}][{{ no|default:"x" }}][{{ zero|default:"x" }}]"#, ["empty": "", "no": false, "zero": 0])
            == "[][false][0]")
        #expect(try render(#"{{ "nil"|default:"x" }}"#) == "x")
        #expect(try render("[{{ missing|default }}]") == "[]")
    }

    @Test("join and split")
    func joinAndSplit() throws {
        #expect(try render(#"{{ items|join:", " }}"#, ["items": ["a", 1, true]]) == "a, 1, true")
        #expect(try render("{{ items|join }}", ["items": ["a", "b"]]) == "ab")
        #expect(try render("{{ items|join:flag }}", ["items": ["a", "b"], "flag": true]) == "atrueb")
        #expect(try render(#"{{ value|join:"," }}"#, ["value": "unchanged"]) == "unchanged")
        #expect(try render(#"{{ value|split }}"#, ["value": "a b  c"]) == #"["a", "b", "", "c"]"#)
        #expect(try render(#"{{ value|split:"," }}"#, ["value": "a,b"]) == #"["a", "b"]"#)
        #expect(try render(#"{{ value|split:"," }}"#, ["value": 3]) == "3")
        #expect(renderErrorReason(#"{{ items|join:"a","b" }}"#, ["items": []]) == "'join' filter takes at most one argument")
        #expect(renderErrorReason(#"{{ value|split:"a","b" }}"#, ["value": ""]) == "'split' filter takes at most one argument")
    }

    @Test("indent")
    func indent() throws {
        let value: [String: TemplateValue] = ["value": "a\nb\n\nc"]
        #expect(try render("{{ value|indent }}", value) == "a\n    b\n\n    c")
        #expect(try render(#"{{ value|indent:2,"-",true }}"#, value) == "--a\n--b\n\n--c")
        #expect(try render("{{ value|indent:1 }}", ["value": "x\r\ny"]) == "x\n\n y")
        #expect(renderErrorReason(#"{{ value|indent:"x" }}"#, value) == #"'indent' filter width argument must be an Integer (Optional("x"))"#)
    }

    @Test("the filter filter applies a filter named by a value")
    func dynamicFilter() throws {
        #expect(try render("{{ name|filter:f }}", ["name": "kyle", "f": "uppercase"]) == "KYLE")
        #expect(try render("{{ items|filter:f }}", ["items": ["a", "b"], "f": #"join:", ""#]) == "a, b")
        #expect(renderErrorReason("{{ name|filter:f }}", ["name": "k", "f": "nope"])?.hasPrefix("Unknown filter 'nope'") == true)
    }

    @Test("filters without arguments refuse them")
    func argumentsToArgumentlessFilter() {
        #expect(renderErrorReason("{{ name|uppercase:5 }}", ["name": "x"]) == "Can't invoke filter with an argument")
    }

    @Test("filters chain left to right, even in unexecuted branches they must exist")
    func chaining() throws {
        #expect(try render(#"{{ value|split:","|join:"+"|uppercase }}"#, ["value": "a,b"]) == "A+B")
        #expect(renderErrorReason("{% if false %}{{ x|unknownFilter }}{% endif %}")?.hasPrefix("Unknown filter 'unknownFilter'") == true)
    }
}
