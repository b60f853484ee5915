import Foundation
import MogenTestSupport
import Testing

/// `mogen generate`'s guarantees about the files it writes, checked on real directories with the built binary.
@Suite("mogen generate: safe writes", .temporaryDirectories)
struct WritingTests {
    @Test("an unchanged re-run writes nothing: every file keeps its bytes, inode and modification time")
    func unchangedRerun() throws {
        let project = try Project()
        let first = try project.mogen(["generate", "Employees.xcdatamodeld", "-o", "out"])
        #expect(first.status == 0, "\(first.stderr)")
        let before = try project.snapshot()
        let second = try project.mogen(["generate", "Employees.xcdatamodeld", "-o", "out"])
        #expect(second.status == 0)
        #expect(second.stderr.contains("Employees: 0 files written, 9 unchanged"))
        #expect(try project.snapshot() == before)
    }

    @Test("a class file the user edited survives every run: model changes, --prune, a new layout")
    func userFileSurvives() throws {
        let project = try Project()
        try project.mogen(["generate", "Employees.xcdatamodeld", "-o", "out"])
        let edited = try project.read("out/Employee.swift") + "\nextension Employee { var badge: String { employeeId } }\n"
        try project.write("out/Employee.swift", edited)
        try project.editModel(
            replacing: #"<attribute name="salary" attributeType="Decimal"/>"#,
            with: #"<attribute name="salary" attributeType="Decimal"/><attribute name="bonus" optional="YES" attributeType="Decimal"/>"#)
        for arguments in [[], ["--prune"], ["--layout", "single"], ["--access-level", "internal"]] {
            let result = try project.mogen(["generate", "Employees.xcdatamodeld", "-o", "out"] + arguments)
            #expect(result.status == 0, "\(arguments): \(result.stderr)")
            #expect(try project.read("out/Employee.swift") == edited, "\(arguments)")
        }
        #expect(try project.read("out/Employee+Generated.swift").contains("bonus"))
    }

    @Test("a model that fails validation, or a template that fails, leaves the previous output untouched")
    func failureLeavesOutput() throws {
        let project = try Project()
        try project.mogen(["generate", "Employees.xcdatamodeld", "-o", "out"])
        let before = try project.snapshot("out")

        try project.editModel(replacing: #"parentEntity="Person""#, with: #"parentEntity="Contractor""#)
        let invalid = try project.mogen(["generate", "Employees.xcdatamodeld", "-o", "out"])
        #expect(invalid.status == 2)
        #expect(invalid.stderr.contains("Employees.xcdatamodeld/Employees.xcdatamodel/contents:3:"))
        #expect(invalid.stderr.contains("error: entity 'Contractor' inherits from itself"))
        #expect(try project.snapshot("out") == before)

        try project.editModel(replacing: #"parentEntity="Contractor""#, with: #"parentEntity="Person""#)
        try project.mogen(["templates", "eject", "swift", "tpl"])
        try project.write("tpl/machine.swift.stencil", "{% for x in entity.attributes %}{{ x.name }")
        let template = try project.mogen(["generate", "Employees.xcdatamodeld", "-o", "out", "--template", "tpl"])
        #expect(template.status == 2)
        #expect(template.stderr.contains("machine.swift.stencil"))
        #expect(try project.snapshot("out") == before)
    }

    @Test("a run that cannot write is an error with exit 2 and leaves no partial output")
    func unwritableOutput() throws {
        let project = try Project()
        try project.write("blocker", "a file where a directory should be\n")
        // The human directory cannot be created; the machine directory can, and must not keep anything.
        let result = try project.mogen([
            "generate", "Employees.xcdatamodeld", "--machine-dir", "machine", "--human-dir", "blocker/human",
        ])
        #expect(result.status == 2)
        #expect(result.stderr.contains("blocker: error: is not a directory, so nothing can be written in it [output]"))
        #expect(!project.exists("machine"), "the machine directory it created is removed again")
        #expect(try project.snapshot().keys.sorted() == ["Employees.xcdatamodeld/Employees.xcdatamodel/contents", "blocker"])
    }

    @Test("an output directory without write permission is an error with exit 2 and stays empty",
        .disabled(if: TestMachine.isRoot, "needs a user other than root: root may write in a read-only directory"))
    func readOnlyOutput() throws {
        let project = try Project()
        try FileManager.default.createDirectory(atPath: project.path("readonly"), withIntermediateDirectories: true)
        chmod(project.path("readonly"), 0o555)
        defer { chmod(project.path("readonly"), 0o755) }
        let denied = try project.mogen(["generate", "Employees.xcdatamodeld", "-o", "readonly"])
        #expect(denied.status == 2)
        #expect(denied.stderr.contains("readonly: error: cannot write in the output directory: Permission denied"))
        #expect(try FileManager.default.contentsOfDirectory(atPath: project.path("readonly")).isEmpty)
    }

    @Test("two runs at once on the same outputs leave complete, consistent files and no temporary files")
    func concurrentRuns() throws {
        let project = try Project()
        let reference = try project.mogen(["generate", "Employees.xcdatamodeld", "-o", "reference"])
        #expect(reference.status == 0)
        let expected = try project.snapshot("reference").mapValues(\.contents)
        for round in 0..<4 {
            let output = "out\(round)"
            let run = ChildProcess(
                MogenProcess.executable, ["generate", "Employees.xcdatamodeld", "-o", output, "--quiet"], in: project.root)
            let processes = try (0..<2).map { _ in try run.start() }
            for process in processes {
                let result = process.wait()
                #expect(result.status == 0, "\(result.stderr)")
            }
            #expect(try project.snapshot(output).mapValues(\.contents) == expected, "round \(round)")
        }
    }

    @Test("names that could reach outside the output directory never become paths: located diagnostics, files only in the output")
    func maliciousNames() throws {
        let project = try Project(samples: [])
        // Core Data copes with an entity name that is no identifier (it is only a string) and with a class it
        // cannot load (it uses NSManagedObject), so most of these are warnings; none may name a file.
        let cases = [
            #"<entity name="Evil" representedClassName="../../Evil" syncable="YES"/>"#,
            #"<entity name="../Evil" representedClassName="Evil" syncable="YES"/>"#,
            #"<entity name="Evil" representedClassName="a/b" syncable="YES"/>"#,
            #"<entity name="Evil" representedClassName="Evil&#0;x" syncable="YES"/>"#,
        ]
        for (index, entity) in cases.enumerated() {
            try project.write("M\(index).xcdatamodel/contents", ModelXML.document("    " + entity))
            let result = try project.mogen(["generate", "M\(index).xcdatamodel", "-o", "deep/out"])
            #expect(result.status == 0 || result.status == 2, "\(entity): \(result.stderr)")
            #expect(result.stderr.contains("M\(index).xcdatamodel/contents:3:"), "\(entity): \(result.stderr)")
        }
        let written = try project.snapshot().keys.filter { !$0.hasSuffix(".xcdatamodel/contents") }
        #expect(written.allSatisfy { $0.hasPrefix("deep/out/") && !$0.dropFirst(9).contains("/") && !$0.contains("..") },
            "\(written.sorted())")
        // The entity named '../Evil' has the class Evil: its files are Evil.swift and Evil+Generated.swift.
        #expect(written.contains("deep/out/Evil+Generated.swift"))
    }
}
