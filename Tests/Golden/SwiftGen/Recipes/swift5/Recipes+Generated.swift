// swiftlint:disable all
// Generated using SwiftGen — https://github.com/SwiftGen/SwiftGen

// swiftlint:disable superfluous_disable_command implicit_return
// swiftlint:disable sorted_imports
import CoreData
import Foundation

// swiftlint:disable attributes file_length vertical_whitespace_closing_braces
// swiftlint:disable identifier_name line_length type_body_length

// MARK: - Favorite

internal final class Favorite: NSManagedObject {
  internal class var entityName: String {
    return "Favorite"
  }

  internal class func entity(in managedObjectContext: NSManagedObjectContext) -> NSEntityDescription? {
    return NSEntityDescription.entity(forEntityName: entityName, in: managedObjectContext)
  }

  @available(*, deprecated, renamed: "makeFetchRequest", message: "To avoid collisions with the less concrete method in `NSManagedObject`, please use `makeFetchRequest()` instead.")
  @nonobjc internal class func fetchRequest() -> NSFetchRequest<Favorite> {
    return NSFetchRequest<Favorite>(entityName: entityName)
  }

  @nonobjc internal class func makeFetchRequest() -> NSFetchRequest<Favorite> {
    return NSFetchRequest<Favorite>(entityName: entityName)
  }

  // swiftlint:disable discouraged_optional_boolean discouraged_optional_collection implicit_getter
  @NSManaged internal var addedAt: Date?
  @NSManaged internal var identifier: UUID?
  @NSManaged internal var recipeName: String?
  // swiftlint:enable discouraged_optional_boolean discouraged_optional_collection implicit_getter
}

// MARK: - Ingredient

internal final class Ingredient: NSManagedObject {
  internal class var entityName: String {
    return "Ingredient"
  }

  internal class func entity(in managedObjectContext: NSManagedObjectContext) -> NSEntityDescription? {
    return NSEntityDescription.entity(forEntityName: entityName, in: managedObjectContext)
  }

  @available(*, deprecated, renamed: "makeFetchRequest", message: "To avoid collisions with the less concrete method in `NSManagedObject`, please use `makeFetchRequest()` instead.")
  @nonobjc internal class func fetchRequest() -> NSFetchRequest<Ingredient> {
    return NSFetchRequest<Ingredient>(entityName: entityName)
  }

  @nonobjc internal class func makeFetchRequest() -> NSFetchRequest<Ingredient> {
    return NSFetchRequest<Ingredient>(entityName: entityName)
  }

  // swiftlint:disable discouraged_optional_boolean discouraged_optional_collection implicit_getter
  @NSManaged internal var name: String?
  @NSManaged internal var quantity: NSDecimalNumber?
  @NSManaged internal var unit: String?
  @NSManaged internal var recipe: Recipe?
  // swiftlint:enable discouraged_optional_boolean discouraged_optional_collection implicit_getter
}

// MARK: - Recipe

internal final class Recipe: NSManagedObject {
  internal class var entityName: String {
    return "Recipe"
  }

  internal class func entity(in managedObjectContext: NSManagedObjectContext) -> NSEntityDescription? {
    return NSEntityDescription.entity(forEntityName: entityName, in: managedObjectContext)
  }

  @available(*, deprecated, renamed: "makeFetchRequest", message: "To avoid collisions with the less concrete method in `NSManagedObject`, please use `makeFetchRequest()` instead.")
  @nonobjc internal class func fetchRequest() -> NSFetchRequest<Recipe> {
    return NSFetchRequest<Recipe>(entityName: entityName)
  }

  @nonobjc internal class func makeFetchRequest() -> NSFetchRequest<Recipe> {
    return NSFetchRequest<Recipe>(entityName: entityName)
  }

  // swiftlint:disable discouraged_optional_boolean discouraged_optional_collection implicit_getter
  @NSManaged internal var createdAt: Date?
  @NSManaged internal var cuisine: String?
  @NSManaged internal var name: String?
  @NSManaged internal var photoURL: URL?
  internal var rating: Double? {
    get {
      let key = "rating"
      willAccessValue(forKey: key)
      defer { didAccessValue(forKey: key) }

      return primitiveValue(forKey: key) as? Double
    }
    set {
      let key = "rating"
      willChangeValue(forKey: key)
      defer { didChangeValue(forKey: key) }

      setPrimitiveValue(newValue, forKey: key)
    }
  }
  internal var servings: Int16? {
    get {
      let key = "servings"
      willAccessValue(forKey: key)
      defer { didAccessValue(forKey: key) }

      return primitiveValue(forKey: key) as? Int16
    }
    set {
      let key = "servings"
      willChangeValue(forKey: key)
      defer { didChangeValue(forKey: key) }

      setPrimitiveValue(newValue, forKey: key)
    }
  }
  internal var stepCount: Int64? {
    get {
      let key = "stepCount"
      willAccessValue(forKey: key)
      defer { didAccessValue(forKey: key) }

      return primitiveValue(forKey: key) as? Int64
    }
  }
  internal var totalMinutes: Int32? {
    get {
      let key = "totalMinutes"
      willAccessValue(forKey: key)
      defer { didAccessValue(forKey: key) }

      return primitiveValue(forKey: key) as? Int32
    }
    set {
      let key = "totalMinutes"
      willChangeValue(forKey: key)
      defer { didChangeValue(forKey: key) }

      setPrimitiveValue(newValue, forKey: key)
    }
  }
  @NSManaged internal var ingredients: Set<Ingredient>?
  @NSManaged internal var steps: NSOrderedSet?
  @NSManaged internal var tags: Set<Tag>?
  @NSManaged internal var sameCuisine: [Recipe]
  // swiftlint:enable discouraged_optional_boolean discouraged_optional_collection implicit_getter
}

// MARK: Relationship Ingredients

extension Recipe {
  @objc(addIngredientsObject:)
  @NSManaged public func addToIngredients(_ value: Ingredient)

  @objc(removeIngredientsObject:)
  @NSManaged public func removeFromIngredients(_ value: Ingredient)

  @objc(addIngredients:)
  @NSManaged public func addToIngredients(_ values: Set<Ingredient>)

  @objc(removeIngredients:)
  @NSManaged public func removeFromIngredients(_ values: Set<Ingredient>)
}

// MARK: Relationship Steps

extension Recipe {
  @objc(insertObject:inStepsAtIndex:)
  @NSManaged public func insertIntoSteps(_ value: Step, at idx: Int)

  @objc(removeObjectFromStepsAtIndex:)
  @NSManaged public func removeFromSteps(at idx: Int)

  @objc(insertSteps:atIndexes:)
  @NSManaged public func insertIntoSteps(_ values: [Step], at indexes: NSIndexSet)

  @objc(removeStepsAtIndexes:)
  @NSManaged public func removeFromSteps(at indexes: NSIndexSet)

  @objc(replaceObjectInStepsAtIndex:withObject:)
  @NSManaged public func replaceSteps(at idx: Int, with value: Step)

  @objc(replaceStepsAtIndexes:withSteps:)
  @NSManaged public func replaceSteps(at indexes: NSIndexSet, with values: [Step])

  @objc(addStepsObject:)
  @NSManaged public func addToSteps(_ value: Step)

  @objc(removeStepsObject:)
  @NSManaged public func removeFromSteps(_ value: Step)

  @objc(addSteps:)
  @NSManaged public func addToSteps(_ values: NSOrderedSet)

  @objc(removeSteps:)
  @NSManaged public func removeFromSteps(_ values: NSOrderedSet)
}

// MARK: Relationship Tags

extension Recipe {
  @objc(addTagsObject:)
  @NSManaged public func addToTags(_ value: Tag)

  @objc(removeTagsObject:)
  @NSManaged public func removeFromTags(_ value: Tag)

  @objc(addTags:)
  @NSManaged public func addToTags(_ values: Set<Tag>)

  @objc(removeTags:)
  @NSManaged public func removeFromTags(_ values: Set<Tag>)
}

// MARK: Fetch Requests

extension Recipe {
  class func fetchQuickRecipes(managedObjectContext: NSManagedObjectContext, minutes: Int32, servings: Int16) throws -> [Recipe] {
    guard let persistentStoreCoordinator = managedObjectContext.persistentStoreCoordinator else {
      fatalError("Managed object context has no persistent store coordinator for getting fetch request templates")
    }
    let model = persistentStoreCoordinator.managedObjectModel
    let substitutionVariables: [String: Any] = [
      "MINUTES": minutes,
      "SERVINGS": servings
    ]

    guard let fetchRequest = model.fetchRequestFromTemplate(withName: "quickRecipes", substitutionVariables: substitutionVariables) else {
      fatalError("No fetch request template named 'quickRecipes' found.")
    }

    guard let result = try managedObjectContext.fetch(fetchRequest) as? [Recipe] else {
      fatalError("Unable to cast fetch result to correct result type.")
    }

    return result
  }

  class func fetchRecipesByName(managedObjectContext: NSManagedObjectContext, name: String) throws -> [Recipe] {
    guard let persistentStoreCoordinator = managedObjectContext.persistentStoreCoordinator else {
      fatalError("Managed object context has no persistent store coordinator for getting fetch request templates")
    }
    let model = persistentStoreCoordinator.managedObjectModel
    let substitutionVariables: [String: Any] = [
      "NAME": name
    ]

    guard let fetchRequest = model.fetchRequestFromTemplate(withName: "recipesByName", substitutionVariables: substitutionVariables) else {
      fatalError("No fetch request template named 'recipesByName' found.")
    }

    guard let result = try managedObjectContext.fetch(fetchRequest) as? [Recipe] else {
      fatalError("Unable to cast fetch result to correct result type.")
    }

    return result
  }

  class func fetchRecipesWithIngredients(managedObjectContext: NSManagedObjectContext, ingredients: Ingredient) throws -> [Recipe] {
    guard let persistentStoreCoordinator = managedObjectContext.persistentStoreCoordinator else {
      fatalError("Managed object context has no persistent store coordinator for getting fetch request templates")
    }
    let model = persistentStoreCoordinator.managedObjectModel
    let substitutionVariables: [String: Any] = [
      "INGREDIENTS": ingredients
    ]

    guard let fetchRequest = model.fetchRequestFromTemplate(withName: "recipesWithIngredients", substitutionVariables: substitutionVariables) else {
      fatalError("No fetch request template named 'recipesWithIngredients' found.")
    }

    guard let result = try managedObjectContext.fetch(fetchRequest) as? [Recipe] else {
      fatalError("Unable to cast fetch result to correct result type.")
    }

    return result
  }

  class func fetchRecipesWithTag(managedObjectContext: NSManagedObjectContext, tag: String) throws -> [Recipe] {
    guard let persistentStoreCoordinator = managedObjectContext.persistentStoreCoordinator else {
      fatalError("Managed object context has no persistent store coordinator for getting fetch request templates")
    }
    let model = persistentStoreCoordinator.managedObjectModel
    let substitutionVariables: [String: Any] = [
      "TAG": tag
    ]

    guard let fetchRequest = model.fetchRequestFromTemplate(withName: "recipesWithTag", substitutionVariables: substitutionVariables) else {
      fatalError("No fetch request template named 'recipesWithTag' found.")
    }

    guard let result = try managedObjectContext.fetch(fetchRequest) as? [Recipe] else {
      fatalError("Unable to cast fetch result to correct result type.")
    }

    return result
  }

  class func fetchTopRatedRecipeIDs(managedObjectContext: NSManagedObjectContext, min_RATING: Double) throws -> [NSManagedObjectID] {
    guard let persistentStoreCoordinator = managedObjectContext.persistentStoreCoordinator else {
      fatalError("Managed object context has no persistent store coordinator for getting fetch request templates")
    }
    let model = persistentStoreCoordinator.managedObjectModel
    let substitutionVariables: [String: Any] = [
      "MIN_RATING": min_RATING
    ]

    guard let fetchRequest = model.fetchRequestFromTemplate(withName: "topRatedRecipeIDs", substitutionVariables: substitutionVariables) else {
      fatalError("No fetch request template named 'topRatedRecipeIDs' found.")
    }

    guard let result = try managedObjectContext.fetch(fetchRequest) as? [NSManagedObjectID] else {
      fatalError("Unable to cast fetch result to correct result type.")
    }

    return result
  }

}

// MARK: - Step

internal final class Step: NSManagedObject {
  internal class var entityName: String {
    return "Step"
  }

  internal class func entity(in managedObjectContext: NSManagedObjectContext) -> NSEntityDescription? {
    return NSEntityDescription.entity(forEntityName: entityName, in: managedObjectContext)
  }

  @available(*, deprecated, renamed: "makeFetchRequest", message: "To avoid collisions with the less concrete method in `NSManagedObject`, please use `makeFetchRequest()` instead.")
  @nonobjc internal class func fetchRequest() -> NSFetchRequest<Step> {
    return NSFetchRequest<Step>(entityName: entityName)
  }

  @nonobjc internal class func makeFetchRequest() -> NSFetchRequest<Step> {
    return NSFetchRequest<Step>(entityName: entityName)
  }

  // swiftlint:disable discouraged_optional_boolean discouraged_optional_collection implicit_getter
  internal var minutes: Int16? {
    get {
      let key = "minutes"
      willAccessValue(forKey: key)
      defer { didAccessValue(forKey: key) }

      return primitiveValue(forKey: key) as? Int16
    }
    set {
      let key = "minutes"
      willChangeValue(forKey: key)
      defer { didChangeValue(forKey: key) }

      setPrimitiveValue(newValue, forKey: key)
    }
  }
  @NSManaged internal var text: String?
  @NSManaged internal var recipe: Recipe?
  // swiftlint:enable discouraged_optional_boolean discouraged_optional_collection implicit_getter
}

// MARK: - Tag

internal final class Tag: NSManagedObject {
  internal class var entityName: String {
    return "Tag"
  }

  internal class func entity(in managedObjectContext: NSManagedObjectContext) -> NSEntityDescription? {
    return NSEntityDescription.entity(forEntityName: entityName, in: managedObjectContext)
  }

  @available(*, deprecated, renamed: "makeFetchRequest", message: "To avoid collisions with the less concrete method in `NSManagedObject`, please use `makeFetchRequest()` instead.")
  @nonobjc internal class func fetchRequest() -> NSFetchRequest<Tag> {
    return NSFetchRequest<Tag>(entityName: entityName)
  }

  @nonobjc internal class func makeFetchRequest() -> NSFetchRequest<Tag> {
    return NSFetchRequest<Tag>(entityName: entityName)
  }

  // swiftlint:disable discouraged_optional_boolean discouraged_optional_collection implicit_getter
  @NSManaged internal var name: String?
  @NSManaged internal var recipes: Set<Recipe>?
  // swiftlint:enable discouraged_optional_boolean discouraged_optional_collection implicit_getter
}

// MARK: Relationship Recipes

extension Tag {
  @objc(addRecipesObject:)
  @NSManaged public func addToRecipes(_ value: Recipe)

  @objc(removeRecipesObject:)
  @NSManaged public func removeFromRecipes(_ value: Recipe)

  @objc(addRecipes:)
  @NSManaged public func addToRecipes(_ values: Set<Recipe>)

  @objc(removeRecipes:)
  @NSManaged public func removeFromRecipes(_ values: Set<Recipe>)
}

// swiftlint:enable identifier_name line_length type_body_length
