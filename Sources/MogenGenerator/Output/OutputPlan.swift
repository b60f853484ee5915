import Foundation
import MogenModel
import MogenSupport

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
    /// Temporary files a killed run left in the output directories (their writer no longer runs).
    public let staleTemporaries: [String]
    /// Problems with existing files (warnings: a user's class file that no longer matches the model) and with the
    /// plan itself (errors: a file name that is not a plain name or is too long, two outputs at one path, a file at a
    /// path mogen owns that mogen did not generate from the model, an output directory inside a model).
    public let diagnostics: [Diagnostic]

    /// The plan for `results`, generated together. Orphans are looked for in every directory mogen-owned files go to.
    /// `foreignFiles` decides about files at mogen's paths that mogen did not generate from the model.
    public static func plan(
        _ results: [GenerationResult], foreignFiles: ForeignFileCheck.Policy = .refuse
    ) -> OutputPlan {
        let currentDirectory = FileManager.default.currentDirectoryPath
        // Each output directory once, in the order the files name them (thousands of files share a few).
        var seenDirectories = Set<String>()
        let directories = results.flatMap { $0.files.map(\.directory) }.filter { seenDirectories.insert($0).inserted }
        var diagnostics = conflicts(results.flatMap(\.files), currentDirectory: currentDirectory)
            + ModelBundleCheck.problems(directories, currentDirectory: currentDirectory)
        var entries: [Entry] = []
        for result in results {
            let entities = entitiesByFileName(result.context)
            for file in result.files {
                if let problem = unsafeNameProblem(file)
                    ?? FileNameLengthCheck.problem(file, entity: entities[file.relativePath], model: result.model)
                {
                    diagnostics.append(problem)
                    continue
                }
                // Read once: what generating read already is what the plan decides from.
                let existing = result.existingOutputs[file.path] ?? ExistingOutput.read(file.path)
                switch (file.ownership, existing) {
                case let (_, .unreadable(problem)):
                    diagnostics.append(problem)
                case (_, .absent):
                    entries.append(Entry(file: file, action: .create, existing: nil))
                case let (.human, .file(text)):
                    if let entity = entities[file.relativePath] {
                        diagnostics += HumanFileCheck.problems(in: text, path: file.path, entity: entity)
                    } else if let migrations = result.context.migrations,
                        file.relativePath == OptionalOutput.migrations.userFileName(forModel: result.context.name)
                    {
                        diagnostics += MigrationHandlersFileCheck.problems(in: text, path: file.path, migrations: migrations)
                    }
                    entries.append(Entry(file: file, action: .keep, existing: text))
                case let (.machine, .file(text)):
                    if let problem = ForeignFileCheck.problem(
                        replacing: text, with: file, modelFileName: result.context.fileName, policy: foreignFiles)
                    {
                        diagnostics.append(problem)
                    }
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
            staleTemporaries: TemporaryFileName.stale(in: directories), diagnostics: diagnostics)
    }

    /// The entity each of a model's per-entity files belongs to, by file name.
    private static func entitiesByFileName(_ context: ModelContext) -> [String: EntityContext] {
        let pairs = context.entities.flatMap { [($0.humanFileName, $0), ($0.machineFileName, $0)] }
        return Dictionary(pairs, uniquingKeysWith: { first, _ in first })
    }

    /// The plan for one model's files.
    public static func plan(_ result: GenerationResult, foreignFiles: ForeignFileCheck.Policy = .refuse) -> OutputPlan {
        plan([result], foreignFiles: foreignFiles)
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
        return .error("refusing to write \(quoted: name): a generated file's name must be a plain file name",
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
