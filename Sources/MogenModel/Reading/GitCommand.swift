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

/// `git` run on one repository, given explicitly, with every door shut: no repository discovery, no pager, no hooks,
/// no fsmonitor, no external diff or text conversion, no network (lazy fetching off, every transport refused), and an
/// environment made afresh, so nothing in a repository or the user's git settings can make it run a program. Its
/// failures become diagnostics at the user's path. Docs/ModelEvolution.md, "What mogen asks git to do", lists it all.
///
/// mogen runs plumbing only: `git version`, `rev-parse --show-toplevel` (the confirmation of the repository),
/// `ls-tree`, `cat-file blob`, `cat-file --batch` and `rev-parse --verify`.
struct GitCommand: Sendable {
    let program: ExternalProgram
    let repository: GitRepository

    /// The oldest git mogen runs: `rev-parse` takes `--end-of-options` (which keeps a revision from being read as an
    /// option) from 2.30 on.
    static let oldestVersion = (major: 2, minor: 30)

    /// Options before every command but the confirmation of the repository: the repository named, so git searches
    /// for none. `-c` settings override the repository's configuration and the user's.
    var globalOptions: [String] {
        ["--git-dir=" + repository.gitEntry, "--work-tree=" + repository.topLevel] + Self.safetyOptions
    }

    static let safetyOptions = [
        "--no-pager", "--literal-pathspecs",  // no pager; a path is a path, whatever GIT_GLOB_PATHSPECS would say
        "-c", "safe.bareRepository=explicit",  // no bare repository unless named, as this one is
        "-c", "protocol.allow=never",  // no transport: a lazy fetch cannot start `uploadpack`, ssh or a remote helper
        "-c", "core.fsmonitor=false", "-c", "core.hooksPath=/dev/null", "-c", "core.pager=cat",
        "-c", "diff.external=", "-c", "core.sshCommand=false", "-c", "credential.helper=", "-c", "core.askPass=",
    ]

    /// The environment git runs with: what it needs of the user's (the programs' path, the home directory and XDG
    /// configuration for the user's own settings, such as `safe.directory`, the locale, the temporary directory,
    /// `SUDO_UID` for a repository of the user who ran sudo), nothing else (no `GIT_DIR`, `GIT_CONFIG_PARAMETERS`
    /// or `GIT_EXTERNAL_DIFF` of the user's or a hook's); no transport (`GIT_ALLOW_PROTOCOL` empty, which a
    /// repository's `protocol.<name>.allow` cannot override), no lazy fetching, prompts or optional locks.
    var environment: [String: String] {
        var kept = ProcessInfo.processInfo.environment.filter { key, _ in
            ["PATH", "HOME", "XDG_CONFIG_HOME", "TMPDIR", "LANG", "LANGUAGE", "SUDO_UID"].contains(key) || key.hasPrefix("LC_")
        }
        if repository.topLevel != "/" {
            kept["GIT_CEILING_DIRECTORIES"] = PathText.deletingLastComponent(repository.topLevel)
        }
        kept["GIT_ALLOW_PROTOCOL"] = ""
        kept["GIT_NO_LAZY_FETCH"] = "1"
        kept["GIT_TERMINAL_PROMPT"] = "0"
        kept["GIT_OPTIONAL_LOCKS"] = "0"
        kept["GIT_PAGER"] = "cat"
        return kept
    }

    /// git on `repository`; an error at `userPath` when git is missing or older than `oldestVersion`, or when git
    /// itself does not take the folder for that repository: naming a repository with `--git-dir` skips git's check of
    /// who owns it, so git is first asked to find it from its top level, where that check and the user's
    /// `safe.directory` apply.
    init(repository: GitRepository, for userPath: String) throws(DiagnosticError) {
        guard let program = ExternalProgram(named: "git") else {
            throw DiagnosticError(.error(
                "git is not installed (no 'git' on PATH); reading a model at a git revision needs it",
                at: .file(userPath), .input))
        }
        self.program = program
        self.repository = repository
        let output = try run(["version"], named: false, limit: 64 * 1024, for: userPath)
        let text = String(decoding: output.standardOutput, as: UTF8.self)
        guard let version = Self.version(in: text),
            version.major > Self.oldestVersion.major
                || (version.major == Self.oldestVersion.major && version.minor >= Self.oldestVersion.minor)
        else {
            throw DiagnosticError(.error(
                "mogen needs git \(Self.oldestVersion.major).\(Self.oldestVersion.minor) or later to read a model at a "
                    + "revision, and \(program.path) says \(MessageText.quoted(text.trimmingCharacters(in: .whitespacesAndNewlines)))",
                at: .file(userPath), .input))
        }
        let confirmation = try run(["rev-parse", "--show-toplevel"], named: false, limit: 64 * 1024, for: userPath)
        let found = String(decoding: confirmation.standardOutput, as: UTF8.self).trimmingCharacters(in: .newlines)
        guard confirmation.status == 0, GitRepository.physicalPath(found) == repository.topLevel else {
            throw DiagnosticError(.error(
                "git does not read \(MessageText.quoted(repository.topLevel, limit: 240)) as a repository; git says: "
                    + Self.says(confirmation), at: .file(userPath), .input))
        }
    }

    /// `git version 2.39.5` → (2, 39).
    static func version(in text: String) -> (major: Int, minor: Int)? {
        guard let number = text.split(separator: " ").dropFirst(2).first else { return nil }
        let parts = number.split(separator: ".").map { Int($0.prefix { $0.isNumber }) }
        guard parts.count >= 2, let major = parts[0], let minor = parts[1] else { return nil }
        return (major, minor)
    }

    /// What `revision` holds at `path` (a path in the repository), by path; empty when nothing is there.
    func listTree(revision: String, path: String, for userPath: String) throws(DiagnosticError) -> [String: GitTreeEntry] {
        let output = try run(["ls-tree", "-r", "-z", "--long", "--end-of-options", revision, "--", path],
                             limit: GitRevisionTree.maximumListingSize, for: userPath)
        guard output.status == 0 else {
            // git's message depends on its language; whether the revision exists is asked in a way that does not.
            let verify = try run(["rev-parse", "--verify", "--quiet", "--end-of-options", revision + "^{tree}"],
                                 limit: 64 * 1024, for: userPath)
            let what = verify.status == 0
                ? "cannot list \(MessageText.quoted(path)) at \(bare: revision)"
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

    /// The blobs `objectIDs` (hexadecimal ids from `ls-tree`), read by one `git cat-file --batch` rather than a git
    /// process each: a bundle of a hundred versions read at a revision took a hundred processes, seconds in all. `limit`
    /// bounds the whole output. A blob git does not have is left out.
    func readBlobs(_ objectIDs: [String], limit: Int, for shownPath: String) throws(DiagnosticError) -> [String: Data] {
        // One id a line: git's own hexadecimal ids only, so that no line can ask cat-file for anything else.
        let ids = objectIDs.filter { !$0.isEmpty && $0.allSatisfy(\.isHexDigit) }
        let input = Data(ids.map { $0 + "\n" }.joined().utf8)
        let output = try run(["cat-file", "--batch"], input: input, limit: limit, for: shownPath)
        guard output.status == 0 else {
            throw DiagnosticError(.error("cannot read the files; git says: " + Self.says(output), at: .file(shownPath), .input))
        }
        // Each answer: `<id> <type> <size>\n<size bytes>\n`, or `<id> missing\n`.
        var blobs: [String: Data] = [:]
        let bytes = output.standardOutput
        var index = bytes.startIndex
        while index < bytes.endIndex {
            guard let newline = bytes[index...].firstIndex(of: UInt8(ascii: "\n")) else { break }
            let header = String(decoding: bytes[index..<newline], as: UTF8.self).split(separator: " ")
            index = bytes.index(after: newline)
            guard header.count == 3, let size = Int(header[2]), size >= 0, bytes.endIndex - index >= size else { continue }
            blobs[String(header[0])] = Data(bytes[index..<(index + size)])
            index += size
            if index < bytes.endIndex { index = bytes.index(after: index) }
        }
        return blobs
    }

    /// Runs git: with the repository named (`named`), or, unnamed, in its top level with the safety options alone.
    private func run(
        _ arguments: [String], named: Bool = true, input: Data? = nil, limit: Int, for path: String
    ) throws(DiagnosticError) -> ExternalProgram.Output {
        do {
            return try program.run(
                (named ? globalOptions : Self.safetyOptions) + arguments, in: named ? nil : repository.topLevel,
                environment: environment, input: input, outputLimit: limit)
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

    /// git's message on one line, short, its control characters escaped as every value from outside is.
    private static func says(_ output: ExternalProgram.Output) -> String {
        let lines = output.standardError.split(whereSeparator: \.isNewline).map { $0.trimmingCharacters(in: .whitespaces) }
        let text = lines.filter { !$0.isEmpty }.joined(separator: " ")
        if text.isEmpty { return "nothing (exit status \(output.status))" }
        return MessageText.bare(text, limit: 300)
    }
}
