import Foundation
import MogenGenerator
import MogenModel
import MogenSupport
import MogenTestSupport
import Testing

/// What the generated code does, on the small models of `Tests/Models` written to probe the corners where it used
/// to misbehave: defaults, subentities, classes mogen does not generate, Codable, enums, names. The code that uses
/// the output as an app would is in `Tests/UserCode` (type-checked by `TypeCheckTests`); the code that must not
/// compile is here.
@Suite("Generated code behaves as it reads", .temporaryDirectories)
struct GeneratedBehaviourTests {
    static func generate(_ name: String, options: ContextOptions? = nil) throws -> GenerationResult {
        let options = try options ?? #require(GeneratorFixtures.testModels.first { $0.name == name }).options
        return try GeneratorFixtures.generate(GeneratorFixtures.testModel(name), layout: .single, options: options)
    }

    static func text(_ result: GenerationResult) -> String {
        result.files.map(\.contents).joined(separator: "\n")
    }

    static func initializer(of entity: String, in result: GenerationResult) throws -> InitializerContext {
        try #require(result.context.entities.first { $0.name == entity }?.initializer)
    }

    // MARK: Models Xcode compiles

    @Test("defaults that do not match their type become Core Data's values, with a located warning")
    func oddDefaults() throws {
        let result = try Self.generate("OddDefaults")
        let parameters = try Self.initializer(of: "Counter", in: result).parameters
        let declared = Dictionary(uniqueKeysWithValues: parameters.map { ($0.swiftName, "\($0.type) = \($0.defaultValue ?? "-")") })
        #expect(declared["visits"] == "Int64 = 0")
        #expect(declared["level"] == "Int32 = 0")
        #expect(declared["isActive"] == "Bool = false")
        #expect(declared["ratio"] == "Double? = 1.5")
        #expect(declared["thumbnail"] == "Data? = nil")
        #expect(declared["when"] == "Date = -")
        let warnings = result.diagnostics.filter { $0.severity == .warning && $0.category == .attribute }
        let expected = [
            (4, "'Counter.isActive'", "reads it as NO"), (5, "'Counter.level'", "reads it as 0"),
            (6, "'Counter.ratio'", "reads it as 1.5"), (8, "'Counter.thumbnail'", "ignores 'abc'"),
            (10, "'Counter.visits'", "reads it as 0"),
        ]
        for (line, subject, reading) in expected {
            #expect(warnings.contains { $0.location?.line == line && $0.message.contains(subject) && $0.message.contains(reading) },
                "no warning at line \(line) for \(subject)")
        }
        #expect(!result.diagnostics.hasErrors)
    }

    @Test("rules for what Xcode compiles are warnings, and the model still generates")
    func accepted() throws {
        let result = try Self.generate("OddDefaults")
        let messages = result.diagnostics.map(\.message)
        for part in [
            "minimum 10 greater than maximum 1", "has no derivation expression", "minimum count 2 greater than maximum",
            "names an inverse without its entity", "has no elements", "fetches unknown entity 'Nothing'",
        ] {
            #expect(messages.contains { $0.contains(part) }, "\(part)")
        }
        #expect(result.diagnostics.allSatisfy { $0.severity != .error })
    }

    // MARK: Defaults

    @Test("a defaulted parameter takes the model's default and is stored only when the caller passes another value")
    func defaultsKeepInsertedValues() throws {
        let result = try Self.generate("OddDefaults")
        let parameters = try Self.initializer(of: "Counter", in: result).parameters
        let servings = try #require(parameters.first { $0.swiftName == "servings" })
        #expect(servings.type == "Int16?")
        #expect(servings.defaultValue == "2")
        #expect(servings.storedWhen == .differsFromDefault)
        // The templates write the statements from the parameters.
        let text = Self.text(result)
        for statement in [
            "if servings != 2 { self.servings = servings }", "if let thumbnail { self.thumbnail = thumbnail }",
            "self.when = when", "if !notes.isEmpty { self.notes = notes }",
        ] {
            #expect(text.contains("\n        \(statement)\n"), "\(statement)")
        }
    }

    @Test("--optionality xcode keeps a required attribute's default instead of passing nil")
    func xcodeOptionalityDefaults() throws {
        var options = ContextOptions()
        options.optionality = .xcode
        let result = try Self.generate("OddDefaults", options: options)
        let parameters = try Self.initializer(of: "Counter", in: result).parameters
        let title = try #require(parameters.first { $0.swiftName == "title" })
        #expect(title.type == "String?")
        #expect(title.defaultValue == "\"Untitled\"")
        #expect(Self.text(result).contains("if title != \"Untitled\" { self.title = title }"))
        // A required value without a default stays required, whatever its Swift type.
        #expect(parameters.first { $0.swiftName == "when" }?.defaultValue == nil)
    }

    // MARK: Entity lookup

    @Test("objects are created with the entity of the context's model, never Self.entity()")
    func entityLookup() throws {
        for name in GeneratorFixtures.testModels.map(\.name) {
            let code = Self.text(try Self.generate(name)).split(separator: "\n")
                .filter { !$0.trimmingCharacters(in: .whitespaces).hasPrefix("//") }
            #expect(!code.contains { $0.contains(".entity()") }, "\(name)")
        }
        let text = Self.text(try Self.generate("Vehicles"))
        #expect(text.contains("self.init(entity: Self.insertionEntity(in: managedObjectContext), insertInto: managedObjectContext)"))
        #expect(text.contains("context.persistentStoreCoordinator?.managedObjectModel.entitiesByName[modelEntityName]"))
        #expect(text.contains("has no entity '\\(modelEntityName)' of the Vehicles model"))
        // NSManagedObject's init(context:) is replaced on root classes (Vehicle, Shape), and declared again by
        // subclasses whose deprecation message differs (Car, SportsCar: each names its own initializer).
        #expect(text.components(separatedBy: "@objc public convenience init(context: NSManagedObjectContext)").count == 5)
    }

    // MARK: Subentities

    @Test("a subentity's initializer requires its own values, and the parent's cannot create it", .tags(.slow),
        arguments: [
            "Car(context: context, name: \"Beetle\")",
            "SportsCar(context: context, name: \"F40\")",
            "SportsCar(context: context, name: \"F40\", wheels: 4, color: .red)",
        ])
    func subentityInitializers(call: String) throws {
        let result = try Self.generate("Vehicles")
        #expect(try Self.initializer(of: "Car", in: result).parameters.prefix(2).map(\.swiftName) == ["name", "plate"])
        let (status, output) = try Self.typeCheck(result, appending: "func wrong(_ context: NSManagedObjectContext) { _ = \(call) }")
        #expect(status != 0, "\(call) compiles")
        #expect(output.contains("error:"))
    }

    /// Generated files with the model's user code (`Tests/UserCode/<userCode>.swift`; none for nil), plus `source`,
    /// type-checked.
    static func typeCheck(_ result: GenerationResult, appending source: String, userCode: String? = "Vehicles")
        throws -> (status: Int32, output: String)
    {
        let directory = try TemporaryDirectory.make()
        try GeneratorFixtures.write(result.files, to: directory + "/Generated")
        let extra = directory + "/Extra.swift"
        try Data("import CoreData\nimport Foundation\n\(source)\n".utf8).write(to: URL(fileURLWithPath: extra))
        let userFiles = userCode.map { ["\(TestPackage.root)/Tests/UserCode/\($0).swift"] } ?? []
        return try GeneratorFixtures.typeCheck(directory + "/Generated", extra: userFiles + [extra])
    }

    @Test("a class Xcode generates under a generated one gets its own entity name; one the user excluded, a warning")
    func externalSubclasses() throws {
        let result = try Self.generate("Vehicles")
        #expect(result.context.externalSubclasses.map(\.className) == ["Circle"])
        #expect(Self.text(result).contains("@objc override public class var modelEntityName: String { \"Circle\" }"))
        let warning = try #require(result.diagnostics.first { $0.message.contains("entity 'Square' gets no code") })
        #expect(warning.severity == .warning)
        #expect(warning.message.contains("override class var modelEntityName: String { \"Square\" }"))
    }

    // MARK: Xcode compatibility

    @Test("code written against Xcode's classes compiles: fetchRequest(), Identifiable, init(context:)", .tags(.slow))
    func xcodeCompatibility() throws {
        let (status, output) = try Self.typeCheck(try Self.generate("Vehicles"), appending: """
            func xcodeStyle(_ context: NSManagedObjectContext) throws {
                let request: NSFetchRequest<Car> = Car.fetchRequest()
                let cars: [Car] = try context.fetch(request)
                let ids: [ObjectIdentifier] = cars.map { $0.id }
                let vehicle = Vehicle(context: context, name: "Bus")
                func identify<T: Identifiable>(_ value: T) -> T.ID { value.id }
                let circles: [Circle] = try context.fetch(Circle.fetchRequest())
                _ = (ids, identify(vehicle), identify(circles[0]))
            }
            """)
        #expect(status == 0, "\(output)")
        // Every entity of the Vehicles model has required values: init(context:) compiles, with a warning naming
        // the initializer to call.
        for (call, message) in [
            ("Vehicle(context: context)", "use Vehicle(context:name:)"),
            ("SportsCar(context: context)", "use SportsCar(context:name:plate:)"),
        ] {
            let (status, output) = try Self.typeCheck(try Self.generate("Vehicles"), appending: """
                func xcodeStyle(_ context: NSManagedObjectContext) { _ = \(call) }
                """)
            #expect(status != 0 && !output.contains("error:"), "\(call)")
            #expect(output.contains("warning: 'init(context:)' is deprecated: an object without its required values"), "\(output)")
            #expect(output.contains(message), "\(output)")
        }
    }

    @Test("Identifiable is on root classes, and not on a hierarchy where Xcode generates a class: its file restates it", .tags(.slow))
    func identifiable() throws {
        let result = try Self.generate("Vehicles")
        let identifiable = result.context.entities.filter(\.declaresIdentifiable).map(\.name)
        #expect(identifiable == ["Vehicle"])
        let note = try #require(result.diagnostics.first { $0.message.hasPrefix("class Shape is not made Identifiable") })
        #expect(note.severity == .note)
        #expect(note.message.contains("set that entity's Codegen to Manual/None"))
        // Tests/UserCode/Vehicles.swift holds Xcode's own files for Circle, `extension Circle : Identifiable {}`
        // included: with Shape Identifiable, that is "redundant conformance of 'Circle' to protocol 'Identifiable'".
        let (status, output) = try Self.typeCheck(result, appending: "")
        #expect(status == 0, "\(output)")
    }

    @Test("no clash with an NSManagedObject extension or a base class that declares entityName", .tags(.slow),
        arguments: [
            "extension NSManagedObject { static var entityName: String { String(describing: self) } }",
            "extension NSManagedObject { @objc class var entityName: String { entity().name ?? \"\" } }",
        ])
    func entityNameExtensions(declaration: String) throws {
        let (status, output) = try Self.typeCheck(try Self.generate("Vehicles"), appending: """
            \(declaration)
            func names() -> [String] { [Car.entityName, Car.modelEntityName, Vehicle.entityName] }
            """)
        #expect(status == 0, "\(output)")
    }

    @Test("no clash with a base class that declares entityName", .tags(.slow))
    func baseClassEntityName() throws {
        var options = ContextOptions()
        options.baseClass = "AppManagedObject"
        let (status, output) = try Self.typeCheck(try Self.generate("Vehicles", options: options), appending: """
            @objc(AppManagedObject) nonisolated open class AppManagedObject: NSManagedObject {
                open class var entityName: String { "" }
            }
            // Under a base class mogen declares no Identifiable (the base class may have it): the user does, on a
            // class beneath which Xcode generates none.
            extension Vehicle: Identifiable {}
            func names() -> [String] { [Car.entityName, Car.modelEntityName] }
            """)
        #expect(status == 0, "\(output)")
    }

    // MARK: Codable

    @Test("Codable covers a class hierarchy: the root hands subclasses to their own coding, deepest first")
    func codableHierarchy() throws {
        let result = try Self.generate("Vehicles")
        let vehicle = try #require(result.context.entities.first { $0.name == "Vehicle" })
        #expect(vehicle.codableSubclasses == ["SportsCar", "Car"])
        let car = try #require(result.context.entities.first { $0.name == "Car" })
        #expect(car.isCodable)
        #expect(car.codableAttributes.map(\.name) == ["color", "name", "wheels", "gearbox", "plate"])
        let text = Self.text(result)
        #expect(text.contains("if let object = self as? SportsCar { return try object.encodeSportsCar(to: encoder) }"))
        // Only the root declares the required initializer Decodable needs.
        #expect(text.components(separatedBy: "required convenience init(from decoder: any Decoder)").count == 2)
    }

    @Test("decoding: a missing key keeps Core Data's value, an unknown enum raw value throws")
    func decoding() throws {
        let result = try Self.generate("Coding")
        let book = try #require(result.context.entities.first { $0.name == "Book" })
        let coding = Dictionary(uniqueKeysWithValues: book.codableAttributes.compactMap { attribute in
            attribute.coding.map { (attribute.name, $0) }
        })
        #expect(coding["title"]?.isRequired == true)
        #expect(coding["genre"]?.checksEnumCases == true)
        // The templates write the statements from the coding.
        let text = Self.text(result)
        for statement in [
            "self.title = try container.decode(String.self, forKey: .title)",
            "self.genre = try Self.decodeEnum(Genre.self, from: container, forKey: .genre)",
            "if container.contains(.pages) { self.pages = try container.decodeIfPresent(Int32.self, forKey: .pages) }",
            "if container.contains(.price) { self.price = try container.decodeIfPresent("
                + "Decimal.self, forKey: .price).map { NSDecimalNumber(decimal: $0) } }",
            "if container.contains(.rating) { self.rating = try Self.decodeEnumIfPresent(Stars.self, from: container, forKey: .rating) }",
        ] {
            #expect(text.contains("\n        \(statement)\n"), "\(statement)")
        }
        #expect(text.contains("throw DecodingError.dataCorruptedError("))
    }

    @Test("a required value Codable cannot decode is a warning, and the entity is not made Codable", .tags(.slow))
    func codableCoverage() throws {
        let result = try Self.generate("Coding")
        #expect(result.context.entities.first { $0.name == "Review" }?.isCodable == false)
        let warning = try #require(result.diagnostics.first { $0.message.contains("entity 'Review' asks for Codable") })
        #expect(warning.message.contains("required relationship 'book'"))
        #expect(warning.location?.line == 37)
        let (status, _) = try Self.typeCheck(
            result, appending: "func wrong(_ review: Review) throws { _ = try JSONEncoder().encode(review) }",
            userCode: "Coding")
        #expect(status != 0)
    }

    // MARK: Enums

    @Test("fetch request variables of enum attributes take the enum and pass its raw value")
    func enumFetchParameters() throws {
        let car = try #require(try Self.generate("Vehicles").context.entities.first { $0.name == "Car" })
        let single = try #require(car.fetchRequests.first { $0.name == "carsWithGearbox" }?.parameters.first)
        #expect(single.type == "Gearbox")
        #expect(single.swiftName == "gearbox" && single.substitutes == .rawValue)
        let many = try #require(car.fetchRequests.first { $0.name == "carsWithGearboxes" }?.parameters.first)
        #expect(many.type == "[Gearbox]")
        #expect(many.swiftName == "gearboxes" && many.substitutes == .rawValues)
    }

    @Test("an enum default that is no case falls back to the documented case; what reads as it, matches it")
    func enumDefaultsAndFallback() throws {
        let result = try Self.generate("Vehicles")
        let warning = try #require(result.diagnostics.first { $0.message.contains("'Car.gearbox' has default value 7") })
        #expect(warning.message.contains("not a case of Gearbox"))
        #expect(warning.message.contains(".manual"))
        let gearbox = try #require(result.context.entities.first { $0.name == "Car" }?.attributes.first { $0.name == "gearbox" })
        #expect(gearbox.defaultValue == ".manual")
        #expect(gearbox.enumFallback == ".manual")
        #expect(gearbox.enumFallbackCoversUnknownValues)
        #expect(gearbox.isObjC && gearbox.objcName == nil)
        #expect(Self.text(result).contains("format: \"%K == %@ OR %K == nil OR NOT (%K IN %@)\""))
    }

    @Test("key paths: computed properties Objective-C can see work with #keyPath; optional scalars do not", .tags(.slow))
    func keyPaths() throws {
        let result = try Self.generate("OddDefaults")
        let (status, output) = try Self.typeCheck(
            result, appending: "let key = #keyPath(Counter.servings)", userCode: "OddDefaults")
        #expect(status != 0)
        #expect(output.contains("#keyPath"))
    }

    // MARK: Names

    @Test("names that hide Swift's and Foundation's types are qualified; Type is escaped")
    func shadowedNames() throws {
        let text = Self.text(try Self.generate("Names"))
        for spelled in [
            "@NSManaged public var blob: Foundation.Data?", "@NSManaged public var when: Foundation.Date",
            "@NSManaged public var link: Foundation.URL?", "@NSManaged public var token: Foundation.UUID?",
            "@NSManaged public var sets: Swift.Set<Set>", "@NSManaged public var `Type`: String",
            "case `Type` = \"Type\"", "Swift.Error, Equatable",
        ] {
            #expect(text.contains(spelled), "\(spelled)")
        }
    }

    @Test("fetch request templates whose names differ only in case get told apart, with a warning")
    func fetchRequestNames() throws {
        let result = try Self.generate("Names")
        let data = try #require(result.context.entities.first { $0.name == "Data" })
        #expect(data.fetchRequests.map(\.functionName) == ["fetchByType", "fetchByType2"])
        #expect(result.diagnostics.contains { $0.message.contains("'byType' and 'ByType' would both be fetchByType") })
    }

    @Test("a name that clashes with NSManagedObject is an error, fixed by a rename that keeps the stored key")
    func renames() throws {
        let refused = Generator.generate(GenerationRequest(
            modelPath: GeneratorFixtures.testModel("Names"), templates: GeneratorFixtures.builtInTemplates,
            directories: OutputDirectories(".")))
        guard case let .failure(failure) = refused else {
            Issue.record("Names generated without renames")
            return
        }
        #expect(failure.diagnostics.contains { $0.message.contains("'Note.deleted' clashes with NSManagedObject's member") })
        let result = try Self.generate("Names")
        let note = try #require(result.context.entities.first { $0.name == "Note" })
        let deleted = try #require(note.attributes.first { $0.name == "deleted" })
        #expect(deleted.swiftName == "isTrashed")
        #expect(deleted.storage == .primitive)
        #expect(deleted.primitiveFallback == "false")
        let summary = try #require(note.attributes.first { $0.name == "summaryText" })
        #expect(summary.isObjC && summary.objcName == "summaryText")
        #expect(note.relationships.first?.storage == .primitive)
        let text = Self.text(result)
        #expect(text.contains("return primitiveValue(forKey: \"deleted\") as? Bool ?? false"))
        #expect(text.contains("@NSManaged @objc(summaryText) public var summary: String?"))
        #expect(text.contains("public static let isTrashed = \"deleted\""))
    }

    @Test("a rename that names nothing is an error at its place in mogen.json")
    func unknownRename() throws {
        let location = SourceLocation(file: "mogen.json", line: 3, column: 9)
        let options = ContextOptions(renames: [
            PropertyRename(property: "Note.delted", swiftName: "isTrashed", location: location),
            PropertyRename(property: "Nope.deleted", swiftName: "x"),
            PropertyRename(property: "Note.deleted", swiftName: "self"),
        ])
        let diagnostics = ContextBuilder.renameProblems(
            in: try ModelReader.read(path: GeneratorFixtures.testModel("Names")).model, renames: options.renames)
        let errors = diagnostics.filter { $0.severity == .error && $0.category == .configuration }
        #expect(errors.contains { $0.location == location && $0.message.contains("did you mean 'deleted'?") })
        #expect(errors.contains { $0.message.contains("'Nope.deleted' names no entity") })
        #expect(errors.contains { $0.message.contains("'self' cannot be the Swift name") })
    }
}
