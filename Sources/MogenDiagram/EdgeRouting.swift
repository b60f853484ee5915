/// Polylines for the edges between laid-out boxes. Edges never cross a box they do not connect:
/// - between rows, an edge leaves the upper box downwards and enters the lower box from above, with horizontal runs
///   on the tracks of the gaps between rows (each edge on a track of its own), and crosses each row in between
///   through the gap between two boxes nearest its straight course;
/// - in a row, neighbours are joined side to side; other boxes of the row are joined by a path on a track of the gap
///   above the row;
/// - a relationship from an entity to itself is a loop on the box's right side.
/// Where several edges leave one side of a box, they leave it at points spread along the side, in the order of
/// where they go, so they do not cross near the box.
enum EdgeRouting {
    private enum Side: Hashable { case top, bottom }

    /// An end of a path that starts on a side of a box, placed once every end on that side is known.
    private struct Anchor {
        var edge: Int
        var box: Int
        var side: Side
        /// Where the path goes from there, to order the ends along the side.
        var toward: Int
    }

    private struct SideKey: Hashable {
        var box: Int
        var side: Side
    }

    private struct Row {
        var top: Int
        var bottom: Int
        /// The row's boxes, left to right.
        var boxes: [Int]
    }

    /// The edges' polylines, and how many tracks each gap used (gap `k` is the one above row `k`).
    static func route(
        _ diagram: DiagramModel, boxes: [DiagramLayout.Box], columnGap: Int, tracks: GapTracks
    ) -> (edges: [DiagramLayout.Edge], tracksUsed: [Int]) {
        let index = Dictionary(boxes.enumerated().map { ($1.entity, $0) }, uniquingKeysWith: { first, _ in first })
        let pairs: [(kind: DiagramLayout.EdgeKind, from: String, to: String)] =
            diagram.relationships.enumerated().map { (.relationship($0), $1.from, $1.to) }
            + diagram.inheritance.enumerated().map { (.inheritance($0), $1.child, $1.parent) }

        // First pass: the shape of each path, with its ends on box sides left open.
        var planner = PathPlanner(boxes: boxes, rows: rows(of: boxes), columnGap: columnGap, tracks: tracks)
        let plans = pairs.enumerated().map { number, pair -> [PlannedPoint] in
            guard let first = index[pair.from], let second = index[pair.to] else { return [] }
            return planner.plan(edge: number, from: first, to: second)
        }
        // Second pass: spread the ends on each side of each box, ordered by where their paths go.
        let anchors = planner.anchors
        let anchorX = spreadAnchors(anchors, boxes: boxes)
        var anchorsOfEdge = [[Anchor]](repeating: [], count: pairs.count)
        for anchor in anchors { anchorsOfEdge[anchor.edge].append(anchor) }
        let edges = pairs.enumerated().map { number, pair in
            let ends = anchorsOfEdge[number]
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
        let rowCount = (boxes.map(\.row).max() ?? -1) + 1
        let trackUse = planner.trackUse
        return (edges, (0..<rowCount).map { trackUse[$0, default: 0] })
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
        var grouped: [SideKey: [Int]] = [:]
        for (number, anchor) in anchors.enumerated() {
            grouped[SideKey(box: anchor.box, side: anchor.side), default: []].append(number)
        }
        var positions = [Int](repeating: 0, count: anchors.count)
        // Each group is computed on its own, so the dictionary's order does not matter.
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

    /// Plans the paths one after another; what earlier paths took (a loop's place, a gap between boxes, a track)
    /// moves later ones aside.
    private struct PathPlanner {
        let boxes: [DiagramLayout.Box]
        let rows: [Row]
        let columnGap: Int
        let tracks: GapTracks
        /// The ends left open on box sides, in the order the paths asked for them.
        var anchors: [Anchor] = []
        var loopsPerBox: [Int: Int] = [:]
        var sideBySidePerPair: [Set<Int>: Int] = [:]
        /// The x of each path that crosses a row, by the row and the gap between its boxes.
        var crossingsTaken: [GapKey: [Int]] = [:]
        /// The stretches taken on each track of each gap between rows, by gap (the one above row `k`).
        var trackSpans: [Int: [[ClosedRange<Int>]]] = [:]

        /// The number of tracks each gap uses.
        var trackUse: [Int: Int] { trackSpans.mapValues(\.count) }

        /// The height of the first track of the gap above row `gap` on which nothing runs within `spacing` of `low`
        /// to `high`: runs that share a track never overlap, so each can be followed.
        private mutating func takeTrack(inGapAbove gap: Int, from low: Int, to high: Int) -> Int {
            let span = min(low, high) - Self.spacing...max(low, high) + Self.spacing
            var taken = trackSpans[gap, default: []]
            let free = taken.firstIndex { track in !track.contains { $0.overlaps(span) } }
            let track = free ?? taken.count
            if track == taken.count { taken.append([]) }
            taken[track].append(span)
            trackSpans[gap] = taken
            return tracks.y(gap: gap, track: track)
        }

        /// The least horizontal room between runs on one track.
        static let spacing = 8

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
            let y = takeTrack(
                inGapAbove: a.row, from: min(a.rect.x, b.rect.x), to: max(a.rect.maxX, b.rect.maxX))
            anchors.append(Anchor(edge: number, box: first, side: .top, toward: b.rect.midX))
            anchors.append(Anchor(edge: number, box: second, side: .top, toward: a.rect.midX))
            return [.anchor(0, y: nil), .anchor(0, y: y), .anchor(1, y: y), .anchor(1, y: nil)]
        }

        /// Down from the upper box and into the lower one from above, with a horizontal run, on a track of its own,
        /// in each gap where the path moves sideways: always below the upper box and above the lower one, and between
        /// two rows it crosses at different places.
        private mutating func pathBetweenRows(edge number: Int, from first: Int, to second: Int) -> [PlannedPoint] {
            let (upper, lower) = boxes[first].row < boxes[second].row ? (first, second) : (second, first)
            let top = boxes[upper], bottom = boxes[lower]
            let crossings = rowCrossings(from: top, to: bottom)
            anchors.append(Anchor(edge: number, box: upper, side: .bottom, toward: crossings.first ?? bottom.rect.midX))
            anchors.append(Anchor(edge: number, box: lower, side: .top, toward: crossings.last ?? top.rect.midX))
            // An end's place on its box is known only once all are: a run to or from it may reach across the box.
            let firstTrack = takeTrack(
                inGapAbove: top.row + 1, from: min(top.rect.x, crossings.first ?? bottom.rect.x),
                to: max(top.rect.maxX, crossings.first ?? bottom.rect.maxX))
            var plan: [PlannedPoint] = [.anchor(0, y: nil), .anchor(0, y: firstTrack)]
            var y = firstTrack
            for (offset, x) in crossings.enumerated() {
                // Arriving at this row's crossing along the track; then straight down while the crossings line up.
                if offset == 0 || crossings[offset - 1] != x { plan.append(.fixed(DiagramPoint(x: x, y: y))) }
                if offset + 1 < crossings.count, crossings[offset + 1] == x { continue }
                let next = offset + 1 < crossings.count ? crossings[offset + 1] : nil
                y = takeTrack(
                    inGapAbove: top.row + 2 + offset, from: min(x, next ?? bottom.rect.x),
                    to: max(x, next ?? bottom.rect.maxX))
                plan.append(.fixed(DiagramPoint(x: x, y: y)))
            }
            plan += [.anchor(1, y: y), .anchor(1, y: nil)]
            // Paths run from the edge's first entity to its second.
            return first == upper ? plan : plan.reversed()
        }

        /// The x at which a path crosses each row between its two boxes: in the gap between two boxes nearest the
        /// straight line between the boxes' centres, at an x no other path crosses that row within `spacing` of, so
        /// that each path can be followed; a gap too narrow for another leaves it to the next nearest, and the gaps
        /// before a row's first box and after its last hold any number. The line is followed row by row, not pixel by
        /// pixel, so that where a path goes does not depend on the rows' heights. A path that can go on straight down
        /// through the next row's gap does, so it needs no track there.
        private mutating func rowCrossings(from top: DiagramLayout.Box, to bottom: DiagramLayout.Box) -> [Int] {
            var crossings: [Int] = []
            for rowIndex in (top.row + 1)..<bottom.row {
                let row = rows[rowIndex]
                let fraction = Double(rowIndex - top.row) / Double(bottom.row - top.row)
                let ideal = top.rect.midX + Int((Double(bottom.rect.midX - top.rect.midX) * fraction).rounded())
                let gaps = gapSpans(row, boxes: boxes, columnGap: columnGap)
                let nearestFirst = gaps.indices.sorted {
                    (abs(gaps[$0].centre - ideal), $0) < (abs(gaps[$1].centre - ideal), $1)
                }
                for gapIndex in nearestFirst {
                    let key = GapKey(row: rowIndex, gap: gapIndex)
                    let isFirst = gapIndex == 0, isLast = gapIndex == gaps.count - 1
                    let gap = gaps[gapIndex]
                    let x = Self.freeCrossing(
                        in: (isFirst ? Int.min : gap.low + 10)...(isLast ? Int.max : gap.high - 10), centre: gap.centre,
                        previous: crossings.last, taken: crossingsTaken[key, default: []])
                    if let x {
                        crossingsTaken[key, default: []].append(x)
                        crossings.append(x)
                        break
                    }
                }
            }
            return crossings
        }

        /// The x in `range` at least `spacing` from every taken one: the path's previous crossing when it can go
        /// straight on, else the nearest to `centre` of the places `spacing` apart around it.
        private static func freeCrossing(in range: ClosedRange<Int>, centre: Int, previous: Int?, taken: [Int]) -> Int? {
            func isFree(_ x: Int) -> Bool { range.contains(x) && !taken.contains { abs($0 - x) < spacing } }
            if let previous, isFree(previous) { return previous }
            var distance = 0
            while centre - distance >= range.lowerBound || centre + distance <= range.upperBound {
                for x in distance == 0 ? [centre] : [centre - distance, centre + distance] where isFree(x) { return x }
                distance += spacing
            }
            return nil
        }
    }

    private struct GapKey: Hashable {
        var row: Int
        /// In `gapSpans`' order: 0 is before the row's first box.
        var gap: Int
    }

    /// A point of a planned path: fixed, or above or below the edge's n-th anchor (0: the first one it asked for), at
    /// height `y` (nil: on the box's side).
    private enum PlannedPoint {
        case fixed(DiagramPoint)
        case anchor(Int, y: Int?)
    }

    private struct GapSpan {
        var low: Int
        var high: Int
        var centre: Int { (low + high) / 2 }
    }

    /// The free stretches of a row: before its first box, between boxes, after its last box.
    private static func gapSpans(_ row: Row, boxes: [DiagramLayout.Box], columnGap: Int) -> [GapSpan] {
        guard let first = row.boxes.first, let last = row.boxes.last else { return [] }
        var spans = [GapSpan(low: boxes[first].rect.x - columnGap, high: boxes[first].rect.x)]
        for (left, right) in zip(row.boxes, row.boxes.dropFirst()) {
            spans.append(GapSpan(low: boxes[left].rect.maxX, high: boxes[right].rect.x))
        }
        spans.append(GapSpan(low: boxes[last].rect.maxX, high: boxes[last].rect.maxX + columnGap))
        return spans
    }
}
