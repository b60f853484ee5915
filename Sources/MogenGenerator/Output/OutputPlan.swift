import Foundation
import MogenModel

/// What writing the files of one or more generated models would do to the disk, decided by comparing with what is
/// there. Planning reads; only `OutputWriter` writes.
public struct OutputPlan: Sendable {
    public enum Action: String, Sendable {
        /// The file does not exist: it will be created.
        case create
        /// A file mogen owns whose content differs: it will be rewritten.
        case update
        /// A file mogen owns, already up to date: left alone (keeps its modification time).
        case unchanged
        /// A file the user owns that exists: never touched.
        case keep
    }

    public struct Entry: Sendable {
        public let file: GeneratedFile
        public let action: Action
        /// The current content on disk, when the file exists.
        public let existing: String?
    }

    /// A file mogen generated from the same model earlier that this run no longer generates.
    public struct Orphan: Sendable, Equatable {
        public let path: String
        public let existing: String
    }

    public let entries: [Entry]
    public let orphans: [Orphan]
    /// Problems with existing files (warnings: a user's class file that no longer matches the model) and with the
    /// plan itself (errors: a file name that is not a plain name, two outputs at one path).
    public let diagnostics: [Diagnostic]

    /// The plan for `results`, generated together. Orphans are looked for in every directory mogen-owned files go to.
    public static func plan(_ results: [GenerationResult]) -> OutputPlan {
        let currentDirectory = FileManager.default.currentDirectoryPath
        var diagnostics = conflicts(results.flatMap(\.files), currentDirectory: currentDirectory)
        let humanChecks = results.map { result in
            Dictionary(result.context.entities.map { ($0.humanFileName, $0) }, uniquingKeysWith: { first, _ in first })
        }
        var entries: [Entry] = []
        for (result, entities) in zip(results, humanChecks) {
            for file in result.files {
                if let problem = unsafeNameProblem(file) {
                    diagnostics.append(problem)
                    continue
                }
                let existing = FileManager.default.contents(atPath: file.path).map { String(decoding: $0, as: UTF8.self) }
                switch (file.ownership, existing) {
                case (_, nil):
                    entries.append(Entry(file: file, action: .create, existing: nil))
                case let (.human, text?):
                    if let entity = entities[file.relativePath] {
                        diagnostics += HumanFileCheck.problems(in: text, path: file.path, entity: entity)
                    }
                    entries.append(Entry(file: file, action: .keep, existing: text))
                case let (.machine, text?):
                    entries.append(Entry(file: file, action: text == file.contents ? .unchanged : .update, existing: text))
                }
            }
        }
        let planned = Set(entries.map { PathText.absolute($0.file.path, in: currentDirectory) })
        let places = results.flatMap { result in
            Set(result.files.filter { $0.ownership == .machine }.map(\.directory)).map {
                OrphanScan.Place(directory: $0, modelFileName: result.context.fileName)
            }
        }
        return OutputPlan(
            entries: entries, orphans: OrphanScan.orphans(in: places, planned: planned, currentDirectory: currentDirectory),
            diagnostics: diagnostics)
    }

    /// The plan for one model's files.
    public static func plan(_ result: GenerationResult) -> OutputPlan {
        plan([result])
    }

    /// Entries that change the disk: files to create or update.
    public var changes: [Entry] {
        entries.filter { $0.action == .create || $0.action == .update }
    }

    /// A generated file's name must be one plain path component: whatever a model or template says, nothing is
    /// written outside the output directories.
    static func unsafeNameProblem(_ file: GeneratedFile) -> Diagnostic? {
        let name = file.relativePath
        let isPlain = !name.isEmpty && name != "." && name != ".." && !name.contains("/")
            && !name.unicodeScalars.contains { $0.value < 0x20 || $0 == "\\" }
        if isPlain { return nil }
        return .error("refusing to write '\(name)': a generated file's name must be a plain file name",
            at: .file(file.directory), .output)
    }

    /// Two outputs at the same path, or at paths that differ only in case (one file on macOS's file systems).
    static func conflicts(_ files: [GeneratedFile], currentDirectory: String) -> [Diagnostic] {
        var firstByPath: [String: GeneratedFile] = [:]
        var diagnostics: [Diagnostic] = []
        for file in files {
            let key = PathText.absolute(file.path, in: currentDirectory).lowercased()
            guard let first = firstByPath[key] else {
                firstByPath[key] = file
                continue
            }
            let sameCase = PathText.absolute(first.path, in: currentDirectory) == PathText.absolute(file.path, in: currentDirectory)
            diagnostics.append(.error(
                sameCase
                    ? "two outputs would be written to \(file.path); give the models different output directories"
                    : "\(first.path) and \(file.path) differ only in case, which makes them one file on macOS",
                at: .file(file.path), .output))
        }
        return diagnostics
    }
}
