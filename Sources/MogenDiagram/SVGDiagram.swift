/// A standalone SVG drawing of the diagram, laid out by `DiagramLayout` (no Graphviz needed). Entities are boxes with
/// their name (italic, under «abstract», for an abstract entity) and attributes; relationships are grey lines with
/// each end's relationship name and cardinality, dashed with an arrowhead when there is no inverse; inheritance is
/// a line with an empty triangle at the parent. Marks colour what they mark (green added, orange changed), and
/// removed items are listed, struck through, in a red note at the bottom.
public enum SVGDiagram {
    static let fontFamily = "DejaVu Sans Mono, Menlo, Consolas, Liberation Mono, monospace"
    static let lineColor = "#555555"
    static let headerFill = "#e8eef7"

    public static func render(_ diagram: DiagramModel, marks: DiagramMarks = .none) -> String {
        render(diagram, layout: DiagramLayout(diagram, marks: marks), marks: marks)
    }

    public static func render(_ diagram: DiagramModel, layout: DiagramLayout, marks: DiagramMarks = .none) -> String {
        var lines = [
            "<svg xmlns=\"http://www.w3.org/2000/svg\" width=\"\(layout.width)\" height=\"\(layout.height)\" "
                + "viewBox=\"0 0 \(layout.width) \(layout.height)\" font-family=\"\(fontFamily)\" "
                + "font-size=\"\(TextMetrics.fontSize)\">",
            "<title>\(DiagramText.xmlEscaped(diagram.name))</title>",
            "<defs>",
            "<marker id=\"inherits\" viewBox=\"0 0 14 14\" refX=\"13\" refY=\"7\" markerWidth=\"14\" markerHeight=\"14\" "
                + "markerUnits=\"userSpaceOnUse\" orient=\"auto\"><path d=\"M1,1 L13,7 L1,13 Z\" fill=\"white\" "
                + "stroke=\"\(lineColor)\"/></marker>",
            "<marker id=\"towards\" viewBox=\"0 0 12 12\" refX=\"11\" refY=\"6\" markerWidth=\"12\" markerHeight=\"12\" "
                + "markerUnits=\"userSpaceOnUse\" orient=\"auto\"><path d=\"M1,1 L11,6 L1,11\" fill=\"none\" "
                + "stroke=\"\(lineColor)\"/></marker>",
            "</defs>",
            "<rect width=\"100%\" height=\"100%\" fill=\"white\"/>",
        ]
        lines += edges(diagram, layout: layout, marks: marks)
        for (box, entity) in zip(layout.boxes, diagram.entities) {
            lines += entityBox(entity, rect: box.rect, marks: marks)
        }
        for label in layout.labels {
            let color = edgeColor(layout.edges[label.edge], diagram: diagram, marks: marks) ?? "#333333"
            lines.append("<text x=\"\(label.position.x)\" y=\"\(label.position.y)\" text-anchor=\"\(label.alignment)\" "
                + "font-size=\"\(TextMetrics.smallFontSize)\" fill=\"\(color)\" stroke=\"white\" stroke-width=\"3\" "
                + "paint-order=\"stroke\">\(DiagramText.xmlEscaped(label.text))</text>")
        }
        if let note = layout.removedNote {
            lines += removedNote(marks.removedItems, rect: note)
        }
        lines.append("</svg>")
        return lines.joined(separator: "\n") + "\n"
    }

    static func edges(_ diagram: DiagramModel, layout: DiagramLayout, marks: DiagramMarks) -> [String] {
        layout.edges.compactMap { edge in
            guard edge.points.count >= 2 else { return nil }
            let points = edge.points.map { "\($0.x),\($0.y)" }.joined(separator: " ")
            let color = edgeColor(edge, diagram: diagram, marks: marks)
            var attributes = "fill=\"none\" stroke=\"\(color ?? lineColor)\""
            if color != nil { attributes += " stroke-width=\"2\"" }
            switch edge.kind {
            case .inheritance:
                attributes += " marker-end=\"url(#inherits)\""
            case let .relationship(index) where diagram.relationships[index].inverse == nil:
                attributes += " stroke-dasharray=\"5,3\" marker-end=\"url(#towards)\""
            case .relationship:
                break
            }
            return "<polyline class=\"\(edgeClass(edge.kind))\" points=\"\(points)\" \(attributes)/>"
        }
    }

    private static func edgeClass(_ kind: DiagramLayout.EdgeKind) -> String {
        switch kind {
        case .inheritance: "inheritance"
        case .relationship: "relationship"
        }
    }

    private static func edgeColor(_ edge: DiagramLayout.Edge, diagram: DiagramModel, marks: DiagramMarks) -> String? {
        guard case let .relationship(index) = edge.kind else { return nil }
        return MarkColors.color(marks.edgeMark(diagram.relationships[index]))
    }

    static func entityBox(_ entity: DiagramModel.Entity, rect: DiagramRect, marks: DiagramMarks) -> [String] {
        let text = EntityBoxText(entity, marks: marks)
        let stroke = MarkColors.color(marks.entityMark(entity.name))
        let strokeAttributes = "stroke=\"\(stroke ?? "#444444")\" stroke-width=\"\(stroke == nil ? 1 : 3)\""
        var lines = [
            "<g class=\"entity\">",
            "<rect x=\"\(rect.x)\" y=\"\(rect.y)\" width=\"\(rect.width)\" height=\"\(rect.height)\" rx=\"3\" "
                + "fill=\"white\" \(strokeAttributes)/>",
            "<rect x=\"\(rect.x)\" y=\"\(rect.y)\" width=\"\(rect.width)\" height=\"\(text.headerHeight)\" rx=\"3\" "
                + "fill=\"\(headerFill)\" \(strokeAttributes)/>",
        ]
        let lineHeight = TextMetrics.lineHeight
        for (number, line) in text.headerLines.enumerated() {
            let isName = number == text.headerLines.count - 1
            let style = (isName ? " font-weight=\"bold\"" : "") + (entity.isAbstract ? " font-style=\"italic\"" : "")
            let y = rect.y + EntityBoxText.padding / 2 + (number + 1) * lineHeight - 4
            lines.append("<text x=\"\(rect.midX)\" y=\"\(y)\" text-anchor=\"middle\"\(style)>"
                + "\(DiagramText.xmlEscaped(line))</text>")
        }
        for (number, row) in text.rows.enumerated() {
            let y = rect.y + text.headerHeight + EntityBoxText.padding / 2 + (number + 1) * lineHeight - 4
            let fill = MarkColors.color(row.mark).map { " fill=\"\($0)\"" } ?? ""
            lines.append("<text x=\"\(rect.x + EntityBoxText.padding)\" y=\"\(y)\"\(fill)>"
                + "\(DiagramText.xmlEscaped(row.text))</text>")
        }
        lines.append("</g>")
        return lines
    }

    static func removedNote(_ items: [String], rect: DiagramRect) -> [String] {
        let color = MarkColors.color(.removed) ?? "red"
        var lines = [
            "<g class=\"removed\">",
            "<rect x=\"\(rect.x)\" y=\"\(rect.y)\" width=\"\(rect.width)\" height=\"\(rect.height)\" fill=\"#fff5f5\" "
                + "stroke=\"\(color)\" stroke-dasharray=\"4,2\"/>",
        ]
        for (number, line) in ([RemovedNoteText.title] + items).enumerated() {
            let y = rect.y + EntityBoxText.padding / 2 + (number + 1) * TextMetrics.lineHeight - 4
            let style = number == 0 ? " font-weight=\"bold\"" : " text-decoration=\"line-through\""
            lines.append("<text x=\"\(rect.x + EntityBoxText.padding)\" y=\"\(y)\" fill=\"\(color)\"\(style)>"
                + "\(DiagramText.xmlEscaped(line))</text>")
        }
        lines.append("</g>")
        return lines
    }
}
