/// "Did you mean …?" for misspelled names.
public enum Suggestions {
    /// The candidate closest to `word` by edit distance, if it is close enough to be a plausible typo: at most a
    /// third of the word's length (at least 1), and never the whole word.
    public static func closest(to word: String, among candidates: [String]) -> String? {
        let length = word.count
        let limit = max(1, length / 3)
        let lowercased = word.lowercased()
        let lowercasedLength = lowercased.count
        var best: (name: String, distance: Int)?
        for candidate in candidates {
            let other = candidate.lowercased()
            // The lengths alone bound the distance from below: a word far longer than every candidate (a 30 MB
            // value) costs a count, not an edit-distance table.
            guard abs(other.count - lowercasedLength) <= limit else { continue }
            let distance = editDistance(lowercased, other)
            if distance <= limit, distance < length, distance < (best?.distance ?? Int.max) {
                best = (candidate, distance)
            }
        }
        return best?.name
    }

    /// Edit distance over characters, counting the swap of two neighbours as one edit (`fromat` → `format`).
    public static func editDistance(_ lhs: String, _ rhs: String) -> Int {
        let a = Array(lhs), b = Array(rhs)
        if a.isEmpty { return b.count }
        if b.isEmpty { return a.count }
        var beforePrevious = [Int](repeating: 0, count: b.count + 1)
        var previous = Array(0...b.count)
        var current = [Int](repeating: 0, count: b.count + 1)
        for i in 1...a.count {
            current[0] = i
            for j in 1...b.count {
                let cost = a[i - 1] == b[j - 1] ? 0 : 1
                current[j] = min(previous[j] + 1, current[j - 1] + 1, previous[j - 1] + cost)
                if i > 1, j > 1, a[i - 1] == b[j - 2], a[i - 2] == b[j - 1] {
                    current[j] = min(current[j], beforePrevious[j - 2] + 1)
                }
            }
            (beforePrevious, previous, current) = (previous, current, beforePrevious)
        }
        return previous[b.count]
    }
}
