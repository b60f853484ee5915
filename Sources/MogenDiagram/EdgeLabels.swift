/// The text at the ends of relationship edges: at each end, the name of the relationship that points at that end's
/// entity and its cardinality ("employees 0..*"), beside the path where it meets the box. The end of a one-way
/// relationship's source has no label.
public struct EdgeLabel: Sendable, Equatable {
    public enum Alignment: String, Sendable { case start, end }

    public var text: String
    /// The baseline's start (`start`) or end (`end`).
    public var position: DiagramPoint
    public var alignment: Alignment
    /// The edge the label belongs to, in `DiagramLayout.edges`.
    public var edge: Int

    /// The room the text takes, estimated.
    public var rect: DiagramRect {
        rect(width: TextMetrics.width(text, fontSize: TextMetrics.smallFontSize))
    }

    /// The room the text takes, given its width, which is the same for every place tried.
    func rect(width: Int) -> DiagramRect {
        let x = alignment == .start ? position.x : position.x - width
        return DiagramRect(x: x, y: position.y - TextMetrics.smallFontSize, width: width, height: TextMetrics.lineHeight)
    }
}

enum EdgeLabels {
    /// How far out, in lines, the places tried beside an end go before the label is put clear of everything.
    static let levels = 24

    /// Labels placed one after the other, each at the first of its candidate places that overlaps no box, no label
    /// placed before it and no horizontal run of an edge; failing that, the first that overlaps no box and no label
    /// (a line under a label is hidden by its halo); failing that, beyond everything placed, so that a label never
    /// covers a box or another label.
    static func labels(_ diagram: DiagramModel, edges: [DiagramLayout.Edge], boxes: [DiagramRect]) -> [EdgeLabel] {
        var labels: [EdgeLabel] = []
        var taken = RectIndex(boxes)
        let runs = RectIndex(edges.flatMap { edge in
            zip(edge.points, edge.points.dropFirst()).filter { $0.y == $1.y && $0.x != $1.x }.map { start, end in
                DiagramRect(x: min(start.x, end.x), y: start.y, width: abs(end.x - start.x), height: 1)
            }
        })
        func place(_ text: String, at end: DiagramPoint, toward next: DiagramPoint, box: DiagramRect?, edge: Int) {
            let width = TextMetrics.width(text, fontSize: TextMetrics.smallFontSize)
            func firstPlace(where isFree: (DiagramRect) -> Bool) -> EdgeLabel? {
                firstCandidate(text, at: end, toward: next, box: box, edge: edge) { isFree($0.rect(width: width)) }
            }
            let chosen = firstPlace { !taken.overlapsAny($0) && !runs.overlapsAny($0) }
                ?? firstPlace { !taken.overlapsAny($0) }
                ?? clearOfEverything(text, at: end, toward: next, taken: taken, edge: edge)
            labels.append(chosen)
            taken.insert(chosen.rect(width: width))
        }
        let boxIndex = RectIndex(boxes)
        func box(at point: DiagramPoint) -> DiagramRect? {
            // The box an end lies on: the first that a pixel's width around the point overlaps.
            boxIndex.first(overlapping: DiagramRect(x: point.x - 1, y: point.y - 1, width: 2, height: 2))
        }
        for (number, edge) in edges.enumerated() {
            guard case let .relationship(index) = edge.kind, edge.points.count >= 2 else { continue }
            let relationship = diagram.relationships[index]
            let points = edge.points
            let last = points[points.count - 1]
            place(text(relationship.forward), at: last, toward: points[points.count - 2], box: box(at: last),
                edge: number)
            if let inverse = relationship.inverse {
                place(text(inverse), at: points[0], toward: points[1], box: box(at: points[0]), edge: number)
            }
        }
        return labels
    }

    static func text(_ end: DiagramModel.RelationshipEnd) -> String {
        "\(end.name) \(end.cardinality.text)\(end.isOrdered ? " ordered" : "")"
    }

    /// The first place beside the path's last piece that `accepts`, trying the nearest first (one at a time: most
    /// labels take one of the first few). At a box's top or bottom: on the side of the line away from the box's centre
    /// first (so labels of neighbouring ends spread apart), then the other side, each at growing distances from the
    /// box. At a box's side: above the line, then below it, then further out.
    static func firstCandidate(
        _ text: String, at end: DiagramPoint, toward next: DiagramPoint, box: DiagramRect?, edge: Int,
        accepts: (EdgeLabel) -> Bool
    ) -> EdgeLabel? {
        let step = TextMetrics.lineHeight - 2
        let below = 4 + TextMetrics.smallFontSize
        if end.x == next.x {
            let upwards = next.y < end.y
            let rightFirst = end.x >= (box?.midX ?? end.x)
            for distance in 0..<levels {
                let y = upwards ? end.y - 4 - distance * step : end.y + below + distance * step
                for right in [rightFirst, !rightFirst] {
                    let label = EdgeLabel(
                        text: text, position: DiagramPoint(x: end.x + (right ? 4 : -4), y: y),
                        alignment: right ? .start : .end, edge: edge)
                    if accepts(label) { return label }
                }
            }
            return nil
        }
        let towardRight = next.x > end.x
        let x = end.x + (towardRight ? 4 : -4)
        let alignment: EdgeLabel.Alignment = towardRight ? .start : .end
        for distance in 0..<levels {
            for y in [end.y - 4 - distance * step, end.y + below + distance * step] {
                let label = EdgeLabel(text: text, position: DiagramPoint(x: x, y: y), alignment: alignment, edge: edge)
                if accepts(label) { return label }
            }
        }
        return nil
    }

    /// Beyond everything placed so far, in the direction the path leaves its end (below it for a side), where
    /// nothing can be covered.
    static func clearOfEverything(
        _ text: String, at end: DiagramPoint, toward next: DiagramPoint, taken: RectIndex, edge: Int
    ) -> EdgeLabel {
        let rises = end.x == next.x && next.y < end.y
        // The baseline is the font size below the label's top, and a line's height less that above its bottom.
        let y = rises
            ? taken.minY - (TextMetrics.lineHeight - TextMetrics.smallFontSize) : taken.maxY + TextMetrics.smallFontSize
        return EdgeLabel(text: text, position: DiagramPoint(x: end.x + 4, y: y), alignment: .start, edge: edge)
    }
}
