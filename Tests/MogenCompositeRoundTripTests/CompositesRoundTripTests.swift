// Runs only where Core Data exists (macOS 14 and later, where composite attributes are): the Composites test model's
// classes and structs (Composites+Generated.swift, linked into Generated/) over a real SQLite store. A target of its
// own, because the model declares a struct named `Date`, which would shadow Foundation's in the samples' code.
#if canImport(CoreData)
import CoreData
import Foundation
import MogenTestSupport
import Testing

@Suite("Composite attributes on Core Data", .serialized, .temporaryDirectories)
struct CompositesRoundTripTests {
    /// A container over a new SQLite store of the compiled test model.
    static func container() throws -> NSPersistentContainer {
        let output = try TemporaryDirectory.make()
        // Composite attributes are macOS 14's; Xcode passes the deployment target to momc the same way.
        let momc = try ChildProcess(
            "/usr/bin/xcrun",
            ["momc", "--macosx-deployment-target", "14.0", TestPackage.path("Tests/Models/Composites.xcdatamodel"), output]
        ).run()
        #expect(momc.status == 0, "\(momc.stderr)")
        let model = try #require(NSManagedObjectModel(contentsOf: URL(fileURLWithPath: output + "/Composites.mom")))
        // The test model names its classes without a module; here they are this target's.
        model.entitiesByName["Shop"]?.managedObjectClassName = NSStringFromClass(Shop.self)
        model.entitiesByName["Owner"]?.managedObjectClassName = NSStringFromClass(Owner.self)
        let container = NSPersistentContainer(name: "Composites", managedObjectModel: model)
        container.persistentStoreDescriptions = [
            NSPersistentStoreDescription(url: URL(fileURLWithPath: output + "/Composites.sqlite"))
        ]
        var errors: [any Error] = []
        container.loadPersistentStores { _, error in
            if let error { errors.append(error) }
        }
        if let error = errors.first { throw error }
        return container
    }

    static let corner = Point(x: 1, y: 2)
    static let market = Place(
        label: "market", latitude: 48.85, longitude: 2.35, floor: nil,
        visited: Foundation.Date(timeIntervalSinceReferenceDate: 1_000), origin: Point(x: 0, y: 0, z: 3), corner: corner)

    /// Two shops saved and read back from the store, after the context forgot them.
    @MainActor
    static func savedShops(in context: NSManagedObjectContext) throws -> [Shop] {
        _ = Shop(
            context: context, name: "North", site: Place(longitude: 1, corner: corner), place: market,
            location: Point(x: 3, y: 4), opened: Date(day: 3, note: "spring"))
        let south = Shop(context: context, name: "South", site: Place(latitude: -10, longitude: 1, corner: Point()))
        south.placeValueValue = Place(latitude: 10, longitude: 5, corner: Point(x: 9, y: 9))
        try context.save()
        context.reset()
        return try context.fetch(Shop.fetchRequest(sortedBy: [Shop.Keys.name.ascending]))
    }

    @Test("the structs are stored as composites and read back, nested ones and defaults included")
    @available(macOS 14.0, *)
    @MainActor
    func storeAndRead() throws {
        let context = try Self.container().viewContext
        let shops = try Self.savedShops(in: context)
        #expect(shops.map(\.name) == ["North", "South"])
        let north = try #require(shops.first)
        #expect(north.placeValueValue == Self.market)
        // The model's defaults: label "here", latitude 0, floor 1.
        #expect(north.siteValue == Place(label: "here", latitude: 0, longitude: 1, floor: 1, corner: Self.corner))
        // A renamed attribute (`loc` in the model) and a composite named like Foundation's Date.
        #expect(north.locationValue == Point(x: 3, y: 4))
        #expect(north.openedValue == Date(day: 3, note: "spring"))
        #expect(shops.last?.placeValueValue == Place(latitude: 10, longitude: 5, corner: Point(x: 9, y: 9)))
        // Xcode's dictionary accessor holds the elements under their names, a nested composite as a dictionary.
        #expect(north.place?["label"] as? String == "market")
        #expect((north.place?["corner"] as? [String: Any])?["y"] as? Double == 2)
    }

    @Test("typed key paths to elements fetch what the format strings fetch")
    @available(macOS 14.0, *)
    @MainActor
    func fetchByElements() throws {
        let context = try Self.container().viewContext
        _ = try Self.savedShops(in: context)
        let pairs: [(typed: CompositesPredicate<Shop>, format: String, names: [String])] = [
            (Shop.Keys.place.appending(Place.Keys.latitude) > 20, "place.latitude > 20", ["North"]),
            (Shop.Keys.site.appending(Place.Keys.corner).appending(Point.Keys.x) == 0, "site.corner.x == 0", ["South"]),
            (Shop.Keys.location.appending(Point.Keys.y) == 4, "loc.y == 4", ["North"]),
        ]
        for (typed, format, names) in pairs {
            #expect(typed.predicate == NSPredicate(format: format), "\(typed.predicate.predicateFormat)")
            let fetched = try context.fetch(Shop.fetchRequest(where: typed, sortedBy: [Shop.Keys.name.ascending]))
            #expect(fetched.map(\.name) == names, "\(format)")
        }
    }

    @Test("Codable codes composites through their structs, under the attributes' keys")
    @available(macOS 14.0, *)
    @MainActor
    func codable() throws {
        let context = try Self.container().viewContext
        let north = try #require(try Self.savedShops(in: context).first)
        north.extraValue = ShopComposite(dictionaryValue: "text")
        let data = try JSONEncoder().encode(north)
        let json = try #require(try JSONSerialization.jsonObject(with: data) as? [String: Any])
        #expect((json["place"] as? [String: Any])?["label"] as? String == "market")
        #expect((json["loc"] as? [String: Any])?["x"] as? Double == 3)
        // ShopComposite holds NSDecimalNumber and NSNumber elements, so it is not Codable: left out.
        #expect(json["extra"] == nil)
        let decoder = JSONDecoder()
        decoder.userInfo[try #require(CodingUserInfoKey(rawValue: "managedObjectContext"))] = context
        let copy = try decoder.decode(Shop.self, from: data)
        #expect(copy.placeValueValue == Self.market)
        #expect(copy.siteValue == north.siteValue)
        #expect(copy.locationValue == Point(x: 3, y: 4))
        #expect(copy.openedValue == Date(day: 3, note: "spring"))
    }
}
#endif
