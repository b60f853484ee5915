import Foundation
import MogenTemplate
import MogenTestSupport
import Testing

@Suite("Loaders and the compiled-template cache", .temporaryDirectories)
struct LoaderAndCacheTests {
    /// A fresh directory of templates, removed when the test ends.
    struct TemplateDirectory {
        let url: URL

        init(_ files: [String: String]) throws {
            url = URL(fileURLWithPath: try TemporaryDirectory.make(with: files))
        }

        func write(_ text: String, to name: String) throws {
            try Data(text.utf8).write(to: url.appendingPathComponent(name))
        }
    }

    @Test("search paths are tried in order; subdirectories are reachable")
    func searchPaths() throws {
        let first = try TemplateDirectory(["a.stencil": "first {% include \"sub/b.stencil\" %}"])
        let second = try TemplateDirectory(["a.stencil": "second", "sub/b.stencil": "b from second", "c.stencil": "c"])
        let environment = TemplateEnvironment(loader: FileSystemLoader(searchPaths: [first.url, second.url]), trimBehaviour: .nothing)
        #expect(try environment.render(templateNamed: "a.stencil") == "first b from second")
        #expect(try environment.render(templateNamed: "c.stencil") == "c")
        let byPath = TemplateEnvironment(loader: FileSystemLoader(searchPaths: [second.url.path]))
        #expect(try byPath.render(templateNamed: "a.stencil") == "second")
    }

    @Test("names may not leave the search path; a missing name says where it was looked for, and close names")
    func fileSystemErrors() throws {
        let directory = try TemplateDirectory(["a.stencil": "a", "entity.stencil": "e", ".hidden/entity.stencil": "h"])
        let other = try TemplateDirectory([:])
        let loader = FileSystemLoader(searchPaths: [directory.url])
        let environment = TemplateEnvironment(loader: loader)
        let outside = try #require(throws: TemplateError.self) { try environment.render(templateNamed: "../escape.stencil") }
        #expect(outside.reason.hasPrefix("Path `../escape.stencil` is located outside of base path"))
        let missing = try #require(throws: TemplateError.self) { try environment.render(templateNamed: "none.stencil") }
        #expect(missing.reason == "template 'none.stencil' not found")
        #expect(missing.notes == ["looked in the directory '\(directory.url.path)'"])

        let included = try #require(throws: TemplateError.self) {
            try environment.render(source: #"{% include "entty.stencil" %}"#, name: "main")
        }
        #expect(included.reason == "template 'entty.stencil' not found")
        #expect(included.suggestions == ["entity.stencil"])
        #expect(included.description.contains("main:1:4: note: did you mean 'entity.stencil'?"))

        let two = TemplateEnvironment(loader: FileSystemLoader(searchPaths: [directory.url, other.url]))
        let inTwo = try #require(throws: TemplateError.self) { try two.render(templateNamed: "none.stencil") }
        #expect(inTwo.notes == ["looked in the directories '\(directory.url.path)', '\(other.url.path)'"])
    }

    @Test("templates from a dictionary keep their names for errors")
    func dictionaryLoader() throws {
        let environment = TemplateEnvironment(loader: DictionaryLoader(templates: ["x": "{{ a|nope }}"]))
        let error = try #require(throws: TemplateError.self) { try environment.template(named: "x") }
        #expect(error.location?.templateName == "x")
        let noLoader = try #require(throws: TemplateError.self) { try TemplateEnvironment().template(named: "x") }
        #expect(noLoader.reason == "Template named `x` does not exist. No loaders found")
        // Stencil's text for its own loader, plus a suggestion.
        let dictionary = TemplateEnvironment(loader: DictionaryLoader(templates: ["base.stencil": ""]))
        let missing = try #require(throws: TemplateError.self) { try dictionary.template(named: "bse.stencil") }
        #expect(missing.reason == "Template named `bse.stencil` does not exist in loader MogenTemplate.DictionaryLoader")
        #expect(missing.suggestions == ["base.stencil"])
    }

    @Test("a template is compiled once and served from the cache until cleared")
    func cache() throws {
        let directory = try TemplateDirectory(["page.stencil": "v1 {% include \"part.stencil\" %}", "part.stencil": "p1"])
        let environment = TemplateEnvironment(loader: FileSystemLoader(searchPaths: [directory.url]), trimBehaviour: .nothing)
        let template = try environment.template(named: "page.stencil")
        #expect(try template.render() == "v1 p1")
        try directory.write("v2 {% include \"part.stencil\" %}", to: "page.stencil")
        try directory.write("p2", to: "part.stencil")
        // The page and its include were both cached.
        #expect(try environment.render(templateNamed: "page.stencil") == "v1 p1")
        #expect(try template.render() == "v1 p1")
        // Copies of an environment share its cache.
        let copy = environment
        copy.clearCache()
        #expect(try environment.render(templateNamed: "page.stencil") == "v2 p2")
        // A template compiled before clearing keeps its own nodes, but loads includes afresh.
        #expect(try template.render() == "v1 p2")
    }

    @Test("a compiled template renders many times with different contexts")
    func compileOnceRenderMany() throws {
        let template = try TemplateEnvironment().template(source: "Hello {{ name }}", name: "hello")
        #expect(template.name == "hello")
        #expect(try template.render(["name": "A"]) == "Hello A")
        #expect(try template.render(["name": "B"]) == "Hello B")
        #expect(try template.render() == "Hello ")
    }

    @Test("outputs of any size follow each other (the buffer is sized from the previous render)")
    func varyingOutputSizes() throws {
        let template = try TemplateEnvironment().template(source: "{% for x in items %}{{ x }}é{% endfor %}")
        for count in [3, 0, 1_000, 10, 50_000, 0, 2] {
            let items = TemplateValue.array((0..<count).map { .int($0 % 10) })
            let expected = (0..<count).map { "\($0 % 10)é" }.joined()
            #expect(try template.render(["items": items]) == expected)
        }
    }

    @Test("a broken template is not cached")
    func brokenTemplatesAreRetried() throws {
        let directory = try TemplateDirectory(["t.stencil": "{% if %}"])
        let environment = TemplateEnvironment(loader: FileSystemLoader(searchPaths: [directory.url]))
        #expect(throws: TemplateError.self) { try environment.template(named: "t.stencil") }
        try directory.write("fixed", to: "t.stencil")
        #expect(try environment.render(templateNamed: "t.stencil") == "fixed")
    }
}
