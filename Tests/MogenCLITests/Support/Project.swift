import Foundation
import MogenTestSupport
import Testing

/// A temporary project directory holding copies of sample models, for tests that run `mogen` on real files.
struct Project {
    let root: String

    /// A new project with copies of the named samples (`Employees` → `Employees.xcdatamodeld`).
    init(samples: [String] = ["Employees"]) throws {
        root = try TemporaryDirectory.make()
        for sample in samples {
            try FileManager.default.copyItem(
                atPath: TestPackage.path("Samples/\(sample).xcdatamodeld"), toPath: root + "/\(sample).xcdatamodeld")
        }
    }

    /// Runs mogen in the project's directory.
    @discardableResult
    func mogen(_ arguments: [String], environment: [String: String] = [:]) throws -> ChildProcess.Output {
        try MogenProcess.run(arguments, in: root, environment: environment)
    }

    func path(_ relative: String) -> String { root + "/" + relative }

    func read(_ relative: String) throws -> String {
        try String(contentsOfFile: path(relative), encoding: .utf8)
    }

    func write(_ relative: String, _ text: String) throws {
        try TestFiles.write(text, to: path(relative))
    }

    func exists(_ relative: String) -> Bool { FileManager.default.fileExists(atPath: path(relative)) }

    /// The contents file of a sample's only (or current) version.
    func contentsPath(_ sample: String = "Employees") -> String {
        "\(sample).xcdatamodeld/\(sample).xcdatamodel/contents"
    }

    /// Edits a model's XML by replacing text, which must be present.
    func editModel(_ sample: String = "Employees", replacing old: String, with new: String) throws {
        let text = try read(contentsPath(sample))
        #expect(text.contains(old), "the model should contain \(old)")
        try write(contentsPath(sample), text.replacingOccurrences(of: old, with: new))
    }

    /// Every file under `relative` (recursively, hidden files included) with its bytes and modification time: two
    /// equal snapshots mean nothing was written, created or deleted.
    func snapshot(_ relative: String = ".") throws -> [String: FileState] {
        var states: [String: FileState] = [:]
        let base = path(relative)
        guard let enumerator = FileManager.default.enumerator(atPath: base) else { return states }
        while let name = enumerator.nextObject() as? String {
            let full = base + "/" + name
            var status = stat()
            guard lstat(full, &status) == 0, (status.st_mode & S_IFMT) == S_IFREG else { continue }
            #if os(Linux)
            let modified = status.st_mtim
            #else
            let modified = status.st_mtimespec
            #endif
            states[name] = FileState(
                contents: FileManager.default.contents(atPath: full) ?? Data(),
                modified: Int64(modified.tv_sec) * 1_000_000_000 + Int64(modified.tv_nsec), inode: UInt64(status.st_ino))
        }
        return states
    }

    struct FileState: Equatable {
        var contents: Data
        var modified: Int64
        var inode: UInt64
    }
}
