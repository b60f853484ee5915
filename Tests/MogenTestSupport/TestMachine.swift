import Foundation

/// What the machine the tests run on has: for `.enabled(if:)` and `.disabled(if:)` conditions, which make a test that
/// needs a program or a user show as skipped, with its reason, where the machine lacks it.
public enum TestMachine {
    /// The executable file `name` in a folder of PATH, as `env` finds it; nil if there is none.
    public static func program(_ name: String) -> String? {
        let path = ProcessInfo.processInfo.environment["PATH"] ?? "/usr/bin:/bin"
        for folder in path.split(separator: ":") {
            let candidate = "\(folder)/\(name)"
            if FileManager.default.isExecutableFile(atPath: candidate) { return candidate }
        }
        return nil
    }

    /// Whether `git` is on PATH.
    public static var hasGit: Bool { program("git") != nil }

    /// Whether the tests run as root, who may write in a directory without write permission.
    public static var isRoot: Bool { geteuid() == 0 }
}
