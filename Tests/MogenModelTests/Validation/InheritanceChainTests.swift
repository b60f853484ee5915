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

    @Test("each entity's inheritance is computed once, from its parent's")
    func linearResolution() throws {
        let count = 2_000
        let model = try Fixtures.model(chain(count))
        let graph = InheritanceGraph(entities: model.entities)
        var calls = 0
        let inherited = graph.inherited { index -> [Int] in
            calls += 1
            return [index]
        }
        #expect(calls == count - 1)
        #expect(inherited[count - 1] == Array(0..<count - 1))
        #expect(graph.cycles.isEmpty)

        let last = try #require(model.entities.last)
        #expect(last.superentityNames.count == count - 1)
        #expect(last.superentityNames.first == "E\(count - 1)")
        #expect(last.superentityNames.last == "E1")
        #expect(last.inheritedAttributes.map(\.name) == (1..<count).map { "a\($0)" })
        #expect(model.entities[0].subentityNames == ["E2"])
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
}
