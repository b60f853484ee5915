/// Polylines for the edges between laid-out boxes. Edges never cross a box they do not connect:
/// - between rows, an edge leaves the upper box downwards and enters the lower box from above, with horizontal runs
///   in the gaps between rows (each edge at a height of its own), and crosses each row in between through the gap
///   between two boxes nearest its straight course;
/// - in a row, neighbours are joined side to side; other boxes of the row are joined by a path above the row;
/// - a relationship from an entity to itself is a loop on the box's right side.
/// Where several edges leave one side of a box, they leave it at points spread along the side, in the order of
/// where they go, so they do not cross near the box.
enum EdgeRouting {
    /// Vertical room kept above every row for the paths that run above it.
    static let roomAboveRow = 40
    /// The straight piece at each end of a path between rows, so markers point into the box.
    static let stub = 14
    /// Horizontal runs between two rows keep clear of the labels at the boxes' ends: they run in the lower part of
    /// the gap (the upper part holds two lines of labels under the upper row's boxes, the lowest 14px a line above
    /// the lower row's), `channelStep` apart.
    static let channelTop = 46
    static let channelStep = 6
    static let channelCount = 6

    private enum Side: Hashable { case top, bottom }

    /// An end of a path that starts on a side of a box, placed once every end on that side is known.
    private struct Anchor {
        var edge: Int
        var box: Int
        var side: Side
        /// Where the path goes from there, to order the ends along the side.
        var toward: Int
    }

    private struct Row {
        var top: Int
        var bottom: Int
        /// The row's boxes, left to right.
        var boxes: [Int]
    }

    static func route(
        _ diagram: DiagramModel, boxes: [DiagramLayout.Box], rowGap: Int, columnGap: Int
    ) -> [DiagramLayout.Edge] {
        let index = Dictionary(boxes.enumerated().map { ($1.entity, $0) }, uniquingKeysWith: { first, _ in first })
        let pairs: [(kind: DiagramLayout.EdgeKind, from: String, to: String)] =
            diagram.relationships.enumerated().map { (.relationship($0), $1.from, $1.to) }
            + diagram.inheritance.enumerated().map { (.inheritance($0), $1.child, $1.parent) }

        // First pass: the shape of each path, with its ends on box sides left open.
        var planner = PathPlanner(boxes: boxes, rows: rows(of: boxes), columnGap: columnGap)
        let plans = pairs.enumerated().map { number, pair -> [PlannedPoint] in
            guard let first = index[pair.from], let second = index[pair.to] else { return [] }
            return planner.plan(edge: number, from: first, to: second)
        }
        // Second pass: spread the ends on each side of each box, ordered by where their paths go.
        let anchors = planner.anchors
        let anchorX = spreadAnchors(anchors, boxes: boxes)
        return pairs.enumerated().map { number, pair in
            let ends = anchors.filter { $0.edge == number }
            let xs = anchorX[number] ?? []
            let points = plans[number].map { planned -> DiagramPoint in
                switch planned {
                case let .fixed(point): return point
                case let .anchor(end, y):
                    let anchor = ends[end]
                    let rect = boxes[anchor.box].rect
                    return DiagramPoint(x: xs[end], y: y ?? (anchor.side == .top ? rect.y : rect.maxY))
                }
            }
            return DiagramLayout.Edge(kind: pair.kind, points: points)
        }
    }

    /// Each row's extent and its boxes, left to right.
    private static func rows(of boxes: [DiagramLayout.Box]) -> [Row] {
        let rowCount = (boxes.map(\.row).max() ?? -1) + 1
        var rows = [Row](repeating: Row(top: Int.max, bottom: Int.min, boxes: []), count: rowCount)
        for (number, box) in boxes.enumerated() {
            rows[box.row].top = min(rows[box.row].top, box.rect.y)
            rows[box.row].bottom = max(rows[box.row].bottom, box.rect.maxY)
            rows[box.row].boxes.append(number)
        }
        for row in rows.indices { rows[row].boxes.sort { boxes[$0].rect.x < boxes[$1].rect.x } }
        return rows
    }

    /// The x of each edge's anchors, in the order they were planned: the ends on one side of a box are spread along
    /// it, ordered by where their paths go.
    private static func spreadAnchors(_ anchors: [Anchor], boxes: [DiagramLayout.Box]) -> [Int: [Int]] {
        var grouped: [String: [Int]] = [:]
        for (number, anchor) in anchors.enumerated() {
            grouped["\(anchor.box)/\(anchor.side)", default: []].append(number)
        }
        var positions = [Int](repeating: 0, count: anchors.count)
        for members in grouped.values {
            let sorted = members.sorted { (anchors[$0].toward, $0) < (anchors[$1].toward, $1) }
            for (slot, member) in sorted.enumerated() {
                let rect = boxes[anchors[member].box].rect
                positions[member] = rect.x + (slot + 1) * rect.width / (sorted.count + 1)
            }
        }
        var anchorX: [Int: [Int]] = [:]
        for (number, anchor) in anchors.enumerated() { anchorX[anchor.edge, default: []].append(positions[number]) }
        return anchorX
    }

    /// Plans the paths one after another; what earlier paths took (a loop's place, a height above a row, a gap, a
    /// channel) moves later ones aside.
    private struct PathPlanner {
        let boxes: [DiagramLayout.Box]
        let rows: [Row]
        let columnGap: Int
        /// The ends left open on box sides, in the order the paths asked for them.
        var anchors: [Anchor] = []
        var loopsPerBox: [Int: Int] = [:]
        var sideBySidePerPair: [Set<Int>: Int] = [:]
        var aboveRowCount: [Int: Int] = [:]
        var gapUse: [Int: Int] = [:]
        var channelUse: [Int: Int] = [:]

        mutating func plan(edge number: Int, from first: Int, to second: Int) -> [PlannedPoint] {
            if first == second { return loop(on: first) }
            if boxes[first].row == boxes[second].row { return pathInRow(edge: number, from: first, to: second) }
            return pathBetweenRows(edge: number, from: first, to: second)
        }

        /// A loop on the box's right side, in the gap to the next box.
        private mutating func loop(on box: Int) -> [PlannedPoint] {
            let count = loopsPerBox[box, default: 0]
            loopsPerBox[box] = count + 1
            let top = 10 + 32 * count, reach = 20 + 8 * count
            let r = boxes[box].rect
            return [
                .fixed(DiagramPoint(x: r.maxX, y: r.y + top)),
                .fixed(DiagramPoint(x: r.maxX + reach, y: r.y + top)),
                .fixed(DiagramPoint(x: r.maxX + reach, y: r.y + top + 24)),
                .fixed(DiagramPoint(x: r.maxX, y: r.y + top + 24)),
            ]
        }

        /// Neighbours side to side; other boxes of the row by a path above it.
        private mutating func pathInRow(edge number: Int, from first: Int, to second: Int) -> [PlannedPoint] {
            let a = boxes[first], b = boxes[second]
            let row = rows[a.row]
            let positionA = row.boxes.firstIndex(of: first) ?? 0
            let positionB = row.boxes.firstIndex(of: second) ?? 0
            if abs(positionA - positionB) == 1 {
                let key: Set<Int> = [first, second]
                let count = sideBySidePerPair[key, default: 0]
                sideBySidePerPair[key] = count + 1
                let lowest = min(a.rect.maxY, b.rect.maxY) - 6
                let y = min(row.top + 14 + 14 * count, lowest)
                let (ax, bx) = positionA < positionB ? (a.rect.maxX, b.rect.x) : (a.rect.x, b.rect.maxX)
                return [.fixed(DiagramPoint(x: ax, y: y)), .fixed(DiagramPoint(x: bx, y: y))]
            }
            let count = aboveRowCount[a.row, default: 0]
            aboveRowCount[a.row] = count + 1
            let y = row.top - 12 - 6 * (count % 4)
            anchors.append(Anchor(edge: number, box: first, side: .top, toward: b.rect.midX))
            anchors.append(Anchor(edge: number, box: second, side: .top, toward: a.rect.midX))
            return [.anchor(0, y: nil), .anchor(0, y: y), .anchor(1, y: y), .anchor(1, y: nil)]
        }

        /// Down from the upper box and into the lower one from above, with a horizontal run in the gap below each row
        /// the path passes, at a height of its own in that gap.
        private mutating func pathBetweenRows(edge number: Int, from first: Int, to second: Int) -> [PlannedPoint] {
            let (upper, lower) = boxes[first].row < boxes[second].row ? (first, second) : (second, first)
            let top = boxes[upper], bottom = boxes[lower]
            let channels = (top.row..<bottom.row).map { rowIndex -> Int in
                let use = channelUse[rowIndex, default: 0]
                channelUse[rowIndex] = use + 1
                return rows[rowIndex].bottom + channelTop + (use % channelCount) * channelStep
            }
            let crossings = rowCrossings(from: top, to: bottom)
            anchors.append(Anchor(edge: number, box: upper, side: .bottom, toward: crossings.first ?? bottom.rect.midX))
            anchors.append(Anchor(edge: number, box: lower, side: .top, toward: crossings.last ?? top.rect.midX))
            var plan: [PlannedPoint] = [.anchor(0, y: nil), .anchor(0, y: channels[0])]
            for (offset, x) in crossings.enumerated() where offset + 1 < channels.count {
                plan += [.fixed(DiagramPoint(x: x, y: channels[offset])),
                         .fixed(DiagramPoint(x: x, y: channels[offset + 1]))]
            }
            plan += [.anchor(1, y: channels[channels.count - 1]), .anchor(1, y: nil)]
            // Paths run from the edge's first entity to its second.
            return first == upper ? plan : plan.reversed()
        }

        /// The x at which a path crosses each row between its two boxes: the gap between two boxes nearest the
        /// straight line between the boxes' centres, moved aside for the paths that crossed there before.
        private mutating func rowCrossings(from top: DiagramLayout.Box, to bottom: DiagramLayout.Box) -> [Int] {
            var crossings: [Int] = []
            for rowIndex in (top.row + 1)..<bottom.row {
                let row = rows[rowIndex]
                let fraction = Double(row.top - top.rect.maxY) / Double(max(bottom.rect.y - top.rect.maxY, 1))
                let ideal = top.rect.midX + Int((Double(bottom.rect.midX - top.rect.midX) * fraction).rounded())
                let gaps = gapCentres(row, boxes: boxes, columnGap: columnGap)
                guard let (gapIndex, gap) = gaps.enumerated().min(by: { abs($0.1 - ideal) < abs($1.1 - ideal) })
                else { continue }
                let key = rowIndex * 10_000 + gapIndex
                let use = gapUse[key, default: 0]
                gapUse[key] = use + 1
                crossings.append(gap + [0, -8, 8, -16, 16][use % 5])
            }
            return crossings
        }
    }

    /// A point of a planned path: fixed, or above or below the edge's n-th anchor (0: the first one it asked for), at
    /// height `y` (nil: on the box's side).
    private enum PlannedPoint {
        case fixed(DiagramPoint)
        case anchor(Int, y: Int?)
    }

    /// The x of the middle of each gap of a row: before its first box, between boxes, after its last box.
    private static func gapCentres(_ row: Row, boxes: [DiagramLayout.Box], columnGap: Int) -> [Int] {
        guard let first = row.boxes.first, let last = row.boxes.last else { return [] }
        var centres = [boxes[first].rect.x - columnGap / 2]
        for (left, right) in zip(row.boxes, row.boxes.dropFirst()) {
            centres.append((boxes[left].rect.maxX + boxes[right].rect.x) / 2)
        }
        centres.append(boxes[last].rect.maxX + columnGap / 2)
        return centres
    }
}
