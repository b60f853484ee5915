/// Where the SVG diagram puts everything, computed without Graphviz:
/// 1. each entity is a box sized from its text (`EntityBoxText`);
/// 2. entities get layers (`LayerAssignment`): a parent above its subentities, the "one" side of a relationship above
///    its "many" side; layers are ordered to keep related entities close, and a long layer wraps into several rows;
///    a drawing much taller than wide is folded into columns side by side (`ColumnFolding`);
/// 3. boxes in a row sit side by side, so no two boxes overlap, each as near as the row allows to below the entities it
///    is linked to in the rows above (`RowPlacement`); rows are stacked with gaps as high as what they hold (`RowGaps`);
/// 4. edges are polylines (`EdgeRouting`) that leave and enter boxes at spread-out points, run between rows on tracks
///    of their own and cross intermediate rows through the gaps between boxes;
/// 5. each end label takes the first free place beside its end (`EdgeLabels`).
/// Every coordinate is a whole pixel.
public struct DiagramLayout: Sendable, Equatable {
    public struct Box: Sendable, Equatable {
        public var entity: String
        public var rect: DiagramRect
        /// The row the box is in, from the top.
        public var row: Int
    }

    /// What an edge draws.
    public enum EdgeKind: Sendable, Equatable {
        /// `DiagramModel.relationships[index]`.
        case relationship(Int)
        /// `DiagramModel.inheritance[index]`.
        case inheritance(Int)
    }

    public struct Edge: Sendable, Equatable {
        public var kind: EdgeKind
        /// From the edge's first entity (relationship: `from`; inheritance: the child) to its second.
        public var points: [DiagramPoint]
    }

    public static let margin = 20
    /// Room left and right of the widest row for the paths that pass around a row's ends.
    public static let sideRoom = 40
    public static let columnGap = 60
    /// The height allowed for a gap between rows when deciding how to fold a tall drawing into columns; the gaps
    /// themselves grow with what they hold (`RowGaps`).
    public static let rowGap = 100

    /// In the diagram's entity order.
    public var boxes: [Box]
    public var edges: [Edge]
    public var labels: [EdgeLabel]
    /// The list of removed items, below the boxes, when marks name any.
    public var removedNote: DiagramRect?
    public var width: Int
    public var height: Int

    public init(_ diagram: DiagramModel, marks: DiagramMarks = .none) {
        let sizes = diagram.entities.map { EntityBoxText($0, marks: marks).size }
        let (layers, neighbours) = LayerAssignment.rows(diagram, sizes: sizes, gap: Self.columnGap)
        let columns = ColumnFolding.columns(layers, sizes: sizes, columnGap: Self.columnGap, rowGap: Self.rowGap)
        let (rows, xs) = ColumnFolding.place(
            columns, widths: sizes.map(\.width), neighbours: neighbours, gap: Self.columnGap,
            left: Self.margin + Self.sideRoom)
        let rowHeights = rows.map { row in row.map { sizes[$0].height }.max() ?? 0 }
        var rowOf = [Int](repeating: 0, count: diagram.entities.count)
        for (rowIndex, row) in rows.enumerated() { for index in row { rowOf[index] = rowIndex } }
        func placedBoxes(rowTops: [Int]) -> [Box] {
            diagram.entities.indices.map { index in
                let y = rowTops.isEmpty ? Self.margin : rowTops[rowOf[index]]
                return Box(
                    entity: diagram.entities[index].name,
                    rect: DiagramRect(x: xs[index], y: y, width: sizes[index].width, height: sizes[index].height),
                    row: rowOf[index])
            }
        }
        // A probe with gaps too high to fill says what each gap holds; the layout then gives each gap that height and
        // moves the probe's paths and labels with their rows and tracks.
        let probeGap = RowGaps.probeGap(
            labelCount: 2 * diagram.relationships.count, edgeCount: diagram.relationships.count + diagram.inheritance.count)
        let probe = RowGaps.probe(rowHeights: rowHeights, gap: probeGap, top: Self.margin)
        let probeBoxes = placedBoxes(rowTops: probe.rowTops)
        let routing = EdgeRouting.route(diagram, boxes: probeBoxes, columnGap: Self.columnGap, tracks: probe.tracks)
        let probeLabels = EdgeLabels.labels(diagram, edges: routing.edges, boxes: probeBoxes.map(\.rect))
        let gaps = RowGaps.measured(
            labels: probeLabels.map(\.rect), rowTops: probe.rowTops, rowHeights: rowHeights, gap: probeGap,
            tracks: routing.tracksUsed)
        let final = gaps.layout(rowHeights: rowHeights, top: Self.margin)
        let move = ProbeToFinal(
            probeTops: probe.rowTops, finalTops: final.rowTops, rowHeights: rowHeights, probeTracks: probe.tracks,
            finalTracks: final.tracks, gap: probeGap)
        boxes = placedBoxes(rowTops: final.rowTops)
        edges = routing.edges.map { edge in
            DiagramLayout.Edge(kind: edge.kind, points: edge.points.map(move.point))
        }
        labels = probeLabels.map(move.label)
        // Set before the margins are checked, which needs the whole value.
        width = 0
        height = 0
        moveInsideMargins()
        let contentRight = boxes.map(\.rect.maxX).max() ?? Self.margin
        var right = contentRight + Self.sideRoom
        var bottom = [
            boxes.map(\.rect.maxY).max(), edges.flatMap(\.points).map(\.y).max(), labels.map(\.rect.maxY).max(),
        ].compactMap { $0 }.max() ?? Self.margin
        let removed = marks.removedItems
        if !removed.isEmpty {
            let note = RemovedNoteText(removed).size
            removedNote = DiagramRect(x: Self.margin, y: bottom + Self.margin, width: note.width, height: note.height)
            bottom += Self.margin + note.height
            right = max(right, Self.margin + note.width)
        }
        // Edges routed around a row's ends, and self-relationship loops, can reach past the boxes.
        let edgeRight = edges.flatMap(\.points).map(\.x).max() ?? 0
        let labelRight = labels.map(\.rect.maxX).max() ?? 0
        width = max(right, edgeRight, labelRight) + Self.margin
        height = bottom + Self.margin
    }

    /// Labels beside a box at the drawing's left or top edge can reach past it: everything moves right and down so
    /// that nothing starts within the margin.
    private mutating func moveInsideMargins() {
        let lefts = boxes.map(\.rect.x) + edges.flatMap(\.points).map(\.x) + labels.map(\.rect.x)
        let tops = boxes.map(\.rect.y) + edges.flatMap(\.points).map(\.y) + labels.map(\.rect.y)
        let dx = max(0, Self.margin - (lefts.min() ?? Self.margin))
        let dy = max(0, Self.margin - (tops.min() ?? Self.margin))
        guard dx > 0 || dy > 0 else { return }
        for index in boxes.indices {
            boxes[index].rect.x += dx
            boxes[index].rect.y += dy
        }
        for index in edges.indices {
            edges[index].points = edges[index].points.map { DiagramPoint(x: $0.x + dx, y: $0.y + dy) }
        }
        for index in labels.indices {
            labels[index].position = DiagramPoint(x: labels[index].position.x + dx, y: labels[index].position.y + dy)
        }
    }

    public func box(for entity: String) -> Box? {
        boxes.first { $0.entity == entity }
    }
}
