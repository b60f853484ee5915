import MogenGenerator
import MogenModel
import MogenSupport
import MogenTemplate
import Foundation
import MogenTestSupport
import Testing

/// The context of the generated stack (`model.stores`, `model.usesCloudKit`, `model.nameLiteral`) and what
/// `stack.swift.stencil` makes of it.
@Suite("The stack's context", .temporaryDirectories)
struct StackContextTests {
    static let entities = """
        <entity name="A" representedClassName="A"><attribute name="x" optional="YES" attributeType="String"/></entity>
        <entity name="B" representedClassName="B"><attribute name="y" optional="YES" attributeType="String"/></entity>
        """

    private func context(_ body: String, header: String = "") throws -> ModelContext {
        let model = try ModelReader.read(xml: ModelXML.document(body, header: header), path: "Shop.xcdatamodel/contents").model
        return ContextBuilder.build(model: model).0
    }

    @Test("a model without CloudKit has one local store for Default, named after the model")
    func oneStore() throws {
        let model = try context(Self.entities + #"<configuration name="Other"><memberEntity name="A"/></configuration>"#)
        #expect(model.nameLiteral == #""Shop""#)
        #expect(!model.usesCloudKit)
        #expect(model.stores.count == 1)
        let store = try #require(model.stores.first)
        #expect(store.configurationName == nil && store.configurationNameLiteral == nil)
        #expect(store.fileNameLiteral == #""Shop.sqlite""#)
        #expect(!store.usesCloudKit)
    }

    @Test("a model marked for CloudKit (its Default configuration) has one synced store")
    func defaultConfigurationWithCloudKit() throws {
        let model = try context(Self.entities, header: #"usedWithCloudKit="YES" "#)
        #expect(model.usesCloudKit)
        #expect(model.stores.map(\.usesCloudKit) == [true])
        #expect(model.stores.first?.configurationName == nil)
    }

    @Test("a configuration marked for CloudKit: one store per named configuration, each synced or not")
    func configurationsWithCloudKit() throws {
        let model = try context(Self.entities + """
            <configuration name="Cloud" usedWithCloudKit="YES"><memberEntity name="A"/></configuration>
            <configuration name="Local"><memberEntity name="B"/></configuration>
            """)
        #expect(model.usesCloudKit)
        #expect(model.stores.map(\.configurationName) == ["Cloud", "Local"])
        #expect(model.stores.map(\.configurationNameLiteral) == [#""Cloud""#, #""Local""#])
        #expect(model.stores.map(\.fileNameLiteral) == [#""Shop-Cloud.sqlite""#, #""Shop-Local.sqlite""#])
        #expect(model.stores.map(\.usesCloudKit) == [true, false])
    }

    @Test("the Recipes sample gets a CloudKit stack: an NSPersistentCloudKitContainer with its Cloud and Local stores")
    func recipes() throws {
        let result = try GeneratorFixtures.generate(GeneratorFixtures.sample("Recipes"), optionalOutputs: [.stack])
        let stack = try #require(result.files.first { $0.relativePath == "Recipes+Stack.swift" }).contents
        #expect(stack.contains("public let container: NSPersistentCloudKitContainer"))
        #expect(stack.contains(#"Store(configuration: "Cloud", fileName: "Recipes-Cloud.sqlite", usesCloudKit: true)"#))
        #expect(stack.contains(#"Store(configuration: "Local", fileName: "Recipes-Local.sqlite", usesCloudKit: false)"#))
        let employees = try GeneratorFixtures.generate(GeneratorFixtures.sample("Employees"), optionalOutputs: [.stack])
        let local = try #require(employees.files.first { $0.relativePath == "Employees+Stack.swift" }).contents
        #expect(local.contains("public let container: NSPersistentContainer"))
        #expect(!local.contains("NSPersistentCloudKitContainer") && !local.contains("cloudKitContainerOptions"))
    }

    /// The stack's concurrency annotations hold: the compiler refuses what would cross threads unsafely.
    @Test("the stack rejects managed objects leaving a background task, and the view context off the main actor", .tags(.slow),
        arguments: [
            ("func f(_ s: EmployeesStore) async throws -> Department { "
                + "try await s.performBackgroundTask { Department(context: $0, code: 1, name: \"x\") } }",
             "does not conform to the 'Sendable' protocol"),
            ("nonisolated func f(_ s: EmployeesStore) -> NSManagedObjectContext { s.viewContext }",
             "main actor-isolated property 'viewContext' can not be referenced from a nonisolated context"),
        ])
    func rejections(code: String, message: String) throws {
        let (status, output) = try GeneratorFixtures.typeCheckEmployeesStack(with: code)
        #expect(status != 0, "\(code) should be rejected")
        #expect(output.contains(message), "\(output)")
    }

    /// `model.valueTransformers` lists the model's generated value transformers; the stack registers them (through
    /// `<Model>ValueTransformers.register()`) before it loads a model, and only when there are some.
    @Test("the stack registers the model's value transformers before loading the model, only when it has some")
    func valueTransformers() throws {
        let modelContext = try context(Self.entities)
        let template = try GeneratorFixtures.builtInTemplates.environment.template(named: "stack.swift.stencil")
        let without = try template.render(["model": .object(modelContext.node), "vars": .dictionary([:])])
        #expect(!without.contains("ValueTransformers"))
        var fields = Dictionary(uniqueKeysWithValues: modelContext.node.fields.map { ($0.key, $0.value) })
        fields["valueTransformers"] = .array([.string("ShopColorTransformer")])
        let with = try template.render(["model": .dictionary(fields), "vars": .dictionary([:])])
        #expect(with.contains("private static let valueTransformersRegistered: Swift.Void = ShopValueTransformers.register()"))
        let registration = try #require(with.range(of: "_ = ShopStore.valueTransformersRegistered"))
        let loading = try #require(with.range(of: "NSManagedObjectModel(contentsOf: url)"))
        #expect(registration.lowerBound < loading.lowerBound)
        #expect(with.contains("_ = Self.valueTransformersRegistered"))
    }
}
