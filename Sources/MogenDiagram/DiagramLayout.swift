/// Where the SVG diagram puts everything, computed without Graphviz:
/// 1. each entity is a box sized from its text (`EntityBoxText`);
/// 2. entities get layers (`LayerAssignment`): a parent above its subentities, the "one" side of a relationship above
///    its "many" side; layers are ordered to keep related entities close, and a long layer wraps into several rows;
/// 3. rows are stacked with room between them for edges, boxes in a row side by side, so no two boxes overlap, each
///    as near as the row allows to below the entities it is linked to in the rows above (`RowPlacement`);
/// 4. edges are polylines (`EdgeRouting`) that leave and enter boxes at spread-out points and cross intermediate rows
///    through the gaps between boxes.
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
        let (rows, neighbours) = LayerAssignment.rows(diagram, sizes: sizes, gap: Self.columnGap)
        let xs = RowPlacement.xPositions(
            rows: rows, widths: sizes.map(\.width), neighbours: neighbours, gap: Self.columnGap,
            left: Self.margin + Self.sideRoom)
        var rects = [DiagramRect?](repeating: nil, count: diagram.entities.count)
        var rowIndexes = [Int](repeating: 0, count: diagram.entities.count)
        // Room above the first row for the edges routed above it.
        var y = Self.margin + EdgeRouting.roomAboveRow
        for (rowIndex, row) in rows.enumerated() {
            let rowHeight = row.map { sizes[$0].height }.max() ?? 0
            for index in row {
                rects[index] = DiagramRect(x: xs[index], y: y, width: sizes[index].width, height: sizes[index].height)
                rowIndexes[index] = rowIndex
            }
            y += rowHeight + Self.rowGap
        }
        let contentRight = rects.compactMap { $0?.maxX }.max() ?? Self.margin + Self.sideRoom
        boxes = diagram.entities.indices.map { index in
            Box(
                entity: diagram.entities[index].name,
                rect: rects[index] ?? DiagramRect(x: 0, y: 0, width: 0, height: 0), row: rowIndexes[index])
        }
        edges = EdgeRouting.route(diagram, boxes: boxes, rowGap: Self.rowGap, columnGap: Self.columnGap)
        var bottom = rows.isEmpty ? Self.margin : y - Self.rowGap
        labels = EdgeLabels.labels(diagram, edges: edges, boxes: boxes.map(\.rect))
        var right = contentRight + Self.sideRoom
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

    public func box(for entity: String) -> Box? {
        boxes.first { $0.entity == entity }
    }
}
