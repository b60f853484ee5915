import Foundation
import Testing
@testable import MogenModel

/// Long inheritance chains are resolved and validated with work proportional to what they hold, not to the square
/// of their depth.
@Suite("Inheritance chains")
struct InheritanceChainTests {
    private func chain(_ count: Int, redeclaring: (name: String, at: Int)? = nil) -> String {
        (1...count).map { index in
            let parent = index > 1 ? #" parentEntity="E\#(index - 1)""# : ""
            var properties = #"<attribute name="a\#(index)" optional="YES" attributeType="String"/>"#
            if let redeclaring, redeclaring.at == index {
                properties += #"<attribute name="\#(redeclaring.name)" optional="YES" attributeType="String"/>"#
            }
            return #"<entity name="E\#(index)"\#(parent) syncable="YES">\#(properties)</entity>"#
        }.joined(separator: "\n")
    }

    @Test("the dumps list each property once, at its entity: their size grows with the chain, not its square")
    func linearDump() throws {
        var sizes: [(json: Int, text: Int)] = []
        for count in [100, 1_000] {
            let model = try Fixtures.model(chain(count))
            let text = SchemaText.text(for: model)
            sizes.append((SchemaJSON.json(for: model).rendered().utf8.count, text.utf8.count))
            #expect(text.components(separatedBy: "attribute a1:").count == 2)
        }
        // Ten times the levels, about ten times the bytes (listing every ancestor's properties gave thirty times).
        #expect(sizes[1].json < 11 * sizes[0].json, "\(sizes)")
        #expect(sizes[1].text < 11 * sizes[0].text, "\(sizes)")
    }

    @Test("the entities share one hierarchy holding each entity's own properties once, and walk it when asked")
    func linearResolution() throws {
        let count = 2_000
        let model = try Fixtures.model(chain(count))
        let hierarchy = try #require(model.entities[0].lineage.hierarchy)
        #expect(model.entities.allSatisfy { $0.lineage.hierarchy === hierarchy })
        #expect(model.entities.enumerated().allSatisfy { $0.element.lineage.index == $0.offset })
        #expect(hierarchy.members.count == count)
        #expect(hierarchy.members.allSatisfy { $0.attributes.count == 1 })

        let last = try #require(model.entities.last)
        #expect(last.superentityNames.count == count - 1)
        #expect(last.superentityCount == count - 1)
        #expect(last.propertyCount == count)
        #expect(last.superentityName == "E\(count - 1)")
        #expect(last.superentityNames.first == "E\(count - 1)")
        #expect(last.superentityNames.last == "E1")
        #expect(last.inheritedAttributes.map(\.name) == (1..<count).map { "a\($0)" })
        #expect(last.attribute(named: "a1")?.name == "a1")
        #expect(last.isSubentity(of: "E1") && last.isSubentity(of: "E\(count - 1)"))
        #expect(!last.isSubentity(of: "E\(count)") && !model.entities[0].isSubentity(of: "E2"))
        #expect(model.entities[0].subentityNames == ["E2"])
    }

    @Test("ancestry through and below a cycle stops before an entity comes round again")
    func cycleAncestry() throws {
        let model = try Fixtures.model(
            """
            <entity name="A" parentEntity="B" syncable="YES"><attribute name="a" optional="YES" attributeType="String"/></entity>
            <entity name="B" parentEntity="A" syncable="YES"><attribute name="b" optional="YES" attributeType="String"/></entity>
            <entity name="Tail" parentEntity="A" syncable="YES"><attribute name="t" optional="YES" attributeType="String"/></entity>
            <entity name="Leaf" parentEntity="Tail" syncable="YES"/>
            <entity name="Self" parentEntity="Self" syncable="YES"/>
            """)
        let (a, tail, leaf) = try (
            #require(model.entity(named: "A")), #require(model.entity(named: "Tail")), #require(model.entity(named: "Leaf"))
        )
        #expect(a.superentityNames == ["B"] && a.superentityCount == 1 && a.propertyCount == 2)
        #expect(a.isSubentity(of: "B") && !a.isSubentity(of: "A"))
        #expect(leaf.superentityNames == ["Tail", "A", "B"] && leaf.superentityCount == 3)
        #expect(leaf.allAttributes.map(\.name) == ["b", "a", "t"] && leaf.propertyCount == 3)
        #expect(leaf.isSubentity(of: "B") && leaf.isSubentity(of: "Tail") && !tail.isSubentity(of: "Leaf"))
        let selfParent = try #require(model.entity(named: "Self"))
        #expect(selfParent.superentityNames.isEmpty && selfParent.superentityName == nil)
        #expect(!selfParent.isSubentity(of: "Self") && selfParent.superentityCount == 0)
    }

    @Test("below a cycle, a redeclaration names the cycle's topmost declarer")
    func redeclarationBelowCycle() throws {
        let diagnostics = try Fixtures.validate(
            """
            <entity name="A" parentEntity="B" syncable="YES"><attribute name="x" optional="YES" attributeType="String"/></entity>
            <entity name="B" parentEntity="A" syncable="YES"><attribute name="x" optional="YES" attributeType="String"/></entity>
            <entity name="Tail" parentEntity="A" syncable="YES"><attribute name="x" optional="YES" attributeType="String"/></entity>
            <entity name="Leaf" parentEntity="Tail" syncable="YES"><attribute name="x" optional="YES" attributeType="String"/></entity>
            """)
        #expect(diagnostics.messages(.inheritance, .error).filter { $0.hasPrefix("property") } == [
            "property 'Tail.x' redeclares 'x' inherited from 'B'", "property 'Leaf.x' redeclares 'x' inherited from 'B'",
        ])
    }

    @Test("a deep chain validates, and a redeclaration names the topmost ancestor")
    func deepChainValidation() throws {
        let diagnostics = try Fixtures.validate(chain(2_000, redeclaring: ("a1", 1_500)))
        #expect(diagnostics.messages(.inheritance, .error) == ["property 'E1500.a1' redeclares 'a1' inherited from 'E1'"])
    }

    @Test("entities are ordered after their parents and cycles are found once", arguments: [true, false])
    func graphOrder(reversedFile: Bool) throws {
        var entities = [
            #"<entity name="Leaf" parentEntity="Mid" syncable="YES"/>"#,
            #"<entity name="Mid" parentEntity="Root" syncable="YES"/>"#,
            #"<entity name="Root" syncable="YES"/>"#,
            #"<entity name="A" parentEntity="B" syncable="YES"/>"#,
            #"<entity name="B" parentEntity="A" syncable="YES"/>"#,
            #"<entity name="Tail" parentEntity="A" syncable="YES"/>"#,
        ]
        if reversedFile { entities.reverse() }
        let model = try Fixtures.model(entities.joined(separator: "\n"))
        let graph = InheritanceGraph(entities: model.entities)
        let names = model.entities.map(\.name)
        let position = Dictionary(uniqueKeysWithValues: graph.order.enumerated().map { (names[$0.element], $0.offset) })
        #expect(graph.order.count == names.count)
        #expect(position["Root", default: 0] < position["Mid", default: 0])
        #expect(position["Mid", default: 0] < position["Leaf", default: 0])
        #expect(position["A", default: 0] < position["Tail", default: 0])
        #expect(graph.cycles.map { Set($0.map { names[$0] }) } == [["A", "B"]])
        #expect(graph.reachesCycle.enumerated().filter(\.element).map { names[$0.offset] }.sorted() == ["A", "B", "Tail"])
        let tail = try #require(model.entity(named: "Tail"))
        #expect(tail.superentityNames == ["A", "B"])
        #expect(model.entity(named: "A")?.superentityNames == ["B"])
    }

    @Test("a long cycle is reported by its ends, one line per entity")
    func longCycle() throws {
        let count = 50
        let body = (1...count).map { #"<entity name="C\#($0)" parentEntity="C\#($0 % count + 1)" syncable="YES"/>"# }
        let messages = try Fixtures.validate(body.joined(separator: "\n")).messages(.inheritance, .error)
        #expect(messages.count == count)
        #expect(messages.first == "entity 'C1' inherits from itself: C1 → C2 → C3 → C4 → … → C48 → C49 → C50 → C1 (50 entities)")
    }

    @Test("a cycle through a name declared twice is found at each entity whose parent link is on it", arguments: [
        // A, B : A, then a second A : B. Parents resolve to the first A, so by entity there is no cycle.
        ([("A", nil), ("B", "A"), ("A", "B")], [4, 5]),
        // The first A and B are roots; their second declarations name each other.
        ([("A", nil), ("A", "B"), ("B", nil), ("B", "A")], [4, 6]),
        // A second A naming A: its parent is the first A, which the walk by name takes for itself.
        ([("A", nil), ("A", "A")], [4]),
        // No cycle: a repeated name below a chain.
        ([("A", nil), ("B", "A"), ("B", "A"), ("C", "B")], []),
    ] as [([(String, String?)], [Int])])
    func nameCycles(entities: [(String, String?)], lines: [Int]) throws {
        let body = entities.map { name, parent in
            #"<entity name="\#(name)"\#(parent.map { #" parentEntity="\#($0)""# } ?? "") syncable="YES"/>"#
        }
        let cycles = try Fixtures.validate(body.joined(separator: "\n")).filter {
            $0.category == .inheritance && $0.message.contains("inherits from itself")
        }
        #expect(cycles.map { $0.location?.line ?? 0 } == lines)
        #expect(cycles.allSatisfy { $0.severity == .error && $0.location?.column == 1 })
    }

    @Test("the name cycles of a model with no repeated name are its cycles")
    func nameCyclesWithoutRepeats() throws {
        let body = (1...2_000).map { #"<entity name="C\#($0)" parentEntity="C\#($0 % 2_000 + 1)" syncable="YES"/>"# }
            + [#"<entity name="Tail" parentEntity="C1" syncable="YES"/>"#, #"<entity name="Root" syncable="YES"/>"#]
        let model = try Fixtures.model(body.joined(separator: "\n"))
        let cycles = InheritanceNameCycles(entities: model.entities)
        #expect(cycles.isOnCycle == Array(repeating: true, count: 2_000) + [false, false])
    }
}
