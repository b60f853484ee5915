/// How generated code on disk differs from what generation produces now: the `--check` report for CI.
public struct OutputCheck: Sendable {
    /// Files that would be created (mogen's, and the user's class files that do not exist yet).
    public let missing: [String]
    /// mogen's files whose content is out of date.
    public let outdated: [String]
    /// mogen's files from entities that no longer exist.
    public let orphans: [String]
    /// A unified diff of every difference, with `a/` and `b/` paths as git prints them.
    public let diff: String

    public init(_ plan: OutputPlan) {
        var diff = ""
        var missing: [String] = [], outdated: [String] = []
        for entry in plan.changes {
            let path = entry.file.path
            diff += UnifiedDiff.diff(
                old: entry.existing ?? "", new: entry.file.contents,
                oldLabel: entry.existing == nil ? "/dev/null" : Self.label("a", path), newLabel: Self.label("b", path))
            if entry.action == .create { missing.append(path) } else { outdated.append(path) }
        }
        for orphan in plan.orphans {
            diff += UnifiedDiff.diff(
                old: orphan.existing, new: "", oldLabel: Self.label("a", orphan.path), newLabel: "/dev/null")
        }
        self.missing = missing
        self.outdated = outdated
        self.orphans = plan.orphans.map(\.path)
        self.diff = diff
    }

    public var isUpToDate: Bool { missing.isEmpty && outdated.isEmpty && orphans.isEmpty }

    /// One line for standard error.
    public func summary(fileCount: Int) -> String {
        if isUpToDate {
            return "generated code is up to date (\(fileCount) file\(fileCount == 1 ? "" : "s") checked)"
        }
        var parts: [String] = []
        if !outdated.isEmpty { parts.append("\(outdated.count) changed") }
        if !missing.isEmpty { parts.append("\(missing.count) missing") }
        if !orphans.isEmpty { parts.append("\(orphans.count) orphaned") }
        let command = orphans.isEmpty ? "mogen generate" : "mogen generate --prune"
        return "generated code is out of date (\(parts.joined(separator: ", ")) of \(fileCount) file\(fileCount == 1 ? "" : "s")); "
            + "run \(quoted: command) to update it"
    }

    /// `a/Generated/Employee.swift`; an absolute path keeps its root (`a/tmp/…`).
    static func label(_ side: String, _ path: String) -> String {
        var path = Substring(path)
        while path.hasPrefix("./") { path = path.dropFirst(2) }
        return path.hasPrefix("/") ? side + path : side + "/" + path
    }
}
