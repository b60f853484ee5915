import Foundation
import MogenGenerator
import MogenTestSupport
import Testing

extension TypeCheckTests {
    /// Every compiler mode for the pair layout, which holds every declaration the set writes (the machine classes and
    /// the human files); the single layout, the same machine classes in one file, in the default mode.
    static var mogeneratorCases: [(String, Layout, [String])] {
        MogeneratorGoldenTests.models.flatMap { sample in
            GeneratorFixtures.compilerModes.map { (sample, Layout.pair, $0) } + [(sample, Layout.single, [])]
        }
    }

    /// The single layout holds the generated classes only: the classes users own (mogenerator's human files) are
    /// the pair layout's, type-checked with it. Types the model names but does not define (Calculator's custom
    /// class) get the stand-ins `mogen dump --type-stubs` writes.
    @Test("the mogenerator set's output for every sample and its test models type-checks in every compiler mode",
        arguments: mogeneratorCases)
    func mogeneratorSamples(sample: String, layout: Layout, mode: [String]) throws {
        let result = try MogeneratorGoldenTests.generate(sample, layout: layout)
        let generated = result.files
        let human = try MogeneratorGoldenTests.generate(sample, layout: .pair).files.filter { $0.ownership == .human }
        let files = layout == .pair ? generated : generated + human
        let directory = try TemporaryDirectory.make()
        try GeneratorFixtures.write(files, to: directory + "/Generated")
        let stubs = directory + "/Stubs.swift"
        try TestFiles.write(TypeStubs.source(for: result.model, context: result.context), to: stubs)
        let (status, output) = try GeneratorFixtures.typeCheck(directory + "/Generated", extra: [stubs], mode: mode)
        #expect(status == 0, "\(sample) (mogenerator, \(layout.rawValue)) does not type-check with \(mode):\n\(output)")
    }

    /// The pair layout of every corpus model with classes to generate, in Swift 6 and as a new Xcode 26 app target
    /// compiles it (default isolation MainActor).
    @Test("the mogenerator set's output for every model of the real-world corpus type-checks",
        .enabled(if: TestPackage.corpusPath != nil, "needs ../shared/corpus/models, the real-world models"))
    func mogeneratorCorpus() throws {
        let root = try #require(TestPackage.corpusPath)
        var failures: [String] = []
        var checked = 0
        for path in try Self.corpusModelPaths(in: root) {
            guard case let .success(result) = Generator.generate(GenerationRequest(
                modelPath: path, templates: GeneratorFixtures.mogeneratorTemplates, directories: OutputDirectories(".")))
            else { continue }
            guard !result.context.entities.isEmpty else { continue }
            let directory = try TemporaryDirectory.make()
            try GeneratorFixtures.write(result.files, to: directory + "/Generated")
            let stubs = directory + "/Stubs.swift"
            try TestFiles.write(TypeStubs.source(for: result.model, context: result.context), to: stubs)
            checked += 1
            for mode in [[], ["--xcode26"]] {
                let (status, output) = try GeneratorFixtures.typeCheck(directory + "/Generated", extra: [stubs], mode: mode)
                if status != 0 { failures.append("\(path) \(mode):\n\(output)") }
            }
        }
        print("corpus: \(checked) models generated with the mogenerator set and type-checked, \(failures.count) failures")
        #expect(failures.isEmpty, "\(failures.joined(separator: "\n\n"))")
        #expect(checked >= 25)
    }
}
