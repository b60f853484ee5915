import MogenTemplate
import Testing

@Suite("Template values")
struct TemplateValueTests {
    @Test("printing follows Swift's descriptions", arguments: [
        (TemplateValue.null, ""),
        (.bool(true), "true"),
        (.bool(false), "false"),
        (.int(-5), "-5"),
        (.double(1), "1.0"),
        (.double(0.1), "0.1"),
        (.double(1e16), "1e+16"),
        (.float(240.0 / 255), "0.9411765"),
        (.string("{{ x }}"), "{{ x }}"),
        (["x", 1, true, 2.5, .null], #"["x", 1, true, 2.5, nil]"#),
        ([[1, 2], [3]], "[[1, 2], [3]]"),
        ([], "[]"),
        (["b": 2, "a": "x"], #"["a": "x", "b": 2]"#),
        ([:], "[:]"),
        (["quote\"d"], #"["quote\"d"]"#),
    ] as [(TemplateValue, String)])
    func printing(value: TemplateValue, expected: String) {
        #expect(value.renderedString == expected)
    }

    @Test("truthiness", arguments: [
        (TemplateValue.null, false), (.bool(true), true), (.bool(false), false),
        (.int(0), false), (.int(-1), false), (.int(2), true), (.double(0.5), true), (.double(-0.5), false),
        (.string(""), false), (.string("false"), true), ([], false), ([0], true), ([:], false), (["k": .null], true),
        (.object(Person(name: "x")), true),
    ] as [(TemplateValue, Bool)])
    func truthiness(value: TemplateValue, expected: Bool) {
        #expect(value.isTruthy == expected)
    }

    @Test("accessors and literals")
    func accessors() {
        let value: TemplateValue = ["s": "x", "i": 1, "b": true, "a": [1], "d": ["k": nil]]
        let dictionary = value.dictionaryValue
        #expect(dictionary?["s"]?.stringValue == "x")
        #expect(dictionary?["i"]?.intValue == 1)
        #expect(dictionary?["b"]?.boolValue == true)
        #expect(dictionary?["a"]?.arrayValue == [1])
        #expect(dictionary?["d"]?.dictionaryValue == ["k": .null])
        #expect(dictionary?["s"]?.intValue == nil)
        #expect(TemplateValue(nil as TemplateValue?).isNull)
        #expect(TemplateValue.int(1) != .double(1))
        let person = Person(name: "p")
        #expect(TemplateValue.object(person).objectValue === person)
        #expect(TemplateValue.object(person) == .object(person))
        #expect(TemplateValue.object(person) != .object(Person(name: "p")))
    }

    @Test("arrays, strings and dictionaries answer first, last, count and indexes")
    func builtInMembers() throws {
        let context: [String: TemplateValue] = [
            "items": ["a", "b", "c"], "empty": [], "word": "héllo", "dict": ["count": 99, "k": "v"],
        ]
        let output = try render(
            "{{ items.first }}{{ items.last }}{{ items.count }}{{ items.1 }}{{ items[2] }}[{{ items.3 }}{{ items.-1 }}]"
                + "|{{ empty.first }}{{ empty.last }}{{ empty.count }}"
                + "|{{ word.first }}{{ word.last }}{{ word.count }}{{ word.1 }}"
                + "|{{ dict.count }}{{ dict.k }}{{ dict[\"k\"] }}",
            context
        )
        #expect(output == "ac3bc[]|0|ho5é|2vv")
    }
}

/// A Swift type exposed to templates through the object protocol.
final class Person: TemplateObject, CustomStringConvertible {
    let name: String
    let friends: [Person]
    let age: Int?

    init(name: String, friends: [Person] = [], age: Int? = nil) {
        self.name = name
        self.friends = friends
        self.age = age
    }

    func templateValue(forKey key: String) -> TemplateValue? {
        switch key {
        case "name": .string(name)
        case "friends": TemplateValue(objects: friends)
        case "age": age.map { .int($0) } ?? .null
        case "initials": .string(String(name.prefix(1)))
        default: nil
        }
    }

    var description: String { "Person(\(name))" }
}

/// An object without a description.
final class Opaque: TemplateObject {
    func templateValue(forKey key: String) -> TemplateValue? { key == "kind" ? "opaque" : nil }
}

@Suite("Object protocol")
struct TemplateObjectTests {
    let ada = Person(name: "Ada", friends: [Person(name: "Bob"), Person(name: "Cy", age: 3)], age: 36)

    @Test("members, nested objects and arrays of objects")
    func members() throws {
        let output = try render(
            "{{ p.name }} {{ p.age }} {{ p.friends.count }} {{ p.friends.first.name }} {{ p.friends.last.age }}"
                + " {% for f in p.friends %}{{ f.name }}{% if not forloop.last %},{% endif %}{% endfor %}"
                + " {{ p.friends|join:\"+\" }} {{ p.missing }}.",
            ["p": .object(ada)],
            trim: .nothing
        )
        #expect(output == "Ada 36 2 Bob 3 Bob,Cy Person(Bob)+Person(Cy) .")
    }

    @Test("a member holding no value is defined but null")
    func nullMember() throws {
        let bob: TemplateValue = .object(Person(name: "Bob"))
        #expect(try render("[{{ p.age }}]{% if p.age %}yes{% else %}no{% endif %}", ["p": bob]) == "[]no")
        // Strict mode tells apart a member that exists (null prints nothing) and one that does not.
        #expect(try render("[{{ p.age }}]", ["p": bob], strict: true) == "[]")
        #expect(renderError("{{ p.agee }}", ["p": bob], strict: true)?.reason == "Undefined variable 'p.agee': no member 'agee'")
    }

    @Test("printing an object uses its description, or nothing")
    func printing() throws {
        #expect(try render("{{ p }}|{{ o }}|{{ o.kind }}", ["p": .object(ada), "o": .object(Opaque())]) == "Person(Ada)||opaque")
    }

    @Test("subscripts with variable keys reach objects and dictionaries")
    func variableSubscripts() throws {
        let context: [String: TemplateValue] = [
            "model": ["entities": ["Ada": .object(ada)]], "entity": ["superEntity": "Ada"], "key": "name",
        ]
        #expect(try render("{{ model.entities[entity.superEntity][key] }}", context) == "Ada")
        #expect(try render("{{ model.entities[entity.superEntity].friends[0].name }}", context) == "Bob")
    }

    @Test("rendering with an object as the context")
    func objectAsContext() throws {
        let template = try TemplateEnvironment().template(source: "{{ name }} has {{ friends.count }} friends{{ nothing }}")
        #expect(try template.render(object: ada) == "Ada has 2 friends")
    }

    @Test("objects work with map, join, where and comparisons")
    func objectsInTags() throws {
        let output = try render(
            #"{% map p.friends into names using f %}{{ f.name|uppercase }}{% endmap %}{{ names|join:"," }}"#
                + #" {% for f in p.friends where f.age > 1 %}{{ f.name }}{% endfor %}"#
                + #" {% if p.friends.first.name == "Bob" %}bob first{% endif %}"#,
            ["p": .object(ada)],
            trim: .nothing
        )
        #expect(output == "BOB,CY Cy bob first")
    }
}
