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
