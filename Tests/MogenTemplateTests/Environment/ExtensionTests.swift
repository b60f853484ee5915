import MogenTemplate
import Testing

@Suite("Custom filters and tags")
struct ExtensionTests {
    @Test("filters with a value, with arguments, and with the context")
    func customFilters() throws {
        var extras = TemplateExtension()
        extras.registerFilter("double") { value in .string(value.renderedString + value.renderedString) }
        extras.registerFilter("surround") { value, arguments in
            let mark = arguments.first?.renderedString ?? "*"
            return .string(mark + value.renderedString + mark)
        }
        extras.registerFilter("prefixed") { value, _, context in
            .string((context.value(named: "prefix")?.renderedString ?? "") + value.renderedString)
        }
        let output = try render(
            #"{{ name|double }} {{ name|surround:"_" }} {{ name|surround }} {{ name|prefixed|uppercase }}"#,
            ["name": "ab", "prefix": "p-"],
            extensions: [extras]
        )
        #expect(output == "abab _ab_ *ab* P-AB")
    }

    @Test("custom filters override built-ins and appear in suggestions")
    func overridesAndSuggestions() throws {
        var extras = TemplateExtension()
        extras.registerFilter("uppercase") { _ in "overridden" }
        extras.registerFilter("swiftTypeName") { value in value }
        #expect(try render("{{ x|uppercase }}", ["x": "a"], extensions: [extras]) == "overridden")
        let error = renderError("{{ x|swiftTypeNam }}", extensions: [extras])
        #expect(error?.suggestions == ["swiftTypeName"])
        #expect(TemplateEnvironment(extensions: [extras]).filterNames.contains("swiftTypeName"))
    }

    @Test("errors thrown by custom filters keep their text and location")
    func throwingFilter() throws {
        struct Refusal: Error, CustomStringConvertible { var description: String { "refused" } }
        var extras = TemplateExtension()
        extras.registerFilter("refuse") { _ in throw Refusal() }
        extras.registerFilter("templateError") { _ in throw TemplateError(reason: "custom reason") }
        let refusal = try #require(renderError("\n{{ x|refuse }}", extensions: [extras]))
        #expect(refusal.reason == "refused")
        #expect(refusal.location?.line == 2)
        #expect(refusal.notes == ["raised by the filter 'refuse'"])
        #expect(renderError("{{ x|templateError }}", extensions: [extras])?.reason == "custom reason")
    }

    @Test("a filter accepting undefined input runs in strict mode")
    func acceptsUndefined() throws {
        var extras = TemplateExtension()
        extras.registerFilter("orNone", acceptsUndefined: true) { value in value.isNull ? "none" : value }
        extras.registerFilter("plain") { value in value }
        #expect(try render("{{ missing|orNone }}", strict: true, extensions: [extras]) == "none")
        #expect(renderError("{{ missing|plain }}", strict: true, extensions: [extras])?.reason == "Undefined variable 'missing'")
    }

    @Test("a simple tag renders computed text")
    func simpleTag() throws {
        var extras = TemplateExtension()
        extras.registerSimpleTag("generatorVersion") { context in
            "mogen 1.0 for \(context.value(named: "model")?.renderedString ?? "?")"
        }
        #expect(try render("// {% generatorVersion %}", ["model": "Shop"], trim: .nothing, extensions: [extras]) == "// mogen 1.0 for Shop")
    }

    /// `{% repeat EXPR %}BODY{% endrepeat %}`: renders BODY EXPR times with `index` bound.
    final class RepeatNode: TemplateNode {
        let count: TemplateExpression
        let body: NodeList

        init(count: TemplateExpression, body: NodeList) {
            self.count = count
            self.body = body
        }

        func render(into output: inout TemplateOutput, context: RenderContext) throws {
            let count = try count.evaluate(in: context).intValue ?? 0
            for index in 0..<max(count, 0) {
                try context.withLevel(["index": .int(index)]) {
                    try body.render(into: &output, context: context)
                }
            }
        }
    }

    private var repeatExtension: TemplateExtension {
        var extras = TemplateExtension()
        extras.registerTag("repeat") { parser, token in
            guard token.components.count == 2 else { throw TemplateError(reason: "'repeat' takes one argument") }
            let count = try parser.compileExpression(token.components[1], in: token)
            let (body, end) = try parser.parseNodes(until: ["endrepeat"])
            guard end != nil else { throw TemplateError(reason: "`endrepeat` was not found.") }
            return RepeatNode(count: count, body: body)
        }
        extras.registerTag("when") { parser, token in
            let condition = try parser.compileCondition(token.components.dropFirst(), in: token)
            let (body, _) = try parser.parseNodes(until: ["endwhen"])
            return WhenNode(condition: condition, body: body)
        }
        return extras
    }

    final class WhenNode: TemplateNode {
        let condition: Condition
        let body: NodeList
        init(condition: Condition, body: NodeList) {
            self.condition = condition
            self.body = body
        }
        func render(into output: inout TemplateOutput, context: RenderContext) throws {
            if try condition.evaluate(in: context) {
                output.append(try body.renderedString(context: context))
            }
        }
    }

    @Test("a block tag consumes its body and renders it with new variables")
    func blockTag() throws {
        let output = try render(
            "{% repeat n|default:2 %}[{{ index }}{% if index == 1 %}!{% endif %}]{% endrepeat %}{{ index }}",
            ["n": 3],
            extensions: [repeatExtension]
        )
        #expect(output == "[0][1!][2]")
        #expect(try render("{% when a and not b %}yes{% endwhen %}", ["a": true], extensions: [repeatExtension]) == "yes")
        #expect(try render("{% when b %}yes{% endwhen %}", extensions: [repeatExtension]) == "")
    }

    @Test("errors from custom tags are located at the tag")
    func customTagErrors() throws {
        let missingEnd = try #require(renderError("a\n{% repeat 2 %}", extensions: [repeatExtension]))
        #expect(missingEnd.reason == "`endrepeat` was not found.")
        #expect(missingEnd.location?.line == 2)
        let badFilter = try #require(renderError("{% repeat n|nope %}{% endrepeat %}", extensions: [repeatExtension]))
        #expect(badFilter.reason.hasPrefix("Unknown filter 'nope'"))
        #expect(badFilter.location?.column == 11)
        #expect(renderError("{% repeet 2 %}", extensions: [repeatExtension])?.suggestions.contains("repeat") == true)
    }

    @Test("the render context reads and writes variables by level")
    func renderContextAPI() throws {
        var extras = TemplateExtension()
        extras.registerSimpleTag("remember") { context in
            context.setValue("kept", named: "memo")
            return context.withLevel(["memo": "inner"]) { context.value(named: "memo")?.renderedString ?? "" }
        }
        #expect(try render("{% remember %} {{ memo }}", ["": ""], extensions: [extras]) == "inner kept")
    }
}
