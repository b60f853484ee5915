// Code a user of the Composites test model (Tests/Models) writes against mogen's output; type-checked with it.
import CoreData
import Foundation

func useComposites(_ context: NSManagedObjectContext) throws {
    // A required composite is a required initializer parameter, taking the struct.
    let corner = Point(x: 1, y: 2)
    let shop = Shop(context: context, name: "Corner shop", site: Place(longitude: 2.35, corner: corner))
    // The typed accessor reads and writes the dictionary Core Data stores. Shop has a String attribute
    // `placeValue`, so the accessor of `place` takes another `Value`.
    shop.placeValueValue = Place(label: "market", latitude: 48.85, longitude: 2.35, origin: Point(x: 0, y: 0, z: 3), corner: corner)
    let latitude: Double? = shop.placeValueValue?.latitude
    let label: String? = shop.placeValueValue?.label
    let origin: Point? = shop.placeValueValue?.origin
    let site: Place? = shop.siteValue
    shop.siteValue = site
    // The dictionary accessor, as Xcode's classes declare it, is still there.
    let stored: [String: Any]? = shop.place
    shop.place = stored
    if let stored, let place = Place(dictionary: stored) { _ = place.dictionary }
    // The String attribute named like the accessor keeps its name and type.
    shop.placeValue = nil
    let text: String? = shop.placeValue
    // A renamed attribute: the Swift name, over the model's key.
    shop.locationValue = Point(x: 3, y: 4)
    let x: Double? = shop.locationValue?.x
    // Composites named like a standard type or an entity.
    shop.openedValue = Date(day: 3, note: "spring")
    let today: Foundation.Date = Foundation.Date()
    let extra = ShopComposite(dictionaryValue: "text", default: true, price: NSDecimalNumber(value: 2), count: NSNumber(value: 3))
    shop.extraValue = extra
    _ = extra == shop.extraValue
    let owner = Owner(context: context, home: nil)
    owner.homeValue = Place(longitude: 1, corner: Point())
    _ = (latitude, label, origin, text, x, today)
    // Key paths to composite elements, for predicates and sort descriptors the compiler checks.
    let request = Shop.fetchRequest(
        where: Shop.Keys.place.appending(Place.Keys.latitude) > 40
            && Shop.Keys.site.appending(Place.Keys.corner).appending(Point.Keys.x) == 1
            && Shop.Keys.location.appending(Point.Keys.z) == nil,
        sortedBy: [Shop.Keys.place.appending(Place.Keys.label).ascending])
    let path: String = Shop.Keys.place.appending(Place.Keys.latitude).keyPath
    let owners = Owner.fetchRequest(where: Owner.Keys.home.appending(Place.Keys.floor) >= 2)
    _ = (request, path, owners)
    // Codable where every element is.
    let data = try JSONEncoder().encode(Place(longitude: 1, corner: corner))
    let decoded: Place = try JSONDecoder().decode(Place.self, from: data)
    let sendable: any Sendable = decoded
    _ = sendable
    // A Codable class codes its composites through their structs (Shop and Owner are Codable in the model).
    let shopData = try JSONEncoder().encode(shop)
    let decoder = JSONDecoder()
    decoder.userInfo[CodingUserInfoKey(rawValue: "managedObjectContext")!] = context
    let copy = try decoder.decode(Shop.self, from: shopData)
    let copiedSite: Place? = copy.siteValue
    _ = (copiedSite, try JSONEncoder().encode(owner))
}
