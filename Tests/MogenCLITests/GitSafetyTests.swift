import Foundation
import MogenTestSupport
import Testing

/// A cloned repository, the user's own git settings and a hook's environment cannot make mogen's git commands run a
/// program (`"shipped"`, `lint --shipped`, `generate --check`, `diff --from-git`). Each attack names a script that
/// creates a marker file; the marker must never appear, and where mogen refuses, it says why at the model.
@Suite("git cannot be made to run a program", .enabled(if: TestMachine.hasGit, "needs git"), .temporaryDirectories)
struct GitSafetyTests {
    /// A scratch repository with the Library model (versions 1 and 2) under `App/`, a `mogen.json` that generates it
    /// into `Out` with `"shipped": "HEAD"`, committed; and `evil.sh`, outside it, which creates `marker`.
    struct Scratch {
        let base: String
        var root: String { base + "/repo" }
        var script: String { base + "/evil.sh" }
        var marker: String { base + "/marker" }
        let bundle = "App/Library.xcdatamodeld"

        static func make() throws -> Scratch {
            let scratch = Scratch(base: try TemporaryDirectory.make())
            try TestFiles.write("#!/bin/sh\ntouch '\(scratch.marker)'\nexit 1\n", to: scratch.script)
            try FileManager.default.setAttributes([.posixPermissions: 0o755], ofItemAtPath: scratch.script)
            try scratch.writeModel(in: scratch.root)
            try TestFiles.write(
                #"{ "models": [ { "model": "App/Library.xcdatamodeld", "output": "Out", "shipped": "HEAD" } ] }"#,
                to: scratch.root + "/mogen.json")
            try scratch.git(in: scratch.root, "init", "-q")
            try scratch.commitAll(in: scratch.root)
            return scratch
        }

        /// The Library model's versions 1 and 2 (2 current) under `directory/App`.
        func writeModel(in directory: String) throws {
            let source = TestPackage.path("Tests/Models/Library.xcdatamodeld")
            for version in ["Library", "Library 2"] {
                let folder = "\(directory)/\(bundle)/\(version).xcdatamodel"
                try FileManager.default.createDirectory(atPath: folder, withIntermediateDirectories: true)
                try FileManager.default.copyItem(atPath: "\(source)/\(version).xcdatamodel/contents", toPath: folder + "/contents")
            }
            try TestFiles.write(#"<?xml version="1.0" encoding="UTF-8"?><plist version="1.0"><dict>"#
                + "<key>_XCCurrentVersionName</key><string>Library 2.xcdatamodel</string></dict></plist>",
                to: "\(directory)/\(bundle)/.xccurrentversion")
        }

        /// Files that look like a git directory to git (`HEAD`, `refs/`, `objects/`, `config`), as a contributor can
        /// commit them: a partial clone whose missing `HEAD` commit makes git fetch from `origin`, running its
        /// `uploadpack`, the script.
        func writeFakeGitDirectory(at directory: String, workTree: String = ".") throws {
            try TestFiles.write("ref: refs/heads/main\n", to: directory + "/HEAD")
            try TestFiles.write(String(repeating: "1", count: 40) + "\n", to: directory + "/refs/heads/main")
            try TestFiles.write("", to: directory + "/objects/info/keep")
            try TestFiles.write("""
                [core]
                \trepositoryformatversion = 1
                \tbare = false
                \tworktree = \(workTree)
                [extensions]
                \tpartialClone = origin
                [remote "origin"]
                \turl = \(base)
                \tpromisor = true
                \tuploadpack = \(script)
                """, to: directory + "/config")
        }

        @discardableResult
        func git(in directory: String, _ arguments: String...) throws -> String {
            let output = try ChildProcess(
                "git", ["-C", directory, "-c", "user.name=mogen", "-c", "user.email=mogen@example.com",
                        "-c", "commit.gpgsign=false", "-c", "protocol.file.allow=always"] + arguments).run()
            try #require(output.status == 0, "git \(arguments.joined(separator: " ")): \(output.stderr)")
            return output.stdout
        }

        func commitAll(in directory: String) throws {
            try git(in: directory, "add", "-A")
            try git(in: directory, "commit", "-q", "-m", "commit")
        }

        /// mogen run in `directory` (the repository's top level by default), with `environment` added to this
        /// process's.
        func mogen(_ arguments: [String], in directory: String? = nil, environment: [String: String] = [:]) throws
            -> ChildProcess.Output
        {
            let whole = ProcessInfo.processInfo.environment.merging(environment) { _, new in new }
            return try ChildProcess(MogenProcess.executable, arguments, environment: whole, in: directory ?? root).run()
        }

        /// The commands that run git: `lint` through `mogen.json`'s `shipped`, `lint --shipped`, `generate --check`
        /// (after a `generate`), and `diff --from-git`; each must succeed.
        func runEveryGitCommand(in directory: String? = nil, bundle: String? = nil, environment: [String: String] = [:])
            throws
        {
            let bundle = bundle ?? self.bundle
            #expect(try mogen(["generate"], in: directory).status == 0)
            for arguments in [["lint"], ["lint", bundle, "--shipped", "HEAD"], ["generate", "--check"],
                              ["diff", bundle, "--from-git", "HEAD"]] {
                let result = try mogen(arguments, in: directory, environment: environment)
                #expect(result.status == 0, "mogen \(arguments.joined(separator: " ")): \(result.stderr)")
            }
        }

        var programRan: Bool { FileManager.default.fileExists(atPath: marker) }
    }

    @Test("git files committed in the model's folder or in its parent are never taken for a repository", .tags(.slow),
        arguments: ["App/Library.xcdatamodeld", "App"])
    func embeddedRepository(folder: String) throws {
        let scratch = try Scratch.make()
        try scratch.writeFakeGitDirectory(at: scratch.root + "/" + folder)
        try scratch.commitAll(in: scratch.root)
        // A run from inside the fake repository's folder finds the real one too.
        try scratch.runEveryGitCommand()
        let inside = try scratch.mogen(["lint", "--shipped", "HEAD", "Library.xcdatamodeld"], in: scratch.root + "/App")
        #expect(inside.status == 0, "\(inside.stderr)")
        #expect(!scratch.programRan)
    }

    @Test("a .git file in the model's folder makes it another repository: refused, at the model")
    func strayGitFile() throws {
        let scratch = try Scratch.make()
        try scratch.writeFakeGitDirectory(at: scratch.base + "/evil", workTree: scratch.root + "/App")
        try TestFiles.write("gitdir: ../../evil\n", to: scratch.root + "/App/.git")
        for arguments in [["lint", scratch.bundle, "--shipped", "HEAD"], ["diff", scratch.bundle, "--from-git", "HEAD"]] {
            let result = try scratch.mogen(arguments)
            #expect(result.status == 2)
            #expect(result.stderr.contains("\(scratch.bundle): error: this model is in another git repository than the one "
                + "found from the current directory"), "\(result.stderr)")
        }
        #expect(!scratch.programRan)
    }

    @Test("a linked worktree, whose .git is a file naming its git directory, is read from inside it")
    func linkedWorktree() throws {
        let scratch = try Scratch.make()
        let worktree = scratch.base + "/worktree"
        try scratch.git(in: scratch.root, "worktree", "add", "-q", "--detach", worktree)
        try scratch.runEveryGitCommand(in: worktree)
        // What it reads is the revision: an edit of a shipped version in the worktree is caught.
        let contents = worktree + "/App/Library.xcdatamodeld/Library.xcdatamodel/contents"
        let text = try String(contentsOfFile: contents, encoding: .utf8)
        try TestFiles.write(text.replacingOccurrences(of: "attributeType=\"String\"", with: "attributeType=\"Binary\""), to: contents)
        let lint = try scratch.mogen(["lint", scratch.bundle, "--shipped", "HEAD"], in: worktree)
        #expect(lint.status == 2)
        #expect(lint.stderr.contains("changed after it shipped"), "\(lint.stderr)")
        #expect(!scratch.programRan)
    }

    @Test("a model in a submodule is read from inside the submodule, and refused from the superproject")
    func submodule() throws {
        let scratch = try Scratch.make()
        let outer = scratch.base + "/outer"
        try FileManager.default.createDirectory(atPath: outer, withIntermediateDirectories: true)
        try scratch.git(in: outer, "init", "-q")
        try scratch.git(in: outer, "submodule", "add", "-q", scratch.root, "Vendor")
        try scratch.commitAll(in: outer)
        let fromOuter = try scratch.mogen(["lint", "Vendor/" + scratch.bundle, "--shipped", "HEAD"], in: outer)
        #expect(fromOuter.status == 2)
        #expect(fromOuter.stderr.contains("Vendor/\(scratch.bundle): error: this model is in another git repository"),
            "\(fromOuter.stderr)")
        #expect(fromOuter.stderr.contains("'Vendor/.git' makes 'Vendor' a repository of its own"))
        let fromInside = try scratch.mogen(["lint", scratch.bundle, "--shipped", "HEAD"], in: outer + "/Vendor")
        #expect(fromInside.status == 0, "\(fromInside.stderr)")
        #expect(!scratch.programRan)
    }

    @Test("a model outside the current directory's repository, or no repository at all, is refused at the model")
    func outsideTheRepository() throws {
        let scratch = try Scratch.make()
        let elsewhere = scratch.base + "/elsewhere"
        try scratch.writeModel(in: elsewhere)
        let outside = try scratch.mogen(["lint", elsewhere + "/" + scratch.bundle, "--shipped", "HEAD"])
        #expect(outside.status == 2)
        #expect(outside.stderr.contains("error: this model is outside the git repository found from the current directory"))
        let none = try scratch.mogen(["lint", scratch.bundle, "--shipped", "HEAD"], in: elsewhere,
            environment: ["GIT_CEILING_DIRECTORIES": scratch.base])
        #expect(none.status == 2)
        #expect(none.stderr.contains("\(scratch.bundle): error: not in a git repository"), "\(none.stderr)")
    }

    @Test("a revision that looks like an option is refused before git runs, in every place a revision is given")
    func optionLikeRevisions() throws {
        let scratch = try Scratch.make()
        // Run from the base, so that `../written` is the base's `written`.
        let written = scratch.base + "/written"
        for revision in ["--output=../written", "-c", "--upload-pack=../evil.sh", ""] {
            for arguments in [["lint", scratch.bundle, "--shipped=\(revision)"], ["diff", scratch.bundle, "--from-git=\(revision)"]] {
                let result = try scratch.mogen(arguments)
                #expect(result.status == 2, "\(arguments): \(result.stderr)")
                #expect(result.stderr.contains("\(scratch.bundle): error: '\(revision)' is not a git revision"),
                    "\(arguments): \(result.stderr)")
            }
            try TestFiles.write(#"{ "models": [ { "model": "App/Library.xcdatamodeld", "output": "Out", "shipped": "\#(revision)" } ] }"#,
                to: scratch.root + "/mogen.json")
            let lint = try scratch.mogen(["lint"])
            #expect(lint.status == 2)
            #expect(lint.stderr.contains("is not a git revision"), "\(lint.stderr)")
        }
        #expect(!FileManager.default.fileExists(atPath: written))
        #expect(!scratch.programRan)
    }

    @Test("the user's own fsmonitor, pager, external diff and hooks, and git's variables in the environment run nothing")
    func userSettingsAndEnvironment() throws {
        let scratch = try Scratch.make()
        let home = scratch.base + "/home"
        let hooks = scratch.base + "/hooks"
        for hook in ["post-checkout", "pre-commit", "post-index-change", "reference-transaction", "fsmonitor-watchman"] {
            try FileManager.default.createDirectory(atPath: hooks, withIntermediateDirectories: true)
            try FileManager.default.copyItem(atPath: scratch.script, toPath: hooks + "/" + hook)
        }
        let settings = """
            [core]
            \tfsmonitor = \(scratch.script)
            \tpager = \(scratch.script)
            \thooksPath = \(hooks)
            \tsshCommand = \(scratch.script)
            [diff]
            \texternal = \(scratch.script)
            [pager]
            \tls-tree = \(scratch.script)
            \tcat-file = \(scratch.script)
            """
        try TestFiles.write(settings, to: home + "/.gitconfig")
        let config = scratch.root + "/.git/config"
        try TestFiles.write(try String(contentsOfFile: config, encoding: .utf8) + "\n" + settings + "\n", to: config)
        let fake = scratch.base + "/fake"
        try scratch.writeFakeGitDirectory(at: fake, workTree: scratch.root)
        try scratch.runEveryGitCommand(environment: [
            "HOME": home, "XDG_CONFIG_HOME": home, "GIT_DIR": fake, "GIT_WORK_TREE": scratch.root,
            "GIT_CONFIG_PARAMETERS": "'core.fsmonitor'='\(scratch.script)'", "GIT_CONFIG_COUNT": "1",
            "GIT_CONFIG_KEY_0": "core.pager", "GIT_CONFIG_VALUE_0": scratch.script, "GIT_EXTERNAL_DIFF": scratch.script,
            "GIT_PAGER": scratch.script, "PAGER": scratch.script, "GIT_SSH_COMMAND": scratch.script,
            "GIT_ASKPASS": scratch.script, "GIT_TRACE": "0",
        ])
        #expect(!scratch.programRan)
    }
}
