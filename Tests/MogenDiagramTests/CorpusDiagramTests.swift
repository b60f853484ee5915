import Foundation
import MogenDiagram
import MogenModel
import MogenTestSupport
import Testing

/// Every version of every real-world corpus model, drawn as SVG and checked from the SVG's own text: no relationship
/// end label covers another label or a box, as Docs/Diagrams.md promises.
@Suite("Real-world corpus diagrams", .tags(.slow))
struct CorpusDiagramTests {
    @Test("no end label overlaps another label or a box, in any corpus model's SVG",
        .enabled(if: TestPackage.corpusPath != nil, "needs ../shared/corpus/models, the real-world models"))
    func labelsOverlapNothing() throws {
        let root = try #require(TestPackage.corpusPath)
        let versions = CorpusModels.versions(in: root)
        #expect(versions.count >= 82)
        var drawn = 0
        var unreadable = 0
        var overlapCount = 0
        for (path, version) in versions {
            // Xcode 3's binary models cannot be read; reading is tested elsewhere.
            guard let model = try? ModelReader.read(path: path, version: version).model else {
                unreadable += 1
                continue
            }
            let svg = SVGDiagram.render(DiagramModel(model))
            let overlaps = SVGGeometry(svg).overlaps
            overlapCount += overlaps.count
            let name = path.replacingOccurrences(of: root + "/", with: "") + (version.map { " (\($0))" } ?? "")
            #expect(overlaps.isEmpty, "\(name): \(overlaps.count) overlaps, first: \(overlaps.first ?? "")")
            drawn += 1
        }
        print("corpus diagrams: \(drawn) model versions drawn, \(unreadable) unreadable, \(overlapCount) label overlaps")
        #expect(drawn >= 80)
    }
}
