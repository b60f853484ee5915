import Foundation
import MogenGenerator
import MogenModel
import MogenSupport
import MogenTestSupport
import Testing

/// `--migrations` (and `--stack` on a bundle of several versions): `<Model>+Migrations.swift`, the user's handlers file,
/// and the stack that runs them. `Tests/Models/Shelf.xcdatamodeld` has each kind of step: Shelf → 2 inferred, 2 → 3 a
/// custom stage (a title becomes required), 3 → 4 the mapping model `Tests/Models/ShelfV3toV4.xcmappingmodel` (a
/// type change), 4 → 5 inferred.
@Suite("Migrations output", .temporaryDirectories)
struct MigrationsOutputTests {
    static let shelf = TestPackage.path("Tests/Models/Shelf.xcdatamodeld")

    static func file(_ name: String, in result: GenerationResult) throws -> GeneratedFile {
        try #require(result.files.first { $0.relativePath == name }, "no \(name) among \(result.files.map(\.relativePath))")
    }

    @Test("each step of the history runs as mogen diff judges it, named after its two versions")
    func steps() throws {
        let result = try GeneratorFixtures.generate(Self.shelf, optionalOutputs: [.migrations])
        let migrations = try #require(result.context.migrations)
        #expect(migrations.versions.map(\.name) == ["Shelf", "Shelf 2", "Shelf 3", "Shelf 4", "Shelf 5"])
        #expect(migrations.steps.map(\.kind) == [.inferred, .custom, .mappingModel, .inferred])
        #expect(migrations.steps.map(\.handlerName) == [nil, "migrateFromShelf2ToShelf3", nil, nil])
        #expect(migrations.steps[2].mappingModelFileName == "ShelfV3toV4.xcmappingmodel")
        #expect(migrations.steps[1].reason?.contains("attribute Item.title") == true)

        let code = try Self.file("Shelf+Migrations.swift", in: result).contents
        #expect(code.contains(#".custom(label: "Shelf 2 → Shelf 3") { handlers, step in try handlers.migrateFromShelf2ToShelf3(step) }"#))
        #expect(code.contains(#".mappingModel(label: "Shelf 3 → Shelf 4")"#))
        // Each inferred step is a stage of its own: a lightweight stage would infer across versions at once.
        #expect(code.contains(#".inferred(label: "Shelf → Shelf 2")"#))
        #expect(!code.contains("NSLightweightMigrationStage"))
        #expect(code.contains("func migrateFromShelf2ToShelf3(_ step: ShelfMigrationStep) throws"))
        // Checksums come from the compiled bundle, never from source.
        #expect(code.contains("NSManagedObjectModel.checksumsForVersionedModel(at: url)"))
        #expect(!code.contains("versionChecksum: \""))

        let handlers = try Self.file("Shelf+MigrationHandlers.swift", in: result)
        #expect(handlers.ownership == .human)
        #expect(handlers.contents.contains("nonisolated struct ShelfMigrationSteps: ShelfMigrationHandlers"))
        #expect(handlers.contents.contains("throw step.notWritten"))
    }

    @Test("the stack of a bundle of several versions brings the migrations, and takes the handlers")
    func stackImpliesMigrations() throws {
        #expect(OptionalOutput.written(requested: [.stack], modelPath: Self.shelf) == [.stack, .migrations])
        #expect(OptionalOutput.written(requested: [.stack], modelPath: GeneratorFixtures.testModel("Vehicles")) == [.stack])
        let result = try GeneratorFixtures.generate(
            Self.shelf, optionalOutputs: OptionalOutput.written(requested: [.stack], modelPath: Self.shelf))
        let stack = try Self.file("Shelf+Stack.swift", in: result).contents
        #expect(stack.contains("migrationHandlers: any ShelfMigrationHandlers,"))
        #expect(stack.contains("description.setOption(staged.manager, forKey: NSPersistentStoreStagedMigrationManagerOptionKey)"))
        let job = InputFiles.Job(modelPath: Self.shelf, optionalOutputs: [.stack, .migrations])
        let inputs = InputFiles.list(configuration: nil, jobs: [job])
        #expect(inputs.contains { $0.hasSuffix("ShelfV3toV4.xcmappingmodel/xcmapping.xml") })
        #expect(inputs.filter { $0.hasSuffix("/contents") }.count == 5, "every version is read: \(inputs)")
    }

    @Test("no custom stage: no handlers file, no handlers parameter; the single layout writes no handlers file")
    func withoutHandlers() throws {
        let recipes = try GeneratorFixtures.generate(GeneratorFixtures.sample("Recipes"), optionalOutputs: [.stack, .migrations])
        #expect(!recipes.files.contains { $0.relativePath.hasSuffix("+MigrationHandlers.swift") })
        #expect(!(try Self.file("Recipes+Migrations.swift", in: recipes).contents.contains("handlers:")))
        let single = try GeneratorFixtures.generate(Self.shelf, layout: .single, optionalOutputs: [.migrations])
        #expect(!single.files.contains { $0.relativePath.hasSuffix("+MigrationHandlers.swift") })
        #expect(single.files.contains { $0.relativePath == "Shelf+Migrations.swift" })
    }

    @Test("a step nothing can make, without a mapping model, is an error at the change, saying what works")
    func unperformableStep() throws {
        let library = TestPackage.path("Tests/Models/Library.xcdatamodeld")
        let request = GenerationRequest(
            modelPath: library, settings: GeneratorFixtures.settings(), options: ContextOptions(), layout: .pair,
            templates: GeneratorFixtures.builtInTemplates, directories: OutputDirectories("."),
            optionalOutputs: [.migrations])
        guard case let .failure(failure) = Generator.generate(request) else {
            Issue.record("Library's type change from Integer 16 to Date was accepted")
            return
        }
        let error = try #require(failure.diagnostics.first { $0.severity == .error })
        #expect(error.message.contains("the migration from 'Library 2' to 'Library 3' cannot be generated"))
        #expect(error.message.contains("attribute Author.born"))
        #expect(error.message.contains("mapping model"))
        #expect(error.message.contains("a version with a new attribute of the new type beside the old one"))
        let location = try #require(error.location)
        #expect(location.file.hasSuffix("Library 3.xcdatamodel/contents"))
        #expect(location.line > 1)
    }

    @Test("a mapping model is matched to its two versions by the paths its xcmapping.xml names, in its bundle only")
    func mappingModelFiles() throws {
        #expect(MappingModelFile.versionName("Storage/Model/Woo.xcdatamodeld/Model 9.xcdatamodel", inBundle: "Woo.xcdatamodeld")
            == "Model 9")
        #expect(MappingModelFile.versionName("Other.xcdatamodeld/Model 9.xcdatamodel", inBundle: "Woo.xcdatamodeld") == nil)
        #expect(MappingModelFile.modelPath(named: "sourcemodelpath", in: Data(
            #"<attribute name="sourcemodelpath" type="string">A &amp; B.xcdatamodeld/V 1.xcdatamodel</attribute>"#.utf8))
            == "A & B.xcdatamodeld/V 1.xcdatamodel")
        let read = try ModelReader.read(path: Self.shelf, version: "Shelf 4")
        let found = MappingModelFile.besideBundle(of: read.model.source)
        #expect(found.files.map(\.sourceVersion) == ["Shelf 3"])
        #expect(found.files.map(\.destinationVersion) == ["Shelf 4"])
        #expect(found.diagnostics.isEmpty)
    }

    @Test("the migrations, handlers and stack type-check", arguments: GeneratorFixtures.compilerModes)
    func typeChecks(mode: [String]) throws {
        let result = try GeneratorFixtures.generate(Self.shelf, optionalOutputs: [.stack, .migrations])
        let directory = try TemporaryDirectory.make()
        try GeneratorFixtures.write(result.files, to: directory)
        let use = directory + "/Use.swift"
        try TestFiles.write("""
            import CoreData
            import Foundation

            func open(_ url: URL) throws -> ShelfStore {
                if #available(macOS 14.0, iOS 17.0, tvOS 17.0, watchOS 10.0, visionOS 1.0, *) {
                    try ShelfMigrations.migrateStore(at: url, handlers: ShelfMigrationSteps())
                }
                return try ShelfStore(migrationHandlers: ShelfMigrationSteps())
            }
            """, to: use)
        let (status, output) = try GeneratorFixtures.typeCheck(directory, mode: mode)
        #expect(status == 0, "\(mode): \(output)")
    }

    @Test("every multi-version bundle of the corpus: a plan with every version, or an error at each step nothing can make",
        .enabled(if: TestPackage.corpusPath != nil, "needs ../shared/corpus/models, the real-world models"))
    func corpus() throws {
        let root = try #require(TestPackage.corpusPath)
        var planned = 0
        var refused = 0
        var bundles = Set<String>()
        for (path, _) in CorpusModels.versions(in: root) where path.hasSuffix(".xcdatamodeld") {
            guard bundles.insert(path).inserted, InputFiles.versionCount(ofBundle: path) > 1 else { continue }
            let request = GenerationRequest(
                modelPath: path, settings: GeneratorFixtures.settings(), options: ContextOptions(), layout: .pair,
                templates: GeneratorFixtures.builtInTemplates, directories: OutputDirectories("."),
                optionalOutputs: [.migrations])
            switch Generator.generate(request) {
            case let .success(result):
                let migrations = try #require(result.context.migrations, "\(path)")
                #expect(migrations.steps.count == migrations.versions.count - 1, "\(path)")
                #expect(migrations.versions.last?.name == result.model.source.versionName, "\(path)")
                let code = try Self.file(OptionalOutput.migrations.fileName(forModel: result.context.name), in: result).contents
                for version in migrations.versions { #expect(code.contains("        \(version.nameLiteral),"), "\(path)") }
                // Custom stages are the steps mogen diff calls mapping-model (the corpus keeps no mapping models).
                let versions = migrations.versions.map(\.name)
                for (index, step) in migrations.steps.enumerated() {
                    let old = try ModelReader.read(path: path, version: versions[index]).model
                    let new = try ModelReader.read(path: path, version: versions[index + 1]).model
                    let level = ModelComparison.compare(old, new).level
                    #expect((step.kind == .custom) == (level == .mappingModel), "\(path) \(step.fromVersion)")
                }
                planned += 1
            case let .failure(failure):
                let errors = failure.diagnostics.filter { $0.severity == .error }
                let unperformable = errors.filter { $0.message.contains("cannot be generated") }
                // Models mogen refuses for other reasons (Xcode generates every class) are not about migrations.
                if !unperformable.isEmpty {
                    for error in unperformable { #expect(error.location?.line ?? 0 > 0, "\(path): \(error.message)") }
                    refused += 1
                }
            }
        }
        #expect(planned >= 3)
        print("migrations: \(planned) corpus bundles planned, \(refused) refused with a located error")
    }
}

extension MigrationsOutputTests {
    @Test("the handlers file is created once and kept; a custom stage it has no method for gets a warning")
    func handlersFileKept() throws {
        let directory = try TemporaryDirectory.make()
        let request = GenerationRequest(
            modelPath: Self.shelf, settings: GeneratorFixtures.settings(), options: ContextOptions(), layout: .pair,
            templates: GeneratorFixtures.builtInTemplates, directories: OutputDirectories(directory),
            optionalOutputs: [.migrations])
        let first = try Generator.generate(request).get()
        let plan = OutputPlan.plan(first)
        let handlers = try #require(plan.entries.first { $0.file.relativePath == "Shelf+MigrationHandlers.swift" })
        #expect(handlers.action == .create)
        #expect(plan.diagnostics.isEmpty)

        let yours = "// mine\nnonisolated struct ShelfMigrationSteps: ShelfMigrationHandlers {}\n"
        try TestFiles.write(yours, to: directory + "/Shelf+MigrationHandlers.swift")
        let second = OutputPlan.plan(try Generator.generate(request).get())
        let kept = try #require(second.entries.first { $0.file.relativePath == "Shelf+MigrationHandlers.swift" })
        #expect(kept.action == .keep)
        let warning = try #require(second.diagnostics.first)
        #expect(warning.severity == .warning)
        #expect(warning.message.contains("has no migrateFromShelf2ToShelf3(_:)"))
        #expect(warning.message.contains("'Shelf 2' → 'Shelf 3'"))
    }
}

extension MigrationsOutputTests {
    @Test("the SwiftData plan and the Core Data plan read the history alike: custom where Core Data cannot infer")
    func agreesWithSwiftData() throws {
        let read = try ModelReader.read(path: Self.shelf)
        let older = Generator.olderVersions(of: read.model, path: Self.shelf, options: ModelValidator.Options()).versions
        let history = MigrationHistory(
            olderVersions: older, mappingModels: MappingModelFile.besideBundle(of: read.model.source).files)
        let (context, _) = ContextBuilder.build(model: read.model, swiftDataHistory: older, migrationHistory: history)
        let swiftData = try #require(context.swiftData)
        let migrations = try #require(context.migrations)
        // Shelf's versions all differ in what SwiftData sees: one SwiftData stage per Core Data step.
        #expect(swiftData.migrationStages.count == migrations.steps.count)
        for (stage, step) in zip(swiftData.migrationStages, migrations.steps) {
            // SwiftData has no mapping models: the step Core Data runs with one is a custom stage there.
            #expect(stage.isLightweight == (step.kind == .inferred), "\(step.fromVersion) → \(step.toVersion)")
            #expect(stage.reason == step.reason, "\(step.fromVersion) → \(step.toVersion)")
        }
    }
}
