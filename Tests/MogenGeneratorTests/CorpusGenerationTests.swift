import Foundation
import MogenGenerator
import MogenModel
import MogenTestSupport
import Testing

/// Every model version of the real-world corpus generates: mogen accepts what Xcode compiles. The only refusals are
/// the Xcode 3 binary models, which mogen cannot read, and the models whose every entity Xcode generates (its default
/// Codegen), where `generate` has nothing to do and says how to change that in one error.
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
        var xcodeGenerated = 0
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
                    guard layout == .pair else { continue }
                    if failure.diagnostics.contains(where: { $0.message.hasPrefix("no entity is generated") }) {
                        // The error is right: Xcode generates every entity's class or properties, and it is the
                        // only error.
                        let model = try ModelReader.read(path: path, version: version).model
                        #expect(model.entities.allSatisfy { $0.codeGeneration == .class || $0.codeGeneration == .category },
                            "\(path) \(version ?? "")")
                        #expect(failure.diagnostics.errorCount == 1, "\(failure.description)")
                        xcodeGenerated += 1
                    } else {
                        refused.append("\(path) \(version ?? ""): \(failure.description)")
                    }
                }
            }
        }
        print("corpus: \(generated) of \(versions.count) model versions generate; Xcode generates every entity of "
            + "\(xcodeGenerated); refused: \(refused.count)")
        #expect(refused.count == 2, "\(refused.joined(separator: "\n"))")
        #expect(refused.allSatisfy { $0.contains("Xcode 3 binary model") })
        #expect(generated + xcodeGenerated + refused.count == versions.count)
        #expect(generated >= 70)
    }
}
