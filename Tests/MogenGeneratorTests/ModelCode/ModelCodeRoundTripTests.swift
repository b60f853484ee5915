import Foundation
@testable import MogenGenerator
import MogenModel
import MogenSupport
import MogenTemplate
import MogenTestSupport
import Testing

/// The model-as-code, run: the generated `<Model>+ManagedObjectModel.swift` of every sample, test model and corpus
/// model is compiled against a runnable stand-in of Core Data's description classes (`Tests/CoreDataRuntime`) into
/// one program, which builds each model and writes it back as a model file; mogen reads that file, and its schema
/// dump must equal the original's but for the documented differences (`ModelCodeComparison`, Docs/ModelAsCode.md).
@Suite("The model as code, run", .tags(.slow), .serialized, .temporaryDirectories)
struct ModelCodeRoundTripTests {
    struct Case {
        let label: String
        let model: Model
    }

    /// Samples and test models (`ModelCode` holds everything the model-as-code builds, every predicate form among it).
    static var bundledPaths: [String] {
        GeneratorFixtures.samples.map(GeneratorFixtures.sample)
            + GeneratorFixtures.testModels.map { GeneratorFixtures.testModel($0.name) }
            + [GeneratorFixtures.testModel("ModelCode")]
    }

    /// Each corpus bundle and lone model under `root` (mogen reads a bundle's current version).
    static func corpusPaths(in root: String) throws -> [String] {
        var paths: [String] = []
        for folder in try FileManager.default.contentsOfDirectory(atPath: root).sorted() {
            let directory = root + "/" + folder
            for item in (try? FileManager.default.contentsOfDirectory(atPath: directory).sorted()) ?? []
            where item.hasSuffix(".xcdatamodeld") || item.hasSuffix(".xcdatamodel") {
                paths.append(directory + "/" + item)
            }
        }
        return paths
    }

    /// The models at `paths`, and those that cannot be read, with why.
    static func cases(_ paths: [String]) -> (cases: [Case], unreadable: [String]) {
        var cases: [Case] = []
        var unreadable: [String] = []
        for path in paths {
            do {
                cases.append(Case(label: path, model: try ModelReader.read(path: path).model))
            } catch {
                unreadable.append("\(path): \(error.description)")
            }
        }
        return (cases, unreadable)
    }

    /// The model-as-code of `model`, with its enum renamed to `name` so that models share one program.
    static func modelCode(_ model: Model, as name: String) throws -> String {
        let (context, _) = ContextBuilder.build(model: model)
        let renderer = ModelRenderer(
            templates: GeneratorFixtures.builtInTemplates, layout: .single, directories: OutputDirectories("."),
            optionalOutputs: [.modelAsCode])
        let files = try renderer.render(context)
        let file = try #require(files.first { $0.relativePath.hasSuffix("+ManagedObjectModel.swift") })
        // The stand-in is part of the program's module, so there is no CoreData module to import.
        return file.contents
            .replacingOccurrences(of: "\nimport CoreData\n", with: "\n")
            .replacingOccurrences(of: "enum \(context.modelCode.typeName) {", with: "enum \(name) {")
    }

    @Test("every sample and test model built in code reads back as the model it was generated from")
    func roundTrip() throws {
        let (cases, unreadable) = Self.cases(Self.bundledPaths)
        #expect(unreadable.isEmpty, "\(unreadable)")
        #expect(cases.count >= 8)
        try Self.roundTrip(cases)
    }

    @Test("every corpus model built in code reads back as the model it was generated from",
        .enabled(if: TestPackage.corpusPath != nil, "needs ../shared/corpus/models, the real-world models"))
    func corpusRoundTrip() throws {
        let (cases, unreadable) = Self.cases(try Self.corpusPaths(in: try #require(TestPackage.corpusPath)))
        #expect(unreadable.allSatisfy { $0.contains("binary") }, "\(unreadable)")
        #expect(!cases.isEmpty)
        try Self.roundTrip(cases)
        print("model-as-code round trip: \(cases.count) corpus models checked; \(unreadable.count) unreadable (Xcode 3 binary models)")
    }

    /// Compiles the model-as-code of `cases` into one program with the Core Data stand-in, runs it, and compares each
    /// model it writes with the original.
    static func roundTrip(_ cases: [Case]) throws {
        let directory = try TemporaryDirectory.make()
        var sources: [String] = []
        var calls: [String] = []
        for (index, item) in cases.enumerated() {
            let path = directory + "/Model\(index).swift"
            try TestFiles.write(try Self.modelCode(item.model, as: "Model\(index)"), to: path)
            sources.append(path)
            calls.append("try write(Model\(index).make(), \(index))")
        }
        let main = """
            import Foundation

            let output = CommandLine.arguments[1]
            func write(_ model: NSManagedObjectModel, _ index: Int) throws {
                let folder = output + "/\\(index).xcdatamodel"
                try FileManager.default.createDirectory(atPath: folder, withIntermediateDirectories: true)
                try ModelXMLWriter.contents(of: model).write(toFile: folder + "/contents", atomically: true, encoding: .utf8)
            }
            \(calls.joined(separator: "\n"))

            """
        try TestFiles.write(main, to: directory + "/main.swift")
        let program = try StandInProgram.build(
            "ModelCodeRoundTrip", sources: sources + [directory + "/main.swift"], in: directory)
        let output = directory + "/out"
        let ran = try ChildProcess(program, [output]).run()
        try #require(ran.status == 0, "the model-as-code program failed:\n\(ran.stdout)\(ran.stderr)")

        var differing: [String] = []
        for (index, item) in cases.enumerated() {
            let rebuilt = try ModelReader.read(path: output + "/\(index).xcdatamodel").model
            let original = ModelCodeComparison.comparable(item.model, expected: true).rendered()
            let roundTripped = ModelCodeComparison.comparable(rebuilt, expected: false).rendered()
            if original != roundTripped {
                differing.append("\(item.label):\n" + UnifiedDiff.diff(old: original, new: roundTripped, oldLabel: "original", newLabel: "built in code"))
            }
        }
        #expect(differing.isEmpty, "\(differing.count) of \(cases.count) differ:\n\(differing.joined(separator: "\n"))")
    }
}
