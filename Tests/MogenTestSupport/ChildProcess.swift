import Foundation

/// A program the tests run as a child process, as users and build systems run mogen and the scripts: its standard
/// output and error are captured, its standard input is the given text (or empty), never the terminal.
public struct ChildProcess {
    public struct Output: Sendable {
        public var status: Int32
        public var stdout: String
        public var stderr: String
        /// Whether the program was stopped for running past the time it was given (`wait(timeout:)`).
        public var timedOut = false
    }

    /// A path, or a name looked up on PATH (as `env` does) when it has no slash.
    public var executable: String
    public var arguments: [String]
    public var standardInput: String?
    /// The whole environment of the child; nil: this process's.
    public var environment: [String: String]?
    /// The working directory; nil: this process's.
    public var directory: String?
    /// The child's TMPDIR, over what the environment says; nil: as it says. The Swift compiler and SwiftPM leave
    /// files in TMPDIR at every run (an empty `TemporaryDirectory.*` folder: swift-driver#1613; lock files), so the
    /// tests that run them point it into a temporary directory of their own.
    public var temporaryDirectory: String?

    public init(
        _ executable: String, _ arguments: [String] = [], standardInput: String? = nil,
        environment: [String: String]? = nil, in directory: String? = nil, temporaryDirectory: String? = nil
    ) {
        self.executable = executable
        self.arguments = arguments
        self.standardInput = standardInput
        self.environment = environment
        self.directory = directory
        self.temporaryDirectory = temporaryDirectory
    }

    /// Runs the program to its end, or until `timeout` has passed (then it is stopped: a hang fails a test instead
    /// of stopping the run).
    @discardableResult
    public func run(timeout: Duration? = nil) throws -> Output {
        try start().wait(timeout: timeout)
    }

    /// Starts the program, for tests that run several at once; `wait()` collects what it printed.
    public func start() throws -> Running {
        let process = Process()
        let usesPath = !executable.contains("/")
        process.executableURL = URL(fileURLWithPath: usesPath ? "/usr/bin/env" : executable)
        process.arguments = usesPath ? [executable] + arguments : arguments
        if let temporaryDirectory {
            process.environment = (environment ?? ProcessInfo.processInfo.environment)
                .merging(["TMPDIR": temporaryDirectory]) { $1 }
        } else if let environment {
            process.environment = environment
        }
        if let directory { process.currentDirectoryURL = URL(fileURLWithPath: directory) }
        let output = Pipe(), error = Pipe(), input = Pipe()
        process.standardOutput = output
        process.standardError = error
        process.standardInput = input
        try process.run()
        if let standardInput { input.fileHandleForWriting.write(Data(standardInput.utf8)) }
        try input.fileHandleForWriting.close()
        return Running(process: process, output: output, error: error)
    }

    /// A started program.
    public final class Running {
        private let process: Process
        private let output: Pipe
        private let error: Pipe

        fileprivate init(process: Process, output: Pipe, error: Pipe) {
            self.process = process
            self.output = output
            self.error = error
        }

        public var processIdentifier: Int32 { process.processIdentifier }

        /// Waits for the program to end and returns what it printed; call it once. After `timeout`, the program is
        /// terminated and the output says so.
        public func wait(timeout: Duration? = nil) -> Output {
            let stopped = StopFlag()
            if let timeout {
                let process = self.process
                let seconds = Double(timeout.components.seconds) + Double(timeout.components.attoseconds) / 1e18
                DispatchQueue.global().asyncAfter(deadline: .now() + seconds) {
                    guard process.isRunning else { return }
                    stopped.set()
                    process.terminate()
                }
            }
            // Read both pipes while the program runs, so that a large output cannot block it.
            let group = DispatchGroup()
            nonisolated(unsafe) var stdoutData = Data()
            let output = self.output
            group.enter()
            DispatchQueue.global().async {
                stdoutData = output.fileHandleForReading.readDataToEndOfFile()
                group.leave()
            }
            let stderrData = error.fileHandleForReading.readDataToEndOfFile()
            group.wait()
            process.waitUntilExit()
            return Output(
                status: process.terminationStatus, stdout: String(decoding: stdoutData, as: UTF8.self),
                stderr: String(decoding: stderrData, as: UTF8.self), timedOut: stopped.isSet)
        }
    }

    /// Set once from the timer's thread, read after the program ended.
    private final class StopFlag: @unchecked Sendable {
        private let lock = NSLock()
        private var value = false

        func set() { lock.withLock { value = true } }
        var isSet: Bool { lock.withLock { value } }
    }
}
