import Foundation
import MogenTestSupport
import Testing

/// Every message has one form, `path:line:column: severity: message [category]` with notes after it, and every
/// exit code follows one rule: 64 for the command line's form, 2 for what the inputs hold, wherever they were named.
@Suite("diagnostics and exit codes, as a process", .temporaryDirectories)
struct DiagnosticReportingTests {
    let music = TestPackage.path("Samples/Music.xcdatamodeld")

    @Test("a user template's error is at the template's file, as opened from the working directory")
    func userTemplateError() throws {
        let directory = try TemporaryDirectory.make(with: ["tpl/single.swift.stencil": "ok\n{{ model.name|upperFirst }}\n"])
        let result = try MogenProcess.run(
            ["generate", music, "--layout", "single", "--template", "tpl", "-o", "out"], in: directory)
        #expect(result.status == 2)
        let lines = result.stderr.split(separator: "\n").map(String.init)
        let first = try #require(lines.first)
        #expect(first.hasPrefix("tpl/single.swift.stencil:2:4: error: Unknown filter 'upperFirst'."), "\(result.stderr)")
        #expect(first.hasSuffix(" [template]"))
        #expect(lines.dropFirst().first == "{{ model.name|upperFirst }}")
        let path = String(first.prefix { $0 != ":" })
        #expect(FileManager.default.fileExists(atPath: directory + "/" + path))
    }

    @Test("an error in an included template shows the include trail as notes")
    func includeTrail() throws {
        let directory = try TemporaryDirectory.make(with: [
            "tpl/single.swift.stencil": "{% for entity in model.entities %}{% include \"parts/entity.stencil\" %}{% endfor %}\n",
            "tpl/parts/entity.stencil": "// entity\n{% bogus %}\n",
        ])
        let result = try MogenProcess.run(
            ["generate", music, "--layout", "single", "--template", "tpl", "-o", "out"], in: directory)
        #expect(result.status == 2)
        #expect(result.stderr.hasPrefix("tpl/parts/entity.stencil:2:4: error: Unknown template tag 'bogus'"),
            "\(result.stderr)")
        #expect(result.stderr.contains("[template]\n{% bogus %}\n   ^"))
        #expect(result.stderr.contains("\ntpl/single.swift.stencil:1:38: note: in the template loaded here\n"))

        // `render` prints the same form: the included file under its search path, the note in the given template.
        let rendered = try MogenProcess.run(["render", "tpl/single.swift.stencil", "-I", "tpl", "-c", "-"],
            in: directory, stdin: #"{"model": {"entities": [1]}}"#)
        #expect(rendered.status == 2)
        #expect(rendered.stderr.hasPrefix("tpl/parts/entity.stencil:2:4: error: Unknown template tag 'bogus'"),
            "\(rendered.stderr)")
        #expect(rendered.stderr.contains("\ntpl/single.swift.stencil:1:38: note: in the template loaded here\n"))
    }

    @Test("exit codes: 64 for the command line's form, 2 for what needs the disk, wherever it was named")
    func exitCodes() throws {
        let directory = try TemporaryDirectory.make(with: [
            "bad-template.json": "{\n  \"models\": [{ \"model\": \"\(music)\", \"template\": \"nosuch\" }]\n}\n",
            "bad-layout.json": "{\n  \"models\": [{ \"model\": \"\(music)\", \"layout\": \"triple\" }]\n}\n",
        ])
        // A template set that does not exist: an input error, on the command line as in mogen.json.
        let commandLine = try MogenProcess.run(["generate", music, "--template", "nosuch"], in: directory)
        #expect(commandLine.status == 2)
        #expect(commandLine.stderr.hasPrefix("mogen: error: 'nosuch' is neither a built-in template set"))
        #expect(commandLine.stderr.hasSuffix(" [template]\n"), "\(commandLine.stderr)")
        let configured = try MogenProcess.run(["generate", "--config", "bad-template.json"], in: directory)
        #expect(configured.status == 2)
        #expect(configured.stderr.contains("bad-template.json:2:"), "\(configured.stderr)")
        #expect(configured.stderr.contains("'nosuch' is neither a built-in template set"))

        // A value not among an option's choices: a usage error on the command line, with the usage line; in
        // mogen.json, an error in that file at the value.
        let layout = try MogenProcess.run(["generate", music, "--layout", "triple"], in: directory)
        #expect(layout.status == 64)
        #expect(layout.stderr.hasPrefix("mogen generate: error: invalid value 'triple' for '--layout'"))
        #expect(layout.stderr.contains("\nUSAGE: mogen generate"))
        let configuredLayout = try MogenProcess.run(["generate", "--config", "bad-layout.json"], in: directory)
        #expect(configuredLayout.status == 2)
        #expect(configuredLayout.stderr.contains("bad-layout.json:2:"), "\(configuredLayout.stderr)")

        // A usage error found by a command, not the parser, has the same form.
        let render = try MogenProcess.run(["render", "x.stencil", "--trim", "sideways"], in: directory)
        #expect(render.status == 64)
        #expect(render.stderr.contains("mogen render: error: invalid value 'sideways' for '--trim'"))
        #expect(render.stderr.contains("\nUSAGE: mogen render"))
    }
}
