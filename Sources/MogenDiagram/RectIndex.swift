/// Rectangles bucketed by the square cells they cover, so asking whether a rectangle overlaps any of them looks at
/// the few nearby instead of all.
struct RectIndex {
    private struct Cell: Hashable {
        var x: Int
        var y: Int
    }

    private static let cellSize = 128
    private var rects: [DiagramRect] = []
    private var cells: [Cell: [Int]] = [:]
    /// The top of the highest rectangle and the bottom of the lowest, for a place clear of all of them.
    private(set) var minY = Int.max
    private(set) var maxY = Int.min

    init(_ rects: [DiagramRect] = []) {
        for rect in rects { insert(rect) }
    }

    mutating func insert(_ rect: DiagramRect) {
        let number = rects.count
        rects.append(rect)
        minY = min(minY, rect.y)
        maxY = max(maxY, rect.maxY)
        forEachCell(of: rect) { cells[$0, default: []].append(number) }
    }

    func overlapsAny(_ rect: DiagramRect) -> Bool {
        var found = false
        forEachCell(of: rect) { cell in
            if !found, let members = cells[cell] { found = members.contains { rects[$0].overlaps(rect) } }
        }
        return found
    }

    /// The first rectangle inserted that overlaps `rect`.
    func first(overlapping rect: DiagramRect) -> DiagramRect? {
        var lowest: Int?
        forEachCell(of: rect) { cell in
            for member in cells[cell] ?? [] where member < (lowest ?? Int.max) && rects[member].overlaps(rect) {
                lowest = member
            }
        }
        return lowest.map { rects[$0] }
    }

    private func forEachCell(of rect: DiagramRect, _ body: (Cell) -> Void) {
        let size = Self.cellSize
        func cell(_ value: Int) -> Int { value >= 0 ? value / size : (value + 1) / size - 1 }
        // A rectangle of no width or height still occupies the cell it lies in.
        for x in cell(rect.x)...cell(rect.maxX - (rect.width > 0 ? 1 : 0)) {
            for y in cell(rect.y)...cell(rect.maxY - (rect.height > 0 ? 1 : 0)) { body(Cell(x: x, y: y)) }
        }
    }
}
