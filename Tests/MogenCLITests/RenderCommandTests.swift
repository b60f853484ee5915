import Foundation
import MogenTestSupport
import Testing

@Suite("mogen render as a process", .temporaryDirectories)
struct RenderCommandTests {
    @Test("renders with a JSON context from a file or standard input, with search paths")
    func render() throws {
        let directory = try TemporaryDirectory.make(with: [
            "hello.stencil": "Hello {{ name|upperFirstLetter }}:{% for i in items %} {{ i }}{% endfor %}\n{% include \"part.stencil\" %}\n",
            "parts/part.stencil": "[{{ name }}]",
            "context.json": #"{"name": "world", "items": [1, 2.5, true]}"#,
        ])
        let fromFile = try MogenProcess.run(
            ["render", "hello.stencil", "--context", "context.json", "--search-path", "parts"], in: directory)
        #expect(fromFile.status == 0, "\(fromFile.stderr)")
        #expect(fromFile.stdout == "Hello World: 1 2.5 true[world]")
        let fromStdin = try MogenProcess.run(
            ["render", "hello.stencil", "-c", "-", "-I", "parts"], in: directory,
            stdin: #"{"name": "you", "items": []}"#)
        #expect(fromStdin.stdout == "Hello You:[you]")
    }

    @Test("trim behaviours by name")
    func trim() throws {
        let directory = try TemporaryDirectory.make(with: ["t.stencil": "{% if true %}\n  x\n{% endif %}\n"])
        #expect(try MogenProcess.run(["render", "t.stencil"], in: directory).stdout == "  x\n")
        #expect(try MogenProcess.run(["render", "t.stencil", "--trim", "nothing,nothing"], in: directory).stdout == "\n  x\n\n")
        #expect(try MogenProcess.run(["render", "t.stencil", "--trim", "whitespaceAndNewLines,whitespaceAndNewLines"],
            in: directory).stdout == "x")
        let bad = try MogenProcess.run(["render", "t.stencil", "--trim", "sideways"], in: directory)
        #expect(bad.status == 64)
    }

    @Test("errors are located, exit 2; strict mode rejects undefined variables")
    func errors() throws {
        let directory = try TemporaryDirectory.make(with: [
            "bad.stencil": "ok\n{% bogus %}\n", "undefined.stencil": "{{ missing }}x\n", "broken.json": "{ nope",
            "array.json": "[1]",
        ])
        let bad = try MogenProcess.run(["render", "bad.stencil"], in: directory)
        #expect(bad.status == 2)
        #expect(bad.stderr.contains("bad.stencil:2:4: error: Unknown template tag 'bogus'"))
        // The error line carries its category, as mogen's other diagnostics do.
        #expect(bad.stderr.split(separator: "\n").first?.hasSuffix(" [template]") == true)
        #expect(bad.stderr.contains("^"))
        #expect(bad.stdout.isEmpty)
        #expect(try MogenProcess.run(["render", "undefined.stencil"], in: directory).stdout == "x\n")
        let strict = try MogenProcess.run(["render", "undefined.stencil", "--strict"], in: directory)
        #expect(strict.status == 2)
        #expect(strict.stderr.contains("undefined.stencil:1:4: error: Undefined variable 'missing'"))
        #expect(try MogenProcess.run(["render", "undefined.stencil", "-c", "broken.json"], in: directory).status == 2)
        #expect(try MogenProcess.run(["render", "undefined.stencil", "-c", "array.json"], in: directory).stderr
            .contains("must be a JSON object"))
        #expect(try MogenProcess.run(["render", "nowhere.stencil"], in: directory).status == 2)
        #expect(try MogenProcess.run(["render"], in: directory).status == 64)
    }
}
