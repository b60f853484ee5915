import MogenSupport

/// How `generate` speaks of the temporary files killed runs left: thousands can be left, so by directory.
enum StaleTemporaryReport {
    /// `--check` never writes: a warning for each directory says what `generate` would remove.
    static func warnings(_ paths: [String]) -> [Diagnostic] {
        byDirectory(paths).map { directory, names in
            let shown = names.prefix(3).joined(separator: ", ") + (names.count > 3 ? ", …" : "")
            return .warning(
                "\(CommonOptions.count(names.count, "temporary file")) left by a mogen run killed while writing "
                    + "(\(shown)); 'mogen generate' removes \(names.count == 1 ? "it" : "them")",
                at: .file(directory), .output)
        }
    }

    /// The summary line of a run that removed `paths`, or nil.
    static func summary(removed paths: [String]) -> String? {
        guard !paths.isEmpty else { return nil }
        return "\(CommonOptions.count(paths.count, "temporary file")) left by killed runs removed from "
            + byDirectory(paths).map(\.directory).joined(separator: ", ")
    }

    /// File names grouped by directory, in the order given (sorted by directory).
    static func byDirectory(_ paths: [String]) -> [(directory: String, names: [String])] {
        var groups: [(directory: String, names: [String])] = []
        for path in paths {
            let directory = PathText.deletingLastComponent(path)
            if groups.last?.directory == directory {
                groups[groups.count - 1].names.append(PathText.lastComponent(path))
            } else {
                groups.append((directory, [PathText.lastComponent(path)]))
            }
        }
        return groups
    }
}
