// Runs only where Core Data exists (macOS): a store of the Recipes sample's first version, filled, then migrated by
// the generated plan (Recipes+Migrations.swift, linked into Generated/) and read back at the current version.
#if canImport(CoreData)
import CoreData
import Foundation
import MogenTestSupport
import Testing

@Suite("Migrations through Core Data", .serialized, .temporaryDirectories)
struct MigrationRoundTripTests {
    /// The sample compiled with momc into a folder that serves as the bundle.
    static func compiledRecipes() throws -> (bundle: Bundle, momd: URL) {
        let output = try TemporaryDirectory.make()
        let momc = try ChildProcess(
            "/usr/bin/xcrun", ["momc", "--module", "MogenRoundTripTests", TestPackage.path("Samples/Recipes.xcdatamodeld"), output]
        ).run()
        #expect(momc.status == 0, "\(momc.stderr)")
        return (try #require(Bundle(path: output)), URL(fileURLWithPath: output + "/Recipes.momd"))
    }

    /// A version of the compiled model whose entities use NSManagedObject, as the plan loads them.
    static func version(_ name: String, in momd: URL) throws -> NSManagedObjectModel {
        let model = try #require(NSManagedObjectModel(contentsOf: momd.appendingPathComponent(name + ".mom")))
        for entity in model.entities { entity.managedObjectClassName = "NSManagedObject" }
        return model
    }

    // Staged migration is macOS 14's; the package supports macOS 13, where Swift Testing skips these.
    @Test("a store at 'Recipes' is migrated to 'Recipes 2' and keeps its rows; the app's classes still work after")
    @available(macOS 14.0, *)
    @MainActor
    func recipes() throws {
        let (bundle, momd) = try Self.compiledRecipes()
        let url = URL(fileURLWithPath: try TemporaryDirectory.make() + "/Recipes.sqlite")

        let first = try Self.version("Recipes", in: momd)
        let coordinator = NSPersistentStoreCoordinator(managedObjectModel: first)
        let store = try coordinator.addPersistentStore(type: .sqlite, at: url)
        let context = NSManagedObjectContext(.privateQueue)
        context.persistentStoreCoordinator = coordinator
        try context.performAndWait {
            let recipe = NSEntityDescription.insertNewObject(forEntityName: "Recipe", into: context)
            recipe.setValue("Soup", forKey: "name")
            try context.save()
        }
        try coordinator.remove(store)

        try RecipesMigrations.migrateStore(at: url, in: bundle)

        let current = try Self.version("Recipes 2", in: momd)
        let metadata = try NSPersistentStoreCoordinator.metadataForPersistentStore(type: .sqlite, at: url)
        #expect(current.isConfiguration(withName: nil, compatibleWithStoreMetadata: metadata))
        #expect(!first.isConfiguration(withName: nil, compatibleWithStoreMetadata: metadata))
        let reopened = NSPersistentStoreCoordinator(managedObjectModel: current)
        _ = try reopened.addPersistentStore(type: .sqlite, at: url)
        let reader = NSManagedObjectContext(.privateQueue)
        reader.persistentStoreCoordinator = reopened
        let names: [String] = try reader.performAndWait {
            try reader.fetch(NSFetchRequest<NSManagedObject>(entityName: "Recipe")).compactMap { $0.value(forKey: "name") as? String }
        }
        #expect(names == ["Soup"])

        // The migration's models named no class of the app: the app's own model still makes Recipe objects.
        let app = try RecipesStore(bundle: bundle, storage: .inMemory)
        let object = NSEntityDescription.insertNewObject(forEntityName: "Recipe", into: app.viewContext)
        #expect(object is Recipe)
    }

    @Test("a store that does not exist is left alone; a store of another model is refused")
    @available(macOS 14.0, *)
    func refusals() throws {
        let (bundle, _) = try Self.compiledRecipes()
        let directory = try TemporaryDirectory.make()
        let missing = URL(fileURLWithPath: directory + "/None.sqlite")
        try RecipesMigrations.migrateStore(at: missing, in: bundle)
        #expect(!FileManager.default.fileExists(atPath: missing.path))

        let other = NSManagedObjectModel()
        let entity = NSEntityDescription()
        entity.name = "Unrelated"
        other.entities = [entity]
        let url = URL(fileURLWithPath: directory + "/Other.sqlite")
        let coordinator = NSPersistentStoreCoordinator(managedObjectModel: other)
        try coordinator.remove(try coordinator.addPersistentStore(type: .sqlite, at: url))
        #expect(throws: RecipesMigrations.MigrationError.unknownStoreVersion(url)) {
            try RecipesMigrations.migrateStore(at: url, in: bundle)
        }
    }
}
#endif
