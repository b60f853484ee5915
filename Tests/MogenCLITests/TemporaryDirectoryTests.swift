import Foundation
import MogenTestSupport
import Testing

/// MogenTestSupport's temporary directories (tested here: the shared target has no test target of its own). The
/// suite has no `.temporaryDirectories` trait, so that its tests can open scopes of their own and look at what is
/// left after them.
@Suite("Temporary directories of the tests")
struct TemporaryDirectoryTests {
    struct Failure: Error {}

    @Test("a directory made in a scope exists while it runs, with its files, and is gone after it, with the scope's folder")
    func removedAfterScope() async throws {
        let (directory, root) = try await TemporaryDirectory.withScope {
            let directory = try TemporaryDirectory.make(with: ["a/b.txt": "text"])
            let other = try TemporaryDirectory.make()
            #expect(directory != other)
            #expect(FileManager.default.contents(atPath: directory + "/a/b.txt") == Data("text".utf8))
            let root = try #require(TemporaryDirectory.scopeRoot)
            #expect(directory.hasPrefix(root + "/") && other.hasPrefix(root + "/"))
            return (directory, root)
        }
        #expect(!FileManager.default.fileExists(atPath: directory))
        #expect(!FileManager.default.fileExists(atPath: root))
        #expect(TemporaryDirectory.scopeRoot == nil)
    }

    @Test("when the body throws, its error passes through and the directories are removed all the same")
    func removedAfterThrow() async throws {
        var made: String?
        await #expect(throws: Failure.self) {
            try await TemporaryDirectory.withScope {
                made = try TemporaryDirectory.make(with: ["file": "x"])
                throw Failure()
            }
        }
        let directory = try #require(made)
        #expect(!FileManager.default.fileExists(atPath: directory))
    }

    @Test("a folder the test made read-only is removed too")
    func readOnlyFolder() async throws {
        let directory = try await TemporaryDirectory.withScope {
            let directory = try TemporaryDirectory.make(with: ["locked/file": "x"])
            #expect(chmod(directory + "/locked", 0o555) == 0)
            return directory
        }
        #expect(!FileManager.default.fileExists(atPath: directory))
    }

    @Test("outside a scope, make() refuses: nothing would remove the directory")
    func outsideScope() throws {
        let error = try #require(throws: (any Error).self) { try TemporaryDirectory.make() }
        #expect("\(error)".contains(".temporaryDirectories"))
    }

    @Test("a test with the trait runs in a scope of its own", .temporaryDirectories, arguments: [1, 2])
    func trait(number: Int) throws {
        let root = try #require(TemporaryDirectory.scopeRoot)
        #expect(try TemporaryDirectory.make().hasPrefix(root + "/"))
    }

    @Test("a child's TMPDIR is the temporary directory it is given")
    func childTemporaryDirectory() async throws {
        try await TemporaryDirectory.withScope {
            let directory = try TemporaryDirectory.make()
            let output = try ChildProcess("/bin/sh", ["-c", "echo \"$TMPDIR\""], temporaryDirectory: directory).run()
            #expect(output.stdout == directory + "\n")
        }
    }
}
