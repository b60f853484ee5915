import Foundation
import MogenTestSupport
import Testing

/// A model built to make many long messages: a long entity name repeated in one message per property. Messages
/// quote it by its ends, and at most a few of a kind are printed per entity, so what is printed stays small.
@Suite("Message volume", .temporaryDirectories)
struct MessageVolumeTests {
    @Test("2,000 repeats of a property of an entity with a 10 KB name print a few KB", arguments: ["lint", "generate"])
    func bounded(command: String) throws {
        let directory = try TemporaryDirectory.make()
        let name = "E" + String(repeating: "V", count: 10_000)
        let attribute = #"<attribute name="x" optional="YES" attributeType="String"/>"# + "\n"
        try TestFiles.write(
            ModelXML.document(#"<entity name="\#(name)" representedClassName="E" syncable="YES">"# + "\n"
                + String(repeating: attribute, count: 2_000) + "</entity>"),
            to: directory + "/M.xcdatamodel/contents")

        let extra = command == "generate" ? ["--output", "Out"] : []
        let run = try MogenProcess.run([command, "M.xcdatamodel"] + extra, in: directory, timeout: .seconds(60))
        #expect(run.status == 2)
        // Each repeat named the whole entity: 20 MB of messages.
        #expect(run.stderr.utf8.count < 10_000, "\(run.stderr.utf8.count) bytes")
        #expect(run.stderr.contains(
            "M.xcdatamodel/contents:5:1: error: duplicate property 'E" + String(repeating: "V", count: 59) + "…"
                + String(repeating: "V", count: 58) + ".x' (10003 bytes); the first is at line 4 [naming]"))
        #expect(run.stderr.contains(
            "M.xcdatamodel/contents:25:1: error: 1979 more like the one at line 24 left out (mogen reports at most 20 of "
                + "one kind per element) [naming]"))
        #expect(!FileManager.default.fileExists(atPath: directory + "/Out"))
    }
}
