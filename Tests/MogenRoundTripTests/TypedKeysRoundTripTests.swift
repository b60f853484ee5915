// Runs only where Core Data exists (macOS): the typed keys of the Recipes sample (Recipes+Generated.swift, linked into
// Generated/) against Foundation's own predicates, and fetching through a real in-memory store with them.
#if canImport(CoreData)
import CoreData
import Foundation
import MogenTestSupport
import Testing

@Suite("Typed keys on Core Data", .serialized, .temporaryDirectories)
struct TypedKeysRoundTripTests {
    /// Each typed predicate and the one `NSPredicate(format:)` builds from the text it stands for.
    static var pairs: [(typed: NSPredicate, format: NSPredicate)] {
        [
            ((Recipe.Keys.name == "Soup").predicate, NSPredicate(format: "name == %@", "Soup")),
            ((Recipe.Keys.cuisine == nil).predicate, NSPredicate(format: "cuisine == nil")),
            ((Recipe.Keys.servings > 2 && Recipe.Keys.rating <= 4.5).predicate,
             NSPredicate(format: "servings > 2 AND rating <= 4.5")),
            ((!(Recipe.Keys.name == "x") || Recipe.Keys.totalMinutes >= 10).predicate,
             NSPredicate(format: "NOT name == 'x' OR totalMinutes >= 10")),
            (Recipe.Keys.servings.isBetween(2, and: 4).predicate, NSPredicate(format: "servings BETWEEN {2, 4}")),
            (Recipe.Keys.cuisine.isIn(["thai", "greek"]).predicate,
             NSPredicate(format: "cuisine IN %@", argumentArray: [["thai", "greek"]])),
            (Recipe.Keys.name.contains("soup", options: [.caseInsensitive, .diacriticInsensitive]).predicate,
             NSPredicate(format: "name CONTAINS[cd] %@", "soup")),
            (Recipe.Keys.name.beginsWith("S").predicate, NSPredicate(format: "name BEGINSWITH %@", "S")),
            (Recipe.Keys.name.like("S*p", options: .caseInsensitive).predicate, NSPredicate(format: "name LIKE[c] %@", "S*p")),
            ((Recipe.Keys.ingredients.any(Ingredient.Keys.name) == "salt").predicate,
             NSPredicate(format: "ANY ingredients.name == %@", "salt")),
            ((Recipe.Keys.tags.count > 2).predicate, NSPredicate(format: "tags.@count > 2")),
            (Step.Keys.recipe.appending(Recipe.Keys.name).endsWith("p").predicate,
             NSPredicate(format: "recipe.name ENDSWITH %@", "p")),
        ]
    }

    @Test("each typed predicate equals the one NSPredicate(format:) builds")
    func equalToFormatPredicates() {
        for (typed, format) in Self.pairs {
            #expect(typed == format, "\(typed.predicateFormat) is not \(format.predicateFormat)")
        }
    }

    @Test("fetching with typed predicates and sort descriptors")
    func fetches() throws {
        let context = try RoundTripTests.context(for: "Recipes")
        let soup = Recipe(context: context, name: "Soup", servings: 4, totalMinutes: 20)
        let salad = Recipe(context: context, name: "Salad", servings: 2, totalMinutes: 10)
        _ = Recipe(context: context, name: "Roast", servings: 6, totalMinutes: 90)
        _ = Ingredient(context: context, name: "salt", recipe: soup)
        _ = Ingredient(context: context, name: "leaves", recipe: salad)
        try context.save()
        context.reset()

        let quick = try context.fetch(Recipe.fetchRequest(
            where: Recipe.Keys.totalMinutes <= 30, sortedBy: [Recipe.Keys.name.ascending]))
        #expect(quick.map(\.name) == ["Salad", "Soup"])
        let salty = try context.fetch(Recipe.fetchRequest(where: Recipe.Keys.ingredients.any(Ingredient.Keys.name) == "salt"))
        #expect(salty.map(\.name) == ["Soup"])
        let bySize = try context.fetch(Recipe.fetchRequest(sortedBy: [Recipe.Keys.servings.descending]))
        #expect(bySize.map(\.name) == ["Roast", "Soup", "Salad"])
        let starts = try context.fetch(Recipe.fetchRequest(where: Recipe.Keys.name.beginsWith("s", options: .caseInsensitive)))
        #expect(Set(starts.compactMap(\.name)) == ["Soup", "Salad"])
    }
}
#endif
