import Foundation
import MogenGenerator
import MogenTestSupport
import Testing

/// The output for every sample, in both layouts and with every optional output the built-in set renders, and for every
/// test model of `Tests/Models` (single layout),
/// compared byte for byte with the files committed under `Tests/Golden/<Model>/<layout>/`. When output changes on
/// purpose, regenerate them with `Scripts/update-generated` (which embeds the templates first, then runs this suite
/// with `MOGEN_UPDATE_GOLDEN=1`, where it writes the files instead of comparing) and review the diff like code.
@Suite("Golden files")
struct GoldenTests {
    static let updating = ProcessInfo.processInfo.environment["MOGEN_UPDATE_GOLDEN"] == "1"

    static var cases: [(String, Layout)] {
        GeneratorFixtures.samples.flatMap { sample in Layout.allCases.map { (sample, $0) } }
            + GeneratorFixtures.testModels.map { ($0.name, .single) }
    }

    @Test("generated output matches the golden files", arguments: cases)
    func golden(sample: String, layout: Layout) throws {
        let result: GenerationResult
        if let testModel = GeneratorFixtures.testModels.first(where: { $0.name == sample }) {
            result = try GeneratorFixtures.generate(
                GeneratorFixtures.testModel(sample), layout: layout, options: testModel.options)
        } else {
            result = try GeneratorFixtures.generate(
                GeneratorFixtures.sample(sample), layout: layout, optionalOutputs: GeneratorFixtures.builtInOptionalOutputs)
        }
        try Self.compare(result.files, withGoldenFilesIn: "\(sample)/\(layout.rawValue)")
    }

    /// Compares `files` byte for byte with the golden files under `Tests/Golden/<folder>`, or, when updating,
    /// writes them there instead.
    static func compare(_ files: [GeneratedFile], withGoldenFilesIn folder: String) throws {
        let directory = "\(TestPackage.root)/Tests/Golden/\(folder)"
        let fileManager = FileManager.default
        if updating {
            try? fileManager.removeItem(atPath: directory)
            try GeneratorFixtures.write(files, to: directory)
            print("note: golden files updated in \(directory)")
            return
        }
        let expectedNames = Set((try? fileManager.contentsOfDirectory(atPath: directory)) ?? [])
        let generatedNames = Set(files.map(\.relativePath))
        #expect(generatedNames == expectedNames, "files differ from \(directory); run Scripts/update-generated to update")
        for file in files {
            let expected = fileManager.contents(atPath: directory + "/" + file.relativePath)
                .map { String(decoding: $0, as: UTF8.self) }
            #expect(file.contents == expected, "\(folder)/\(file.relativePath) differs from its golden file")
        }
    }

    @Test("output is deterministic and uses \\n line endings with a final newline", arguments: GeneratorFixtures.samples)
    func deterministic(sample: String) throws {
        let outputs = GeneratorFixtures.builtInOptionalOutputs
        let first = try GeneratorFixtures.generate(GeneratorFixtures.sample(sample), layout: .pair, optionalOutputs: outputs).files
        let second = try GeneratorFixtures.generate(GeneratorFixtures.sample(sample), layout: .pair, optionalOutputs: outputs).files
        #expect(first == second)
        for file in first {
            #expect(file.contents.hasSuffix("\n"))
            #expect(!file.contents.hasSuffix("\n\n"))
            #expect(!file.contents.contains("\r"))
            #expect(!file.contents.contains(TestPackage.root), "absolute path in \(file.relativePath)")
            #expect(!file.contents.contains("Created by") || file.ownership == .human)
        }
    }
}
