import Foundation
import Testing

/// Directories of their own for tests, removed with everything in them when the test case that made them ends.
///
/// A test case runs in a scope (`withScope`, which the `.temporaryDirectories` trait gives every test case of a suite
/// or test): one folder, `mogen-tests-<UUID>` in the system's temporary folder, that `make()` creates directories in
/// and that is removed when the test case ends, passed, failed or thrown. Outside a scope `make()` throws, since
/// nothing would remove what it made.
public enum TemporaryDirectory {
    /// A new, empty directory of the running scope, holding `files` (text by path relative to it).
    public static func make(with files: [String: String] = [:]) throws -> String {
        guard let scope else { throw OutsideScope() }
        let path = scope.root + "/" + String(scope.next())
        try FileManager.default.createDirectory(atPath: path, withIntermediateDirectories: false)
        for (name, text) in files {
            try TestFiles.write(text, to: path + "/" + name)
        }
        return path
    }

    /// Runs `body` in a scope of its own: every directory `make()` creates while it runs is removed when it returns
    /// or throws. A folder that cannot be removed is recorded as an issue of the running test.
    public static func withScope<Result>(
        isolation: isolated (any Actor)? = #isolation, _ body: () async throws -> Result
    ) async throws -> Result {
        let root = NSTemporaryDirectory() + "mogen-tests-" + UUID().uuidString
        try FileManager.default.createDirectory(atPath: root, withIntermediateDirectories: true)
        defer { remove(root) }
        return try await $scope.withValue(Scope(root: root), operation: body, isolation: isolation)
    }

    /// The running scope's folder, where `make()` creates directories.
    public static var scopeRoot: String? { scope?.root }

    @TaskLocal private static var scope: Scope?

    /// A scope's folder, and the names of the directories made in it: 1, 2, …
    private final class Scope: @unchecked Sendable {
        let root: String
        private let lock = NSLock()
        private var count = 0

        init(root: String) { self.root = root }

        func next() -> Int {
            lock.withLock {
                count += 1
                return count
            }
        }
    }

    struct OutsideScope: Error, CustomStringConvertible {
        var description: String {
            "TemporaryDirectory.make() ran outside a test with the .temporaryDirectories trait, "
                + "so nothing would remove the directory"
        }
    }

    /// Removes `root`, after giving its owner write permission on every folder in it where a test took it away.
    private static func remove(_ root: String) {
        let fileManager = FileManager.default
        if (try? fileManager.removeItem(atPath: root)) != nil { return }
        for relative in fileManager.subpaths(atPath: root) ?? [] {
            let path = root + "/" + relative
            // The item itself, not what a symbolic link leads to, which may be outside.
            if (try? fileManager.attributesOfItem(atPath: path)[.type] as? FileAttributeType) == .typeDirectory {
                try? fileManager.setAttributes([.posixPermissions: 0o755], ofItemAtPath: path)
            }
        }
        try? fileManager.setAttributes([.posixPermissions: 0o755], ofItemAtPath: root)
        do {
            try fileManager.removeItem(atPath: root)
        } catch {
            Issue.record("the test's temporary folder \(root) cannot be removed: \(error)")
        }
    }
}

/// Gives each test case of a suite or test its own `TemporaryDirectory` scope: the directories it makes are removed
/// when it ends. The test's own `defer`s run first.
public struct TemporaryDirectoriesTrait: SuiteTrait, TestTrait, TestScoping {
    public var isRecursive: Bool { true }

    /// One scope per test case and none for a suite, so that a directory lives as long as the case that made it.
    public func scopeProvider(for test: Test, testCase: Test.Case?) -> Self? {
        testCase == nil ? nil : self
    }

    public func provideScope(
        for test: Test, testCase: Test.Case?, performing function: @Sendable () async throws -> Void
    ) async throws {
        try await TemporaryDirectory.withScope { try await function() }
    }
}

extension Trait where Self == TemporaryDirectoriesTrait {
    /// Each test case gets its own `TemporaryDirectory` scope, removed when it ends.
    public static var temporaryDirectories: Self { Self() }
}
