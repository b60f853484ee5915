import MogenGenerator
import MogenModel
import Testing

@Suite("SwiftData #Predicate translation")
struct SwiftPredicateTests {
    static func translation(_ text: String, _ variables: [String: SwiftPredicateVariable] = [:]) throws
        -> SwiftPredicateTranslation
    {
        SwiftPredicateFixtures.scope.translate(try PredicateParser.parse(text), rootEntity: "Recipe", variables: variables)
    }

    @Test("each supported form has its #Predicate body", arguments: SwiftPredicateFixtures.translated)
    func translated(_ expected: SwiftPredicateFixtures.Case) throws {
        let result = try Self.translation(expected.predicate, expected.variables)
        #expect(result == .closure(prelude: expected.prelude, parameterName: expected.parameterName, body: expected.body))
    }

    static let string = ["V": SwiftPredicateFixtures.variable("v", "String")]

    @Test("each unsupported form says why", arguments: [
        ("name LIKE 'a*'", [:], "LIKE: #Predicate has no wildcard matching"),
        ("name MATCHES '[a-z]+'", [:], "MATCHES: #Predicate has no regular-expression match of a whole string"),
        ("name ENDSWITH 'pie'", [:], "ENDSWITH: #Predicate has no ends-with test (hasSuffix is not supported)"),
        ("name BEGINSWITH[c] $V", string, "BEGINSWITH[c]: #Predicate has no case-insensitive form of BEGINSWITH"),
        ("name CONTAINS[c] $V", string, "CONTAINS[c]: #Predicate has no case-insensitive form of CONTAINS"),
        ("name CONTAINS[d] $V", string, "CONTAINS[d]: #Predicate has no diacritic-insensitive form of CONTAINS"),
        ("name ==[cd] $V", string,
            "==[cd]: #Predicate has no case- and diacritic-insensitive form of == (only of CONTAINS)"),
        ("name CONTAINS[l] $V", string, "CONTAINS[l]: #Predicate has no [l] form of CONTAINS"),
        ("SUBQUERY(ingredients, $i, $i.name == 'x').@count > 0", [:], "SUBQUERY has no #Predicate form"),
        ("created < now()", [:], "the function now(...) has no #Predicate form"),
        ("rating + 1 > 2", [:], "arithmetic (+) is not translated"),
        ("name == %@", [:], "the format argument %@ is known only at run time"),
        ("$FETCH_SOURCE.name == name", [:], "$FETCH_SOURCE.name: key paths read from a variable are not translated"),
        ("flavour == 'x'", [:], "`flavour`: Recipe has no property `flavour`"),
        ("cuisine.flavour == 'x'", [:], "`cuisine.flavour`: Cuisine has no property `flavour`"),
        ("name.length > 2", [:], "`name.length` goes on past the attribute `name`"),
        ("ingredients.@sum.amount > 2", [:], "`ingredients.@sum.amount`: @sum has no #Predicate form"),
        ("name.@count > 2", [:], "`name.@count` goes on past the attribute `name`"),
        ("ingredients.name == 'x'", [:], "`ingredients.name` goes through a to-many relationship without ANY, ALL or NONE"),
        ("NONE name == 'x'", [:], "NONE applies to a key path through a to-many relationship"),
        ("name == $V OR rating == $V", string, "$V is compared with values of two types, String and Int16"),
        ("rating == $V", string, "$V is a String but is compared with Int16"),
        ("name == $W", [:], "$W has no parameter"),
        ("name == 3", [:], "the number 3 is compared with `recipe.name`, of type String"),
        ("rating == 2.5", [:], "the number 2.5 is compared with `recipe.rating`, of type Int16"),
        ("created > 0", [:], "the number 0 is compared with `recipe.created`, of type Date"),
        ("$V == 'x'", string, "$V == the string \"x\" compares no key path"),
        ("cuisine.rating < author.rating", [:], "`recipe.cuisine?.rating` < `recipe.author.rating` orders two optional values"),
        ("name == rating", [:], "`recipe.name` (String) is compared with `recipe.rating` (Int16)"),
        ("cuisine < author", [:], "< orders objects"),
        ("rating BETWEEN $V", string, "BETWEEN takes a list of two bounds ({$LOW, $HIGH})"),
        ("rating BEGINSWITH '1'", [:], "BEGINSWITH works on strings, and `recipe.rating` is not one"),
        ("rating IN name", [:], "IN works on strings, and `recipe.rating` is not one"),
        ("ingredients.@count.name > 2", [:], "`ingredients.@count.name`: @count has no #Predicate form"),
        ("ANY ingredients.name LIKE 'x'", [:], "LIKE: #Predicate has no wildcard matching"),
        ("ANY ingredients.name BEGINSWITH subtitle", [:],
            "`$0.name` is compared with the optional `recipe.subtitle` inside ANY, ALL or NONE"),
        ("ANY ingredients.name IN tags.name", [:], "IN compares each object's `name` with a to-many relationship"),
        ("name IN[cd] {'a', 'b'}", [:], "IN[cd]: #Predicate compares the values of a list exactly"),
        ("palette == nil", [:], "`recipe.palette` is a Palette, which #Predicate is not known to compare"),
        ("ANY ingredients.amount == $V", string, "$V is a String but is compared with Double"),
    ] as [(String, [String: SwiftPredicateVariable], String)])
    func untranslatable(predicate: String, variables: [String: SwiftPredicateVariable], reason: String) throws {
        #expect(try Self.translation(predicate, variables) == .untranslatable(reason: reason))
    }

    @Test("an entity without a class has no translation")
    func unknownRoot() throws {
        let result = SwiftPredicateFixtures.scope.translate(
            try PredicateParser.parse("TRUEPREDICATE"), rootEntity: "Nope", variables: [:])
        #expect(result == .untranslatable(reason: "the entity Nope has no SwiftData class"))
    }

    @Test("the closure's parameter and the prelude's constants are unlike the parameters' names")
    func uniqueNames() throws {
        let variables = [
            "RECIPE": SwiftPredicateFixtures.variable("recipe", "Recipe"),
            "RECIPE2": SwiftPredicateFixtures.variable("recipe2", "Recipe"),
            "G": SwiftPredicateFixtures.variable("genre", "Genre", rawValue: true),
            "R": SwiftPredicateFixtures.variable("genreRawValue", "String"),
        ]
        let result = try Self.translation("SELF == $RECIPE OR SELF == $RECIPE2 OR genre == $G OR name == $R", variables)
        #expect(result == .closure(
            prelude: ["let recipeID = recipe.persistentModelID", "let recipe2ID = recipe2.persistentModelID",
                "let genreRawValue2 = genre.rawValue"],
            parameterName: "recipe3",
            body: "recipe3.persistentModelID == recipeID || recipe3.persistentModelID == recipe2ID "
                + "|| recipe3.genre == genreRawValue2 || recipe3.name == genreRawValue"))
    }
}
