// Code a user of the Recipes model writes against mogen's output; type-checked with it.
import CoreData
import Foundation

func useRecipes(_ context: NSManagedObjectContext) throws {
    let recipe = Recipe(context: context)
    recipe.name = "Soup"
    recipe.servings = 4
    let step = Step(context: context, text: "Boil water", recipe: recipe)
    recipe.addToSteps(step)
    let steps: [Step] = recipe.stepsArray
    let count: Int64? = recipe.stepCount
    let similar: [Recipe] = recipe.sameCuisine
    let tag = Tag(context: context, name: "quick", recipes: [recipe])
    let quick: [Recipe] = try Recipe.fetchQuickRecipes(minutes: 30, servings: 2, in: context)
    let named: [Recipe] = try Recipe.fetchRecipesByName(name: "Soup", in: context)
    let withIngredients: [Recipe] = try Recipe.fetchRecipesWithIngredients(ingredients: [], in: context)
    let ids: [NSManagedObjectID] = try Recipe.fetchTopRatedRecipeIDs(minRating: 4, in: context)
    _ = (steps, count, similar, tag, quick, named, withIngredients, ids, Favorite(context: context))
}

/// What a user's `awakeFromInsert()` sets stays when the initializer is given no value for it.
extension Recipe {
    nonisolated override public func awakeFromInsert() {
        super.awakeFromInsert()
        setPrimitiveValue("Untitled", forKey: Recipe.Attributes.cuisine)
    }
}

/// The generated stack of a model with a CloudKit configuration: an NSPersistentCloudKitContainer.
@MainActor
func useRecipesStore() async throws {
    let store = try RecipesStore(storage: .inMemory, cloudKit: .disabled)
    let name: String = try await store.performBackgroundTask { context in
        let recipe = Recipe(context: context)
        recipe.name = "Soup"
        _ = Favorite(context: context)
        try RecipesStore.save(context)
        return recipe.name ?? ""
    }
    let recipes: [Recipe] = try store.viewContext.fetch(Recipe.makeFetchRequest())
    try store.save()
    let synced = try RecipesStore(cloudKit: .container("iCloud.com.example.Recipes"))
    let container: NSPersistentCloudKitContainer = synced.container
    let automatic = try RecipesStore(bundle: .main, storage: .defaultDirectory)
    _ = (name, recipes, container, automatic)
}

/// Typed keys: predicates and sort descriptors that the compiler checks, by the names Core Data stores.
func typedRecipeQueries(_ context: NSManagedObjectContext) throws {
    let quick = Recipe.fetchRequest(
        where: Recipe.Keys.totalMinutes <= 30
            && Recipe.Keys.name.contains("soup", options: [.caseInsensitive, .diacriticInsensitive])
            && !(Recipe.Keys.cuisine == nil),
        sortedBy: [Recipe.Keys.rating.descending, Recipe.Keys.name.ascending])
    let fetched: [Recipe] = try context.fetch(quick)
    let salty = Recipe.fetchRequest(
        where: Recipe.Keys.ingredients.any(Ingredient.Keys.name) == "salt" || Recipe.Keys.tags.count > 2
            || Recipe.Keys.steps.all(Step.Keys.minutes) < 10)
    let between = Recipe.fetchRequest(
        where: Recipe.Keys.servings.isBetween(2, and: 4) && Recipe.Keys.cuisine.isIn(["thai", "greek", nil]))
    let steps = Step.fetchRequest(where: Step.Keys.recipe.appending(Recipe.Keys.name).beginsWith("S"))
    let all = Recipe.fetchRequest(sortedBy: [Recipe.Keys.createdAt.ascending])
    let key: String = Recipe.Keys.photoURL.keyPath
    let predicate: NSPredicate = (Ingredient.Keys.recipe == nil).predicate
    _ = (fetched, salty, between, steps, all, key, predicate)
}

/// The model actor of a CloudKit stack: the same API over an NSPersistentCloudKitContainer.
@available(macOS 14.0, iOS 17.0, tvOS 17.0, watchOS 10.0, visionOS 1.0, *)
func useRecipesModelActor(_ store: RecipesStore) async throws -> [NSManagedObjectID] {
    let worker = RecipesModelActor(store: store)
    return try await worker.work { context in
        let recipe = Recipe(context: context)
        recipe.name = "Soup"
        try RecipesStore.save(context)
        return [recipe.objectID]
    }
}
