/// "Did you mean …?" for misspelled names.
public enum Suggestions {
    /// The candidate closest to `word` by edit distance, if it is close enough to be a plausible typo: at most a
    /// third of the word's length (at least 1), and never the whole word.
    public static func closest(to word: String, among candidates: [String]) -> String? {
        let limit = max(1, word.count / 3)
        var best: (name: String, distance: Int)?
        for candidate in candidates {
            let distance = editDistance(word.lowercased(), candidate.lowercased())
            if distance <= limit, distance < word.count, distance < (best?.distance ?? Int.max) {
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
