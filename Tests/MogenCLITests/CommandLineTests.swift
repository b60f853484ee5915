import Foundation
import MogenTestSupport
import Testing

@Suite("mogen as a process: top-level behaviour, dump and lint", .temporaryDirectories)
struct CommandLineTests {
    let employees = "Samples/Employees.xcdatamodeld"

    @Test("--version, --help and help COMMAND")
    func helpAndVersion() throws {
        let version = try MogenProcess.run(["--version"])
        #expect(version.status == 0)
        #expect(version.stdout.range(of: #"^\d+\.\d+\.\d+\n$"#, options: .regularExpression) != nil)
        let help = try MogenProcess.run(["--help"])
        #expect(help.status == 0)
        #expect(help.stdout.contains("COMMANDS:"))
        #expect(help.stdout.contains("dump"))
        #expect(help.stdout.contains("lint"))
        let helpDump = try MogenProcess.run(["help", "dump"])
        #expect(helpDump.status == 0)
        #expect(helpDump.stdout.contains("USAGE: mogen dump <model>"))
        #expect(try MogenProcess.run(["dump", "--help"]).stdout == helpDump.stdout)
        #expect(try MogenProcess.run(["lint", "-h"]).stdout.contains("--warnings-as-errors"))
    }

    @Test("usage errors exit 64 with a suggestion")
    func usageErrors() throws {
        let unknown = try MogenProcess.run(["dupm"])
        #expect(unknown.status == 64)
        #expect(unknown.stderr.contains("unknown command 'dupm'; did you mean 'dump'?"))
        // No command at all is not a mistake: the command list (MessagesTests).
        let none = try MogenProcess.run([])
        #expect(none.status == 0)
        let option = try MogenProcess.run(["dump", employees, "--fromat", "text"])
        #expect(option.status == 64)
        #expect(option.stderr.contains("unknown option '--fromat'; did you mean '--format'?"))
        #expect(option.stderr.contains("USAGE: mogen dump"))
        #expect(try MogenProcess.run(["dump"]).status == 64)
        #expect(try MogenProcess.run(["dump", employees, "--format=yaml"]).status == 64)
        #expect(try MogenProcess.run(["help", "nothing"]).status == 64)
    }

    @Test("dump prints the same bytes every run, in JSON or text")
    func dump() throws {
        let first = try MogenProcess.run(["dump", employees])
        let second = try MogenProcess.run(["dump", employees, "--format=json"])
        #expect(first.status == 0)
        #expect(first.stderr.isEmpty)
        #expect(first.stdout == second.stdout)
        #expect(first.stdout.contains("\"path\": \"Samples/Employees.xcdatamodeld\""))
        #expect(!first.stdout.contains(TestPackage.root))
        let text = try MogenProcess.run(["dump", employees, "--format", "text"])
        #expect(text.stdout.hasPrefix("model Employees (version Employees)\n"))
        let older = try MogenProcess.run(["dump", "Samples/Recipes.xcdatamodeld", "--model-version", "Recipes", "--format", "text"])
        #expect(older.stdout.hasPrefix("model Recipes (version Recipes)\n"))
    }

    @Test("dump --context takes every setting that shapes the context, --import included")
    func dumpContextSettings() throws {
        let plain = try MogenProcess.run(["dump", employees, "--context"])
        let shaped = try MogenProcess.run(
            ["dump", employees, "--context", "--import", "Shared", "--access-level", "internal"])
        #expect(shaped.status == 0, "\(shaped.stderr)")
        #expect(!plain.stdout.contains("\"Shared\""))
        #expect(shaped.stdout.contains("\"Shared\""))
        #expect(shaped.stdout.contains("\"accessLevel\": \"internal\""))
    }

    @Test("dump --swiftdata: the SwiftData context, with every version of a bundle, and stand-ins for SwiftData code")
    func dumpSwiftData() throws {
        let plain = try MogenProcess.run(["dump", "Samples/Recipes.xcdatamodeld", "--context"])
        #expect(plain.stdout.contains("\"swiftData\": null"))
        let context = try MogenProcess.run(["dump", "Samples/Recipes.xcdatamodeld", "--context", "--swiftdata"])
        #expect(context.status == 0, "\(context.stderr)")
        #expect(context.stdout.contains("\"typeName\": \"RecipesSchemaV1\""))
        #expect(context.stdout.contains("\"migrationPlanTypeName\": \"RecipesMigrationPlan\""))
        let stubs = try MogenProcess.run(["dump", "Samples/Music.xcdatamodeld", "--type-stubs", "--swiftdata"])
        #expect(stubs.status == 0, "\(stubs.stderr)")
        #expect(!stubs.stdout.contains("import CoreData"))
        #expect(stubs.stdout.contains("enum AlbumFormat: Int16"))
    }

    @Test("lint: clean models exit 0, bad ones exit 2 with located diagnostics")
    func lint() throws {
        let clean = try MogenProcess.run(["lint", employees, "Samples/Music.xcdatamodeld"])
        #expect(clean.status == 0)
        #expect(clean.stderr == "Samples/Employees.xcdatamodeld: 0 errors, 0 warnings\nSamples/Music.xcdatamodeld: 0 errors, 0 warnings\n")

        let directory = try TemporaryDirectory.make(with: ["Bad.xcdatamodel/contents": ModelXML.document("""
                <entity name="A" syncable="YES">
                    <relationship name="b" optional="YES" maxCount="1" deletionRule="Nullify" destinationEntity="B"/>
                </entity>
            """)])
        let bad = try MogenProcess.run(["lint", "Bad.xcdatamodel"], in: directory)
        #expect(bad.status == 2)
        #expect(bad.stderr.contains(
            "Bad.xcdatamodel/contents:4:9: error: relationship 'A.b' has unknown destination entity 'B' [reference]"))
        #expect(bad.stderr.contains("Bad.xcdatamodel: 1 error, 0 warnings"))
    }

    @Test("lint --warnings-as-errors fails on warnings")
    func warningsAsErrors() throws {
        let directory = try TemporaryDirectory.make(with: ["W.xcdatamodel/contents": """
            <model>
                <entity name="A"><relationship name="a" optional="YES" maxCount="1" deletionRule="Nullify" destinationEntity="A"/></entity>
            </model>
            """])
        let lenient = try MogenProcess.run(["lint", "W.xcdatamodel"], in: directory)
        #expect(lenient.status == 0)
        #expect(lenient.stderr.contains("warning: A.a does not have an inverse"))
        let strict = try MogenProcess.run(["lint", "W.xcdatamodel", "--warnings-as-errors"], in: directory)
        #expect(strict.status == 2)
        #expect(strict.stderr.contains("error: A.a does not have an inverse"))
        let quiet = try MogenProcess.run(["lint", "-q", "W.xcdatamodel"], in: directory)
        #expect(quiet.stderr.isEmpty)
    }

    @Test("unreadable input exits 2 with a located diagnostic, never a crash", arguments: [
        ("missing.xcdatamodeld", "missing.xcdatamodeld: error: no such file or directory [input]"),
        ("junk/contents", "junk/contents:1:1: error: malformed XML"),
        ("truncated/contents", "truncated/contents:2:"),
    ])
    func unreadable(path: String, expected: String) throws {
        let directory = try TemporaryDirectory.make(with: [
            "junk/contents": "this is not xml", "truncated/contents": "<model>\n<entity name=\"A\"",
        ])
        for command in ["dump", "lint"] {
            let result = try MogenProcess.run([command, path], in: directory)
            #expect(result.status == 2, "\(command) \(path)")
            #expect(result.stderr.contains(expected), "\(command): \(result.stderr)")
            #expect(result.stdout.isEmpty)
        }
    }
}
