/// A Mermaid `erDiagram` (https://mermaid.js.org/syntax/entityRelationshipDiagram.html), which GitHub and GitLab
/// render in Markdown. Mermaid's ER syntax has no inheritance and no entity labels, so:
/// - inheritance is a dotted `||..||` edge labelled "inherits" from the subentity to its parent;
/// - an abstract entity gets a first row `abstract entity`; marks of an entity a row `added entity` or
///   `changed entity`; a property's mark is its row's comment ("added", "changed");
/// - removed entities and properties are listed in a final entity `REMOVED` with one `removed` row each;
/// - a relationship without an inverse is a dotted edge with "(no inverse)" in its label.
/// Entity names that are not plain identifiers, or that Mermaid's lexer reads as keywords (`one`, `many`, `to`, `end`,
/// `class`, `style`, … in any case), are quoted; attribute names and types must be identifiers, so other characters
/// become `_` (the attribute's real name is then given in its comment). Mermaid's ER grammar:
/// https://github.com/mermaid-js/mermaid/blob/develop/packages/mermaid/src/diagrams/er/parser/erDiagram.jison
public enum MermaidDiagram {
    public static func render(_ diagram: DiagramModel, marks: DiagramMarks = .none) -> String {
        let ids = DiagramText.unique(diagram.entities.map(\.name), entityName)
        func id(_ name: String) -> String { ids[name] ?? entityName(name) }
        let usedIDs = Set(ids.values)
        var removedID = "REMOVED"
        var counter = 2
        while usedIDs.contains(removedID) {
            removedID = "REMOVED_\(counter)"
            counter += 1
        }
        var lines = ["erDiagram"]
        for entity in diagram.entities {
            var rows: [String] = []
            if entity.isAbstract { rows.append("abstract entity") }
            if let mark = marks.entityMark(entity.name) { rows.append("\(mark.rawValue) entity") }
            for attribute in entity.attributes {
                var notes = attribute.isOptional ? ["optional"] : []
                if let mark = marks.propertyMark(entity.name, attribute.name) { notes.append(mark.rawValue) }
                if attributeWord(attribute.name) != attribute.name { notes.append(attribute.name) }
                let comment = notes.isEmpty ? "" : " \"\(DiagramText.mermaidString(notes.joined(separator: ", ")))\""
                rows.append(
                    "\(attributeWord(attribute.type)) \(attributeWord(attribute.name))\(comment)")
            }
            lines.append("    \(id(entity.name)) {" + (rows.isEmpty ? " }" : ""))
            if !rows.isEmpty {
                lines += rows.map { "        " + $0 }
                lines.append("    }")
            }
        }
        for edge in diagram.relationships {
            let left = edge.inverse.map { leftMarker($0.cardinality) } ?? leftMarker(.any)
            let right = rightMarker(edge.forward.cardinality)
            let line = edge.inverse == nil ? ".." : "--"
            lines.append("    \(id(edge.from)) \(left)\(line)\(right) \(id(edge.to)) : \"\(label(edge, marks))\"")
        }
        for edge in diagram.inheritance {
            lines.append("    \(id(edge.child)) ||..|| \(id(edge.parent)) : \"inherits\"")
        }
        let removed = marks.removedItems
        if !removed.isEmpty {
            lines.append("    \(removedID) {")
            lines += removed.map { "        removed \(attributeWord($0)) \"\(DiagramText.mermaidString($0))\"" }
            lines.append("    }")
        }
        return lines.joined(separator: "\n") + "\n"
    }

    /// Words Mermaid's ER lexer reads as keywords wherever they stand (it ignores case).
    static let keywords: Set<String> = [
        "one", "many", "to", "end", "class", "classdef", "style", "subgraph", "u", "erdiagram", "title", "acctitle",
        "accdescr", "direction",
    ]

    /// An identifier as it is, anything else quoted (a quoted name cannot hold `"`, `%`, `\\` or control characters:
    /// they become `_`).
    static func entityName(_ name: String) -> String {
        if DiagramText.identifier(name) == name, !keywords.contains(name.lowercased()) { return name }
        if name.isEmpty { return "\"_\"" }
        let quotable = name.unicodeScalars.map { scalar -> String in
            scalar == "\"" || scalar == "%" || scalar == "\\" || scalar.value < 0x20 || scalar.value == 0x7F
                ? "_" : String(scalar)
        }
        return "\"" + quotable.joined() + "\""
    }

    /// An attribute's type or name as an identifier; `PK`, `FK` and `UK` (keys, in any case) get a final `_`.
    static func attributeWord(_ text: String) -> String {
        let word = DiagramText.identifier(text)
        return ["pk", "fk", "uk"].contains(word.lowercased()) ? word + "_" : word
    }

    /// "forward / inverse", with "(ordered)", "(no inverse)" and the edge's mark.
    static func label(_ edge: DiagramModel.RelationshipEdge, _ marks: DiagramMarks) -> String {
        func name(_ end: DiagramModel.RelationshipEnd) -> String { end.name + (end.isOrdered ? " (ordered)" : "") }
        var text = name(edge.forward) + (edge.inverse.map { " / " + name($0) } ?? " (no inverse)")
        if let mark = marks.edgeMark(edge) { text += " [\(mark.rawValue)]" }
        return DiagramText.mermaidString(text)
    }

    /// The marker at the source end: how many sources one destination has.
    static func leftMarker(_ cardinality: Cardinality) -> String {
        switch (cardinality.isToOne, cardinality.lower > 0) {
        case (true, true): "||"
        case (true, false): "|o"
        case (false, true): "}|"
        case (false, false): "}o"
        }
    }

    /// The marker at the destination end: how many destinations one source has.
    static func rightMarker(_ cardinality: Cardinality) -> String {
        switch (cardinality.isToOne, cardinality.lower > 0) {
        case (true, true): "||"
        case (true, false): "o|"
        case (false, true): "|{"
        case (false, false): "o{"
        }
    }
}
