import Foundation
import MogenTestSupport
import Testing

/// `mogen generate` with SwiftGen's context and templates: one template file (`--template x.stencil`), the built-in
/// `swiftgen-swift5` set, `--output-file`, `--var` as SwiftGen's `--param`, and the modes that only report.
@Suite("mogen generate with the SwiftGen context", .temporaryDirectories)
struct SwiftGenCommandTests {
    /// A SwiftGen-style template that includes a file beside it and prints its parameters.
    private static func writeTemplate(in project: Project) throws {
        try project.write("templates/Entities.stencil", """
            // swiftlint:disable all
            // Generated using SwiftGen — https://github.com/SwiftGen/SwiftGen
            {% for model in models %}{% for name, entity in model.entities %}
            {% include "_entity.stencil" %}
            {% endfor %}{% endfor %}
            flag={{ param.flag }} list={% for item in param.list %}{{ item }};{% endfor %} edition={{ param.edition }}

            """)
        try project.write("templates/_entity.stencil", "// {{ entity.name }}: {{ entity.className }}\n")
    }

    @Test("a template file renders one file, named by --output-file, and --check, --list-outputs and --stdout agree")
    func templateFile() throws {
        let project = try Project()
        try Self.writeTemplate(in: project)
        let generate = [
            "generate", "Employees.xcdatamodeld", "--context", "swiftgen", "--template", "templates/Entities.stencil",
            "-o", "out", "--output-file", "CoreData.swift", "--var", "flag", "--var", "list=a", "--var", "list=b",
        ]
        let result = try project.mogen(generate)
        #expect(result.status == 0, "\(result.stderr)")
        let text = try project.read("out/CoreData.swift")
        #expect(text.contains("// Employee: Employee\n"), "\(text)")
        #expect(text.contains("flag=true list=a;b; edition=\n"), "\(text)")
        #expect(try FileManager.default.contentsOfDirectory(atPath: project.path("out")) == ["CoreData.swift"])
        #expect(try project.mogen(generate + ["--check"]).status == 0)
        let outputs = try project.mogen(generate + ["--list-outputs"])
        #expect(outputs.stdout.contains("out/CoreData.swift"), "\(outputs.stdout)")
        let printed = try project.mogen(generate + ["--stdout"])
        #expect(printed.stdout.contains("// Employee: Employee"), "\(printed.stdout)")
        // A changed output replaces the earlier one: both begin as SwiftGen's output does.
        let changed = try project.mogen(generate + ["--var", "edition=2"])
        #expect(changed.status == 0, "\(changed.stderr)")
        #expect(try project.read("out/CoreData.swift").contains("edition=2"))
    }

    @Test("mogen.json names the template file, the context, the output file and the parameters")
    func configuration() throws {
        let project = try Project()
        try Self.writeTemplate(in: project)
        try project.write("mogen.json", """
            { "models": [ { "model": "Employees.xcdatamodeld", "template": "templates/Entities.stencil",
              "context": "swiftgen", "output": "out", "outputFile": "Model.swift",
              "vars": { "flag": "on", "list": ["x", "y"] } } ] }
            """)
        let result = try project.mogen(["generate"])
        #expect(result.status == 0, "\(result.stderr)")
        #expect(try project.read("out/Model.swift").contains("flag=on list=x;y;"))
    }

    @Test("the built-in swiftgen-swift5 set writes SwiftGen's output; the pair layout and mogen's set refuse the context")
    func builtInSet() throws {
        let project = try Project()
        let result = try project.mogen(["generate", "Employees.xcdatamodeld", "--template", "swiftgen-swift5", "-o", "out"])
        #expect(result.status == 0, "\(result.stderr)")
        let text = try project.read("out/Employees+Generated.swift")
        #expect(text.hasPrefix("// swiftlint:disable all\n// Generated using SwiftGen"))
        #expect(text.contains("internal final class Employee") || text.contains("internal class Employee"), "\(text)")
        let pair = try project.mogen(["generate", "Employees.xcdatamodeld", "--template", "swiftgen-swift5",
            "--layout", "pair", "-o", "out"])
        #expect(pair.status == 2 && pair.stderr.contains("writes one file for the model"), "\(pair.stderr)")
        let mismatched = try project.mogen(["generate", "Employees.xcdatamodeld", "--context", "swiftgen", "-o", "out"])
        #expect(mismatched.status == 2 && mismatched.stderr.contains("renders the mogen context"), "\(mismatched.stderr)")
    }

    @Test("templates lists the SwiftGen sets, and an ejected copy renders as the built-in set")
    func ejected() throws {
        let project = try Project()
        let list = try project.mogen(["templates", "list"])
        #expect(list.stdout.contains("swiftgen-swift4\n") && list.stdout.contains("swiftgen-swift5\n"))
        #expect(try project.mogen(["templates", "eject", "swiftgen-swift5", "Mine"]).status == 0)
        #expect(try project.read("Mine/template-set.json").contains("\"swiftgen\""))
        #expect(try project.mogen(["generate", "Employees.xcdatamodeld", "--template", "swiftgen-swift5", "-o", "a"])
            .status == 0)
        let ejected = try project.mogen(["generate", "Employees.xcdatamodeld", "--template", "Mine", "-o", "b"])
        #expect(ejected.status == 0, "\(ejected.stderr)")
        #expect(try project.read("a/Employees+Generated.swift") == project.read("b/Employees+Generated.swift"))
    }

    @Test("dump --context --context-kind swiftgen prints SwiftGen's context, keys sorted")
    func dump() throws {
        let project = try Project()
        let result = try project.mogen(["dump", "Employees.xcdatamodeld", "--context", "--context-kind", "swiftgen"])
        #expect(result.status == 0, "\(result.stderr)")
        #expect(result.stdout.hasPrefix("{\n  \"models\": [\n    {\n      \"configurations\": {"), "\(result.stdout)")
        #expect(result.stdout.contains("\"propertyType\": \"attribute\""))
        let alone = try project.mogen(["dump", "Employees.xcdatamodeld", "--context-kind", "swiftgen"])
        #expect(alone.status == 64)
    }

    @Test("a broken template-set.json is an error at its line and column")
    func brokenManifest() throws {
        let project = try Project()
        #expect(try project.mogen(["templates", "eject", "swiftgen-swift5", "Mine"]).status == 0)
        try project.write("Mine/template-set.json", "{ \"context\": \"swiftgen\", \"naming\": 1 }\n")
        let result = try project.mogen(["generate", "Employees.xcdatamodeld", "--template", "Mine", "-o", "out"])
        #expect(result.status == 2)
        #expect(result.stderr.contains("Mine/template-set.json:1:26: error: unknown key 'naming' in template-set.json"),
            "\(result.stderr)")
    }
}
