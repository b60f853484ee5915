/// Close matches for a misspelled name, by Stencil's rule: every candidate whose length exceeds
/// its edit distance to `name`, keeping all at the smallest distance, sorted by name.
func suggestions(for name: String, among candidates: some Sequence<String>) -> [String] {
    let target = Array(name)
    var best = Int.max
    var matches: [String] = []
    for candidate in Set(candidates) {
        let distance = editDistance(Array(candidate), target)
        guard candidate.count > distance else { continue }
        if distance < best {
            best = distance
            matches = [candidate]
        } else if distance == best {
            matches.append(candidate)
        }
    }
    return matches.sorted()
}

/// Levenshtein distance over characters, with two rolling rows.
func editDistance(_ source: [Character], _ target: [Character]) -> Int {
    var previous = Array(0...target.count)
    var current = [Int](repeating: 0, count: target.count + 1)
    for (sourceIndex, sourceCharacter) in source.enumerated() {
        current[0] = sourceIndex + 1
        for (targetIndex, targetCharacter) in target.enumerated() {
            current[targetIndex + 1] = min(
                previous[targetIndex + 1] + 1,
                current[targetIndex] + 1,
                previous[targetIndex] + (sourceCharacter == targetCharacter ? 0 : 1)
            )
        }
        swap(&previous, &current)
    }
    return previous[target.count]
}
