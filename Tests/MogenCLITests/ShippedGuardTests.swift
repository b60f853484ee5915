import Foundation
import MogenTestSupport
import Testing

/// `mogen lint --shipped`, `generate --check` with `shipped`, and `diff --from-git`, on a scratch git repository
/// whose commit holds the Library model's versions 1 and 2 (2 current): the shipped state.
@Suite("The shipped-version guard and diff --from-git",
    .enabled(if: TestMachine.hasGit, "needs git"), .temporaryDirectories)
struct ShippedGuardTests {
    struct Repository {
        let root: String
        let bundle = "Library.xcdatamodeld"

        static func make() throws -> Repository {
            let repository = Repository(root: try TemporaryDirectory.make())
            let source = TestPackage.path("Tests/Models/Library.xcdatamodeld")
            for version in ["Library", "Library 2"] {
                let folder = "\(repository.root)/Library.xcdatamodeld/\(version).xcdatamodel"
                try FileManager.default.createDirectory(atPath: folder, withIntermediateDirectories: true)
                try FileManager.default.copyItem(atPath: "\(source)/\(version).xcdatamodel/contents", toPath: folder + "/contents")
            }
            try repository.setCurrent("Library 2")
            try repository.git("init", "-q")
            try repository.git("add", "-A")
            try repository.git("commit", "-q", "-m", "shipped")
            return repository
        }

        @discardableResult
        func git(_ arguments: String...) throws -> String {
            let output = try ChildProcess(
                "git", ["-C", root, "-c", "user.name=mogen", "-c", "user.email=mogen@example.com",
                        "-c", "commit.gpgsign=false"] + arguments).run()
            try #require(output.status == 0, "git \(arguments.joined(separator: " ")): \(output.stderr)")
            return output.stdout
        }

        func mogen(_ arguments: [String], environment: [String: String] = [:]) throws -> ChildProcess.Output {
            try MogenProcess.run(arguments, in: root, environment: environment)
        }

        func contents(_ version: String) -> String { "\(root)/\(bundle)/\(version).xcdatamodel/contents" }

        func edit(_ version: String, replacing old: String, with new: String) throws {
            let text = try String(contentsOfFile: contents(version), encoding: .utf8)
            #expect(text.contains(old))
            try TestFiles.write(text.replacingOccurrences(of: old, with: new), to: contents(version))
        }

        func addVersion3(current: Bool) throws {
            let folder = "\(root)/\(bundle)/Library 3.xcdatamodel"
            try FileManager.default.createDirectory(atPath: folder, withIntermediateDirectories: true)
            try FileManager.default.copyItem(
                atPath: TestPackage.path("Tests/Models/Library.xcdatamodeld/Library 3.xcdatamodel/contents"),
                toPath: folder + "/contents")
            if current { try setCurrent("Library 3") }
        }

        func setCurrent(_ version: String) throws {
            let plist = #"<?xml version="1.0" encoding="UTF-8"?><plist version="1.0"><dict>"#
                + "<key>_XCCurrentVersionName</key><string>\(version).xcdatamodel</string></dict></plist>"
            try TestFiles.write(plist, to: "\(root)/\(bundle)/.xccurrentversion")
        }
    }

    @Test("editing a shipped version so that a version hash changes fails, at the changed element")
    func editedVersionFails() throws {
        let repository = try Repository.make()
        #expect(try repository.mogen(["lint", repository.bundle, "--shipped", "HEAD"]).status == 0)
        try repository.edit("Library 2", replacing: #"name="title" optional="YES""#, with: #"name="title""#)
        let lint = try repository.mogen(["lint", repository.bundle, "--shipped", "HEAD"])
        #expect(lint.status == 2)
        #expect(lint.stderr.contains(
            "Library.xcdatamodeld/Library 2.xcdatamodel/contents:9:9: error: version 'Library 2' changed after it "
                + "shipped (attribute Book.title: optionality optional → required); add a new model version instead "
                + "[evolution]"), "\(lint.stderr)")
    }

    @Test("adding a new current version passes; changes outside the version hashes pass")
    func newVersionPasses() throws {
        let repository = try Repository.make()
        try repository.addVersion3(current: true)
        try repository.edit("Library 2", replacing: #"attributeType="String" indexed="YES""#, with: #"attributeType="String""#)
        let lint = try repository.mogen(["lint", repository.bundle, "--shipped", "HEAD", "--warnings-as-errors"])
        #expect(lint.status == 0, "\(lint.stderr)")
    }

    @Test("every version at the revision is read through one git process, whatever the number of versions")
    func oneGitProcessForTheVersions() throws {
        let repository = try Repository.make()
        try repository.addVersion3(current: true)
        try repository.git("add", "-A")
        try repository.git("commit", "-q", "-m", "three versions")
        // A `git` first on PATH that logs its arguments, then runs the real one.
        let real = try #require(TestMachine.program("git"))
        let wrapper = try TemporaryDirectory.make()
        let log = wrapper + "/calls.log"
        try TestFiles.write("#!/bin/sh\nprintf '%s\\n' \"$*\" >> '\(log)'\nexec '\(real)' \"$@\"\n", to: wrapper + "/git")
        try FileManager.default.setAttributes([.posixPermissions: 0o755], ofItemAtPath: wrapper + "/git")
        let path = wrapper + ":" + (ProcessInfo.processInfo.environment["PATH"] ?? "/usr/bin:/bin")
        let lint = try repository.mogen(["lint", repository.bundle, "--shipped", "HEAD"], environment: ["PATH": path])
        #expect(lint.status == 0, "\(lint.stderr)")
        let calls = try String(contentsOfFile: log, encoding: .utf8).split(separator: "\n")
        // git version, rev-parse --show-toplevel, ls-tree, and one cat-file --batch for the three versions and
        // .xccurrentversion: no cat-file per file.
        #expect(calls.filter { $0.contains("cat-file --batch") }.count == 1, "\(calls)")
        #expect(!calls.contains { $0.contains("cat-file blob") }, "\(calls)")
        #expect(calls.count <= 5, "\(calls)")
        // And what it read is the revision's: an edit of a shipped version after it is still found.
        try repository.edit("Library 2", replacing: #"attributeType="String" indexed="YES""#,
            with: #"attributeType="Integer 16" indexed="YES""#)
        let edited = try repository.mogen(["lint", repository.bundle, "--shipped", "HEAD"], environment: ["PATH": path])
        #expect(edited.status == 2, "\(edited.stderr)")
    }

    @Test("a bundle that is not at its path in the revision (moved or added since) passes, saying nothing was checked")
    func movedBundleSaysNothingWasChecked() throws {
        let repository = try Repository.make()
        try repository.git("mv", repository.bundle, "Moved.xcdatamodeld")
        try repository.git("commit", "-q", "-m", "moved")
        let lint = try repository.mogen(["lint", "Moved.xcdatamodeld", "--shipped", "HEAD~1", "--warnings-as-errors"])
        #expect(lint.status == 0, "\(lint.stderr)")
        #expect(lint.stderr.contains("Moved.xcdatamodeld: note: nothing was checked: the bundle is not at this path in "
            + "HEAD~1"), "\(lint.stderr)")
        // At a revision that has it there, the versions are compared, and nothing is said of it.
        let guarded = try repository.mogen(["lint", "Moved.xcdatamodeld", "--shipped", "HEAD"])
        #expect(!guarded.stderr.contains("nothing was checked"), "\(guarded.stderr)")
    }

    @Test("a removed version is an error; a new version that is not current, and an older current one, warn")
    func versionOrder() throws {
        let repository = try Repository.make()
        try FileManager.default.removeItem(atPath: "\(repository.root)/\(repository.bundle)/Library.xcdatamodel")
        try repository.addVersion3(current: false)
        let lint = try repository.mogen(["lint", repository.bundle, "--shipped", "HEAD"])
        #expect(lint.status == 2)
        #expect(lint.stderr.contains("error: version 'Library' was removed after it shipped (it is in HEAD)"))
        #expect(lint.stderr.contains("warning: version 'Library 3' is new since HEAD but is not the current version"))
        #expect(lint.stderr.contains("warning: the current version 'Library 2' is older than 'Library 3'"))
    }

    @Test("\"shipped\" in mogen.json: lint with no model, and generate --check")
    func configuration() throws {
        let repository = try Repository.make()
        try TestFiles.write(
            #"{ "shipped": "HEAD", "models": [ { "model": "Library.xcdatamodeld", "output": "Generated" } ] }"#,
            to: repository.root + "/mogen.json")
        #expect(try repository.mogen(["generate"]).status == 0)
        #expect(try repository.mogen(["lint"]).status == 0)
        #expect(try repository.mogen(["generate", "--check"]).status == 0)
        try repository.edit("Library 2", replacing: #"name="pageCount" optional="YES" attributeType="Integer 32""#,
                            with: #"name="pageCount" optional="YES" attributeType="Integer 64""#)
        let lint = try repository.mogen(["lint"])
        #expect(lint.status == 2)
        #expect(lint.stderr.contains("(attribute Book.pageCount: type Integer 32 → Integer 64)"))
        let check = try repository.mogen(["generate", "--check"])
        #expect(check.status == 2)
        #expect(check.stderr.contains("version 'Library 2' changed after it shipped"))
        // A build does not run the guard: it may run where git, or the revision, is not there.
        #expect(try repository.mogen(["generate"]).status == 0)
    }

    @Test("diff --from-git: the version current at the revision against the working tree's")
    func diffFromGit() throws {
        let repository = try Repository.make()
        try repository.addVersion3(current: true)
        let diff = try repository.mogen(["diff", repository.bundle, "--from-git", "HEAD"])
        #expect(diff.status == 0)
        #expect(diff.stdout.hasPrefix(
            "HEAD:Library.xcdatamodeld 'Library 2' → Library.xcdatamodeld 'Library 3'\nverdict: mapping-model"))
        let missing = try repository.mogen(["diff", repository.bundle, "--from-git", "no-such-branch"])
        #expect(missing.status == 2)
        #expect(missing.stderr.contains("unknown revision 'no-such-branch'"))
        #expect(try repository.mogen(["diff", repository.bundle, "Other.xcdatamodel", "--from-git", "HEAD"]).status == 64)
    }
}
