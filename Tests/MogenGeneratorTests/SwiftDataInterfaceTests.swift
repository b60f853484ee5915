import Foundation
import MogenTestSupport
import Testing

/// The SwiftData stand-in in `Tests/SwiftDataInterface` takes the place of Apple's SwiftData when generated SwiftData
/// code is type-checked on Linux (`Scripts/typecheck-generated --swiftdata`). Code written against SwiftData must
/// type-check with it as with Xcode, and what Xcode rejects must be rejected, with a message that names the problem.
/// Each check is a compiler run (1-3 s), so the snippets are batched: one file for what must compile (checked in three
/// compiler modes), one for the type errors, one for the initializer errors (found only once type-checking succeeds).
@Suite("The SwiftData interface", .tags(.slow), .serialized, .temporaryDirectories)
struct SwiftDataInterfaceTests {
    @Test("code written against SwiftData type-checks in Swift 5 and 6 and with Xcode 26's settings",
        arguments: [[], ["--xcode26"], ["--swift-version", "5"]])
    func appCode(mode: [String]) throws {
        let (status, output) = try Self.typeCheck(Self.models + Self.app, mode: mode)
        #expect(status == 0, "SwiftData code does not type-check with \(mode):\n\(output)")
    }

    @Test("what SwiftData rejects is rejected, with a message that names the problem")
    func rejects() throws {
        let (status, output) = try Self.typeCheck(Self.rejections.map(\.code).joined(separator: "\n"))
        #expect(status != 0)
        for rejection in Self.rejections {
            #expect(output.contains(rejection.message), "\(rejection.name): \(output)")
        }
    }

    @Test("an initializer that leaves a persisted property without a value is rejected")
    func uninitializedProperty() throws {
        let (status, output) = try Self.typeCheck("""
            @Model final class Counter {
                var name: String
                var count: Int
                init(name: String) { self.name = name }
            }
            """)
        #expect(status != 0)
        #expect(output.contains("return from initializer without initializing all stored properties"), "\(output)")
        #expect(output.contains("'self._count' not initialized"), "\(output)")
    }

    /// Code SwiftData rejects, each with its own types, and the message it is rejected with.
    struct Rejection: Sendable {
        let name: String
        let code: String
        let message: String
    }

    static let rejections: [Rejection] = [
        Rejection(
            name: "a misspelled attribute option",
            code: #"@Model final class A1 { @Attribute(.uniqe) var name: String = ""; init() {} }"#,
            message: "type 'Schema.Attribute.Option' has no member 'uniqe'"),
        Rejection(
            name: "a wrong argument label in a macro",
            code: "@Model final class A2 { @Relationship(deleteRules: .cascade) var items: [A2] = []; init() {} }",
            message: "incorrect argument label in macro expansion (have 'deleteRules:', expected 'deleteRule:')"),
        Rejection(
            name: "a wrong argument label in a call",
            code: "func a3() -> ModelConfiguration { ModelConfiguration(inMemory: true) }",
            message: "extra argument 'inMemory' in call"),
        Rejection(
            name: "a relationship to a class that is not a model",
            code: "final class Plain {}\n@Model final class A4 { var owner: Plain?; init() {} }",
            message: "requires that 'Plain' conform to 'PersistentModel'"),
        Rejection(
            name: "an attribute of a type SwiftData cannot store (not Codable)",
            code: "struct Shade {}\n@Model final class A5 { var shade: Shade = Shade(); init() {} }",
            message: "candidate requires that 'Shade' conform to 'PersistentModel'"),
        Rejection(
            name: "an inverse declared on both sides of a relationship",
            code: """
                @Model final class A6 { @Relationship(inverse: \\B6.a) var b: B6?; init() {} }
                @Model final class B6 { @Relationship(inverse: \\A6.b) var a: A6?; init() {} }
                """,
            message: "circular reference resolving attached macro 'Relationship'"),
        Rejection(
            name: "a persisted let",
            code: "@Model final class A7 { let id: UUID = UUID(); init() {} }",
            message: "cannot expand accessor macro on variable declared with 'let'"),
        Rejection(
            name: "a mutable static version identifier (Swift 6)",
            code: """
                enum A8: VersionedSchema {
                    static var versionIdentifier = Schema.Version(1, 0, 0)
                    static var models: [any PersistentModel.Type] { [] }
                }
                """,
            message: "static property 'versionIdentifier' is not concurrency-safe"),
        Rejection(
            name: "a model context is not Sendable",
            code: "func a9(_ context: ModelContext) -> any Sendable { context }",
            message: "type 'ModelContext' does not conform to the 'Sendable' protocol"),
        Rejection(
            name: "a model is not Sendable",
            code: "@Model final class A10 { var n = 0; init() {} }\nfunc a10(_ m: A10) -> any Sendable { m }",
            message: "type 'A10' does not conform to the 'Sendable' protocol"),
        Rejection(
            name: "#Unique names the model's key paths",
            code: "@Model final class A11 { var n = 0; #Unique<A11>([\\A11.m]); init() {} }",
            message: "value of type 'A11' has no member 'm'"),
    ]

    /// Type-checks `source` after SwiftData's and Foundation's imports, as one file; returns the script's status and
    /// output.
    static func typeCheck(_ source: String, mode: [String] = []) throws -> (status: Int32, output: String) {
        let directory = try TemporaryDirectory.make()
        try Data(("import Foundation\nimport SwiftData\n\n" + source).utf8)
            .write(to: URL(fileURLWithPath: directory + "/App.swift"))
        let result = try ChildProcess(TestPackage.path("Scripts/typecheck-generated"), ["--swiftdata"] + mode + [directory]).run()
        return (result.status, result.stdout + result.stderr)
    }

    /// Models in the shapes SwiftData code takes: attribute options, relationships with an inverse on one side, a
    /// subclass, #Unique and #Index, Codable, public and nonisolated classes, versioned schemas with a migration plan.
    static let models = #"""
        @Model
        final class Recipe {
            @Attribute(.unique, originalName: "title") var name: String
            @Attribute(.externalStorage) var photo: Data?
            @Attribute(.transformable(by: "RecipesTagsTransformer")) var tags: [String]?
            @Attribute(.transformable(by: ColorTransformer.self)) var color: NSObject?
            @Attribute(.ephemeral) var isSelected: Bool = false
            @Attribute(.spotlight, .allowsCloudEncryption, .preserveValueOnDeletion, hashModifier: "v2") var notes: String?
            var servings: Int16 = 2
            var genre: String = "pop"
            var rating: Double?
            var created: Date = Date.now
            var identifier: UUID = UUID()
            var link: URL?
            @Relationship(deleteRule: .cascade, minimumModelCount: 1, maximumModelCount: 10, originalName: "items",
                inverse: \Ingredient.recipe) var ingredients: [Ingredient] = []
            @Relationship(deleteRule: .deny) var category: Category?
            @Relationship(.unique, deleteRule: .noAction) var featured: Ingredient?
            @Transient var cache: [String: Int] = [:]

            #Unique<Recipe>([\.name, \.servings], [\.identifier])
            #Index<Recipe>([\.name], [\.name, \.servings])

            var kind: Kind {
                get { Kind(rawValue: genre) ?? .pop }
                set { genre = newValue.rawValue }
            }
            enum Kind: String, Codable { case pop, rock }

            init(name: String, servings: Int16 = 2, ingredients: [Ingredient] = [], category: Category? = nil) {
                self.name = name
                self.servings = servings
                self.ingredients = ingredients
                self.category = category
            }
        }

        nonisolated final class ColorTransformer: ValueTransformer {
            override class func transformedValueClass() -> AnyClass { NSObject.self }
        }

        @Model final class Ingredient {
            var name: String
            var amount: Decimal = 0
            var recipe: Recipe?
            init(name: String) { self.name = name }
        }

        @Model final class Category: Codable {
            var name: String = ""
            @Relationship(inverse: \Recipe.category) var recipes: [Recipe]? = []
            init() {}
            enum CodingKeys: String, CodingKey { case name }
            required init(from decoder: any Decoder) throws {
                let container = try decoder.container(keyedBy: CodingKeys.self)
                name = try container.decode(String.self, forKey: .name)
                recipes = []
            }
            func encode(to encoder: any Encoder) throws {
                var container = encoder.container(keyedBy: CodingKeys.self)
                try container.encode(name, forKey: .name)
            }
        }

        @Model public final class Tag {
            public var label: String
            public init(label: String) { self.label = label }
        }

        @Model nonisolated final class Note {
            var text: String = ""
            init() {}
        }

        @Model class Vehicle {
            var name: String
            init(name: String) { self.name = name }
        }

        @available(macOS 26, iOS 26, tvOS 26, watchOS 26, visionOS 26, *)
        @Model final class Car: Vehicle {
            var wheels: Int16
            var owner: Ingredient?
            init(name: String, wheels: Int16) {
                self.wheels = wheels
                super.init(name: name)
            }
        }

        enum RecipesSchemaV1: VersionedSchema {
            static let versionIdentifier = Schema.Version(1, 0, 0)
            static var models: [any PersistentModel.Type] { [Recipe.self] }

            @Model final class Recipe {
                var title: String
                init(title: String) { self.title = title }
            }
        }

        enum RecipesSchemaV2: VersionedSchema {
            static let versionIdentifier = Schema.Version(2, 0, 0)
            static var models: [any PersistentModel.Type] { [Recipe.self, Ingredient.self, Category.self] }
        }

        enum RecipesMigrationPlan: SchemaMigrationPlan {
            static var schemas: [any VersionedSchema.Type] { [RecipesSchemaV1.self, RecipesSchemaV2.self] }
            static var stages: [MigrationStage] { [lightweight, custom] }
            static let lightweight = MigrationStage.lightweight(fromVersion: RecipesSchemaV1.self, toVersion: RecipesSchemaV2.self)
            static let custom = MigrationStage.custom(
                fromVersion: RecipesSchemaV1.self, toVersion: RecipesSchemaV2.self,
                willMigrate: { context in
                    for recipe in try context.fetch(FetchDescriptor<RecipesSchemaV1.Recipe>()) {
                        recipe.title = recipe.title.uppercased()
                    }
                    try context.save()
                },
                didMigrate: nil)
        }

        """#

    /// Code that uses the models: containers, configurations, contexts, fetches and predicates.
    static let app = #"""
        enum RecipesContainer {
            static func makeContainer(inMemory: Bool = false, storeURL: URL? = nil, cloudKitContainer: String? = nil)
                throws -> ModelContainer
            {
                let schema = Schema(versionedSchema: RecipesSchemaV2.self)
                let cloudKit: ModelConfiguration.CloudKitDatabase = cloudKitContainer.map { .private($0) } ?? .none
                let configuration = if let storeURL {
                    ModelConfiguration(schema: schema, url: storeURL, cloudKitDatabase: cloudKit)
                } else {
                    ModelConfiguration(schema: schema, isStoredInMemoryOnly: inMemory, cloudKitDatabase: cloudKit)
                }
                return try ModelContainer(for: schema, migrationPlan: RecipesMigrationPlan.self, configurations: configuration)
            }

            static func others() throws -> [ModelContainer] {
                [
                    try ModelContainer(for: Recipe.self, Ingredient.self, Category.self),
                    try ModelContainer(
                        for: Schema([Recipe.self, Ingredient.self], version: Schema.Version(1, 2, 3)),
                        configurations: ModelConfiguration("Store", groupContainer: .identifier("group.example"),
                            cloudKitDatabase: .automatic)),
                    try ModelContainer(for: Tag.self, configurations: ModelConfiguration(isStoredInMemoryOnly: true)),
                ]
            }
        }

        extension Recipe {
            static func byName(_ name: String) -> FetchDescriptor<Recipe> {
                FetchDescriptor<Recipe>(predicate: #Predicate<Recipe> { recipe in recipe.name == name })
            }

            static func search(_ text: String, minimum: Int16, limit: Int) -> FetchDescriptor<Recipe> {
                var descriptor = FetchDescriptor<Recipe>(
                    predicate: #Predicate<Recipe> { $0.name.localizedStandardContains(text) && $0.servings >= minimum },
                    sortBy: [SortDescriptor(\.name), SortDescriptor(\.servings, order: .reverse)])
                descriptor.fetchLimit = limit
                descriptor.fetchOffset = 0
                descriptor.relationshipKeyPathsForPrefetching = [\.ingredients]
                return descriptor
            }
        }

        @MainActor
        func use(_ container: ModelContainer) throws -> Int {
            let context = container.mainContext
            let recipe = Recipe(name: "Soup", servings: 4)
            recipe.ingredients.append(Ingredient(name: "Salt"))
            recipe.kind = .rock
            context.insert(recipe)
            try context.save()
            let car = Car(name: "Mini", wheels: 4)
            context.insert(car)
            let vehicle: Vehicle = car
            _ = vehicle.name
            return try context.fetch(Recipe.search("so", minimum: 2, limit: 10)).count + context.fetchCount(Recipe.byName("Soup"))
        }

        func background(_ container: ModelContainer) async throws {
            let context = ModelContext(container)
            try context.delete(model: Recipe.self, where: #Predicate { $0.servings == 0 })
            try context.save()
        }
        """#
}
