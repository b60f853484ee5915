/// At most `limit` diagnostics of one kind (one message template, made at one place in mogen) per element of an
/// input, then one that says how many more there were. A model with 16,000 attributes of one name has 15,999
/// repeats, each worth knowing about once; printing them all made hundreds of megabytes of messages.
public enum RepeatedDiagnostics {
    public static let limit = 20

    /// `diagnostics`, in their order, with those of a kind beyond the first `limit` in an element replaced by one
    /// diagnostic where the first left out was, of the most severe severity left out (so `--quiet` still shows an
    /// error's). `elements`: where each element starts (for a model: its entities, fetch requests, configurations);
    /// a diagnostic belongs to the last element starting at or before it, or to its file when none does.
    public static func limited(_ diagnostics: [Diagnostic], elements: [SourceLocation]) -> [Diagnostic] {
        guard diagnostics.count > limit else { return diagnostics }
        let starts = elements.sorted()
        let keys = diagnostics.map { diagnostic in
            Key(file: diagnostic.location?.file, element: element(of: diagnostic.location, among: starts),
                origin: diagnostic.origin)
        }
        var counts: [Key: Int] = [:]
        var severities: [Key: Diagnostic.Severity] = [:]
        for (key, diagnostic) in zip(keys, diagnostics) {
            let count = counts[key, default: 0] + 1
            counts[key] = count
            if count > limit { severities[key] = max(severities[key] ?? diagnostic.severity, diagnostic.severity) }
        }
        guard !severities.isEmpty else { return diagnostics }
        var seen: [Key: Int] = [:]
        var lastKept: [Key: SourceLocation] = [:]
        var result: [Diagnostic] = []
        for (key, diagnostic) in zip(keys, diagnostics) {
            let position = seen[key, default: 0] + 1
            seen[key] = position
            if position <= limit {
                result.append(diagnostic)
                if let location = diagnostic.location { lastKept[key] = location }
            } else if position == limit + 1, let severity = severities[key], let total = counts[key] {
                let like = lastKept[key].map { $0.line > 0 ? "the one at line \($0.line)" : "the one above" }
                    ?? "the one above"
                result.append(Diagnostic(
                    severity, "\(total - limit) more like \(like) left out (mogen reports at most \(limit) of one kind "
                        + "per element)", at: diagnostic.location, category: diagnostic.category))
            }
        }
        return result
    }

    private struct Key: Hashable {
        let file: String?
        let element: Int
        let origin: Diagnostic.Origin
    }

    /// The index of the last start at or before `location` in its file, or -1.
    private static func element(of location: SourceLocation?, among starts: [SourceLocation]) -> Int {
        guard let location, location.line > 0 else { return -1 }
        var (low, high) = (0, starts.count)
        while low < high {
            let middle = (low + high) / 2
            if starts[middle] <= location { low = middle + 1 } else { high = middle }
        }
        guard low > 0, starts[low - 1].file == location.file else { return -1 }
        return low - 1
    }
}
