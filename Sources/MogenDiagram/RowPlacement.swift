/// Horizontal places of the boxes, row by row from the top: the first row is packed from the left; in each later row
/// every box would like to be centred under the mean centre of its neighbours in the rows above; boxes keep their
/// order and a gap between them, and the row is then shifted so that, on average, boxes sit where they would like.
/// Finally the rows' boxes are shifted so the leftmost starts at `left`; boxes in no row keep 0.
enum RowPlacement {
    static func xPositions(rows: [[Int]], widths: [Int], neighbours: [[Int]], gap: Int, left: Int) -> [Int] {
        var x = [Int](repeating: 0, count: widths.count)
        var placed = Set<Int>()
        for row in rows {
            let desired: [Int?] = row.map { node in
                let above = neighbours[node].filter(placed.contains)
                guard !above.isEmpty else { return nil }
                let centre = above.map { x[$0] + widths[$0] / 2 }.reduce(0, +) / above.count
                return centre - widths[node] / 2
            }
            // Left to right: as wished, but never closer than `gap` to the box before.
            var cursor = Int.min
            var positions: [Int] = []
            for (offset, node) in row.enumerated() {
                let wish = desired[offset] ?? (cursor == Int.min ? 0 : cursor)
                let position = cursor == Int.min ? wish : max(wish, cursor)
                positions.append(position)
                cursor = position + widths[node] + gap
            }
            // Pushing right moved some boxes from where they wished to be; move the row back by the mean excess.
            let excesses = zip(positions, desired).compactMap { position, wish in wish.map { position - $0 } }
            let shift = excesses.isEmpty ? 0 : excesses.reduce(0, +) / excesses.count
            for (offset, node) in row.enumerated() {
                x[node] = positions[offset] - shift
                placed.insert(node)
            }
        }
        let minimum = placed.map { x[$0] }.min() ?? 0
        for node in placed { x[node] += left - minimum }
        return x
    }
}
