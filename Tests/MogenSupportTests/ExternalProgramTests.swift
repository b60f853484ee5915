import Foundation
import MogenSupport
import Testing

@Suite("Running an external program")
struct ExternalProgramTests {
    @Test("a program not on PATH is not found")
    func notFound() {
        #expect(ExternalProgram(named: "mogen-no-such-program") == nil)
        #expect(ExternalProgram(named: "sh", searchPath: "") == nil)
    }

    @Test("both pipes are collected, however much is written to each, with the exit status")
    func bothPipes() throws {
        let shell = try #require(ExternalProgram(named: "sh"))
        // More than a pipe buffer on each stream: a reader of one pipe at a time would deadlock.
        let output = try shell.run(
            ["-c", "head -c 1000000 /dev/zero; head -c 300000 /dev/zero | tr '\\0' e >&2; echo done >&2; exit 3"],
            outputLimit: 2_000_000)
        #expect(output.status == 3)
        #expect(output.standardOutput.count == 1_000_000)
        #expect(output.standardError.utf8.count == ExternalProgram.standardErrorLimit)
    }

    @Test("standard input is closed, and the directory is the one given")
    func inputAndDirectory() throws {
        let shell = try #require(ExternalProgram(named: "sh"))
        let output = try shell.run(["-c", "cat; pwd"], in: "/", outputLimit: 1000)
        #expect(String(decoding: output.standardOutput, as: UTF8.self) == "/\n")
    }

    @Test("an environment given is the program's whole environment")
    func environment() throws {
        let shell = try #require(ExternalProgram(named: "sh"))
        let output = try shell.run(["-c", "env"], environment: ["ONLY": "this"], outputLimit: 10_000)
        let lines = String(decoding: output.standardOutput, as: UTF8.self).split(separator: "\n").map(String.init)
        #expect(lines.contains("ONLY=this"))
        #expect(!lines.contains { $0.hasPrefix("HOME=") || $0.hasPrefix("PATH=/") })
    }

    @Test("output over the limit stops the program")
    func overLimit() throws {
        let shell = try #require(ExternalProgram(named: "sh"))
        #expect(throws: ExternalProgram.Failure.self) {
            try shell.run(["-c", "exec cat /dev/zero"], outputLimit: 100_000)
        }
    }
}
