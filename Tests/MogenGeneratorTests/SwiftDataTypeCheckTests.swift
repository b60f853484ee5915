import Foundation
import MogenGenerator
import MogenModel
import MogenSupport
import MogenTestSupport
import Testing

/// SwiftData output must compile as Xcode compiles it against SwiftData: it is type-checked against the stand-in in
/// `Tests/SwiftDataInterface` (`Scripts/typecheck-generated --swiftdata`), whose `@Model` expands as the real macro
/// does for type-checking, with Foundation's own `#Predicate`.
@Suite("Type-checking SwiftData output", .serialized)
struct SwiftDataTypeCheckTests {
    static let swiftData = ["--swiftdata"]

    /// Every sample in the pair layout in every compiler mode, with code that uses its API.
    static var sampleCases: [(String, [String])] {
        GeneratorFixtures.samples.flatMap { sample in GeneratorFixtures.compilerModes.map { (sample, $0) } }
    }

    @Test("every sample's SwiftData code type-checks in every compiler mode, with code that uses its API",
        arguments: sampleCases)
    func samples(sample: String, mode: [String]) throws {
        let result = try GeneratorFixtures.generate(
            GeneratorFixtures.sample(sample), templates: GeneratorFixtures.swiftDataTemplates)
        try expectTypeChecks(result, userCode: sample, mode: mode, label: sample)
    }

    @Test("every SwiftData case type-checks in the single layout", arguments: GeneratorFixtures.swiftDataCases.map(\.name))
    func cases(name: String) throws {
        let swiftDataCase = try #require(GeneratorFixtures.swiftDataCases.first { $0.name == name })
        let result = try GeneratorFixtures.generate(
            swiftDataCase.path, layout: .single, options: swiftDataCase.options,
            templates: GeneratorFixtures.swiftDataTemplates)
        try expectTypeChecks(result, userCode: nil, mode: [], label: name)
    }

    /// `userCode`: the file of `Tests/UserCode/SwiftData` that uses the API, and declares what the model names
    /// without declaring; without it, the types are stubbed (`TypeStubs`).
    private func expectTypeChecks(_ result: GenerationResult, userCode: String?, mode: [String], label: String) throws {
        let directory = try TemporaryDirectory.make()
        defer { try? FileManager.default.removeItem(atPath: directory) }
        try GeneratorFixtures.write(result.files, to: directory + "/Generated")
        let extra: [String]
        if let userCode {
            extra = ["\(TestPackage.root)/Tests/UserCode/SwiftData/\(userCode).swift"]
        } else {
            let stubs = directory + "/Stubs.swift"
            try Data(TypeStubs.source(for: result.model, context: result.context).utf8).write(to: URL(fileURLWithPath: stubs))
            extra = [stubs]
        }
        let (status, output) = try GeneratorFixtures.typeCheck(directory + "/Generated", extra: extra, mode: Self.swiftData + mode)
        #expect(status == 0, "\(label) does not type-check with \(mode):\n\(output)")
    }

    @Test("every model of the real-world corpus gives SwiftData code that type-checks, or located reasons why not")
    func corpus() async throws {
        guard let root = TestPackage.corpusModels() else { return }
        let models = try TypeCheckTests.corpusModelPaths(in: root)
        var failures: [String] = []
        var checked = 0, refused = 0
        var index = 0
        // Two at a time: the machine has two cores, and each check is a compiler run.
        while index < models.count {
            let batch = Array(models[index..<min(index + 2, models.count)])
            index += batch.count
            let results = try await withThrowingTaskGroup(of: (String, CorpusOutcome).self) { group in
                for path in batch { group.addTask { (path, try Self.checkCorpusModel(path)) } }
                var results: [(String, CorpusOutcome)] = []
                for try await result in group { results.append(result) }
                return results
            }
            for (path, outcome) in results {
                switch outcome {
                case .typeChecked: checked += 1
                case .refused: refused += 1
                case let .failed(reason): failures.append("\(path):\n\(reason)")
                }
            }
        }
        print("corpus: \(checked) models give SwiftData code that type-checks, \(refused) are refused with located "
            + "diagnostics, \(failures.count) failures")
        #expect(failures.isEmpty, "\(failures.joined(separator: "\n\n"))")
        #expect(checked >= 55)
    }

    enum CorpusOutcome {
        case typeChecked, refused, failed(String)
    }

    static func checkCorpusModel(_ path: String) throws -> CorpusOutcome {
        let result: GenerationResult
        switch Generator.generate(GenerationRequest(
            modelPath: path, layout: .single, templates: GeneratorFixtures.swiftDataTemplates,
            directories: OutputDirectories(".")))
        {
        case let .success(success): result = success
        case let .failure(failure):
            // A refusal must say where and why: every error is located in a file.
            let errors = failure.diagnostics.filter { $0.severity == .error }
            return !errors.isEmpty && errors.allSatisfy { $0.location != nil } ? .refused : .failed(failure.description)
        }
        guard !(result.context.swiftData?.classes.isEmpty ?? true) else { return .typeChecked }
        let directory = try TemporaryDirectory.make()
        defer { try? FileManager.default.removeItem(atPath: directory) }
        try GeneratorFixtures.write(result.files, to: directory + "/Generated")
        let stubs = directory + "/Stubs.swift"
        try Data(TypeStubs.source(for: result.model, context: result.context).utf8).write(to: URL(fileURLWithPath: stubs))
        let (status, output) = try GeneratorFixtures.typeCheck(directory + "/Generated", extra: [stubs], mode: swiftData)
        return status == 0 ? .typeChecked : .failed(output)
    }
}
