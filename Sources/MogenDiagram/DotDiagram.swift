/// A Graphviz diagram (`dot -Tsvg`): each entity a table (HTML-like label) of its name and attributes; relationship
/// edges with a crow's foot for "many", a bar for "exactly one" and an open circle for "zero", and the
/// relationships' names and cardinalities at their ends; inheritance edges with an empty arrowhead at the parent,
/// which is ranked above its subentities. Marks colour entities, rows and edges (green added, orange changed); removed items are listed in a
/// red note.
public enum DotDiagram {
    public static func render(_ diagram: DiagramModel, marks: DiagramMarks = .none) -> String {
        var lines = [
            "digraph \"\(DiagramText.dotString(diagram.name))\" {",
            "    graph [rankdir=TB, nodesep=0.6, ranksep=0.8];",
            "    node [shape=plaintext, fontname=\"Helvetica\", fontsize=11];",
            "    edge [fontname=\"Helvetica\", fontsize=9, color=\"#555555\"];",
        ]
        for entity in diagram.entities {
            lines.append("    \"\(DiagramText.dotString(entity.name))\" [label=<\(table(entity, marks))>];")
        }
        for edge in diagram.relationships {
            var attributes = [
                "dir=both",
                "arrowhead=\(arrow(edge.forward.cardinality))",
                "arrowtail=\(edge.inverse.map { arrow($0.cardinality) } ?? "none")",
                "headlabel=\"\(DiagramText.dotString(endLabel(edge.forward)))\"",
            ]
            if let inverse = edge.inverse {
                attributes.append("taillabel=\"\(DiagramText.dotString(endLabel(inverse)))\"")
            } else {
                attributes.append("style=dashed")
            }
            if let color = MarkColors.color(marks.edgeMark(edge)) {
                attributes += ["color=\"\(color)\"", "fontcolor=\"\(color)\"", "penwidth=2"]
            }
            lines.append("    \(node(edge.from)) -> \(node(edge.to)) [\(attributes.joined(separator: ", "))];")
        }
        for edge in diagram.inheritance {
            // From the parent, drawn backwards: dot ranks an edge's tail above its head, so the parent is above its
            // subentities, as in mogen's SVG, and the empty arrowhead still points at the parent.
            lines.append("    \(node(edge.parent)) -> \(node(edge.child)) [dir=back, arrowtail=onormal, arrowsize=1.2];")
        }
        let removed = marks.removedItems
        if !removed.isEmpty {
            let color = MarkColors.color(.removed) ?? ""
            let rows = removed.map { "<TR><TD ALIGN=\"LEFT\"><S>\(DiagramText.xmlEscaped($0))</S></TD></TR>" }
            lines.append("    \"(removed)\" [label=<<TABLE BORDER=\"1\" CELLBORDER=\"0\" COLOR=\"\(color)\">"
                + "<TR><TD><FONT COLOR=\"\(color)\"><B>removed</B></FONT></TD></TR>\(rows.joined())</TABLE>>];")
        }
        lines.append("}")
        return lines.joined(separator: "\n") + "\n"
    }

    private static func node(_ name: String) -> String { "\"\(DiagramText.dotString(name))\"" }

    /// The entity's table: a header with its name («abstract» above it when abstract), then a row per attribute.
    static func table(_ entity: DiagramModel.Entity, _ marks: DiagramMarks) -> String {
        let entityColor = MarkColors.color(marks.entityMark(entity.name))
        let border = entityColor ?? "#444444"
        var header = "<B>\(DiagramText.xmlEscaped(entity.name))</B>"
        if entity.isAbstract { header = "<I>«abstract»</I><BR/>" + "<I>\(header)</I>" }
        var rows = [
            "<TR><TD BGCOLOR=\"#e8eef7\"\(entityColor.map { " COLOR=\"\($0)\"" } ?? "")>\(header)</TD></TR>"
        ]
        for attribute in entity.attributes {
            var text = DiagramText.xmlEscaped(
                "\(attribute.name): \(attribute.type)\(attribute.isOptional ? "?" : "")")
            if let color = MarkColors.color(marks.propertyMark(entity.name, attribute.name)) {
                text = "<FONT COLOR=\"\(color)\">\(text)</FONT>"
            }
            rows.append("<TR><TD ALIGN=\"LEFT\">\(text)</TD></TR>")
        }
        return "<TABLE BORDER=\"1\" CELLBORDER=\"0\" CELLSPACING=\"0\" CELLPADDING=\"4\" COLOR=\"\(border)\">"
            + rows.joined() + "</TABLE>"
    }

    /// The relationship's name and cardinality, shown at the end it points at.
    static func endLabel(_ end: DiagramModel.RelationshipEnd) -> String {
        "\(end.name) \(end.cardinality.text)\(end.isOrdered ? " ordered" : "")"
    }

    /// Graphviz arrow shapes (https://graphviz.org/doc/info/arrows.html): the outer shape says "one" (tee) or
    /// "many" (crow); the inner one "at least one" (tee) or "possibly none" (odot).
    static func arrow(_ cardinality: Cardinality) -> String {
        let inner = cardinality.lower > 0 ? "tee" : "odot"
        return (cardinality.isToOne ? "tee" : "crow") + inner
    }
}
