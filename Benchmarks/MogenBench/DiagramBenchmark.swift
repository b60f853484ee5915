import Foundation
import MogenDiagram
import MogenModel

/// `mogen diagram --format svg` in process: the layout and the SVG text, for the synthetic models (a ring of to-one
/// relationships, which layers as one chain as deep as the model) and for a tree of one-to-many relationships with
/// many-to-many links across it, as real models are. Median of several runs; the model is read once, outside the timing.
enum DiagramBenchmark {
    /// The 1,000-entity chain's SVG takes under this.
    static let targetSeconds = 2.0

    static func run() throws -> Bool {
        print("SVG diagram: layout and rendering (in process, median of 5)")
        var passed = true
        let cases: [(name: String, xml: String)] = [
            ("chain of 100", SyntheticModelFile.xml(entities: 100)),
            ("chain of 1,000", SyntheticModelFile.xml(entities: 1_000)),
            ("tree of 100", treeXML(entities: 100)),
            ("tree of 400", treeXML(entities: 400)),
        ]
        for (name, xml) in cases {
            let diagram = DiagramModel(try ModelReader.read(xml: xml).model)
            var size = 0
            let seconds = Measure.median(runs: 5) { size = SVGDiagram.render(diagram).utf8.count }
            let isTarget = name == "chain of 1,000"
            let met = !isTarget || seconds < targetSeconds
            passed = passed && met
            let verdict = isTarget ? "  (target < \(Measure.milliseconds(targetSeconds))) \(met ? "PASS" : "FAIL")" : ""
            print("  \(name.padding(toLength: 16, withPad: " ", startingAt: 0)) \(Measure.milliseconds(seconds))  "
                + "svg \(size) bytes" + verdict)
        }
        return passed
    }

    /// Each entity owned by the one at a third of its number, with four attributes, and a many-to-many link to the
    /// entity five after it.
    static func treeXML(entities count: Int) -> String {
        var lines = [#"<?xml version="1.0" encoding="UTF-8" standalone="yes"?>"#,
                     #"<model type="com.apple.IDECoreDataModeler.DataModel" documentVersion="1.0">"#]
        func relationship(_ name: String, _ destination: Int, toMany: Bool, inverse: String) -> String {
            #"<relationship name="\#(name)" optional="YES""# + (toMany ? #" toMany="YES""# : #" maxCount="1""#)
                + #" deletionRule="Nullify" destinationEntity="Node\#(destination)" inverseName="\#(inverse)" "#
                + #"inverseEntity="Node\#(destination)"/>"#
        }
        for number in 0..<count {
            lines.append(#"<entity name="Node\#(number)" representedClassName="Node\#(number)" syncable="YES">"#)
            for attribute in 0..<4 {
                lines.append(#"<attribute name="value\#(attribute)" optional="YES" attributeType="String"/>"#)
            }
            if number > 0 { lines.append(relationship("owner", (number - 1) / 3, toMany: false, inverse: "items\(number)")) }
            for child in (number * 3 + 1)...(number * 3 + 3) where child < count {
                lines.append(relationship("items\(child)", child, toMany: true, inverse: "owner"))
            }
            if number + 5 < count { lines.append(relationship("links", number + 5, toMany: true, inverse: "linked")) }
            if number >= 5 { lines.append(relationship("linked", number - 5, toMany: true, inverse: "links")) }
            lines.append("</entity>")
        }
        lines.append("</model>")
        return lines.joined(separator: "\n")
    }
}
