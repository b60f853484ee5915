import Foundation
import MogenGenerator
import MogenModel
import Testing

/// Generated code must compile: it is type-checked as Xcode would compile it, with Objective-C interop against the
/// Core Data interface in `Tests/CoreDataInterface` (see `Scripts/typecheck-generated`).
@Suite("Type-checking generated code", .serialized)
struct TypeCheckTests {
    @Test("every sample type-checks in both layouts, with code that uses its API",
        arguments: GeneratorFixtures.samples.flatMap { sample in Layout.allCases.map { (sample, $0) } })
    func samples(sample: String, layout: Layout) throws {
        let result = try GeneratorFixtures.generate(GeneratorFixtures.sample(sample), layout: layout)
        let directory = try GeneratorFixtures.temporaryDirectory()
        defer { try? FileManager.default.removeItem(atPath: directory) }
        try GeneratorFixtures.write(result.files, to: directory)
        let userCode = "\(GeneratorFixtures.packageRoot)/Tests/UserCode/\(sample).swift"
        let (status, output) = try GeneratorFixtures.typeCheck(directory, extra: [userCode])
        #expect(status == 0, "\(sample) (\(layout.rawValue)) does not type-check:\n\(output)")
    }

    @Test("the type-check rejects what Xcode rejects")
    func rejects() throws {
        let directory = try GeneratorFixtures.temporaryDirectory()
        defer { try? FileManager.default.removeItem(atPath: directory) }
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
            #expect(output.contains("cannot be represented in Objective-C"), "\(name): \(output)")
        }
    }

    @Test("every model of the real-world corpus type-checks in both layouts")
    func corpus() async throws {
        guard let root = GeneratorFixtures.corpusModels() else { return }
        var models: [String] = []
        for folder in try FileManager.default.contentsOfDirectory(atPath: root).sorted() {
            let directory = root + "/" + folder
            for item in (try? FileManager.default.contentsOfDirectory(atPath: directory).sorted()) ?? []
            where item.hasSuffix(".xcdatamodeld") || item.hasSuffix(".xcdatamodel") {
                models.append(directory + "/" + item)
            }
        }
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
        print("corpus: \(generated) models generated and type-checked in both layouts, \(failures.count) failures")
        #expect(failures.isEmpty, "\(failures.joined(separator: "\n\n"))")
        #expect(generated >= 55)
    }

    /// Generates a corpus model in both layouts and type-checks each with stand-ins for the types it uses.
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
                // The only model that cannot generate is the Xcode 3 binary one.
                return (path, failure.description.contains("Xcode 3 binary model") ? nil : failure.description, false)
            }
            didGenerate = true
            guard !result.context.entities.isEmpty else { continue }
            let directory = try GeneratorFixtures.temporaryDirectory()
            defer { try? FileManager.default.removeItem(atPath: directory) }
            try GeneratorFixtures.write(result.files, to: directory + "/Generated")
            let stubs = directory + "/Stubs.swift"
            try Data(TypeStubs.source(for: result.model, context: result.context).utf8).write(to: URL(fileURLWithPath: stubs))
            let (status, output) = try GeneratorFixtures.typeCheck(directory + "/Generated", extra: [stubs])
            if status != 0 { return (path, "\(layout.rawValue): \(output)", true) }
        }
        return (path, nil, didGenerate)
    }
}
