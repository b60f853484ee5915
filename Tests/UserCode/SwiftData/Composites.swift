// Code a user of the Composites test model (Tests/Models) writes against mogen's SwiftData output; type-checked with
// it.
import Foundation
import SwiftData

@MainActor
func useComposites() throws {
    let container = try CompositesContainer.makeContainer(inMemory: true)
    // A required composite is a required initializer parameter, taking the struct; nested composites are structs too.
    let corner = Point(x: 1, y: 2)
    let shop = Shop(name: "Corner shop", site: Place(longitude: 2.35, corner: corner))
    container.mainContext.insert(shop)
    // The property is the struct: no dictionary, no second accessor.
    shop.place = Place(label: "market", latitude: 48.85, longitude: 2.35, origin: Point(x: 0, y: 0, z: 3), corner: corner)
    let latitude: Double? = shop.place?.latitude
    let label: String? = shop.place?.label
    let origin: Point? = shop.place?.origin
    shop.site.corner.x += 1
    let floor: Int16? = shop.site.floor
    // The String attribute named `placeValue` keeps its name and type.
    shop.placeValue = nil
    // A renamed attribute: the Swift name.
    shop.location = Point(x: 3, y: 4)
    let z: Double? = shop.location?.z
    // Composites named like a standard type or an entity; elements named like a keyword or a Core Data struct member.
    shop.opened = Date(day: 3, note: "spring")
    let today: Foundation.Date = Foundation.Date()
    let extra = ShopComposite(dictionary: "text", default: true, price: Decimal(2), count: 3)
    shop.extra = extra
    let same: Bool = extra == shop.extra && extra.default == true
    let owner = Owner(name: "Ann", home: Place(longitude: 1, corner: Point()))
    owner.shops.append(shop)
    // Codable, Sendable and Hashable.
    let data = try JSONEncoder().encode(shop.site)
    let decoded: Place = try JSONDecoder().decode(Place.self, from: data)
    let sendable: any Sendable = decoded
    let places: Set<Place> = [decoded, shop.site]
    _ = (latitude, label, origin, floor, z, today, same, sendable, places)
}
