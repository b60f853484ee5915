import Foundation
import MogenDiagram
import Testing

@Suite("SVG diagrams and their layout")
struct SVGDiagramTests {
    @Test("no two boxes overlap, and each box holds its text", arguments: [1, 5, 20, 100])
    func noOverlap(count: Int) throws {
        let diagram = try DiagramFixtures.generated(count)
        let layout = DiagramLayout(diagram)
        #expect(layout.boxes.count == count)
        for (offset, box) in layout.boxes.enumerated() {
            #expect(box.rect.x >= 0 && box.rect.y >= 0 && box.rect.maxX <= layout.width && box.rect.maxY <= layout.height)
            for other in layout.boxes[(offset + 1)...] {
                #expect(!box.rect.overlaps(other.rect), "\(box.entity) overlaps \(other.entity)")
            }
            let entity = try #require(diagram.entity(named: box.entity))
            // 7.5px a character at 12px, with 10px padding either side.
            let longest = entity.attributes.map { "\($0.name): \($0.type)".count + ($0.isOptional ? 1 : 0) }.max() ?? 0
            #expect(box.rect.width >= max(longest, entity.name.count) * 15 / 2 + 20)
        }
        for edge in layout.edges {
            for point in edge.points {
                #expect(point.x >= 0 && point.y >= 0 && point.x <= layout.width && point.y <= layout.height)
            }
        }
    }

    @Test("edges between rows do not cross boxes they do not connect", arguments: [5, 20, 100])
    func edgesAvoidBoxes(count: Int) throws {
        let diagram = try DiagramFixtures.generated(count)
        let layout = DiagramLayout(diagram)
        for edge in layout.edges {
            let ends: Set<String> = switch edge.kind {
            case let .relationship(index): [diagram.relationships[index].from, diagram.relationships[index].to]
            case let .inheritance(index): [diagram.inheritance[index].child, diagram.inheritance[index].parent]
            }
            for (start, end) in zip(edge.points, edge.points.dropFirst()) where start.x == end.x || start.y == end.y {
                let segment = DiagramRect(
                    x: min(start.x, end.x), y: min(start.y, end.y),
                    width: max(abs(end.x - start.x), 1), height: max(abs(end.y - start.y), 1))
                for box in layout.boxes where !ends.contains(box.entity) {
                    #expect(!box.rect.overlaps(segment), "an edge of \(ends.sorted()) crosses \(box.entity)")
                }
            }
        }
    }

    @Test("the same model gives the same bytes")
    func deterministic() throws {
        let first = SVGDiagram.render(try DiagramFixtures.generated(30))
        let second = SVGDiagram.render(try DiagramFixtures.generated(30))
        #expect(first == second)
        #expect(!first.contains(".5\""))
    }

    @Test("notation: abstract in italics, one-way dashed with an arrowhead, inheritance with a triangle, labels")
    func notation() throws {
        let svg = SVGDiagram.render(try DiagramFixtures.diagram(DiagramModelTests.company))
        #expect(svg.hasPrefix("<svg xmlns=\"http://www.w3.org/2000/svg\" width=\""))
        #expect(svg.contains("font-style=\"italic\">«abstract»</text>"))
        #expect(svg.contains("font-weight=\"bold\" font-style=\"italic\">Person</text>"))
        #expect(svg.contains(">founded: Integer 16?</text>"))
        #expect(svg.contains("stroke-dasharray=\"5,3\" marker-end=\"url(#towards)\""))
        #expect(svg.contains("class=\"inheritance\""))
        #expect(svg.contains("marker-end=\"url(#inherits)\""))
        for label in ["staff 1..50", "employer 0..1", "chief 1", "offices 0..* ordered", "company 1", "friends 0..*"] {
            #expect(svg.contains(">\(label)</text>"), "\(label)")
        }
        #expect(!svg.contains(">employer 0..1 /"))
    }

    @Test("text is escaped for XML")
    func escaping() {
        let diagram = DiagramModel(name: "<M&>", entities: [
            .init(name: "A<&>\"'", isAbstract: false, superentity: nil, attributes: [
                .init(name: "x\u{1}", type: "T", isOptional: false)
            ])
        ])
        let svg = SVGDiagram.render(diagram)
        #expect(svg.contains("<title>&lt;M&amp;&gt;</title>"))
        #expect(svg.contains(">A&lt;&amp;&gt;&quot;&#39;</text>"))
        #expect(svg.contains(">x\u{FFFD}: T</text>"))
    }

    @Test("marks: coloured boxes and rows with + and ~, a list of removed items below everything")
    func marks() throws {
        let diagram = try DiagramFixtures.diagram(DiagramModelTests.company)
        let marks = DiagramMarks(
            addedEntities: ["Office"], addedProperties: ["Company.founded"], changedProperties: ["Company.name"],
            removedProperties: ["Company.motto"])
        let layout = DiagramLayout(diagram, marks: marks)
        let svg = SVGDiagram.render(diagram, layout: layout, marks: marks)
        #expect(svg.contains("stroke=\"#1a7f37\" stroke-width=\"3\""))
        #expect(svg.contains(" fill=\"#1a7f37\">+ founded: Integer 16?</text>"))
        #expect(svg.contains(" fill=\"#d2691e\">~ name: String</text>"))
        #expect(svg.contains("text-decoration=\"line-through\">Company.motto</text>"))
        let note = try #require(layout.removedNote)
        #expect(layout.boxes.allSatisfy { $0.rect.maxY < note.y })
        #expect(note.maxY <= layout.height)
        #expect(DiagramLayout(diagram).removedNote == nil)
    }

    @Test("an empty model is an empty drawing")
    func empty() {
        let layout = DiagramLayout(DiagramModel(name: "Empty", entities: []))
        #expect(layout.boxes.isEmpty && layout.edges.isEmpty)
        #expect(SVGDiagram.render(DiagramModel(name: "Empty", entities: [])).hasSuffix("</svg>\n"))
    }
}

@Suite("SVG diagram geometry, read from the SVG text")
struct SVGGeometryTests {
    @Test("no end label overlaps another label or a box", arguments: [5, 20, 60, 100, 200])
    func labelsOverlapNothing(count: Int) throws {
        let overlaps = SVGGeometry(SVGDiagram.render(try DiagramFixtures.generated(count))).overlaps
        #expect(overlaps.isEmpty, "\(overlaps.count) overlaps, first: \(overlaps.first ?? "")")
    }

    @Test("no end label overlaps another label or a box in the samples", arguments: DiagramFixtures.samples)
    func samplesLabelsOverlapNothing(sample: String) throws {
        let overlaps = SVGGeometry(SVGDiagram.render(try DiagramFixtures.sample(sample))).overlaps
        #expect(overlaps.isEmpty, "\(overlaps.count) overlaps, first: \(overlaps.first ?? "")")
    }

    @Test("paths crossing a row do so at least 8 px apart, so each can be followed", arguments: [20, 100, 200])
    func crossingsApart(count: Int) throws {
        let geometry = SVGGeometry(SVGDiagram.render(try DiagramFixtures.generated(count)))
        #expect(geometry.paths.count > count / 2)
        let crowded = geometry.crowdedCrossings
        #expect(crowded.isEmpty, "\(crowded.count) crowded crossings, first: \(crowded.first ?? "")")
    }

    @Test("the geometry reader measures labels as the layout does")
    func readerMatchesLayout() throws {
        let diagram = try DiagramFixtures.generated(20)
        let layout = DiagramLayout(diagram)
        let geometry = SVGGeometry(SVGDiagram.render(diagram, layout: layout))
        #expect(geometry.labels.map(\.rect.x) == layout.labels.map(\.rect.x))
        #expect(geometry.labels.map(\.rect.width) == layout.labels.map(\.rect.width))
        #expect(geometry.width == layout.width && geometry.height == layout.height)
    }

    @Test("a 1,000-entity model of deep chains is drawn about as wide as tall, without overlaps", .tags(.slow))
    func deepChainsFold() throws {
        let svg = SVGDiagram.render(try DiagramFixtures.deepChains(1000))
        let geometry = SVGGeometry(svg)
        let ratio = Double(geometry.width) / Double(max(geometry.height, 1))
        print("deep chains of 1,000 entities: \(geometry.width) x \(geometry.height)")
        #expect(ratio >= 1.0 / 3.0 && ratio <= 3.0, "\(geometry.width) x \(geometry.height)")
        let overlaps = geometry.overlaps
        #expect(overlaps.isEmpty, "\(overlaps.count) overlaps, first: \(overlaps.first ?? "")")
    }
}
