import Foundation
import MogenSupport
import MogenTestSupport
import Testing
@testable import MogenModel

/// Reading models as a git revision holds them, from a scratch repository: two commits of a bundle, and a working
/// tree that differs from both.
@Suite("Reading a model at a git revision", .enabled(if: TestMachine.hasGit, "needs git"), .temporaryDirectories)
struct GitRevisionTreeTests {
    /// A repository in a new temporary directory:
    /// - HEAD~1: `App/Shop.xcdatamodeld` with `Shop` (A) and `Shop 2` (A, B), current `Shop 2`;
    /// - HEAD: `Shop 2` edited (B gains `note`), `Shop 3` added (A, B, C) and made current; `App/Other.xcdatamodel`,
    ///   `App/Linked.xcdatamodeld` (its version a symbolic link) and a submodule `App/Vendor` added;
    /// - working tree: `Shop 3` gains D, not committed.
    struct ScratchRepository {
        let root: String
        var bundle: String { root + "/App/Shop.xcdatamodeld" }
        /// The repository as mogen finds it from its top level (the tests' current directory is in another one);
        /// one without a top level, which every read refuses, if it is not found.
        var discovered: GitRepository {
            GitRepository.enclosing(root) ?? GitRepository(topLevel: "/nonexistent", gitEntry: "/nonexistent/.git")
        }

        static func make() throws -> ScratchRepository {
            let repository = ScratchRepository(root: try TemporaryDirectory.make())
            try repository.git("init", "-q")
            try repository.write(["A"], to: "App/Shop.xcdatamodeld/Shop.xcdatamodel/contents")
            try repository.write(["A", "B"], to: "App/Shop.xcdatamodeld/Shop 2.xcdatamodel/contents")
            try repository.setCurrent("Shop 2")
            try repository.commit("first")

            try repository.write(["A", "B+note"], to: "App/Shop.xcdatamodeld/Shop 2.xcdatamodel/contents")
            try repository.write(["A", "B", "C"], to: "App/Shop.xcdatamodeld/Shop 3.xcdatamodel/contents")
            try repository.setCurrent("Shop 3")
            try repository.write(["O"], to: "App/Other.xcdatamodel/contents")
            try FileManager.default.createDirectory(
                atPath: repository.root + "/App/Linked.xcdatamodeld", withIntermediateDirectories: true)
            try FileManager.default.createSymbolicLink(
                atPath: repository.root + "/App/Linked.xcdatamodeld/Linked.xcdatamodel",
                withDestinationPath: "../Shop.xcdatamodeld/Shop.xcdatamodel")
            try repository.git("add", "-A")
            // A submodule that is not checked out: its commit in the tree, an empty folder in the working tree.
            let head = try repository.git("rev-parse", "HEAD").trimmingCharacters(in: .whitespacesAndNewlines)
            try repository.git("update-index", "--add", "--cacheinfo", "160000,\(head),App/Vendor")
            try FileManager.default.createDirectory(atPath: repository.root + "/App/Vendor", withIntermediateDirectories: true)
            try repository.git("commit", "-q", "-m", "second")

            try repository.write(["A", "B", "C", "D"], to: "App/Shop.xcdatamodeld/Shop 3.xcdatamodel/contents")
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

        /// A model of `entities`; `B+note` is entity B with an attribute `note`.
        func write(_ entities: [String], to path: String) throws {
            let body = entities.map { name in
                let parts = name.split(separator: "+")
                let attributes = parts.dropFirst().map { #"<attribute name="\#($0)" optional="YES" attributeType="String"/>"# }
                return #"<entity name="\#(parts[0])" syncable="YES">"# + attributes.joined() + "</entity>"
            }
            try TestFiles.write(ModelXML.document(body.joined(separator: "\n")), to: root + "/" + path)
        }

        func setCurrent(_ version: String) throws {
            let plist = #"<?xml version="1.0" encoding="UTF-8"?><plist version="1.0"><dict>"#
                + "<key>_XCCurrentVersionName</key><string>\(version).xcdatamodel</string></dict></plist>"
            try TestFiles.write(plist, to: root + "/App/Shop.xcdatamodeld/.xccurrentversion")
        }

        func commit(_ message: String) throws {
            try git("add", "-A")
            try git("commit", "-q", "-m", message)
        }

        /// Every file and folder under the root (`.git` included), with its size and modification date.
        func listing() throws -> [String] {
            let fileManager = FileManager.default
            let paths = try #require(fileManager.subpaths(atPath: root)).sorted()
            return try paths.map { path in
                let attributes = try fileManager.attributesOfItem(atPath: root + "/" + path)
                return "\(path) \(attributes[.size] ?? "") \(attributes[.modificationDate] ?? "")"
            }
        }
    }

    private func entities(_ result: ModelReader.Result) -> [String] {
        result.model.entities.map { entity in
            ([entity.name] + entity.attributes.map(\.name)).joined(separator: "+")
        }
    }

    private func message(_ body: () throws(DiagnosticError) -> Void) throws -> Diagnostic {
        let error = try #require(throws: DiagnosticError.self) { try body() }
        return try #require(error.diagnostics.first)
    }

    @Test("each version reads as it was committed at HEAD~1 and at HEAD, not as the working tree has it")
    func versionsAtRevisions() throws {
        let repository = try ScratchRepository.make()
        let bundle = repository.bundle
        #expect(entities(try ModelReader.read(path: bundle, version: "Shop", revision: "HEAD~1", repository: repository.discovered)) == ["A"])
        #expect(entities(try ModelReader.read(path: bundle, version: "Shop 2", revision: "HEAD~1", repository: repository.discovered)) == ["A", "B"])
        #expect(entities(try ModelReader.read(path: bundle, version: "Shop 2", revision: "HEAD", repository: repository.discovered)) == ["A", "B+note"])
        #expect(entities(try ModelReader.read(path: bundle, revision: "HEAD", repository: repository.discovered)) == ["A", "B", "C"])
        #expect(entities(try ModelReader.read(path: bundle)) == ["A", "B", "C", "D"])

        let old = try ModelReader.read(path: bundle, revision: "HEAD~1", repository: repository.discovered).model.source
        #expect(old.versionName == "Shop 2")
        #expect(old.inputPath == "HEAD~1:App/Shop.xcdatamodeld")
        #expect(old.contentsPath == "HEAD~1:App/Shop.xcdatamodeld/Shop 2.xcdatamodel/contents")
        #expect(old.inputFiles == ["HEAD~1:App/Shop.xcdatamodeld/.xccurrentversion", old.contentsPath])
        #expect(old.modelName == "Shop")
    }

    @Test("one tree, opened once, reads every version and lists them with the current one")
    func versionsOfTree() throws {
        let repository = try ScratchRepository.make()
        let bundle = repository.bundle
        let old = try GitRevisionTree(path: bundle, revision: "HEAD~1", repository: repository.discovered)
        #expect(try ModelLocator.versions(of: bundle, in: old) == ModelVersions(names: ["Shop", "Shop 2"], current: "Shop 2"))
        let head = try GitRevisionTree(path: repository.root + "/App", revision: "HEAD", repository: repository.discovered)
        let atHead = try ModelLocator.versions(of: bundle, in: head)
        #expect(atHead == ModelVersions(names: ["Shop", "Shop 2", "Shop 3"], current: "Shop 3"))
        #expect(try ModelLocator.versions(of: bundle) == atHead)
        #expect(atHead.readByDefault == "Shop 3")
        for version in atHead.names {
            let result = try ModelReader.read(path: bundle, version: version, in: head)
            #expect(result.model.source.contentsPath == "HEAD:App/Shop.xcdatamodeld/\(version).xcdatamodel/contents")
        }
        #expect(try ModelLocator.versions(of: repository.root + "/App/Other.xcdatamodel", in: head).names == [])
    }

    @Test("a .xcdatamodel folder, a contents file and a relative path read at a revision")
    func folderFileAndRelativePath() throws {
        let repository = try ScratchRepository.make()
        let folder = repository.root + "/App/Other.xcdatamodel"
        let fromFolder = try ModelReader.read(path: folder + "/", revision: "HEAD", repository: repository.discovered)
        #expect(entities(fromFolder) == ["O"])
        #expect(fromFolder.model.source.contentsPath == "HEAD:App/Other.xcdatamodel/contents")
        #expect(fromFolder.model.source.modelName == "Other")
        let fromFile = try ModelReader.read(path: folder + "/contents", revision: "HEAD", repository: repository.discovered)
        #expect(fromFile.model.source.modelName == "Other")

        // The same folder spelled from the current directory.
        let here = FileManager.default.currentDirectoryPath.split(separator: "/").count
        let relative = String(repeating: "../", count: here) + folder.dropFirst()
        #expect(entities(try ModelReader.read(path: relative, revision: "HEAD", repository: repository.discovered)) == ["O"])

        // A model removed from the working tree is still read as the revision has it.
        try FileManager.default.removeItem(atPath: folder)
        #expect(entities(try ModelReader.read(path: folder, revision: "HEAD", repository: repository.discovered)) == ["O"])
    }

    @Test("an unknown revision, a path missing at the revision and a folder outside any repository")
    func failures() throws {
        let repository = try ScratchRepository.make()
        let unknown = try message { () throws(DiagnosticError) in
            _ = try ModelReader.read(path: repository.bundle, revision: "origin/mian", repository: repository.discovered)
        }
        #expect(unknown.message.hasPrefix("unknown revision 'origin/mian'; git says: "))
        #expect(unknown.location?.file == repository.bundle)
        #expect(unknown.category == .input)

        let missing = try message { () throws(DiagnosticError) in
            _ = try ModelReader.read(path: repository.root + "/App/Other.xcdatamodel", revision: "HEAD~1", repository: repository.discovered)
        }
        #expect(missing.message == "'App/Other.xcdatamodel' did not exist at HEAD~1")
        #expect(missing.location?.file == "HEAD~1:App/Other.xcdatamodel")

        let version = try message { () throws(DiagnosticError) in
            _ = try ModelReader.read(path: repository.bundle, version: "Shop 3", revision: "HEAD~1", repository: repository.discovered)
        }
        #expect(version.message == "no model version named 'Shop 3'; versions: 'Shop', 'Shop 2' (did you mean 'Shop 2'?)")

        let outside = try TemporaryDirectory.make()
        try TestFiles.write(ModelXML.document(""), to: outside + "/Loose.xcdatamodel/contents")
        let notRepository = try message { () throws(DiagnosticError) in
            _ = try ModelReader.read(path: outside + "/Loose.xcdatamodel", revision: "HEAD", repository: repository.discovered)
        }
        #expect(notRepository.message.hasPrefix("this model is outside the git repository found from the current directory"))
        #expect(notRepository.location?.file == outside + "/Loose.xcdatamodel")
    }

    @Test("a symbolic link or a submodule in the revision is refused")
    func linksAndSubmodules() throws {
        let repository = try ScratchRepository.make()
        let link = try message { () throws(DiagnosticError) in
            _ = try ModelReader.read(path: repository.root + "/App/Linked.xcdatamodeld", revision: "HEAD", repository: repository.discovered)
        }
        #expect(link.message.hasPrefix("'Linked.xcdatamodel' is a symbolic link at HEAD; "))
        #expect(link.location?.file == "HEAD:App/Linked.xcdatamodeld/Linked.xcdatamodel")

        let submodule = try message { () throws(DiagnosticError) in
            _ = try ModelReader.read(path: repository.root + "/App/Vendor", revision: "HEAD", repository: repository.discovered)
        }
        #expect(submodule.message.hasPrefix("'Vendor' is a submodule at HEAD; "))
    }

    @Test("reading at revisions leaves the working tree and the repository as they were")
    func nothingTouched() throws {
        let repository = try ScratchRepository.make()
        let before = try repository.listing()
        for revision in ["HEAD~1", "HEAD"] {
            let tree = try GitRevisionTree(path: repository.bundle, revision: revision, repository: repository.discovered)
            for version in try ModelLocator.versions(of: repository.bundle, in: tree).names {
                _ = try ModelReader.read(path: repository.bundle, version: version, in: tree)
            }
        }
        #expect(try repository.listing() == before)
        let status = try repository.git("status", "--porcelain", "-z")
        #expect(status == " M App/Shop.xcdatamodeld/Shop 3.xcdatamodel/contents\0")
    }

    @Test("a path outside the one the tree was opened for is refused")
    func outsideOpenedPath() throws {
        let repository = try ScratchRepository.make()
        let tree = try GitRevisionTree(path: repository.bundle, revision: "HEAD", repository: repository.discovered)
        let outside = try message { () throws(DiagnosticError) in
            _ = try ModelReader.read(path: repository.root + "/App/Other.xcdatamodel", in: tree)
        }
        #expect(outside.message.hasPrefix("this path is outside "))
    }
}
