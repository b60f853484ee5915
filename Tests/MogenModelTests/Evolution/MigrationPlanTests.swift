import Foundation
import MogenModel
import MogenTestSupport
import Testing

/// The stages of a staged migration, as `mogen diff` judges each step between consecutive versions.
@Suite("Evolution: the migration plan")
struct MigrationPlanTests {
    /// `A.x` optional (V1), then required with a default (V2, lightweight), then of another type (V3, custom), then with
    /// a new optional attribute (V4, lightweight), then the type changed again (V5, custom).
    static let history = [
        #"<entity name="A" representedClassName="A"><attribute name="x" optional="YES" attributeType="String"/></entity>"#,
        #"<entity name="A" representedClassName="A"><attribute name="x" attributeType="String" defaultValueString="a"/></entity>"#,
        #"<entity name="A" representedClassName="A"><attribute name="x" attributeType="Date"/></entity>"#,
        #"<entity name="A" representedClassName="A"><attribute name="x" attributeType="Date"/><attribute name="y" optional="YES" attributeType="String"/></entity>"#,
        #"<entity name="A" representedClassName="A"><attribute name="x" attributeType="String" defaultValueString="b"/><attribute name="y" optional="YES" attributeType="String"/></entity>"#,
    ]

    @Test("consecutive lightweight steps are one stage; each step Core Data cannot infer is a custom stage")
    func stages() throws {
        let names = (1...Self.history.count).map { "V\($0)" }
        let models = try zip(Self.history, names).map { try EvolutionFixtures.model($0, version: $1) }
        let plan = MigrationPlan(versions: models, names: names)
        #expect(plan.steps.map { $0.customReason?.rule } == [nil, .attributeTypeChanged, nil, .attributeTypeChanged])
        #expect(plan.stages == [
            .lightweight(versions: 0...1), .custom(from: 1), .lightweight(versions: 2...3), .custom(from: 3),
        ])
        // Without a custom step, one lightweight stage over every version; one version, no stage.
        let lightweight = MigrationPlan(versions: Array(models[0...1]), names: Array(names[0...1]))
        #expect(lightweight.stages == [.lightweight(versions: 0...1)])
        #expect(MigrationPlan(versions: [models[0]], names: ["V1"]).stages.isEmpty)
        // Two custom steps in a row share their middle version, with no lightweight stage between them.
        let customs = MigrationPlan(versions: [models[1], models[2], models[4]], names: ["V2", "V3", "V5"])
        #expect(customs.stages == [.custom(from: 0), .custom(from: 1)])
    }

    @Test("on every multi-version bundle of the corpus, the stages cover each step once, custom exactly where mogen diff says mapping-model",
        .enabled(if: TestPackage.corpusPath != nil, "needs ../shared/corpus/models, the real-world models"))
    func corpus() throws {
        let root = try #require(TestPackage.corpusPath)
        var bundles = 0
        for bundle in CorpusEvolutionTests.bundles(in: root) {
            guard let source = try? ModelLocator.locate(path: bundle, version: nil), source.versionNames.count > 1 else {
                continue
            }
            let read = source.versionNames.compactMap { version in try? ModelReader.read(path: bundle, version: version).model }
            guard read.count == source.versionNames.count else { continue }
            bundles += 1
            let plan = MigrationPlan(versions: read, names: source.versionNames)
            #expect(plan.steps.count == read.count - 1)
            var covered: [Int] = []
            var versionsInStages = Set<Int>()
            for stage in plan.stages {
                switch stage {
                case let .lightweight(versions):
                    #expect(versions.count >= 2, "\(bundle)")
                    covered += Array(versions.dropLast())
                    versionsInStages.formUnion(versions)
                    for from in versions.dropLast() { #expect(plan.steps[from].customReason == nil, "\(bundle)") }
                case let .custom(from):
                    covered.append(from)
                    versionsInStages.formUnion([from, from + 1])
                    let diff = ModelComparison.compare(read[from], read[from + 1])
                    #expect(diff.level == .mappingModel, "\(bundle) \(source.versionNames[from])")
                }
            }
            #expect(covered == Array(0..<(read.count - 1)), "every step once, in order: \(bundle)")
            #expect(versionsInStages == Set(read.indices), "every version in a stage: \(bundle)")
            let customSteps = plan.steps.filter { $0.customReason != nil }.map(\.from)
            let mappingModelPairs = read.indices.dropLast().filter {
                ModelComparison.compare(read[$0], read[$0 + 1]).level == .mappingModel
            }
            #expect(customSteps == mappingModelPairs, "\(bundle)")
        }
        #expect(bundles >= 5)
        print("migration plan: \(bundles) multi-version bundles of the corpus")
    }
}
