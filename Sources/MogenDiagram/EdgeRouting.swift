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
        let rowCount = (boxes.map(\.row).max() ?? -1) + 1
        var rows = [Row](repeating: Row(top: Int.max, bottom: Int.min, boxes: []), count: rowCount)
        for (number, box) in boxes.enumerated() {
            rows[box.row].top = min(rows[box.row].top, box.rect.y)
            rows[box.row].bottom = max(rows[box.row].bottom, box.rect.maxY)
            rows[box.row].boxes.append(number)
        }
        for row in rows.indices { rows[row].boxes.sort { boxes[$0].rect.x < boxes[$1].rect.x } }

        let pairs: [(kind: DiagramLayout.EdgeKind, from: String, to: String)] =
            diagram.relationships.enumerated().map { (.relationship($0), $1.from, $1.to) }
            + diagram.inheritance.enumerated().map { (.inheritance($0), $1.child, $1.parent) }

        // First pass: the shape of each path, with its ends on box sides left open.
        var plans: [[PlannedPoint]] = []
        var anchors: [Anchor] = []
        var loopsPerBox: [Int: Int] = [:]
        var sideBySidePerPair: [Set<Int>: Int] = [:]
        var aboveRowCount: [Int: Int] = [:]
        var gapUse: [Int: Int] = [:]
        var channelUse: [Int: Int] = [:]
        for (number, pair) in pairs.enumerated() {
            guard let first = index[pair.from], let second = index[pair.to] else {
                plans.append([])
                continue
            }
            let a = boxes[first], b = boxes[second]
            if first == second {
                let count = loopsPerBox[first, default: 0]
                loopsPerBox[first] = count + 1
                // A loop on the box's right side, in the gap to the next box.
                let top = 10 + 32 * count, reach = 20 + 8 * count
                let r = a.rect
                plans.append([
                    .fixed(DiagramPoint(x: r.maxX, y: r.y + top)),
                    .fixed(DiagramPoint(x: r.maxX + reach, y: r.y + top)),
                    .fixed(DiagramPoint(x: r.maxX + reach, y: r.y + top + 24)),
                    .fixed(DiagramPoint(x: r.maxX, y: r.y + top + 24)),
                ])
            } else if a.row == b.row {
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
                    plans.append([.fixed(DiagramPoint(x: ax, y: y)), .fixed(DiagramPoint(x: bx, y: y))])
                } else {
                    let count = aboveRowCount[a.row, default: 0]
                    aboveRowCount[a.row] = count + 1
                    let y = row.top - 12 - 6 * (count % 4)
                    anchors.append(Anchor(edge: number, box: first, side: .top, toward: b.rect.midX))
                    anchors.append(Anchor(edge: number, box: second, side: .top, toward: a.rect.midX))
                    plans.append([.anchor(0, y: nil), .anchor(0, y: y), .anchor(1, y: y), .anchor(1, y: nil)])
                }
            } else {
                let (upper, lower) = a.row < b.row ? (first, second) : (second, first)
                let top = boxes[upper], bottom = boxes[lower]
                // A horizontal run in the gap below each row the path passes, at a height of its own in that gap;
                // the rows in between are crossed through the gap between two boxes nearest the straight line
                // between the two boxes' centres.
                let channels = (top.row..<bottom.row).map { rowIndex -> Int in
                    let use = channelUse[rowIndex, default: 0]
                    channelUse[rowIndex] = use + 1
                    return rows[rowIndex].bottom + channelTop + (use % channelCount) * channelStep
                }
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
                let upperToward = crossings.first ?? bottom.rect.midX
                let lowerToward = crossings.last ?? top.rect.midX
                anchors.append(Anchor(edge: number, box: upper, side: .bottom, toward: upperToward))
                anchors.append(Anchor(edge: number, box: lower, side: .top, toward: lowerToward))
                var plan: [PlannedPoint] = [.anchor(0, y: nil), .anchor(0, y: channels[0])]
                for (offset, x) in crossings.enumerated() where offset + 1 < channels.count {
                    plan += [.fixed(DiagramPoint(x: x, y: channels[offset])),
                             .fixed(DiagramPoint(x: x, y: channels[offset + 1]))]
                }
                plan += [.anchor(1, y: channels[channels.count - 1]), .anchor(1, y: nil)]
                // Paths run from the edge's first entity to its second.
                plans.append(first == upper ? plan : plan.reversed())
            }
        }

        // Second pass: spread the ends on each side of each box, ordered by where their paths go.
        var anchorX: [Int: [Int]] = [:]  // edge → x of its anchors, in the order they were planned
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
        for (number, anchor) in anchors.enumerated() { anchorX[anchor.edge, default: []].append(positions[number]) }

        return pairs.enumerated().map { number, pair in
            let xs = anchorX[number] ?? []
            let ends = anchors.filter { $0.edge == number }
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
