// swiftlint:disable all
// Generated using SwiftGen — https://github.com/SwiftGen/SwiftGen

// swiftlint:disable superfluous_disable_command implicit_return
// swiftlint:disable sorted_imports
import CoreData
import Foundation
import Foundation

// swiftlint:disable attributes file_length vertical_whitespace_closing_braces
// swiftlint:disable identifier_name line_length type_body_length

// MARK: - History

@objc(History)
public final class History: NSManagedObject {
  public class var entityName: String {
    return "History"
  }

  public class func entity(in managedObjectContext: NSManagedObjectContext) -> NSEntityDescription? {
    return NSEntityDescription.entity(forEntityName: entityName, in: managedObjectContext)
  }

  @available(*, deprecated, renamed: "makeFetchRequest", message: "To avoid collisions with the less concrete method in `NSManagedObject`, please use `makeFetchRequest()` instead.")
  @nonobjc public class func fetchRequest() -> NSFetchRequest<History> {
    return NSFetchRequest<History>(entityName: entityName)
  }

  @nonobjc public class func makeFetchRequest() -> NSFetchRequest<History> {
    return NSFetchRequest<History>(entityName: entityName)
  }

  // swiftlint:disable discouraged_optional_boolean discouraged_optional_collection implicit_getter
  @NSManaged public var createdAt: Date
  @NSManaged public var expressions: [CalculatorExpression]?
  @NSManaged public var isPinned: Bool
  @NSManaged public var note: String?
  public var result: Double? {
    get {
      let key = "result"
      willAccessValue(forKey: key)
      defer { didAccessValue(forKey: key) }

      return primitiveValue(forKey: key) as? Double
    }
    set {
      let key = "result"
      willChangeValue(forKey: key)
      defer { didChangeValue(forKey: key) }

      setPrimitiveValue(newValue, forKey: key)
    }
  }
  @NSManaged public var uuid: UUID
  // swiftlint:enable discouraged_optional_boolean discouraged_optional_collection implicit_getter
}

// MARK: Fetch Requests

extension History {
  class func fetchPinnedHistory(managedObjectContext: NSManagedObjectContext) throws -> [History] {
    guard let persistentStoreCoordinator = managedObjectContext.persistentStoreCoordinator else {
      fatalError("Managed object context has no persistent store coordinator for getting fetch request templates")
    }
    let model = persistentStoreCoordinator.managedObjectModel
    let substitutionVariables: [String: Any] = [
      :
    ]

    guard let fetchRequest = model.fetchRequestFromTemplate(withName: "pinnedHistory", substitutionVariables: substitutionVariables) else {
      fatalError("No fetch request template named 'pinnedHistory' found.")
    }

    guard let result = try managedObjectContext.fetch(fetchRequest) as? [History] else {
      fatalError("Unable to cast fetch result to correct result type.")
    }

    return result
  }

}

// swiftlint:enable identifier_name line_length type_body_length
