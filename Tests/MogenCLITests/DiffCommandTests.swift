import Foundation
import MogenTestSupport
import Testing

@Suite("mogen diff")
struct DiffCommandTests {
    let library = "Tests/Models/Library.xcdatamodeld"

    @Test("a bundle's current version against the one before, and --from/--to")
    func bundleVersions() throws {
        let current = try MogenProcess.run(["diff", library])
        #expect(current.status == 0)
        #expect(current.stdout.hasPrefix("\(library) 'Library 2' → \(library) 'Library 3'\nverdict: mapping-model"))
        let earlier = try MogenProcess.run(["diff", library, "--from", "Library", "--to", "Library 2"])
        #expect(earlier.status == 0)
        #expect(earlier.stdout.contains("verdict: lightweight"))
        #expect(earlier.stdout.contains("~ attribute pageCount: renamed from 'pages'  [lightweight: attribute-renamed]"))
        let same = try MogenProcess.run(["diff", library, "--from", "Library 2", "--to", "Library 2"])
        #expect(same.stdout.hasSuffix("no changes: an existing store opens as it is\n"))
    }

    @Test("two paths, each a version folder or a bundle at --from/--to; JSON output")
    func twoPaths() throws {
        let old = "\(library)/Library.xcdatamodel"
        let json = try MogenProcess.run(["diff", old, library, "--to", "Library 2", "--format", "json"])
        #expect(json.status == 0)
        let object = try #require(try JSONSerialization.jsonObject(with: Data(json.stdout.utf8)) as? [String: Any])
        #expect(object["verdict"] as? String == "lightweight")
        #expect(object["formatVersion"] as? Int == 1)
        #expect((object["entities"] as? [Any])?.count == 4)
    }

    @Test("--format mermaid: the new model's diagram with the changes marked")
    func mermaid() throws {
        let diagram = try MogenProcess.run(["diff", library, "--from", "Library", "--to", "Library 2", "--format", "mermaid"])
        #expect(diagram.status == 0)
        #expect(diagram.stdout.hasPrefix("erDiagram\n"))
        for line in ["    Shelf {\n        added entity\n", #"        String summary "optional, added""#,
                     #"        Integer_32 pageCount "optional, changed""#, #"        removed Loan "Loan""#,
                     #"        removed Book_notes "Book.notes""#, #"Book }o--o| Shelf : "shelf / books [added]""#] {
            #expect(diagram.stdout.contains(line), "\(line)")
        }
        // The unchanged parts of the diagram are the plain diagram's.
        let plain = try MogenProcess.run(["diagram", library, "--model-version", "Library 2"])
        #expect(plain.stdout.contains("erDiagram\n    Author {\n"))
    }

    @Test("--fail-on: exit 1 at that level or above, 0 below")
    func failOn() throws {
        let first = ["diff", library, "--from", "Library", "--to", "Library 2"]
        #expect(try MogenProcess.run(first + ["--fail-on", "lightweight"]).status == 1)
        #expect(try MogenProcess.run(first + ["--fail-on", "mapping-model"]).status == 0)
        #expect(try MogenProcess.run(["diff", library, "--fail-on", "mapping-model"]).status == 1)
        let same = ["diff", library, "--from", "Library 2", "--to", "Library 2", "--fail-on", "lightweight"]
        #expect(try MogenProcess.run(same).status == 0)
    }

    @Test("wrong command lines exit 64; models that cannot be read, or have no versions to compare, exit 2")
    func errors() throws {
        let badLevel = try MogenProcess.run(["diff", library, "--fail-on", "compatible"])
        #expect(badLevel.status == 64)
        #expect(badLevel.stderr.contains("lightweight"))
        #expect(try MogenProcess.run(["diff"]).status == 64)
        let single = try MogenProcess.run(["diff", "\(library)/Library.xcdatamodel"])
        #expect(single.status == 2)
        #expect(single.stderr.contains("give OLD and NEW"))
        let first = try MogenProcess.run(["diff", library, "--to", "Library"])
        #expect(first.status == 2)
        #expect(first.stderr.contains("first version"))
        let missing = try MogenProcess.run(["diff", library, "--from", "Library 9"])
        #expect(missing.status == 2)
        #expect(missing.stderr.contains("no model version named 'Library 9'"))
        let gone = try MogenProcess.run(["diff", "Nothing.xcdatamodel", library])
        #expect(gone.status == 2)
        #expect(gone.stdout.isEmpty)
    }
}
