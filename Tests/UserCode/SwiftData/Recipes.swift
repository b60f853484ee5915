// Code a user of the Recipes model writes against mogen's SwiftData output; type-checked with it.
import Foundation
import SwiftData

@MainActor
func useRecipes() throws {
    // The model's versions: a migration plan takes stores of the first version to the current one.
    let stages: [MigrationStage] = RecipesMigrationPlan.stages
    let schemas: [any VersionedSchema.Type] = RecipesMigrationPlan.schemas
    let container = try RecipesContainer.makeContainer(cloudKitContainer: "iCloud.com.example.recipes")
    let context = container.mainContext
    let soup = Recipe(name: "Soup", servings: 4)
    let salt = Ingredient(name: "Salt", recipe: soup)
    soup.ingredients.append(salt)
    // An older version's classes are nested in its versioned schema.
    let old = RecipesSchemaV1.Recipe(name: "Soup")
    context.insert(soup)
    try context.save()
    // The stores of mogen's Core Data stack, one per configuration, one of them kept elsewhere.
    let stack = try RecipesContainer.makeContainerForStackStores(
        storeURLs: ["Local": URL(fileURLWithPath: "/tmp/Local.sqlite")])
    _ = (stages, schemas, old, stack)
}
