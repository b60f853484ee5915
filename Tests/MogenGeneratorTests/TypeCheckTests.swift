import Foundation
import MogenGenerator
import MogenModel
import MogenSupport
import MogenTestSupport
import Testing

/// Generated code must compile: it is type-checked as Xcode would compile it, with Objective-C interop against the
/// Core Data interface in `Tests/CoreDataInterface` (see `Scripts/typecheck-generated`), in every compiler mode of
/// `GeneratorFixtures.compilerModes`.
@Suite("Type-checking generated code", .tags(.slow), .serialized, .temporaryDirectories)
struct TypeCheckTests {
    static var sampleCases: [(String, Layout, [String])] {
        GeneratorFixtures.samples.flatMap { sample in
            Layout.allCases.flatMap { layout in GeneratorFixtures.compilerModes.map { (sample, layout, $0) } }
        }
    }

    @Test("every sample type-checks in both layouts and every compiler mode, with code that uses its API",
        arguments: sampleCases)
    func samples(sample: String, layout: Layout, mode: [String]) throws {
        let result = try GeneratorFixtures.generate(
            GeneratorFixtures.sample(sample), layout: layout, optionalOutputs: GeneratorFixtures.builtInOptionalOutputs)
        try Self.expectTypeChecks(result.files, userCode: sample, mode: mode, label: "\(sample) (\(layout.rawValue))")
    }

    static var testModelCases: [(String, [String])] {
        GeneratorFixtures.testModels.flatMap { model in GeneratorFixtures.compilerModes.map { (model.name, $0) } }
    }

    @Test("every test model type-checks in every compiler mode, with code that uses its API", arguments: testModelCases)
    func testModels(name: String, mode: [String]) throws {
        let options = try #require(GeneratorFixtures.testModels.first { $0.name == name }).options
        let result = try GeneratorFixtures.generate(GeneratorFixtures.testModel(name), layout: .pair, options: options)
        try Self.expectTypeChecks(result.files, userCode: name, mode: mode, label: name)
    }

    @Test("the model-as-code of a model with everything it builds (every predicate form) type-checks in every compiler mode",
        arguments: GeneratorFixtures.compilerModes)
    func modelCode(mode: [String]) throws {
        let result = try GeneratorFixtures.generate(GeneratorFixtures.testModel("ModelCode"), optionalOutputs: [.modelAsCode])
        let directory = try TemporaryDirectory.make()
        let files = result.files.filter { $0.relativePath.hasSuffix("+ManagedObjectModel.swift") }
        #expect(files.count == 1)
        try GeneratorFixtures.write(files, to: directory)
        let (status, output) = try GeneratorFixtures.typeCheck(directory, mode: mode)
        #expect(status == 0, "ModelCode's model-as-code does not type-check with \(mode):\n\(output)")
        // The script says what it checked, so that a quiet success is not taken for a check of nothing.
        #expect(output.contains("type-check passed: 1 generated file(s) under \(directory) against Core Data"), "\(output)")
    }

    static func expectTypeChecks(_ files: [GeneratedFile], userCode: String, mode: [String], label: String) throws {
        let directory = try TemporaryDirectory.make()
        try GeneratorFixtures.write(files, to: directory)
        let userCode = "\(TestPackage.root)/Tests/UserCode/\(userCode).swift"
        let (status, output) = try GeneratorFixtures.typeCheck(directory, extra: [userCode], mode: mode)
        #expect(status == 0, "\(label) does not type-check with \(mode):\n\(output)")
    }

    /// They run only where Core Data exists; here they are at least compiled against the same interface, in one
    /// module with the test support code they use (so without importing it).
    /// Each target is one module, as SwiftPM builds it on macOS.
    @Test("the macOS round-trip tests type-check with the golden files they compile", arguments: [
        ("MogenRoundTripTests", ["RoundTripTests.swift", "MigrationRoundTripTests.swift"]),
        ("MogenCompositeRoundTripTests", ["CompositesRoundTripTests.swift"]),
    ])
    func roundTripTests(target: String, expectedFiles: [String]) throws {
        let directory = try TemporaryDirectory.make()
        let tests = TestPackage.path("Tests/" + target)
        let generated = try FileManager.default.contentsOfDirectory(atPath: tests + "/Generated").map { tests + "/Generated/" + $0 }
        #expect(!generated.isEmpty)
        let support = TestPackage.path("Tests/MogenTestSupport")
        let supportFiles = try FileManager.default.contentsOfDirectory(atPath: support).map { support + "/" + $0 }
        for path in generated + supportFiles {
            // The files in Generated/ are links to the golden files and the user code: copy what they point at.
            let contents = try #require(FileManager.default.contents(atPath: path), "\(path)")
            try contents.write(to: URL(fileURLWithPath: directory + "/" + PathText.lastComponent(path)))
        }
        let testFiles = try FileManager.default.contentsOfDirectory(atPath: tests).filter { $0.hasSuffix(".swift") }
        #expect(Set(expectedFiles).isSubset(of: testFiles))
        for name in testFiles {
            let source = try String(contentsOfFile: tests + "/" + name, encoding: .utf8)
            #expect(source.contains("\nimport MogenTestSupport\n"), "\(name)")
            try TestFiles.write(
                source.replacingOccurrences(of: "\nimport MogenTestSupport\n", with: "\n"), to: directory + "/" + name)
        }
        let (status, output) = try GeneratorFixtures.typeCheck(directory)
        #expect(status == 0, "\(output)")
    }

    @Test("the type-check rejects what Xcode rejects")
    func rejects() throws {
        let directory = try TemporaryDirectory.make()
        let cases = [
            "optional scalar": "@NSManaged public var age: Int32?",
            "Swift enum": "@NSManaged public var genre: Genre",
            "Foundation's NSOrderedSet": "@NSManaged public var items: Foundation.NSOrderedSet",
        ]
        for (name, declaration) in cases {
            let source = """
                import CoreData
                import Foundation
                public enum Genre: String { case pop }
                @objc(Bad) public class Bad: NSManagedObject {}
                extension Bad { \(declaration) }
                """
            try Data(source.utf8).write(to: URL(fileURLWithPath: directory + "/Bad.swift"))
            let (status, output) = try GeneratorFixtures.typeCheck(directory)
            #expect(status != 0, "\(name) should be rejected")
            #expect(output.contains("type-check FAILED: 1 generated file(s)"), "\(name): \(output)")
            #expect(output.contains("cannot be represented in Objective-C"), "\(name): \(output)")
        }
    }

    @Test("every model of the real-world corpus type-checks in both layouts and every compiler mode",
        .enabled(if: TestPackage.corpusPath != nil, "needs ../shared/corpus/models, the real-world models"))
    func corpus() async throws {
        let root = try #require(TestPackage.corpusPath)
        let models = try Self.corpusModelPaths(in: root)
        #expect(models.count >= 56)
        // Two at a time: the machine has two cores, and each check is a compiler run.
        var failures: [String] = []
        var generated = 0
        var index = 0
        while index < models.count {
            let batch = Array(models[index..<min(index + 2, models.count)])
            index += batch.count
            let results = try await withThrowingTaskGroup(of: (String, String?, Bool).self) { group in
                for path in batch { group.addTask { try Self.checkCorpusModel(path) } }
                var results: [(String, String?, Bool)] = []
                for try await result in group { results.append(result) }
                return results
            }
            for (path, failure, didGenerate) in results {
                if didGenerate { generated += 1 }
                if let failure { failures.append("\(path):\n\(failure)") }
            }
        }
        print("corpus: \(generated) models generated and type-checked in both layouts and "
            + "\(GeneratorFixtures.compilerModes.count) compiler modes, \(failures.count) failures")
        #expect(failures.isEmpty, "\(failures.joined(separator: "\n\n"))")
        // 47 when every entity of 9 models became an error (Xcode generates them all).
        #expect(generated >= 47)
    }

    /// The models of the corpus: each folder's `.xcdatamodeld` bundles and `.xcdatamodel` folders, sorted.
    static func corpusModelPaths(in root: String) throws -> [String] {
        var models: [String] = []
        for folder in try FileManager.default.contentsOfDirectory(atPath: root).sorted() {
            let directory = root + "/" + folder
            for item in (try? FileManager.default.contentsOfDirectory(atPath: directory).sorted()) ?? []
            where item.hasSuffix(".xcdatamodeld") || item.hasSuffix(".xcdatamodel") {
                models.append(directory + "/" + item)
            }
        }
        return models
    }

    /// Generates a corpus model in both layouts and type-checks each with the stand-ins `mogen dump --type-stubs`
    /// writes for the types it names: the pair layout in every compiler mode, the single layout (the same code in
    /// one file) in the default one.
    static func checkCorpusModel(_ path: String) throws -> (String, String?, Bool) {
        var didGenerate = false
        for layout in Layout.allCases {
            let result: GenerationResult
            switch Generator.generate(GenerationRequest(
                modelPath: path, layout: layout, templates: GeneratorFixtures.builtInTemplates,
                directories: OutputDirectories(".")))
            {
            case let .success(success): result = success
            case let .failure(failure):
                // The only models that do not generate are the Xcode 3 binary one and those whose every entity Xcode
                // generates, which have no code of mogen's to check (CorpusGenerationTests checks that error).
                let expected = failure.description.contains("Xcode 3 binary model")
                    || failure.diagnostics.contains { $0.message.hasPrefix("no entity is generated") }
                return (path, expected ? nil : failure.description, false)
            }
            didGenerate = true
            guard !result.context.entities.isEmpty else { continue }
            let directory = try TemporaryDirectory.make()
            try GeneratorFixtures.write(result.files, to: directory + "/Generated")
            let stubs = directory + "/Stubs.swift"
            try Data(TypeStubs.source(for: result.model, context: result.context).utf8).write(to: URL(fileURLWithPath: stubs))
            for mode in layout == .pair ? GeneratorFixtures.compilerModes : [[]] {
                let (status, output) = try GeneratorFixtures.typeCheck(directory + "/Generated", extra: [stubs], mode: mode)
                if status != 0 { return (path, "\(layout.rawValue) \(mode): \(output)", true) }
            }
        }
        return (path, nil, didGenerate)
    }
}
