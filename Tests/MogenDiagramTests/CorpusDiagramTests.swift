import Foundation
import MogenDiagram
import MogenModel
import MogenTestSupport
import Testing

/// Every version of every real-world corpus model, drawn as SVG and checked from the SVG's own text: no relationship
/// end label covers another label or a box, and paths cross a row at least 8 px apart, as Docs/Diagrams.md promises.
@Suite("Real-world corpus diagrams", .tags(.slow))
struct CorpusDiagramTests {
    @Test("no end label overlaps another label or a box, and no two paths cross a row together, in any corpus model's SVG",
        .enabled(if: TestPackage.corpusPath != nil, "needs ../shared/corpus/models, the real-world models"))
    func labelsOverlapNothing() throws {
        let root = try #require(TestPackage.corpusPath)
        let versions = CorpusModels.versions(in: root)
        #expect(versions.count >= 82)
        var drawn = 0
        var unreadable = 0
        var overlapCount = 0
        var crowdedCount = 0
        for (path, version) in versions {
            // Xcode 3's binary models cannot be read; reading is tested elsewhere.
            guard let model = try? ModelReader.read(path: path, version: version).model else {
                unreadable += 1
                continue
            }
            let svg = SVGDiagram.render(DiagramModel(model))
            let geometry = SVGGeometry(svg)
            let overlaps = geometry.overlaps
            overlapCount += overlaps.count
            let name = path.replacingOccurrences(of: root + "/", with: "") + (version.map { " (\($0))" } ?? "")
            #expect(overlaps.isEmpty, "\(name): \(overlaps.count) overlaps, first: \(overlaps.first ?? "")")
            let crowded = geometry.crowdedCrossings
            crowdedCount += crowded.count
            #expect(crowded.isEmpty, "\(name): \(crowded.count) crowded crossings, first: \(crowded.first ?? "")")
            drawn += 1
        }
        print("corpus diagrams: \(drawn) model versions drawn, \(unreadable) unreadable, \(overlapCount) label overlaps, "
            + "\(crowdedCount) crowded crossings")
        #expect(drawn >= 80)
    }
}
