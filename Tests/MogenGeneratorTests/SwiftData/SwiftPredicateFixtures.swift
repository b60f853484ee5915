import MogenGenerator
import MogenModel

/// A small SwiftData model for the `#Predicate` translation tests, with classes that stand in for its `@Model`
/// classes when the translations are type-checked.
enum SwiftPredicateFixtures {
    typealias Property = SwiftPredicateScope.Property

    static let scope = SwiftPredicateScope(entities: [
        "Recipe": .init(className: "Recipe", properties: [
            "name": Property(swiftName: "name", kind: .attribute(swiftType: "String", isOptional: false)),
            "subtitle": Property(swiftName: "subtitle", kind: .attribute(swiftType: "String", isOptional: true)),
            "rating": Property(swiftName: "rating", kind: .attribute(swiftType: "Int16", isOptional: false)),
            "score": Property(swiftName: "score", kind: .attribute(swiftType: "Double", isOptional: true)),
            "price": Property(swiftName: "price", kind: .attribute(swiftType: "Decimal", isOptional: false)),
            "genre": Property(swiftName: "genre", kind: .attribute(swiftType: "String", isOptional: false)),
            "isFavorite": Property(swiftName: "isFavorite", kind: .attribute(swiftType: "Bool", isOptional: false)),
            "created": Property(swiftName: "created", kind: .attribute(swiftType: "Date", isOptional: true)),
            "palette": Property(swiftName: "palette", kind: .attribute(swiftType: "Palette", isOptional: true)),
            "default": Property(swiftName: "`default`", kind: .attribute(swiftType: "Int32", isOptional: false)),
            "cuisine": Property(swiftName: "cuisine", kind: .toOne(destination: "Cuisine", isOptional: true)),
            "author": Property(swiftName: "author", kind: .toOne(destination: "Cuisine", isOptional: false)),
            "ingredients": Property(swiftName: "ingredients", kind: .toMany(destination: "Ingredient", isOptional: false)),
            "tags": Property(swiftName: "tags", kind: .toMany(destination: "Tag", isOptional: true)),
        ]),
        "Cuisine": .init(className: "Cuisine", properties: [
            "name": Property(swiftName: "name", kind: .attribute(swiftType: "String", isOptional: false)),
            "rating": Property(swiftName: "rating", kind: .attribute(swiftType: "Int16", isOptional: true)),
            "recipes": Property(swiftName: "recipes", kind: .toMany(destination: "Recipe", isOptional: false)),
        ]),
        "Ingredient": .init(className: "Ingredient", properties: [
            "name": Property(swiftName: "name", kind: .attribute(swiftType: "String", isOptional: false)),
            "amount": Property(swiftName: "amount", kind: .attribute(swiftType: "Double", isOptional: true)),
            "tags": Property(swiftName: "tags", kind: .toMany(destination: "Tag", isOptional: false)),
        ]),
        "Tag": .init(className: "Tag", properties: [
            "name": Property(swiftName: "name", kind: .attribute(swiftType: "String", isOptional: false)),
        ]),
    ])

    /// The stand-in classes: plain classes with the properties' types, identified as `@Model` classes are.
    static let classes = #"""
        import Foundation

        struct PersistentIdentifier: Hashable, Codable, Sendable {}

        enum Genre: String { case soup, salad }

        // Nonisolated, so that the test compiles with default isolation MainActor: #Predicate's key paths must be
        // Sendable, and key paths to main-actor-isolated properties are not.
        nonisolated class Stand: Hashable {
            var persistentModelID = PersistentIdentifier()
            static func == (lhs: Stand, rhs: Stand) -> Bool { lhs === rhs }
            func hash(into hasher: inout Hasher) { hasher.combine(ObjectIdentifier(self)) }
        }

        nonisolated final class Recipe: Stand {
            var name = ""
            var subtitle: String?
            var rating: Int16 = 0
            var score: Double?
            var price: Decimal = 0
            var genre = "soup"
            var isFavorite = false
            var created: Date?
            var `default`: Int32 = 0
            var cuisine: Cuisine?
            var author = Cuisine()
            var ingredients: [Ingredient] = []
            var tags: [Tag]?
        }

        nonisolated final class Cuisine: Stand {
            var name = ""
            var rating: Int16?
            var recipes: [Recipe] = []
        }

        nonisolated final class Ingredient: Stand {
            var name = ""
            var amount: Double?
            var tags: [Tag] = []
        }

        nonisolated final class Tag: Stand {
            var name = ""
        }

        // Darwin's Foundation declares this builder; Foundation on Linux does not. Its documented signature:
        // https://developer.apple.com/documentation/foundation/predicateexpressions/build_localizedstandardcontains(_:_:)
        nonisolated extension PredicateExpressions {
            struct StringLocalizedStandardContains<Root: PredicateExpression, Other: PredicateExpression>: PredicateExpression
            where Root.Output: StringProtocol, Other.Output: StringProtocol {
                let root: Root
                let other: Other

                func evaluate(_ bindings: PredicateBindings) throws -> Bool {
                    try root.evaluate(bindings).localizedStandardContains(other.evaluate(bindings))
                }
            }

            static func build_localizedStandardContains<Root, Other>(_ root: Root, _ other: Other)
                -> StringLocalizedStandardContains<Root, Other>
            {
                StringLocalizedStandardContains(root: root, other: other)
            }
        }

        nonisolated extension PredicateExpressions.StringLocalizedStandardContains: StandardPredicateExpression
        where Root: StandardPredicateExpression, Other: StandardPredicateExpression {}
        nonisolated extension PredicateExpressions.StringLocalizedStandardContains: Codable where Root: Codable, Other: Codable {}
        nonisolated extension PredicateExpressions.StringLocalizedStandardContains: Sendable where Root: Sendable, Other: Sendable {}

        """#

    /// A predicate with what its translation is: the prelude and the body.
    struct Case: Sendable, CustomStringConvertible {
        let predicate: String
        let variables: [String: SwiftPredicateVariable]
        let prelude: [String]
        let body: String
        var parameterName = "recipe"

        var description: String { predicate }
    }

    static func variable(_ name: String, _ type: String, rawValue: Bool = false) -> SwiftPredicateVariable {
        SwiftPredicateVariable(parameterName: name, swiftType: type, comparesRawValue: rawValue)
    }

    static let prefix = ["PREFIX": variable("prefix", "String")]
    static let text = ["TEXT": variable("text", "String")]

    static let translated: [Case] = [
        Case(predicate: "name BEGINSWITH $PREFIX", variables: prefix, prelude: [],
            body: "recipe.name.starts(with: prefix)"),
        Case(predicate: "name CONTAINS $TEXT", variables: text, prelude: [], body: "recipe.name.contains(text)"),
        Case(predicate: "name CONTAINS[cd] $TEXT", variables: text, prelude: [],
            body: "recipe.name.localizedStandardContains(text)"),
        Case(predicate: "name CONTAINS[cdn] 'pie'", variables: [:], prelude: [],
            body: #"recipe.name.localizedStandardContains("pie")"#),
        Case(predicate: "$TEXT IN name", variables: text, prelude: [], body: "recipe.name.contains(text)"),
        Case(predicate: "subtitle BEGINSWITH $PREFIX", variables: prefix, prelude: [],
            body: "recipe.subtitle?.starts(with: prefix) ?? false"),
        Case(predicate: "cuisine.name CONTAINS[cd] $TEXT", variables: text, prelude: [],
            body: "recipe.cuisine?.name.localizedStandardContains(text) ?? false"),
        Case(predicate: "rating >= $MIN_RATING AND isFavorite == YES",
            variables: ["MIN_RATING": variable("minRating", "Int16")], prelude: [],
            body: "recipe.rating >= minRating && recipe.isFavorite == true"),
        Case(predicate: "$MIN < rating", variables: ["MIN": variable("min", "Int16")], prelude: [],
            body: "min < recipe.rating"),
        Case(predicate: "isFavorite == 1 OR isFavorite = FALSE", variables: [:], prelude: [],
            body: "recipe.isFavorite == true || recipe.isFavorite == false"),
        Case(predicate: "price > 2.5 AND default != 3", variables: [:], prelude: [],
            body: "recipe.price > 2.5 && recipe.`default` != 3"),
        Case(predicate: "score > 2.5", variables: [:], prelude: [], body: "recipe.score.flatMap { $0 > 2.5 } ?? false"),
        Case(predicate: "created < $DATE", variables: ["DATE": variable("date", "Date")], prelude: [],
            body: "recipe.created.flatMap { $0 < date } ?? false"),
        Case(predicate: "cuisine.name == $NAME", variables: ["NAME": variable("name", "String")], prelude: [],
            body: "recipe.cuisine?.name == name"),
        Case(predicate: "cuisine.rating < 3", variables: [:], prelude: [],
            body: "(recipe.cuisine?.rating).flatMap { $0 < 3 } ?? false"),
        Case(predicate: "author.rating <= 3", variables: [:], prelude: [],
            body: "recipe.author.rating.flatMap { $0 <= 3 } ?? false"),
        Case(predicate: "subtitle == nil AND cuisine != nil", variables: [:], prelude: [],
            body: "recipe.subtitle == nil && recipe.cuisine != nil"),
        Case(predicate: "name == nil OR name != nil", variables: [:], prelude: [], body: "false || true"),
        Case(predicate: "name == 'Soup \"du jour\"' OR subtitle != 'x'", variables: [:], prelude: [],
            body: #"recipe.name == "Soup \"du jour\"" || recipe.subtitle != "x""#),
        Case(predicate: "genre == $GENRE", variables: ["GENRE": variable("genre", "Genre", rawValue: true)],
            prelude: ["let genreRawValue = genre.rawValue"], body: "recipe.genre == genreRawValue"),
        Case(predicate: "genre IN $GENRES", variables: ["GENRES": variable("genres", "[Genre]", rawValue: true)],
            prelude: [#"let genresRawValues = genres.map(\.rawValue)"#], body: "genresRawValues.contains(recipe.genre)"),
        Case(predicate: "name IN $NAMES", variables: ["NAMES": variable("names", "[String]")], prelude: [],
            body: "names.contains(recipe.name)"),
        Case(predicate: "rating IN {1, 2, 3}", variables: [:], prelude: [], body: "[1, 2, 3].contains(recipe.rating)"),
        Case(predicate: "name NOT IN {'a', $NAME}", variables: ["NAME": variable("name", "String")], prelude: [],
            body: #"!["a", name].contains(recipe.name)"#),
        Case(predicate: "subtitle IN {'a', 'b'}", variables: [:], prelude: [],
            body: #"recipe.subtitle.flatMap { ["a", "b"].contains($0) } ?? false"#),
        Case(predicate: "rating BETWEEN {1, 5}", variables: [:], prelude: [],
            body: "recipe.rating >= 1 && recipe.rating <= 5"),
        Case(predicate: "score BETWEEN {$LOW, $HIGH} OR rating == 0",
            variables: ["LOW": variable("low", "Double"), "HIGH": variable("high", "Double")], prelude: [],
            body: "(recipe.score.flatMap { $0 >= low && $0 <= high } ?? false) || recipe.rating == 0"),
        Case(predicate: "NOT (name == 'a' OR rating < 2) AND TRUEPREDICATE", variables: [:], prelude: [],
            body: #"!(recipe.name == "a" || recipe.rating < 2) && true"#),
        Case(predicate: "FALSEPREDICATE", variables: [:], prelude: [], body: "false"),
        Case(predicate: "ANY ingredients.name == $NAME", variables: ["NAME": variable("name", "String")], prelude: [],
            body: "recipe.ingredients.contains { $0.name == name }"),
        Case(predicate: "ALL ingredients.amount > 0", variables: [:], prelude: [],
            body: "recipe.ingredients.allSatisfy { $0.amount.flatMap { $0 > 0 } ?? false }"),
        Case(predicate: "NONE tags.name BEGINSWITH 'x'", variables: [:], prelude: [],
            body: #"!(recipe.tags?.contains { $0.name.starts(with: "x") } ?? false)"#),
        Case(predicate: "ANY ingredients.tags.name == 'x'", variables: [:], prelude: [],
            body: #"recipe.ingredients.contains { $0.tags.contains { $0.name == "x" } }"#),
        Case(predicate: "ANY cuisine.recipes.rating > rating", variables: [:], prelude: [],
            body: "recipe.cuisine?.recipes.contains { $0.rating > recipe.rating } ?? false"),
        Case(predicate: "ANY ingredients.amount < 2 OR ANY ingredients.name IN $NAMES",
            variables: ["NAMES": variable("names", "[String]")], prelude: [],
            body: "recipe.ingredients.contains { $0.amount.flatMap { $0 < 2 } ?? false } "
                + "|| recipe.ingredients.contains { names.contains($0.name) }"),
        Case(predicate: "$INGREDIENT IN ingredients", variables: ["INGREDIENT": variable("ingredient", "Ingredient")],
            prelude: ["let ingredientID = ingredient.persistentModelID"],
            body: "recipe.ingredients.contains { $0.persistentModelID == ingredientID }"),
        Case(predicate: "'x' IN tags.name", variables: [:], prelude: [],
            body: #"recipe.tags?.contains { $0.name == "x" } ?? false"#),
        Case(predicate: "ingredients CONTAINS $INGREDIENT AND NOT tags CONTAINS $TAG",
            variables: ["INGREDIENT": variable("ingredient", "Ingredient"), "TAG": variable("tag", "Tag")],
            prelude: ["let ingredientID = ingredient.persistentModelID", "let tagID = tag.persistentModelID"],
            body: "recipe.ingredients.contains { $0.persistentModelID == ingredientID } "
                + "&& !(recipe.tags?.contains { $0.persistentModelID == tagID } ?? false)"),
        Case(predicate: "cuisine == $CUISINE", variables: ["CUISINE": variable("cuisine", "Cuisine")],
            prelude: ["let cuisineID = cuisine.persistentModelID"], body: "recipe.cuisine?.persistentModelID == cuisineID"),
        Case(predicate: "author IN $AUTHORS", variables: ["AUTHORS": variable("authors", "[Cuisine]")],
            prelude: [#"let authorsIDs = authors.map(\.persistentModelID)"#],
            body: "authorsIDs.contains(recipe.author.persistentModelID)"),
        Case(predicate: "SELF != $RECIPE", variables: ["RECIPE": variable("recipe", "Recipe")],
            prelude: ["let recipeID = recipe.persistentModelID"], body: "recipe2.persistentModelID != recipeID",
            parameterName: "recipe2"),
        Case(predicate: "ingredients.@count > 2 AND tags.@count == 0", variables: [:], prelude: [],
            body: "recipe.ingredients.count > 2 && (recipe.tags?.count ?? 0) == 0"),
        Case(predicate: "cuisine.recipes.@count >= $COUNT", variables: ["COUNT": variable("count", "Int")], prelude: [],
            body: "(recipe.cuisine?.recipes.count ?? 0) >= count"),
    ]
}
