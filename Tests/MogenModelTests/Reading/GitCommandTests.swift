import Foundation
import MogenTestSupport
import Testing
@testable import MogenModel

/// What mogen's options and environment for git stop, shown on git itself: each command below starts a program the
/// repository's configuration names when run as a user runs git, and none when run as mogen runs it.
@Suite("The options and environment mogen runs git with", .temporaryDirectories)
struct GitCommandTests {
    /// A repository with two commits, tagged `one` and `two`.
    private func scratchRepository() throws -> (GitRepository, GitCommand) {
        let root = try TemporaryDirectory.make()
        try git(["init", "-q"], in: root)
        for text in ["one", "two"] {
            try TestFiles.write(text + "\n", to: root + "/file")
            try git(["add", "file"], in: root)
            try git(["-c", "user.name=m", "-c", "user.email=m@example.com", "commit", "-q", "-m", text], in: root)
            try git(["tag", text], in: root)
        }
        let repository = try #require(GitRepository.enclosing(root))
        return (repository, try GitCommand(repository: repository, for: root))
    }

    @discardableResult
    private func git(_ arguments: [String], in folder: String, input: String? = nil) throws -> ChildProcess.Output {
        try ChildProcess("git", ["-C", folder] + arguments, standardInput: input,
            environment: ProcessInfo.processInfo.environment.merging(["GIT_TERMINAL_PROMPT": "0"]) { $1 })
            .run(timeout: .seconds(60))
    }

    /// `subcommand` as mogen runs git, with `changes` to the environment it gets.
    @discardableResult
    private func asMogen(_ subcommand: [String], _ git: GitCommand, input: String? = nil, changes: [String: String?] = [:])
        throws -> ChildProcess.Output
    {
        var environment = git.environment
        for (name, value) in changes { environment[name] = value }
        return try ChildProcess("git", git.globalOptions + subcommand, standardInput: input, environment: environment,
            in: git.repository.topLevel).run(timeout: .seconds(60))
    }

    /// Scripts that each leave `<name>.ran` in one folder when they run.
    private struct Markers {
        let directory: String

        init() throws { directory = try TemporaryDirectory.make() }

        func script(_ name: String) throws -> String {
            let path = "\(directory)/\(name).sh"
            try TestFiles.write("#!/bin/sh\ntouch '\(directory)/\(name).ran'\nexit 1\n", to: path)
            try FileManager.default.setAttributes([.posixPermissions: 0o755], ofItemAtPath: path)
            return path
        }

        /// A hooks folder whose every hook is a script named `<name>-<hook>`.
        func hooks(_ name: String) throws -> String {
            let folder = "\(directory)/\(name)s"
            try FileManager.default.createDirectory(atPath: folder, withIntermediateDirectories: true)
            for hook in ["pre-commit", "post-commit", "post-index-change", "reference-transaction"] {
                try FileManager.default.copyItem(atPath: try script("\(name)-\(hook)"), toPath: "\(folder)/\(hook)")
            }
            return folder
        }

        func ran() -> Set<String> {
            let names = (try? FileManager.default.contentsOfDirectory(atPath: directory)) ?? []
            return Set(names.filter { $0.hasSuffix(".ran") }.map { String($0.dropLast(".ran".count)) })
        }
    }

    @Test("an fsmonitor, an external diff, hooks and a credential helper the repository names: none runs",
        .enabled(if: TestMachine.hasGit, "needs git"))
    func programsStopped() throws {
        let (repository, gitCommand) = try scratchRepository()
        let markers = try Markers()
        for (name, value) in [
            "core.fsmonitor": try markers.script("fsmonitor"), "diff.external": try markers.script("external-diff"),
            "core.hooksPath": try markers.hooks("hook"), "credential.helper": "!" + (try markers.script("credential")),
            "core.pager": try markers.script("pager"),
        ] {
            try git(["config", name, value], in: repository.topLevel)
        }
        let commands: [(arguments: [String], input: String?)] = [
            (["status"], nil), (["diff", "one", "two"], nil), (["log", "-p"], nil),
            (["credential", "fill"], "protocol=https\nhost=example.com\n\n"),
            (["-c", "user.name=m", "-c", "user.email=m@example.com", "commit", "-q", "--allow-empty", "-m", "x"], nil),
        ]
        for command in commands { try asMogen(command.arguments, gitCommand, input: command.input) }
        #expect(markers.ran() == [])
        // As a user runs git, the same commands start each program: the configuration would run them.
        for command in commands { try git(command.arguments, in: repository.topLevel, input: command.input) }
        #expect(markers.ran().isSuperset(of: ["fsmonitor", "external-diff", "hook-pre-commit", "credential"]),
            "\(markers.ran())")
    }

    @Test("a partial clone's lazy fetch starts no transport, even with the repository allowing it, and without GIT_NO_LAZY_FETCH",
        .enabled(if: TestMachine.hasGit, "needs git"))
    func noTransport() throws {
        let (repository, command) = try scratchRepository()
        let markers = try Markers()
        for (name, value) in [
            "core.repositoryformatversion": "1", "extensions.partialClone": "origin", "remote.origin.promisor": "true",
            "protocol.file.allow": "always", "protocol.ext.allow": "always",
        ] {
            try git(["config", name, value], in: repository.topLevel)
        }
        let missing = String(repeating: "2", count: 40)
        // The local transport runs the remote's upload-pack; `ext::` runs its command.
        for (name, settings) in [
            ("upload-pack", ["remote.origin.url": "/tmp", "remote.origin.uploadpack": try markers.script("upload-pack")]),
            ("ext", ["remote.origin.url": "ext::" + (try markers.script("ext"))]),
        ] {
            for (key, value) in settings { try git(["config", key, value], in: repository.topLevel) }
            #expect(try asMogen(["cat-file", "-e", missing], command).status != 0)
            // Without GIT_NO_LAZY_FETCH, as with a git that does not know it: the transport is refused all the same.
            try asMogen(["cat-file", "-e", missing], command, changes: ["GIT_NO_LAZY_FETCH": nil])
            #expect(markers.ran() == [], "\(name)")
            try git(["cat-file", "-e", missing], in: repository.topLevel)
            #expect(markers.ran() == [name], "\(name): as a user runs git, the fetch starts it")
            try FileManager.default.removeItem(atPath: "\(markers.directory)/\(name).ran")
            _ = try? git(["config", "--unset", "remote.origin.uploadpack"], in: repository.topLevel)
        }
    }

    @Test("git's version is read from `git version`; the oldest taken is 2.30")
    func versions() {
        let versions = ["git version 2.39.5\n", "git version 2.50.1 (Apple Git-155)", "git version 2.30.0.windows.1"]
            .map { GitCommand.version(in: $0).map { "\($0.major).\($0.minor)" } }
        #expect(versions == ["2.39", "2.50", "2.30"])
        #expect(GitCommand.version(in: "nonsense") == nil)
        #expect(GitCommand.oldestVersion.major == 2 && GitCommand.oldestVersion.minor == 30)
    }
}
