import Foundation
import MogenTestSupport
import Testing

/// Model files that used to crash the reader: every command exits 2 with a located diagnostic instead.
@Suite("Hostile model files")
struct HostileModelTests {
    @Test("encodings the parser crashed on, deep nesting and link loops", arguments: ["lint", "dump", "generate"])
    func refused(command: String) throws {
        let directory = try TemporaryDirectory.make()
        defer { try? FileManager.default.removeItem(atPath: directory) }
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
