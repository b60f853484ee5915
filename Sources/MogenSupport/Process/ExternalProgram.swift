import Foundation

/// A program found on `PATH`, run with an argument list (never through a shell), its standard input closed or given
/// whole, and its environment inherited as it is or given whole. Both output pipes are drained at once, so a program
/// that fills one cannot block, and standard output is cut off at a limit.
public struct ExternalProgram: Sendable {
    public struct Output: Sendable {
        public let status: Int32
        public let standardOutput: Data
        /// At most `standardErrorLimit` bytes of it, as text.
        public let standardError: String
    }

    public enum Failure: Error, Sendable {
        /// The program could not be started (the system's reason).
        case cannotStart(String)
        /// It printed more than the limit; it was stopped.
        case outputOverLimit(Int)
    }

    /// What is kept of a program's standard error: enough for its message.
    public static let standardErrorLimit = 64 * 1024

    public let path: String

    /// The program named `name` in the directories of `searchPath` (`PATH` by default); nil when none is executable.
    public init?(named name: String, searchPath: String? = ProcessInfo.processInfo.environment["PATH"]) {
        let directories = (searchPath ?? "").split(separator: ":", omittingEmptySubsequences: true)
        guard let found = directories.lazy.map({ PathText.join(String($0), name) })
            .first(where: { FileManager.default.isExecutableFile(atPath: $0) })
        else { return nil }
        path = found
    }

    /// Runs the program to its end in `directory` (this process's when nil), with `environment` as its whole
    /// environment (this process's when nil), and `input` as its standard input (closed when nil).
    public func run(
        _ arguments: [String], in directory: String? = nil, environment: [String: String]? = nil, input: Data? = nil,
        outputLimit: Int
    ) throws(Failure) -> Output {
        let process = Process()
        process.executableURL = URL(fileURLWithPath: path)
        process.arguments = arguments
        if let environment { process.environment = environment }
        if let directory { process.currentDirectoryURL = URL(fileURLWithPath: directory) }
        let output = Pipe(), error = Pipe()
        process.standardOutput = output
        process.standardError = error
        let inputPipe = input.map { _ in Pipe() }
        process.standardInput = inputPipe ?? FileHandle.nullDevice
        do {
            try process.run()
        } catch {
            throw .cannotStart(error.localizedDescription)
        }
        // Written while the outputs are drained, so that neither side waits for the other, on a thread of its own
        // that blocks SIGPIPE: a program that stops reading (it exited) ends the write with EPIPE, which is ignored,
        // instead of a signal that would end mogen.
        if let inputPipe, let input {
            let writer = Thread {
                var pipeSignal = sigset_t()
                sigemptyset(&pipeSignal)
                sigaddset(&pipeSignal, SIGPIPE)
                pthread_sigmask(SIG_BLOCK, &pipeSignal, nil)
                let handle = inputPipe.fileHandleForWriting
                try? handle.write(contentsOf: input)
                try? handle.close()
            }
            writer.start()
        }
        // SIGKILL, not `terminate()`'s SIGTERM: a child started from a thread that blocks signals inherits the mask.
        let identifier = process.processIdentifier
        let standardOutput = PipeDrain(output.fileHandleForReading, limit: outputLimit) { _ = kill(identifier, SIGKILL) }
        let standardError = PipeDrain(error.fileHandleForReading, limit: Self.standardErrorLimit)
        let group = DispatchGroup()
        DispatchQueue.global().async(group: group) { standardOutput.drain() }
        standardError.drain()
        group.wait()
        process.waitUntilExit()
        if standardOutput.isOverLimit { throw .outputOverLimit(outputLimit) }
        return Output(
            status: process.terminationStatus, standardOutput: standardOutput.data,
            standardError: String(decoding: standardError.data, as: UTF8.self))
    }
}

/// Reads a pipe to its end, keeping at most `limit` bytes; past it, calls `onOverLimit` once and reads on (so the
/// writer is never left blocked) without keeping more.
private final class PipeDrain: @unchecked Sendable {
    private let handle: FileHandle
    private let limit: Int
    private let onOverLimit: @Sendable () -> Void
    // Written by `drain` only, read after it has returned (the caller waits for it).
    private(set) var data = Data()
    private(set) var isOverLimit = false

    init(_ handle: FileHandle, limit: Int, onOverLimit: @escaping @Sendable () -> Void = {}) {
        self.handle = handle
        self.limit = limit
        self.onOverLimit = onOverLimit
    }

    func drain() {
        while true {
            let chunk = handle.availableData
            if chunk.isEmpty { return }
            if isOverLimit { continue }
            if data.count + chunk.count > limit {
                isOverLimit = true
                data.append(chunk.prefix(limit - data.count))
                onOverLimit()
            } else {
                data.append(chunk)
            }
        }
    }
}
