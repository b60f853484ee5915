// swiftlint:disable all
// Generated using SwiftGen — https://github.com/SwiftGen/SwiftGen

// swiftlint:disable superfluous_disable_command implicit_return
// swiftlint:disable sorted_imports
import CoreData
import Foundation
import Foundation

// swiftlint:disable attributes file_length vertical_whitespace_closing_braces
// swiftlint:disable identifier_name line_length type_body_length

// MARK: - Album

@objc(Album)
public final class Album: NSManagedObject {
  public class var entityName: String {
    return "Album"
  }

  public class func entity(in managedObjectContext: NSManagedObjectContext) -> NSEntityDescription? {
    return NSEntityDescription.entity(forEntityName: entityName, in: managedObjectContext)
  }

  @available(*, deprecated, renamed: "makeFetchRequest", message: "To avoid collisions with the less concrete method in `NSManagedObject`, please use `makeFetchRequest()` instead.")
  @nonobjc public class func fetchRequest() -> NSFetchRequest<Album> {
    return NSFetchRequest<Album>(entityName: entityName)
  }

  @nonobjc public class func makeFetchRequest() -> NSFetchRequest<Album> {
    return NSFetchRequest<Album>(entityName: entityName)
  }

  // swiftlint:disable discouraged_optional_boolean discouraged_optional_collection implicit_getter
  @NSManaged public var format: Int16
  @NSManaged public var releaseDate: Date?
  @NSManaged public var title: String
  @NSManaged public var trackCount: Int16
  @NSManaged public var band: Band
  // swiftlint:enable discouraged_optional_boolean discouraged_optional_collection implicit_getter
}

// MARK: Fetch Requests

extension Album {
  class func fetchAlbumsOfBand(managedObjectContext: NSManagedObjectContext, band: Band) throws -> [Album] {
    guard let persistentStoreCoordinator = managedObjectContext.persistentStoreCoordinator else {
      fatalError("Managed object context has no persistent store coordinator for getting fetch request templates")
    }
    let model = persistentStoreCoordinator.managedObjectModel
    let substitutionVariables: [String: Any] = [
      "BAND": band
    ]

    guard let fetchRequest = model.fetchRequestFromTemplate(withName: "albumsOfBand", substitutionVariables: substitutionVariables) else {
      fatalError("No fetch request template named 'albumsOfBand' found.")
    }

    guard let result = try managedObjectContext.fetch(fetchRequest) as? [Album] else {
      fatalError("Unable to cast fetch result to correct result type.")
    }

    return result
  }

}

// MARK: - Band

@objc(Band)
public final class Band: NSManagedObject {
  public class var entityName: String {
    return "Band"
  }

  public class func entity(in managedObjectContext: NSManagedObjectContext) -> NSEntityDescription? {
    return NSEntityDescription.entity(forEntityName: entityName, in: managedObjectContext)
  }

  @available(*, deprecated, renamed: "makeFetchRequest", message: "To avoid collisions with the less concrete method in `NSManagedObject`, please use `makeFetchRequest()` instead.")
  @nonobjc public class func fetchRequest() -> NSFetchRequest<Band> {
    return NSFetchRequest<Band>(entityName: entityName)
  }

  @nonobjc public class func makeFetchRequest() -> NSFetchRequest<Band> {
    return NSFetchRequest<Band>(entityName: entityName)
  }

  // swiftlint:disable discouraged_optional_boolean discouraged_optional_collection implicit_getter
  public var formedIn: Int16? {
    get {
      let key = "formedIn"
      willAccessValue(forKey: key)
      defer { didAccessValue(forKey: key) }

      return primitiveValue(forKey: key) as? Int16
    }
    set {
      let key = "formedIn"
      willChangeValue(forKey: key)
      defer { didChangeValue(forKey: key) }

      setPrimitiveValue(newValue, forKey: key)
    }
  }
  @NSManaged public var genre: String
  @NSManaged public var name: String
  @NSManaged public var secondaryGenre: String?
  @NSManaged public var albums: NSOrderedSet?
  @NSManaged public var members: Set<Musician>?
  // swiftlint:enable discouraged_optional_boolean discouraged_optional_collection implicit_getter
}

// MARK: Relationship Albums

extension Band {
  @objc(insertObject:inAlbumsAtIndex:)
  @NSManaged public func insertIntoAlbums(_ value: Album, at idx: Int)

  @objc(removeObjectFromAlbumsAtIndex:)
  @NSManaged public func removeFromAlbums(at idx: Int)

  @objc(insertAlbums:atIndexes:)
  @NSManaged public func insertIntoAlbums(_ values: [Album], at indexes: NSIndexSet)

  @objc(removeAlbumsAtIndexes:)
  @NSManaged public func removeFromAlbums(at indexes: NSIndexSet)

  @objc(replaceObjectInAlbumsAtIndex:withObject:)
  @NSManaged public func replaceAlbums(at idx: Int, with value: Album)

  @objc(replaceAlbumsAtIndexes:withAlbums:)
  @NSManaged public func replaceAlbums(at indexes: NSIndexSet, with values: [Album])

  @objc(addAlbumsObject:)
  @NSManaged public func addToAlbums(_ value: Album)

  @objc(removeAlbumsObject:)
  @NSManaged public func removeFromAlbums(_ value: Album)

  @objc(addAlbums:)
  @NSManaged public func addToAlbums(_ values: NSOrderedSet)

  @objc(removeAlbums:)
  @NSManaged public func removeFromAlbums(_ values: NSOrderedSet)
}

// MARK: Relationship Members

extension Band {
  @objc(addMembersObject:)
  @NSManaged public func addToMembers(_ value: Musician)

  @objc(removeMembersObject:)
  @NSManaged public func removeFromMembers(_ value: Musician)

  @objc(addMembers:)
  @NSManaged public func addToMembers(_ values: Set<Musician>)

  @objc(removeMembers:)
  @NSManaged public func removeFromMembers(_ values: Set<Musician>)
}

// MARK: Fetch Requests

extension Band {
  class func fetchBandsByGenre(managedObjectContext: NSManagedObjectContext, genre: String) throws -> [Band] {
    guard let persistentStoreCoordinator = managedObjectContext.persistentStoreCoordinator else {
      fatalError("Managed object context has no persistent store coordinator for getting fetch request templates")
    }
    let model = persistentStoreCoordinator.managedObjectModel
    let substitutionVariables: [String: Any] = [
      "GENRE": genre
    ]

    guard let fetchRequest = model.fetchRequestFromTemplate(withName: "bandsByGenre", substitutionVariables: substitutionVariables) else {
      fatalError("No fetch request template named 'bandsByGenre' found.")
    }

    guard let result = try managedObjectContext.fetch(fetchRequest) as? [Band] else {
      fatalError("Unable to cast fetch result to correct result type.")
    }

    return result
  }

}

// MARK: - Musician

@objc(Musician)
public final class Musician: NSManagedObject {
  public class var entityName: String {
    return "Musician"
  }

  public class func entity(in managedObjectContext: NSManagedObjectContext) -> NSEntityDescription? {
    return NSEntityDescription.entity(forEntityName: entityName, in: managedObjectContext)
  }

  @available(*, deprecated, renamed: "makeFetchRequest", message: "To avoid collisions with the less concrete method in `NSManagedObject`, please use `makeFetchRequest()` instead.")
  @nonobjc public class func fetchRequest() -> NSFetchRequest<Musician> {
    return NSFetchRequest<Musician>(entityName: entityName)
  }

  @nonobjc public class func makeFetchRequest() -> NSFetchRequest<Musician> {
    return NSFetchRequest<Musician>(entityName: entityName)
  }

  // swiftlint:disable discouraged_optional_boolean discouraged_optional_collection implicit_getter
  @NSManaged public var instrument: String?
  @NSManaged public var name: String
  @NSManaged public var bands: Set<Band>?
  // swiftlint:enable discouraged_optional_boolean discouraged_optional_collection implicit_getter
}

// MARK: Relationship Bands

extension Musician {
  @objc(addBandsObject:)
  @NSManaged public func addToBands(_ value: Band)

  @objc(removeBandsObject:)
  @NSManaged public func removeFromBands(_ value: Band)

  @objc(addBands:)
  @NSManaged public func addToBands(_ values: Set<Band>)

  @objc(removeBands:)
  @NSManaged public func removeFromBands(_ values: Set<Band>)
}

// swiftlint:enable identifier_name line_length type_body_length
