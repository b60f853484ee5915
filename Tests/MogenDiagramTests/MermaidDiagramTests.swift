import MogenDiagram
import Testing

@Suite("Mermaid diagrams")
struct MermaidDiagramTests {
    @Test("cardinality markers, one-way and inheritance edges, abstract and optional marks")
    func notation() throws {
        let text = MermaidDiagram.render(try DiagramFixtures.diagram(DiagramModelTests.company))
        #expect(text.hasPrefix("erDiagram\n"))
        #expect(text.contains("    Company |o--|{ Employee : \"staff / employer\"\n"))
        #expect(text.contains("    Company }o..|| Employee : \"chief (no inverse)\"\n"))
        #expect(text.contains("    Company ||--o{ Office : \"offices (ordered) / company\"\n"))
        #expect(text.contains("    Employee }o--o{ Employee : \"friends / friends\"\n"))
        #expect(text.contains("    Employee ||..|| Person : \"inherits\"\n"))
        #expect(text.contains("    Person {\n        abstract entity\n        String name\n    }\n"))
        #expect(text.contains("        Integer_16 founded \"optional\"\n"))
        #expect(text.contains("    Office { }\n"))
    }

    @Test("entity names Mermaid cannot take bare are quoted; attribute names and types are made identifiers")
    func sanitising() throws {
        let diagram = DiagramModel(
            name: "Odd",
            entities: [
                .init(name: "Ünïcode Thing", isAbstract: false, superentity: nil, attributes: [
                    .init(name: "with-dash", type: "Integer 64", isOptional: false),
                    .init(name: "2nd", type: "Weird \"type\"", isOptional: true),
                ]),
                .init(name: "_nicode_Thing", isAbstract: false, superentity: nil, attributes: []),
            ],
            relationships: [
                .init(
                    from: "Ünïcode Thing", to: "_nicode_Thing",
                    forward: .init(entity: "Ünïcode Thing", name: "say \"hi\"", isToMany: false, isOrdered: false,
                        isOptional: true, cardinality: Cardinality(lower: 0, upper: 1)),
                    inverse: nil)
            ])
        let text = MermaidDiagram.render(diagram)
        #expect(text.contains("    \"Ünïcode Thing\" {\n"))
        #expect(text.contains("        Integer_64 with_dash \"with-dash\"\n"))
        #expect(text.contains("        Weird__type_ _2nd \"optional, 2nd\"\n"))
        #expect(text.contains("    _nicode_Thing { }\n"))
        #expect(text.contains("    \"Ünïcode Thing\" }o..o| _nicode_Thing : \"say 'hi' (no inverse)\"\n"))
        // Every line outside comments uses only identifiers, markers and quoted strings.
        for line in text.split(separator: "\n") where !line.contains("%%") {
            let unquoted = line.split(separator: "\"", omittingEmptySubsequences: false).enumerated()
                .filter { $0.offset % 2 == 0 }.map { String($0.element) }.joined()
            #expect(unquoted.allSatisfy { $0.isASCII }, "\(line)")
        }
    }

    @Test("keywords of Mermaid's lexer are quoted or changed; names that become the same get suffixes")
    func keywordsAndClashes() {
        let diagram = DiagramModel(name: "M", entities: [
            .init(name: "Class", isAbstract: false, superentity: nil, attributes: [
                .init(name: "pk", type: "UK", isOptional: false)
            ]),
            .init(name: "End", isAbstract: false, superentity: nil, attributes: []),
            .init(name: "A\"B", isAbstract: false, superentity: nil, attributes: []),
            .init(name: "A%B", isAbstract: false, superentity: nil, attributes: []),
            .init(name: "Toy", isAbstract: false, superentity: nil, attributes: []),
        ])
        let text = MermaidDiagram.render(diagram)
        #expect(text.contains("    \"Class\" {\n        UK_ pk_ \"pk\"\n    }\n"))
        #expect(text.contains("    \"End\" { }\n"))
        #expect(text.contains("    \"A_B\" { }\n") && text.contains("    \"A_B_2\" { }\n"))
        #expect(text.contains("    Toy { }\n"))
    }

    @Test("marks: entity rows, attribute comments, edge labels, a REMOVED list")
    func marks() throws {
        let marks = DiagramMarks(
            addedEntities: ["Office"], changedEntities: ["Company"], removedEntities: ["Desk"],
            addedProperties: ["Company.founded", "Office.company"], changedProperties: ["Company.name"],
            removedProperties: ["Company.motto"])
        let text = MermaidDiagram.render(try DiagramFixtures.diagram(DiagramModelTests.company), marks: marks)
        #expect(text.contains("    Company {\n        changed entity\n        String name \"changed\"\n"
            + "        Integer_16 founded \"optional, added\"\n"))
        #expect(text.contains("    Office {\n        added entity\n    }\n"))
        #expect(text.contains("\"offices (ordered) / company [added]\""))
        #expect(text.hasSuffix("    REMOVED {\n        removed Desk \"Desk\"\n        removed Company_motto \"Company.motto\"\n    }\n"))
        #expect(MermaidDiagram.render(try DiagramFixtures.diagram(DiagramModelTests.company), marks: .none)
            == MermaidDiagram.render(try DiagramFixtures.diagram(DiagramModelTests.company)))
    }
}
