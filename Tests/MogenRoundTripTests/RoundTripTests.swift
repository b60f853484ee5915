// Runs only where Core Data exists (macOS): the generated code for the samples (the single-layout golden files,
// linked into Generated/) is compiled into this target, the sample models are compiled with momc, and objects
// go through a real in-memory store.
#if canImport(CoreData)
import CoreData
import Foundation
import MogenTestSupport
import Testing

@Suite("Round trip through Core Data", .serialized, .temporaryDirectories)
struct RoundTripTests {
    /// Compiles a sample with momc and opens it on an in-memory store.
    static func context(for sample: String) throws -> NSManagedObjectContext {
        let output = try TemporaryDirectory.make()
        let momc = try ChildProcess(
            "/usr/bin/xcrun", ["momc", "--module", "MogenRoundTripTests", TestPackage.path("Samples/\(sample).xcdatamodeld"), output]
        ).run()
        #expect(momc.status == 0, "\(momc.stderr)")
        let url = URL(fileURLWithPath: output + "/\(sample).momd")
        let model = try #require(NSManagedObjectModel(contentsOf: url))
        let container = NSPersistentContainer(name: sample, managedObjectModel: model)
        let description = NSPersistentStoreDescription()
        description.type = NSInMemoryStoreType
        container.persistentStoreDescriptions = [description]
        var loadError: (any Error)?
        container.loadPersistentStores { _, error in loadError = error }
        if let loadError { throw loadError }
        return container.viewContext
    }

    @Test("Employees: initializers, typealias, optional scalars, relationships, fetch templates")
    func employees() throws {
        let context = try Self.context(for: "Employees")
        let department = Department(context: context, code: 7, name: "Research")
        let boss = Employee(
            context: context, firstName: "Ada", lastName: "Lovelace", employeeId: "E-1", hireDate: Date(),
            salary: NSDecimalNumber(string: "1000"), department: department, vacationDays: 20)
        let report = Employee(
            context: context, firstName: "Charles", lastName: "Babbage", employeeId: "E-2", hireDate: Date(),
            salary: NSDecimalNumber(string: "900"), department: department, manager: boss)
        _ = Contractor(context: context, firstName: "Grace", lastName: "Hopper", agency: "Navy")
        try context.save()
        context.reset()

        let employees = try context.fetch(Employee.makeFetchRequest())
        #expect(employees.count == 2)
        let fetchedBoss = try #require(employees.first { $0.employeeId == "E-1" })
        let id: EmployeeId = fetchedBoss.employeeId
        #expect(id == "E-1")
        #expect(fetchedBoss.vacationDays == 20)
        #expect(fetchedBoss.isManager == false)
        #expect(fetchedBoss.reports.map(\.employeeId) == ["E-2"])
        #expect(fetchedBoss.department.name == "Research")
        fetchedBoss.vacationDays = nil
        #expect(fetchedBoss.vacationDays == nil)
        let people = try context.fetch(Person.makeFetchRequest())
        #expect(people.count == 3)
        #expect(people.contains { $0 is Contractor })
        let inResearch = try Employee.fetchEmployeesInDepartment(departmentName: "Research", in: context)
        #expect(Set(inResearch.map(\.employeeId)) == ["E-1", "E-2"])
        _ = report
    }

    @Test("Music: enum-backed attributes, ordered relationships, enum predicates")
    func music() throws {
        let context = try Self.context(for: "Music")
        let band = Band(context: context, genre: .blackMetal, name: "Emperor")
        let first = Album(context: context, title: "In the Nightside Eclipse", band: band, format: .vinyl)
        let second = Album(context: context, title: "Anthems", band: band)
        band.addToAlbums(first)
        band.addToAlbums(second)
        try context.save()
        context.reset()

        let bands = try context.fetch(Band.makeFetchRequest())
        let fetched = try #require(bands.first)
        #expect(fetched.genre == .blackMetal)
        #expect(fetched.secondaryGenre == nil)
        #expect(fetched.albumsArray.map(\.title) == ["In the Nightside Eclipse", "Anthems"])
        #expect(fetched.albumsArray.map(\.format) == [.vinyl, .cd])
        let request = Band.makeFetchRequest()
        request.predicate = Band.predicate(genre: .blackMetal)
        #expect(try context.count(for: request) == 1)
        // A stored raw value that matches no case reads as the documented fallback, without crashing.
        fetched.setValue("polka", forKey: Band.Attributes.genre)
        #expect(fetched.genre == .blackMetal)
    }

    @Test("Recipes: everything optional, derived and fetched properties, collection parameters")
    func recipes() throws {
        let context = try Self.context(for: "Recipes")
        let recipe = Recipe(context: context, name: "Soup", servings: 4)
        _ = Step(context: context, text: "Boil", recipe: recipe)
        let tag = Tag(context: context, name: "quick", recipes: [recipe])
        try context.save()
        context.reset()
        let recipes = try Recipe.fetchRecipesWithTag(tag: "quick", in: context)
        #expect(recipes.map(\.name) == ["Soup"])
        #expect(recipes.first?.stepsArray.map(\.text) == ["Boil"])
        _ = tag
    }

    @Test("defaults: a parameter left at its default keeps what Core Data and awakeFromInsert() set")
    func defaults() throws {
        let context = try Self.context(for: "Recipes")
        // The model's default (servings 2), and Recipe.awakeFromInsert() (cuisine "Untitled", Tests/UserCode).
        let plain = Recipe(context: context, name: "Bread")
        #expect(plain.servings == 2)
        #expect(plain.cuisine == "Untitled")
        let given = Recipe(context: context, cuisine: "Thai", name: "Curry", servings: 6)
        #expect(given.servings == 6)
        #expect(given.cuisine == "Thai")
        let cleared = Recipe(context: context, servings: nil)
        #expect(cleared.servings == nil)
        // NSManagedObject's init(context:) is replaced: the same entity, the same awakeFromInsert().
        #expect(Recipe(context: context).cuisine == "Untitled")
    }

    @Test("two containers of one model in one process: each object gets its own context's entity")
    func twoContainers() throws {
        let first = try Self.context(for: "Employees")
        let second = try Self.context(for: "Employees")
        let research = Department(context: first, code: 1, name: "Research")
        let sales = Department(context: second, code: 2, name: "Sales")
        #expect(research.entity === first.persistentStoreCoordinator?.managedObjectModel.entitiesByName["Department"])
        #expect(sales.entity === second.persistentStoreCoordinator?.managedObjectModel.entitiesByName["Department"])
        try first.save()
        try second.save()
        #expect(try second.count(for: Department.makeFetchRequest()) == 1)
    }

    @Test("the generated stack: the model loaded once, a background task's save seen by the view context")
    @MainActor
    func stack() async throws {
        let output = try TemporaryDirectory.make()
        let momc = try ChildProcess(
            "/usr/bin/xcrun", ["momc", "--module", "MogenRoundTripTests", TestPackage.path("Samples/Employees.xcdatamodeld"), output]
        ).run()
        #expect(momc.status == 0, "\(momc.stderr)")
        let bundle = try #require(Bundle(path: output))
        let model = try EmployeesStore.model(in: bundle)
        #expect(try EmployeesStore.model(in: bundle) === model, "one model per process")
        let store = try EmployeesStore(bundle: bundle, storage: .inMemory)
        #expect(store.container.managedObjectModel === model)
        let code: Int32 = try await store.performBackgroundTask { context in
            let department = Department(context: context, code: 7, name: "Research")
            try EmployeesStore.save(context)
            return department.code
        }
        #expect(code == 7)
        #expect(try store.viewContext.count(for: Department.makeFetchRequest()) == 1)
        let unsaved: Int = try await store.performBackgroundTask { context in
            _ = Department(context: context, code: 8, name: "Unsaved")
            return try context.count(for: Department.makeFetchRequest())
        }
        #expect(unsaved == 2)
        #expect(try store.viewContext.count(for: Department.makeFetchRequest()) == 1, "a task's unsaved changes go")
        let other = try EmployeesStore(model: model, storage: .inMemory, writing: .concurrent)
        #expect(try other.viewContext.count(for: Department.makeFetchRequest()) == 0, "each in-memory store is its own")
        #expect(throws: EmployeesStore.LoadError.self) { try EmployeesStore(bundle: Bundle(path: output + "/Employees.momd") ?? .main) }
    }

    @Test("an enum's fallback case also matches what reads as it")
    func enumFallbackPredicate() throws {
        let context = try Self.context(for: "Music")
        _ = Band(context: context, genre: .blackMetal, name: "Emperor")
        let odd = Band(context: context, genre: .jazz, name: "Odd")
        odd.setValue("polka", forKey: Band.Attributes.genre)
        try context.save()
        #expect(odd.genre == .blackMetal)
        let request = Band.makeFetchRequest()
        request.predicate = Band.predicate(genre: .blackMetal)
        #expect(try context.count(for: request) == 2)
        request.predicate = Band.predicate(genre: .jazz)
        #expect(try context.count(for: request) == 0)
    }

    @Test("ordered to-many methods change the relationship's ordered set, in order, without Core Data's accessors")
    func orderedMutators() throws {
        let context = try Self.context(for: "Music")
        let band = Band(context: context, genre: .jazz, name: "Quartet")
        let albums = ["A", "B", "C", "D"].map { Album(context: context, title: $0, band: band) }
        band.removeFromAlbums(NSOrderedSet(array: albums))
        #expect(band.albumsArray.isEmpty)
        band.addToAlbums(albums[0])
        band.insertIntoAlbums(albums[1], at: 0)
        band.insertIntoAlbums([albums[2]], at: NSIndexSet(index: 1))
        band.addToAlbums(NSOrderedSet(array: [albums[3]]))
        #expect(band.albumsArray.map(\.title) == ["B", "C", "A", "D"])
        band.removeFromAlbums(at: 1)
        band.replaceAlbums(at: 0, with: albums[2])
        band.replaceAlbums(at: NSIndexSet(index: 1), with: [albums[1]])
        band.removeFromAlbums(at: NSIndexSet(index: 2))
        #expect(band.albumsArray.map(\.title) == ["C", "B"])
        // An album requires its band.
        context.delete(albums[0])
        context.delete(albums[3])
        try context.save()
        context.reset()
        let fetched = try #require(try context.fetch(Band.makeFetchRequest()).first)
        #expect(fetched.albumsArray.map(\.title) == ["C", "B"])
    }

    @Test("a decode that throws leaves nothing in the context: the next save succeeds")
    func failedDecode() throws {
        let context = try Self.context(for: "Calculator")
        let decoder = JSONDecoder()
        decoder.userInfo[try #require(CodingUserInfoKey(rawValue: "managedObjectContext"))] = context
        // `uuid` is required and has no default.
        let json = Data(#"{"createdAt": 0, "isPinned": true}"#.utf8)
        #expect(throws: DecodingError.self) { try decoder.decode(History.self, from: json) }
        #expect(context.insertedObjects.isEmpty)
        try context.save()
        #expect(try context.count(for: History.makeFetchRequest()) == 0)
    }

    @Test("the app's transformer registered under the model's name stays registered")
    func appTransformerKept() throws {
        final class AppExpressionsTransformer: ValueTransformer {}
        let name = CalculatorExpressionsTransformer.name
        let mine = AppExpressionsTransformer()
        ValueTransformer.setValueTransformer(mine, forName: name)
        CalculatorValueTransformers.register()
        #expect(ValueTransformer(forName: name) === mine)
    }
}
#endif
