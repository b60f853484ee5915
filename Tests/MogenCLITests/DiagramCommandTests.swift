import Foundation
import MogenTestSupport
import Testing

@Suite("mogen diagram as a process", .temporaryDirectories)
struct DiagramCommandTests {
    static func golden(_ name: String) -> String? {
        FileManager.default.contents(atPath: TestPackage.path("Tests/Golden/Diagrams/\(name)"))
            .map { String(decoding: $0, as: UTF8.self) }
    }

    @Test("prints Mermaid by default, and each format as its golden file")
    func standardOutput() throws {
        let mermaid = try MogenProcess.run(["diagram", "Samples/Employees.xcdatamodeld"])
        #expect(mermaid.status == 0, "\(mermaid.stderr)")
        #expect(mermaid.stdout == Self.golden("Employees.mmd"))
        #expect(mermaid.stderr.isEmpty)
        for format in ["dot", "svg", "mermaid"] {
            let run = try MogenProcess.run(["diagram", "Samples/Music.xcdatamodeld", "--format", format])
            #expect(run.status == 0)
            #expect(run.stdout == Self.golden("Music.\(format == "mermaid" ? "mmd" : format)"))
        }
    }

    @Test("--model-version picks a version of a bundle")
    func modelVersion() throws {
        let old = try MogenProcess.run(["diagram", "Samples/Recipes.xcdatamodeld", "--model-version", "Recipes"])
        let current = try MogenProcess.run(["diagram", "Samples/Recipes.xcdatamodeld"])
        #expect(old.status == 0 && current.status == 0)
        #expect(old.stdout != current.stdout)
        #expect(current.stdout == Self.golden("Recipes.mmd"))
    }

    @Test("--output writes the file whole and prints nothing; a directory is refused")
    func output() throws {
        let directory = try TemporaryDirectory.make(with: ["existing.svg": "old"])
        let model = TestPackage.path("Samples/Employees.xcdatamodeld")
        let run = try MogenProcess.run(["diagram", model, "--format", "svg", "--output", "existing.svg"], in: directory)
        #expect(run.status == 0, "\(run.stderr)")
        #expect(run.stdout.isEmpty)
        let written = FileManager.default.contents(atPath: directory + "/existing.svg").map {
            String(decoding: $0, as: UTF8.self)
        }
        #expect(written == Self.golden("Employees.svg"))
        // Nothing else is left in the directory (no temporary file).
        #expect(try FileManager.default.contentsOfDirectory(atPath: directory) == ["existing.svg"])

        try FileManager.default.createDirectory(atPath: directory + "/folder", withIntermediateDirectories: false)
        let refused = try MogenProcess.run(["diagram", model, "-o", "folder"], in: directory)
        #expect(refused.status == 2)
        #expect(refused.stderr.contains("folder: error: is a directory"))
        let missing = try MogenProcess.run(["diagram", model, "-o", "no/such/dir/x.mmd"], in: directory)
        #expect(missing.status == 2)
        #expect(!FileManager.default.fileExists(atPath: directory + "/no"))
    }

    @Test("a wrong format or a missing model is a usage error; an unreadable model is reported as lint does")
    func errors() throws {
        let badFormat = try MogenProcess.run(["diagram", "Samples/Employees.xcdatamodeld", "--format", "png"])
        #expect(badFormat.status == 64)
        #expect(badFormat.stderr.contains("png"))
        #expect(try MogenProcess.run(["diagram"]).status == 64)
        let directory = try TemporaryDirectory.make(with: ["Broken.xcdatamodel/contents": "<model><entity name=\"A\">"])
        let broken = try MogenProcess.run(["diagram", "Broken.xcdatamodel"], in: directory)
        let lint = try MogenProcess.run(["lint", "Broken.xcdatamodel"], in: directory)
        #expect(broken.status == 2)
        #expect(broken.stdout.isEmpty)
        #expect(broken.stderr.contains("Broken.xcdatamodel/contents:1:"))
        #expect(lint.stderr.hasPrefix(broken.stderr.split(separator: "\n").first.map(String.init) ?? "?"))
        let absent = try MogenProcess.run(["diagram", "Nowhere.xcdatamodeld"], in: directory)
        #expect(absent.status == 2)
    }

    @Test("--help shows the formats and examples")
    func help() throws {
        let help = try MogenProcess.run(["diagram", "--help"])
        #expect(help.status == 0)
        #expect(help.stdout.contains("--format"))
        #expect(help.stdout.contains("mogen diagram Samples/Music.xcdatamodeld --format svg --output Music.svg"))
        #expect(try MogenProcess.run(["--help"]).stdout.contains("diagram"))
    }
}
