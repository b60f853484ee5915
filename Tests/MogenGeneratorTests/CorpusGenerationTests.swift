import Foundation
import MogenGenerator
import MogenModel
import MogenTestSupport
import Testing

/// Every model version of the real-world corpus generates: mogen accepts what Xcode compiles. The only refusals are
/// the Xcode 3 binary models, which mogen cannot read.
@Suite("Real-world corpus generates", .tags(.slow))
struct CorpusGenerationTests {
    @Test("every version of every corpus model generates without errors, in both layouts",
        .enabled(if: TestPackage.corpusPath != nil, "needs ../shared/corpus/models, the real-world models"))
    func everyVersionGenerates() throws {
        let root = try #require(TestPackage.corpusPath)
        var versions: [(path: String, version: String?)] = []
        for folder in try FileManager.default.contentsOfDirectory(atPath: root).sorted() {
            let directory = root + "/" + folder
            for item in (try? FileManager.default.contentsOfDirectory(atPath: directory).sorted()) ?? [] {
                let path = directory + "/" + item
                if item.hasSuffix(".xcdatamodeld") {
                    let names = ((try? FileManager.default.contentsOfDirectory(atPath: path)) ?? [])
                        .filter { $0.hasSuffix(".xcdatamodel") }.sorted()
                    versions += names.map { (path, String($0.dropLast(".xcdatamodel".count))) }
                } else if item.hasSuffix(".xcdatamodel") {
                    versions.append((path, nil))
                }
            }
        }
        #expect(versions.count >= 82)
        var generated = 0
        var refused: [String] = []
        for (path, version) in versions {
            for layout in Layout.allCases {
                switch Generator.generate(GenerationRequest(
                    modelPath: path, settings: GeneratorFixtures.settings(modelVersion: version), layout: layout,
                    templates: GeneratorFixtures.builtInTemplates, directories: OutputDirectories(".")))
                {
                case let .success(result):
                    #expect(!result.diagnostics.hasErrors)
                    if layout == .pair { generated += 1 }
                case let .failure(failure):
                    if layout == .pair { refused.append("\(path) \(version ?? ""): \(failure.description)") }
                }
            }
        }
        print("corpus: \(generated) of \(versions.count) model versions generate; refused: \(refused.count)")
        #expect(refused.count == 2, "\(refused.joined(separator: "\n"))")
        #expect(refused.allSatisfy { $0.contains("Xcode 3 binary model") })
    }
}
