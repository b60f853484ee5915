import Foundation
import Testing

/// Runs the built `mogen` binary as a process, as users and build systems do.
enum MogenProcess {
    struct Output {
        var status: Int32
        var stdout: String
        var stderr: String
    }

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

    /// The package root, for paths to `Samples/`.
    static let packageRoot: String = {
        var url = URL(fileURLWithPath: #filePath)
        while url.path != "/" {
            url.deleteLastPathComponent()
            if FileManager.default.fileExists(atPath: url.appendingPathComponent("Package.swift").path) { return url.path }
        }
        return FileManager.default.currentDirectoryPath
    }()

    @discardableResult
    static func run(_ arguments: [String], in directory: String? = nil, stdin: String? = nil) throws -> Output {
        try runProgram(executable, arguments, in: directory, stdin: stdin)
    }

    /// Runs any program, found on PATH when `program` has no slash (as `env` does).
    @discardableResult
    static func runProgram(
        _ program: String, _ arguments: [String], in directory: String? = nil, stdin: String? = nil
    ) throws -> Output {
        let process = Process()
        let usesPath = !program.contains("/")
        process.executableURL = URL(fileURLWithPath: usesPath ? "/usr/bin/env" : program)
        process.arguments = usesPath ? [program] + arguments : arguments
        process.currentDirectoryURL = URL(fileURLWithPath: directory ?? packageRoot)
        let out = Pipe(), err = Pipe(), input = Pipe()
        process.standardOutput = out
        process.standardError = err
        process.standardInput = input
        try process.run()
        if let stdin { input.fileHandleForWriting.write(Data(stdin.utf8)) }
        try input.fileHandleForWriting.close()
        // Read both pipes while the process runs, so a large output cannot block it.
        let group = DispatchGroup()
        nonisolated(unsafe) var stdoutData = Data(), stderrData = Data()
        group.enter()
        DispatchQueue.global().async {
            stdoutData = out.fileHandleForReading.readDataToEndOfFile()
            group.leave()
        }
        stderrData = err.fileHandleForReading.readDataToEndOfFile()
        group.wait()
        process.waitUntilExit()
        return Output(
            status: process.terminationStatus, stdout: String(decoding: stdoutData, as: UTF8.self),
            stderr: String(decoding: stderrData, as: UTF8.self))
    }

    static func temporaryDirectory() throws -> String {
        let path = NSTemporaryDirectory() + "mogen-cli-" + UUID().uuidString
        try FileManager.default.createDirectory(atPath: path, withIntermediateDirectories: true)
        return path
    }
}
