import Foundation
import MogenModel

/// What writing a set of generated files would do to the disk, decided by comparing with what is there. Planning
/// reads; only `OutputWriter` writes.
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

    public let entries: [Entry]
    /// Things worth telling about existing files (a user's class file that no longer matches the model).
    public let diagnostics: [Diagnostic]

    public static func plan(_ files: [GeneratedFile], context: ModelContext?) -> OutputPlan {
        var diagnostics: [Diagnostic] = []
        let entities = Dictionary((context?.entities ?? []).map { ($0.humanFileName, $0) }, uniquingKeysWith: { a, _ in a })
        let entries = files.map { file -> Entry in
            let existing = FileManager.default.contents(atPath: file.path).map { String(decoding: $0, as: UTF8.self) }
            switch (file.ownership, existing) {
            case (_, nil):
                return Entry(file: file, action: .create, existing: nil)
            case let (.human, text?):
                if let entity = entities[file.relativePath] {
                    diagnostics += HumanFileCheck.problems(in: text, path: file.path, entity: entity)
                }
                return Entry(file: file, action: .keep, existing: text)
            case let (.machine, text?):
                return Entry(file: file, action: text == file.contents ? .unchanged : .update, existing: text)
            }
        }
        return OutputPlan(entries: entries, diagnostics: diagnostics)
    }
}
