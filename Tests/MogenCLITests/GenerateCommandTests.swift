import Foundation
import MogenTestSupport
import Testing

@Suite("mogen generate, templates and dump --context as a process", .temporaryDirectories)
struct GenerateCommandTests {
    let employees = TestPackage.path("Samples/Employees.xcdatamodeld")

    @Test("generate writes the pair layout, then nothing when nothing changed")
    func pairLayout() throws {
        let directory = try TemporaryDirectory.make()
        let first = try MogenProcess.run(["generate", employees, "--output", directory])
        #expect(first.status == 0, "\(first.stderr)")
        #expect(first.stderr.contains("Employees: 9 files written, 0 unchanged"))
        let files = try FileManager.default.contentsOfDirectory(atPath: directory).sorted()
        #expect(files == [
            "Contractor+Generated.swift", "Contractor.swift", "Department+Generated.swift", "Department.swift",
            "Employee+Generated.swift", "Employee.swift", "Employees+Model.swift", "Person+Generated.swift", "Person.swift",
        ])
        let second = try MogenProcess.run(["generate", employees, "-o", directory])
        #expect(second.stderr.contains("0 files written, 9 unchanged"))
    }

    @Test("single layout, separate directories, access level and a variable")
    func options() throws {
        let directory = try TemporaryDirectory.make()
        let single = try MogenProcess.run([
            "generate", employees, "--layout", "single", "-o", directory, "--access-level", "internal",
        ])
        #expect(single.status == 0, "\(single.stderr)")
        let text = try String(contentsOfFile: directory + "/Employees+Generated.swift", encoding: .utf8)
        #expect(text.contains("\nnonisolated class Employee: Person {"))
        #expect(!text.contains("public "))
        let human = directory + "/human", machine = directory + "/machine"
        let split = try MogenProcess.run(["generate", employees, "--human-dir", human, "--machine-dir", machine])
        #expect(split.status == 0)
        #expect(FileManager.default.fileExists(atPath: human + "/Employee.swift"))
        #expect(FileManager.default.fileExists(atPath: machine + "/Employee+Generated.swift"))
        #expect(!FileManager.default.fileExists(atPath: human + "/Employee+Generated.swift"))
    }

    @Test("a model with errors writes nothing and exits 2")
    func invalidModel() throws {
        let directory = try TemporaryDirectory.make(with: [
            "Bad.xcdatamodel/contents": #"<model><entity name="A" representedClassName="A" parentEntity="A"/></model>"#,
        ])
        let result = try MogenProcess.run(["generate", "Bad.xcdatamodel", "-o", "out"], in: directory)
        #expect(result.status == 2)
        #expect(result.stderr.contains("Bad.xcdatamodel/contents:1:8: error: entity 'A' inherits from itself: A → A"))
        #expect(!FileManager.default.fileExists(atPath: directory + "/out"))
    }

    @Test("templates list and eject; generating with the ejected set gives the same files")
    func templates() throws {
        let list = try MogenProcess.run(["templates", "list"])
        #expect(list.status == 0)
        #expect(list.stdout == "mogenerator\nswift\nswiftdata\nswiftgen-swift4\nswiftgen-swift5\n")
        let directory = try TemporaryDirectory.make()
        let eject = try MogenProcess.run(["templates", "eject", "swift", directory + "/tpl"])
        #expect(eject.status == 0, "\(eject.stderr)")
        #expect(FileManager.default.fileExists(atPath: directory + "/tpl/machine.swift.stencil"))
        let again = try MogenProcess.run(["templates", "eject", "swift", directory + "/tpl"])
        #expect(again.stderr.contains("exists; not overwritten"))
        _ = try MogenProcess.run(["generate", employees, "-o", directory + "/builtin"])
        let custom = try MogenProcess.run(["generate", employees, "-o", directory + "/custom", "--template", directory + "/tpl"])
        #expect(custom.status == 0, "\(custom.stderr)")
        for name in try FileManager.default.contentsOfDirectory(atPath: directory + "/builtin") {
            #expect(FileManager.default.contents(atPath: directory + "/builtin/" + name)
                == FileManager.default.contents(atPath: directory + "/custom/" + name), "\(name)")
        }
        // A template that breaks a limit fails the run with a located error tagged with its category.
        let deep = String(repeating: "(", count: 65) + "a" + String(repeating: ")", count: 65)
        try Data("{% if \(deep) %}{% endif %}\n".utf8).write(to: URL(fileURLWithPath: directory + "/tpl/machine.swift.stencil"))
        let failing = try MogenProcess.run(["generate", employees, "-o", directory + "/failing", "--template", directory + "/tpl"])
        #expect(failing.status == 2)
        #expect(failing.stderr.contains("machine.swift.stencil:1:4: error: 'if' expression error: parentheses nested too deeply"))
        #expect(failing.stderr.contains("(more than 64 levels) [template]"))
        #expect(!FileManager.default.fileExists(atPath: directory + "/failing"))
        #expect(try MogenProcess.run(["templates", "eject", "nope", directory]).status == 64)
        // No such set or directory is an input error, as in mogen.json (DiagnosticReportingTests).
        #expect(try MogenProcess.run(["generate", employees, "--template", "nope"]).status == 2)
    }

    @Test("the binary works after being copied anywhere: templates are built in")
    func copiedBinary() throws {
        let directory = try TemporaryDirectory.make()
        let copy = directory + "/mogen"
        try FileManager.default.copyItem(atPath: MogenProcess.executable, toPath: copy)
        let result = try ChildProcess(copy, ["generate", employees, "-o", directory + "/out", "--layout", "single"], in: directory)
            .run()
        #expect(result.status == 0, "\(result.stderr)")
        #expect(FileManager.default.fileExists(atPath: directory + "/out/Employees+Generated.swift"))
    }

    @Test("dump --context prints the template context as JSON")
    func dumpContext() throws {
        let result = try MogenProcess.run(["dump", "Samples/Music.xcdatamodeld", "--context", "--access-level", "internal"])
        #expect(result.status == 0)
        let json = try #require(try JSONSerialization.jsonObject(with: Data(result.stdout.utf8)) as? [String: Any])
        #expect(json["protocolName"] as? String == "MusicManagedObject")
        #expect(json["accessLevel"] as? String == "internal")
        let entities = try #require(json["entities"] as? [[String: Any]])
        #expect(entities.compactMap { $0["className"] as? String } == ["Album", "Band", "Musician"])
    }

    @Test("generate --help documents every option")
    func help() throws {
        let help = try MogenProcess.run(["help", "generate"]).stdout
        for option in [
            "--output", "--layout", "--human-dir", "--machine-dir", "--template", "--model-version", "--access-level",
            "--optionality", "--module", "--codable", "--base-class", "--configuration", "--import", "--var",
            "--strict-templates",
        ] {
            #expect(help.contains(option), "\(option)")
        }
    }

    @Test("a transformable on the insecure unarchiver is a warning at the attribute, from lint and generate alike")
    func insecureTransformers() throws {
        let model = TestPackage.path("Tests/Models/Transformables.xcdatamodel")
        let warning = "Transformables.xcdatamodel/contents:42:9: warning: transformable attribute 'Sketch.legacy' has no "
            + "value transformer, so Core Data uses the insecure unarchiver"
        let lint = try MogenProcess.run(["lint", model])
        #expect(lint.status == 0)
        #expect(lint.stderr.contains(warning), "\(lint.stderr)")
        #expect(lint.stderr.contains("contents:43:9: warning: transformable attribute 'Sketch.archived' uses NSKeyedUnarchiveFromData"))
        let generated = try MogenProcess.run(["generate", model, "--stdout"])
        #expect(generated.status == 0)
        #expect(generated.stderr.contains(warning), "\(generated.stderr)")
        #expect(generated.stdout.contains("public enum TransformablesValueTransformers {"))
    }

    @Test("--rename: a property named like an NSManagedObject member generates, and lints, once renamed")
    func renames() throws {
        let names = TestPackage.path("Tests/Models/Names.xcdatamodel")
        let renames = ["--rename", "Note.deleted=isTrashed", "--rename", "Note.description=details", "--rename", "Note.entity=origin"]
        let refused = try MogenProcess.run(["lint", names])
        #expect(refused.status == 2)
        #expect(refused.stderr.contains("error: property 'Note.deleted' clashes with NSManagedObject's member 'deleted'"))
        #expect(try MogenProcess.run(["lint", names] + renames).status == 0)
        let generated = try MogenProcess.run(["generate", names, "--stdout"] + renames)
        #expect(generated.status == 0, "\(generated.stderr)")
        #expect(generated.stdout.contains("public var isTrashed: Bool {"))
        #expect(generated.stdout.contains("return primitiveValue(forKey: \"deleted\") as? Bool ?? false"))
        let wrong = try MogenProcess.run(["generate", names, "--stdout", "--rename", "deleted"])
        #expect(wrong.status == 64)
        #expect(wrong.stderr.contains("'--rename' takes Entity.property=name, not 'deleted'"))
        let unknown = try MogenProcess.run(["generate", names, "--stdout", "--rename", "Note.delted=isTrashed"] + renames.dropFirst(2))
        #expect(unknown.status == 2)
        #expect(unknown.stderr.contains("rename 'Note.delted': entity 'Note' has no property 'delted'; did you mean 'deleted'?"))
    }
}
