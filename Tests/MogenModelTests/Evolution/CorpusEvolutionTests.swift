import Foundation
import MogenModel
import MogenTestSupport
import Testing

/// Every consecutive pair of versions of every multi-version bundle in the corpus: real histories that apps shipped.
@Suite("Evolution: the corpus's version histories")
struct CorpusEvolutionTests {
    /// The pairs mogen calls `mapping-model`, each checked against what its project did.
    static let reviewedMappingModelPairs: [String: String] = [
        // SwiftGen's code-generation fixture, never shipped with a store: version 2 makes optional attributes
        // required without defaults and adds required ones, which Core Data cannot fill for existing objects.
        "070/Model.xcdatamodeld Model → Model 2": "attribute-added-required-without-default",
    ]

    /// Pairs whose projects ship a mapping model although Core Data could infer one, because they move values
    /// between entities: mogen says lightweight and hints at the values an inferred migration would drop.
    static let valueMovingPairs: Set<String> = [
        "058/UnCloudNotesDataModel.xcdatamodeld UnCloudNotesDataModel v2 → UnCloudNotesDataModel v3",
        "058/UnCloudNotesDataModel.xcdatamodeld UnCloudNotesDataModel v3 → UnCloudNotesDataModel v4",
    ]

    @Test("every pair compares without a crash, with the same bytes twice, and every verdict is explained",
        .enabled(if: TestPackage.corpusPath != nil, "needs ../shared/corpus/models, the real-world models"))
    func consecutivePairs() throws {
        let root = try #require(TestPackage.corpusPath)
        var mappingModel: [String: String] = [:]
        var levels: [MigrationLevel: Int] = [:]
        var pairs = 0
        var hinted: Set<String> = []
        for bundle in Self.bundles(in: root) {
            guard let source = try? ModelLocator.locate(path: bundle, version: nil) else {
                print("corpus evolution: \(bundle) skipped: its current version cannot be read")
                continue
            }
            guard source.versionNames.count > 1 else { continue }
            let models = source.versionNames.map { version in (version, try? ModelReader.read(path: bundle, version: version).model) }
            for (old, new) in zip(models, models.dropFirst()) {
                guard let oldModel = old.1, let newModel = new.1 else {
                    print("corpus evolution: \(bundle) \(old.0) → \(new.0) skipped: a version cannot be read")
                    continue
                }
                let name = "\(String(bundle.dropFirst(root.count + 1))) \(old.0) → \(new.0)"
                let diff = ModelComparison.compare(oldModel, newModel)
                pairs += 1
                levels[diff.level, default: 0] += 1

                let text = ModelDiffText.render(diff, oldLabel: old.0, newLabel: new.0)
                let json = ModelDiffJSON.json(diff, oldLabel: old.0, newLabel: new.0).rendered()
                let again = ModelComparison.compare(oldModel, newModel)
                #expect(ModelDiffText.render(again, oldLabel: old.0, newLabel: new.0) == text, "\(name)")
                #expect(ModelDiffJSON.json(again, oldLabel: old.0, newLabel: new.0).rendered() == json, "\(name)")
                #expect((try? JSONSerialization.jsonObject(with: Data(json.utf8))) != nil, "\(name)")
                if diff.level > .compatible {
                    let deciding = try #require(diff.decidingChange, "\(name)")
                    #expect(deciding.level == diff.level)
                    #expect(text.contains("decided by \(deciding.subject)"), "\(name)")
                }
                for change in diff.allChanges {
                    #expect(!change.rule.explanation.isEmpty && !change.summary.isEmpty, "\(name): \(change.subject)")
                }
                if diff.level == .mappingModel { mappingModel[name] = diff.decidingChange?.rule.id }
                if diff.allChanges.contains(where: { $0.hint?.contains("does not move values between entities") == true }) {
                    hinted.insert(name)
                }
            }
        }
        print("corpus evolution: \(pairs) pairs: " + MigrationLevel.allCases.map { "\($0.name) \(levels[$0] ?? 0)" }
            .joined(separator: ", ") + "; mapping-model: \(mappingModel.keys.sorted())")
        #expect(pairs >= 20)
        #expect(mappingModel == Self.reviewedMappingModelPairs)
        #expect(Self.valueMovingPairs.isSubset(of: hinted), "\(hinted.sorted())")
    }

    static func bundles(in root: String) -> [String] {
        let fileManager = FileManager.default
        return ((try? fileManager.contentsOfDirectory(atPath: root)) ?? []).sorted().flatMap { folder in
            let directory = root + "/" + folder
            return ((try? fileManager.contentsOfDirectory(atPath: directory)) ?? []).sorted()
                .filter { $0.hasSuffix(".xcdatamodeld") }.map { directory + "/" + $0 }
        }
    }
}
