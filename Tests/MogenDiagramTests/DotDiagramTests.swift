import MogenDiagram
import Testing

@Suite("Graphviz diagrams")
struct DotDiagramTests {
    @Test("tables, ER arrows at both ends, labels, one-way dashed, inheritance with an empty arrowhead")
    func notation() throws {
        let text = DotDiagram.render(try DiagramFixtures.diagram(DiagramModelTests.company))
        #expect(text.hasPrefix("digraph \"Test\" {\n"))
        #expect(text.contains("\"Company\" -> \"Employee\" [dir=both, arrowhead=crowtee, arrowtail=teeodot, "
            + "headlabel=\"staff 1..50\", taillabel=\"employer 0..1\"];"))
        #expect(text.contains("\"Company\" -> \"Employee\" [dir=both, arrowhead=teetee, arrowtail=none, "
            + "headlabel=\"chief 1\", style=dashed];"))
        #expect(text.contains("headlabel=\"offices 0..* ordered\""))
        // The parent first, so that dot ranks it above the subentity; the empty arrowhead still at the parent.
        #expect(text.contains("\"Person\" -> \"Employee\" [dir=back, arrowtail=onormal, arrowsize=1.2];"))
        #expect(text.contains("<I>«abstract»</I><BR/><I><B>Person</B></I>"))
        #expect(text.contains("founded: Integer 16?"))
        #expect(text.hasSuffix("}\n"))
    }

    @Test("names are quoted and escaped")
    func escaping() {
        let diagram = DiagramModel(name: "a\"b", entities: [
            .init(name: "X\"<&>\\", isAbstract: false, superentity: nil, attributes: [
                .init(name: "a<b", type: "T&", isOptional: false)
            ])
        ])
        let text = DotDiagram.render(diagram)
        #expect(text.contains("digraph \"a\\\"b\" {"))
        #expect(text.contains("\"X\\\"<&>\\\\\" [label=<"))
        #expect(text.contains("<B>X&quot;&lt;&amp;&gt;\\</B>"))
        #expect(text.contains("a&lt;b: T&amp;"))
    }

    @Test("marks colour entities, rows and edges; removed items are listed struck through")
    func marks() throws {
        let marks = DiagramMarks(
            addedEntities: ["Office"], changedProperties: ["Company.name"], removedProperties: ["Company.motto"])
        let text = DotDiagram.render(try DiagramFixtures.diagram(DiagramModelTests.company), marks: marks)
        #expect(text.contains("COLOR=\"#1a7f37\">"))
        #expect(text.contains("<FONT COLOR=\"#d2691e\">name: String</FONT>"))
        #expect(text.contains("<S>Company.motto</S>"))
    }
}
