import Foundation
import MogenSupport

/// One entry of `git ls-tree -r --long`: a blob (a file or a symbolic link) or a submodule's commit.
struct GitTreeEntry: Sendable {
    enum Kind: Sendable { case file, symbolicLink, submodule }
    let kind: Kind
    let objectID: String
    /// nil for a submodule.
    let size: Int?
}

/// `git`, run in a repository's top-level directory with arguments (no shell); the environment is the user's, so
/// `GIT_DIR` and the like mean what they mean to git itself. Its failures become diagnostics at the user's path.
struct GitCommand: Sendable {
    let program: ExternalProgram
    /// The repository's top-level directory.
    let topLevel: String
    /// Where the directory git was started in is inside the repository (`App/`, or "" at the top).
    let prefix: String

    /// The repository that holds `directory`.
    static func locate(from directory: String, for userPath: String) throws(DiagnosticError) -> GitCommand {
        guard let program = ExternalProgram(named: "git") else {
            throw DiagnosticError(.error(
                "git is not installed (no 'git' on PATH); reading a model at a git revision needs it",
                at: .file(userPath), .input))
        }
        let output = try run(program, ["-C", directory, "rev-parse", "--show-toplevel", "--show-prefix"],
                             limit: 1024 * 1024, for: userPath)
        let lines = String(decoding: output.standardOutput, as: UTF8.self).split(separator: "\n", omittingEmptySubsequences: false)
        guard output.status == 0, lines.count >= 2, !lines[0].isEmpty else {
            throw DiagnosticError(.error(
                "not in a git repository; git says: " + says(output), at: .file(userPath), .input))
        }
        return GitCommand(program: program, topLevel: String(lines[0]), prefix: String(lines[1]))
    }

    /// What `revision` holds at `path` (a path in the repository), by path; empty when nothing is there.
    func listTree(revision: String, path: String, for userPath: String) throws(DiagnosticError) -> [String: GitTreeEntry] {
        // Literal: a path is a path, whatever GIT_GLOB_PATHSPECS says.
        let output = try run(["--literal-pathspecs", "ls-tree", "-r", "-z", "--long", "--end-of-options", revision, "--", path],
                             limit: GitRevisionTree.maximumListingSize, for: userPath)
        guard output.status == 0 else {
            // git's message depends on its language; whether the revision exists is asked in a way that does not.
            let verify = try run(["rev-parse", "--verify", "--quiet", "--end-of-options", revision + "^{tree}"],
                                 limit: 64 * 1024, for: userPath)
            let what = verify.status == 0
                ? "cannot list \(MessageText.quoted(path)) at \(revision)"
                : "unknown revision \(MessageText.quoted(revision))"
            throw DiagnosticError(.error(what + "; git says: " + Self.says(output), at: .file(userPath), .input))
        }
        var entries: [String: GitTreeEntry] = [:]
        for record in output.standardOutput.split(separator: 0) {
            // <mode> SP <type> SP <object> SP+ <size> TAB <path>
            guard let tab = record.firstIndex(of: UInt8(ascii: "\t")) else { continue }
            let fields = String(decoding: record[..<tab], as: UTF8.self).split(separator: " ")
            guard fields.count == 4 else { continue }
            let kind: GitTreeEntry.Kind
            switch (fields[0], fields[1]) {
            case ("120000", _): kind = .symbolicLink
            case (_, "commit"): kind = .submodule
            case (_, "blob"): kind = .file
            default: continue
            }
            let name = String(decoding: record[record.index(after: tab)...], as: UTF8.self)
            entries[name] = GitTreeEntry(kind: kind, objectID: String(fields[2]), size: Int(fields[3]))
        }
        return entries
    }

    /// A blob's bytes; `shownPath` names it in a failure.
    func readBlob(_ objectID: String, limit: Int, for shownPath: String) throws(DiagnosticError) -> Data {
        let output = try run(["cat-file", "blob", objectID], limit: limit, for: shownPath)
        guard output.status == 0 else {
            throw DiagnosticError(.error("cannot read the file; git says: " + Self.says(output), at: .file(shownPath), .input))
        }
        return output.standardOutput
    }

    private func run(_ arguments: [String], limit: Int, for path: String) throws(DiagnosticError) -> ExternalProgram.Output {
        try Self.run(program, ["-C", topLevel] + arguments, limit: limit, for: path)
    }

    private static func run(
        _ program: ExternalProgram, _ arguments: [String], limit: Int, for path: String
    ) throws(DiagnosticError) -> ExternalProgram.Output {
        do {
            return try program.run(arguments, outputLimit: limit)
        } catch {
            switch error {
            case .cannotStart(let reason):
                throw DiagnosticError(.error("cannot run \(program.path): \(reason)", at: .file(path), .input))
            case .outputOverLimit(let limit):
                throw DiagnosticError(.error(
                    "git printed more than the \(limit) bytes mogen reads here", at: .file(path), .input))
            }
        }
    }

    /// git's message on one line, short.
    private static func says(_ output: ExternalProgram.Output) -> String {
        let lines = output.standardError.split(whereSeparator: \.isNewline).map { $0.trimmingCharacters(in: .whitespaces) }
        let text = lines.filter { !$0.isEmpty }.joined(separator: " ")
        if text.isEmpty { return "nothing (exit status \(output.status))" }
        return text.count > 300 ? String(text.prefix(300)) + "…" : text
    }
}
