import Foundation
import MogenTestSupport

/// Runs the built `mogen` binary as a process, as users and build systems do.
enum MogenProcess {
    /// The `mogen` executable next to the test bundle (`.build/<config>/mogen`).
    static let executable: String = {
        var directory = URL(fileURLWithPath: CommandLine.arguments[0]).deletingLastPathComponent()
        for _ in 0..<5 {
            let candidate = directory.appendingPathComponent("mogen").path
            if FileManager.default.isExecutableFile(atPath: candidate) { return candidate }
            directory.deleteLastPathComponent()
        }
        for bundle in Bundle.allBundles where bundle.bundlePath.hasSuffix(".xctest") {
            let candidate = bundle.bundleURL.deletingLastPathComponent().appendingPathComponent("mogen").path
            if FileManager.default.isExecutableFile(atPath: candidate) { return candidate }
        }
        return "mogen"
    }()

    /// Runs mogen in `directory` (by default the package root, so that `Samples/…` paths work), with `environment`
    /// added to this process's.
    @discardableResult
    static func run(
        _ arguments: [String], in directory: String? = nil, stdin: String? = nil, timeout: Duration? = nil,
        environment: [String: String] = [:]
    ) throws -> ChildProcess.Output {
        let whole = environment.isEmpty
            ? nil : ProcessInfo.processInfo.environment.merging(environment) { _, new in new }
        return try ChildProcess(
            executable, arguments, standardInput: stdin, environment: whole, in: directory ?? TestPackage.root
        ).run(timeout: timeout)
    }
}
