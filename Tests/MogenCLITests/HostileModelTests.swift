import Foundation
import MogenTestSupport
import Testing

/// Model files that used to crash the reader: every command exits 2 with a located diagnostic instead.
@Suite("Hostile model files", .temporaryDirectories)
struct HostileModelTests {
    @Test("encodings the parser crashed on, deep nesting and link loops", arguments: ["lint", "dump", "generate"])
    func refused(command: String) throws {
        let directory = try TemporaryDirectory.make()
        let ebcdic = directory + "/Ebcdic.xcdatamodel"
        let deep = directory + "/Deep.xcdatamodel"
        for folder in [ebcdic, deep] {
            try FileManager.default.createDirectory(atPath: folder, withIntermediateDirectories: true)
        }
        try Data("<?xml version=\"1.0\" encoding=\"EBCDIC-US\"?>\n<model/>\n".utf8).write(
            to: URL(fileURLWithPath: ebcdic + "/contents"))
        let depth = 100_000
        try Data(("<model>" + String(repeating: "<x>", count: depth) + String(repeating: "</x>", count: depth)
            + "</model>").utf8).write(to: URL(fileURLWithPath: deep + "/contents"))
        let loop = directory + "/Loop.xcdatamodeld"
        try FileManager.default.createSymbolicLink(atPath: loop, withDestinationPath: loop)

        let expected = [
            ebcdic: "Ebcdic.xcdatamodel/contents:1:31: error: the XML declaration names encoding 'EBCDIC-US'",
            deep: "Deep.xcdatamodel/contents:1:197: error: elements are nested more than 64 deep",
            loop: "Loop.xcdatamodeld: error: a symbolic link loop",
        ]
        for (path, message) in expected {
            let extra = command == "generate" ? ["--output", directory + "/Out"] : []
            let run = try MogenProcess.run([command, path] + extra)
            #expect(run.status == 2, "\(command) \(path)")
            #expect(run.stderr.contains(message), "\(run.stderr)")
            #expect(!FileManager.default.fileExists(atPath: directory + "/Out"))
        }
    }
}

/// An inheritance cycle through an entity name declared twice: the parent links resolve to the first entity of a
/// name and show no cycle, but the walks by name (subentities, parents) went round forever, memory growing.
@Suite("Inheritance cycles through a repeated name", .temporaryDirectories)
struct RepeatedNameCycleTests {
    private static let body = """
        <entity name="A" representedClassName="A" syncable="YES"/>
        <entity name="B" representedClassName="B" parentEntity="A" syncable="YES"/>
        <entity name="A" representedClassName="A2" parentEntity="B" syncable="YES"/>
        """

    @Test("every command that validates stops with the cycle at each entity on it", arguments: [
        ["lint"], ["generate", "--output", "Out"], ["dump", "--context"], ["dump", "--type-stubs"],
        ["dump", "--context", "--swiftdata"], ["dump", "--context", "--context-kind", "swiftgen"],
    ])
    func stops(command: [String]) throws {
        let directory = try TemporaryDirectory.make()
        try FileManager.default.createDirectory(atPath: directory + "/M.xcdatamodel", withIntermediateDirectories: true)
        try Data(ModelXML.document(Self.body).utf8).write(to: URL(fileURLWithPath: directory + "/M.xcdatamodel/contents"))

        let run = try MogenProcess.run(
            [command[0], "M.xcdatamodel"] + command.dropFirst(), in: directory, timeout: .seconds(10))
        #expect(!run.timedOut, "\(command) did not finish")
        #expect(run.status == 2, "\(command): \(run.stderr)")
        #expect(run.stderr.contains(
            "M.xcdatamodel/contents:4:1: error: entity 'B' inherits from itself: its parent 'A' leads back to 'B'"))
        #expect(run.stderr.contains(
            "M.xcdatamodel/contents:5:1: error: entity 'A' inherits from itself: its parent 'B' leads back to 'A'"))
        #expect(run.stderr.contains("M.xcdatamodel/contents:5:1: error: duplicate entity 'A'; the first is at line 3"))
        #expect(run.stdout.isEmpty)
        #expect(!FileManager.default.fileExists(atPath: directory + "/Out"))
    }
}
