import Foundation
import MogenGenerator
import MogenSupport
import MogenTestSupport
import Testing

/// `OutputLock` in one process: a second descriptor of a directory is locked independently (flock locks belong to
/// open files), so the test holds the lock as another run would.
@Suite("Output lock", .temporaryDirectories)
struct OutputLockUnitTests {
    @Test("a run gives up after the wait limit with a located error, and leaves no folder it created")
    func timesOut() throws {
        let root = try TemporaryDirectory.make()
        let held = root + "/held"
        try FileManager.default.createDirectory(atPath: held, withIntermediateDirectories: true)
        let descriptor = open(held, O_RDONLY)
        defer { close(descriptor) }
        #expect(flock(descriptor, LOCK_EX) == 0)
        var waited: [String] = []
        let start = ContinuousClock.now
        let error = #expect(throws: DiagnosticError.self) {
            _ = try OutputLock.acquire([root + "/new/deeper", held], forWriting: true, waitLimit: .seconds(1)) {
                waited.append($0)
            }
        }
        #expect(ContinuousClock.now - start >= .seconds(1))
        #expect(waited == [held])
        #expect(error?.diagnostics.map(\.description) == [
            "\(held): error: another mogen run has held this folder for 1 s, the longest mogen waits; nothing was "
                + "written: run again when it is done [output]"
        ])
        #expect(!FileManager.default.fileExists(atPath: root + "/new"), "the folders it created are removed")
    }

    @Test("readers share a lock; a writer creates a missing folder, which is removed again while empty")
    func sharedAndCreated() throws {
        let root = try TemporaryDirectory.make()
        let first = try OutputLock.acquire([root], forWriting: false) { _ in Issue.record("a reader waits for none") }
        let second = try OutputLock.acquire([root], forWriting: false) { _ in Issue.record("a reader waits for none") }
        second.release()
        first.release()
        // Read-only runs create nothing; a folder that is not there has nothing to lock.
        _ = try OutputLock.acquire([root + "/missing"], forWriting: false) { _ in }
        #expect(!FileManager.default.fileExists(atPath: root + "/missing"))

        let writer = try OutputLock.acquire([root + "/a/b", root + "/a/b/"], forWriting: true) { _ in }
        #expect(FileManager.default.fileExists(atPath: root + "/a/b"))
        // The same folder twice, however spelled, is locked once (a second descriptor would wait for the first).
        #expect(writer.warnings.isEmpty)
        writer.discardCreatedDirectories()
        writer.release()
        #expect(!FileManager.default.fileExists(atPath: root + "/a"))
    }
}
