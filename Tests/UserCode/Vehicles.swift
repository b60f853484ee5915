// Code a user of the Vehicles test model (Tests/Models) writes against mogen's output; type-checked with it.
import CoreData
import Foundation

// Xcode generates Circle (its Codegen is Class Definition): what follows is the code of Xcode's two files for it,
// Circle+CoreDataClass.swift and Circle+CoreDataProperties.swift, which the user cannot edit.
@objc(Circle)
nonisolated public class Circle: Shape {

}

nonisolated extension Circle {

    @nonobjc public class func fetchRequest() -> NSFetchRequest<Circle> {
        return NSFetchRequest<Circle>(entityName: "Circle")
    }

    @NSManaged public var radius: Double

}

extension Circle : Identifiable {

}

/// Square is `mogen.ignore`: the user writes it, and gives it its entity name as mogen's warning says.
@objc(Square) nonisolated public class Square: Shape {
    @objc override public class var modelEntityName: String { "Square" }
}

extension CodingUserInfoKey {
    nonisolated static let managedObjectContext = CodingUserInfoKey(rawValue: "managedObjectContext")!
}

/// Work on a background context: the generated classes are nonisolated.
nonisolated func useVehicles(in container: NSPersistentContainer) {
    container.performBackgroundTask { context in
        let vehicle = Vehicle(context: context, name: "Bus", wheels: 6)
        let car = Car(context: context, name: "Beetle", plate: "B-1", gearbox: .automatic)
        let sports = SportsCar(context: context, name: "F40", plate: "F-40", color: .red, topSpeed: 320)
        let shape = Shape(context: context, name: "blob")
        car.gearbox = .`Type`
        let circles: NSFetchRequest<Circle> = Circle.makeFetchRequest()
        let names = [Circle.modelEntityName, Square.modelEntityName, SportsCar.modelEntityName]
        let cars: [Car]? = try? Car.fetchCarsWithGearbox(gearbox: .manual, in: context)
        let some: [Car]? = try? Car.fetchCarsWithGearboxes(gearboxes: [.manual, .`Type`], in: context)
        let byGearbox = NSSortDescriptor(keyPath: \Car.gearbox, ascending: true)
        let byName = SortDescriptor(\Car.name)
        let byWheels = NSSortDescriptor(SortDescriptor(\Vehicle.wheels, order: .reverse))
        let key: String = #keyPath(Car.gearbox)
        let xcode: NSFetchRequest<Car> = Car.fetchRequest()
        let predicate: NSPredicate = Car.predicate(gearbox: .manual)
        let ids = [vehicle, car, sports].map(\.id)
        let json = try? JSONEncoder().encode([sports, car])
        let decoder = JSONDecoder()
        decoder.userInfo[.managedObjectContext] = context
        let decoded = try? decoder.decode([SportsCar].self, from: json ?? Data())
        _ = (shape, circles, names, cars, some, byGearbox, byName, byWheels, key, xcode, predicate, ids, decoded)
        try? context.save()
    }
}

/// Typed keys of a subclass include what it inherits; enum values are compared as the raw values Core Data stores.
func typedVehicleQueries(_ context: NSManagedObjectContext) throws {
    let cars: [Car] = try context.fetch(Car.fetchRequest(
        where: Car.Keys.wheels >= 4 && Car.Keys.gearbox != .manual && Car.Keys.name.like("Mini*"),
        sortedBy: [Car.Keys.plate.ascending]))
    let fast: [SportsCar] = try context.fetch(SportsCar.fetchRequest(where: SportsCar.Keys.topSpeed > 250))
    _ = (cars, fast)
}
