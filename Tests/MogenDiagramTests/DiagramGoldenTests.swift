import Foundation
import MogenDiagram
import MogenTestSupport
import Testing

/// Every sample's diagram in every format, compared byte for byte with `Tests/Golden/Diagrams/<Sample>.<ext>`. When
/// the diagrams change on purpose, `Scripts/update-generated` rewrites them (this suite with `MOGEN_UPDATE_GOLDEN=1`);
/// review the diff like code.
@Suite("Diagram golden files")
struct DiagramGoldenTests {
    static let updating = ProcessInfo.processInfo.environment["MOGEN_UPDATE_GOLDEN"] == "1"

    enum Format: String, CaseIterable {
        case mmd, dot, svg

        func render(_ diagram: DiagramModel) -> String {
            switch self {
            case .mmd: MermaidDiagram.render(diagram)
            case .dot: DotDiagram.render(diagram)
            case .svg: SVGDiagram.render(diagram)
            }
        }
    }

    static var cases: [(String, Format)] {
        DiagramFixtures.samples.flatMap { sample in Format.allCases.map { (sample, $0) } }
    }

    @Test("diagrams match the golden files", arguments: cases)
    func golden(sample: String, format: Format) throws {
        let text = format.render(try DiagramFixtures.sample(sample))
        let path = TestPackage.path("Tests/Golden/Diagrams/\(sample).\(format.rawValue)")
        if Self.updating {
            try TestFiles.write(text, to: path)
            print("note: golden file updated: \(path)")
            return
        }
        let expected = FileManager.default.contents(atPath: path).map { String(decoding: $0, as: UTF8.self) }
        #expect(text == expected, "\(sample).\(format.rawValue) differs from its golden file; run Scripts/update-generated")
    }

    @Test("two renders are the same bytes", arguments: cases)
    func deterministic(sample: String, format: Format) throws {
        let first = format.render(try DiagramFixtures.sample(sample))
        let second = format.render(try DiagramFixtures.sample(sample))
        #expect(first == second)
        #expect(first.hasSuffix("\n") && !first.hasSuffix("\n\n") && !first.contains("\r"))
        #expect(!first.contains(TestPackage.root))
    }
}
