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
        let width = TextMetrics.width(text, fontSize: TextMetrics.smallFontSize)
        let x = alignment == .start ? position.x : position.x - width
        return DiagramRect(x: x, y: position.y - TextMetrics.smallFontSize, width: width, height: TextMetrics.lineHeight)
    }
}

enum EdgeLabels {
    static func labels(_ diagram: DiagramModel, edges: [DiagramLayout.Edge]) -> [EdgeLabel] {
        var labels: [EdgeLabel] = []
        for (number, edge) in edges.enumerated() {
            guard case let .relationship(index) = edge.kind, edge.points.count >= 2 else { continue }
            let relationship = diagram.relationships[index]
            let points = edge.points
            labels.append(label(text(relationship.forward), at: points[points.count - 1], toward: points[points.count - 2],
                edge: number))
            if let inverse = relationship.inverse {
                labels.append(label(text(inverse), at: points[0], toward: points[1], edge: number))
            }
        }
        return labels
    }

    static func text(_ end: DiagramModel.RelationshipEnd) -> String {
        "\(end.name) \(end.cardinality.text)\(end.isOrdered ? " ordered" : "")"
    }

    /// Beside the path's last piece: right of a vertical piece (above the box's top, below its bottom), above a
    /// horizontal one (on the side the path comes from).
    static func label(_ text: String, at end: DiagramPoint, toward next: DiagramPoint, edge: Int) -> EdgeLabel {
        if end.x == next.x {
            let y = next.y < end.y ? end.y - 4 : end.y + 4 + TextMetrics.smallFontSize
            return EdgeLabel(text: text, position: DiagramPoint(x: end.x + 4, y: y), alignment: .start, edge: edge)
        }
        let towardRight = next.x > end.x
        return EdgeLabel(
            text: text, position: DiagramPoint(x: end.x + (towardRight ? 4 : -4), y: end.y - 4),
            alignment: towardRight ? .start : .end, edge: edge)
    }
}
