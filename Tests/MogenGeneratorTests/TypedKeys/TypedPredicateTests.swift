import Foundation
@testable import MogenGenerator
import MogenModel
import MogenSupport
import MogenTestSupport
import Testing

/// The typed keys' predicates, run: the typed-keys part of the Recipes sample's generated code is compiled with the
/// runnable stand-in of Foundation's predicate classes (`Tests/CoreDataRuntime`) and a program that builds each
/// predicate from typed keys and writes it in the format syntax. mogen's predicate parser must read that text as it
/// reads the format string a user would have written: the same comparisons, operators, options, modifiers and
/// constants, so `NSPredicate(format:)` would have built the same predicate.
@Suite("Typed keys build the predicates their format strings would", .tags(.slow), .temporaryDirectories)
struct TypedPredicateTests {
    /// Each case: Swift code that builds a predicate from the program's keys, and the format string it stands for.
    static let cases: [(code: String, format: String)] = [
        (#"Keys.name == "Soup""#, #"name == "Soup""#),
        ("Keys.name == nil", "name == nil"),
        (#"Keys.name != "Soup""#, #"name != "Soup""#),
        ("Keys.servings > 2 && Keys.rating <= 4.5", "servings > 2 AND rating <= 4.5"),
        ("Keys.servings < 2 || Keys.servings >= 10", "servings < 2 OR servings >= 10"),
        (#"!(Keys.name == "x")"#, #"NOT name == "x""#),
        ("Keys.servings.isBetween(2, and: 4)", "servings BETWEEN {2, 4}"),
        (#"Keys.name.isIn(["a", "b", nil])"#, #"name IN {"a", "b", nil}"#),
        (#"Keys.name.contains("soup", options: [.caseInsensitive, .diacriticInsensitive])"#, #"name CONTAINS[cd] "soup""#),
        (#"Keys.name.beginsWith("S")"#, #"name BEGINSWITH "S""#),
        (#"Keys.name.endsWith("p", options: .caseInsensitive)"#, #"name ENDSWITH[c] "p""#),
        (#"Keys.name.like("Mini*", options: .normalized)"#, #"name LIKE[n] "Mini*""#),
        (#"Keys.name.matches("[A-Z].*")"#, #"name MATCHES "[A-Z].*""#),
        (#"Keys.ingredients.any(IngredientKeys.name) == "salt""#, #"ANY ingredients.name == "salt""#),
        (#"Keys.ingredients.all(IngredientKeys.name) != "salt""#, #"ALL ingredients.name != "salt""#),
        ("Keys.ingredients.count > 2", "ingredients.@count > 2"),
        (#"Keys.favorite.appending(FavoriteKeys.note).contains("good")"#, #"favorite.note CONTAINS "good""#),
        ("Keys.kind == .soup", "kind == 2"),
        ("Keys.kind.isIn([.soup, .salad])", "kind IN {2, 3}"),
        ("Keys.servings == 4 && (Keys.rating > 3 || Keys.kind != .salad)", "servings == 4 AND (rating > 3.0 OR kind != 3)"),
    ]

    /// What the stand-in program declares for the cases: roots, an enum stored as its raw value, and the keys, as
    /// the generated classes declare them (`Recipe.Keys`).
    static let declarations = """
        final class Recipe {}
        final class Ingredient: Hashable {
            static func == (left: Ingredient, right: Ingredient) -> Bool { left === right }
            func hash(into hasher: inout Hasher) { hasher.combine(ObjectIdentifier(self)) }
        }
        final class Favorite {}
        enum Kind: Int16 { case soup = 2, salad = 3 }
        enum Keys {
            static let name = RecipesPropertyKey<Recipe, String?>("name")
            static let servings = RecipesPropertyKey<Recipe, Int16>("servings")
            static let rating = RecipesPropertyKey<Recipe, Double?>("rating")
            static let kind = RecipesPropertyKey<Recipe, Kind?>("kind")
            static let ingredients = RecipesPropertyKey<Recipe, Set<Ingredient>>("ingredients")
            static let favorite = RecipesPropertyKey<Recipe, Favorite?>("favorite")
        }
        enum IngredientKeys {
            static let name = RecipesPropertyKey<Ingredient, String?>("name")
        }
        enum FavoriteKeys {
            static let note = RecipesPropertyKey<Favorite, String?>("note")
        }

        """

    /// The typed-keys part of the generated code, between its marks.
    static func typedKeysSource() throws -> String {
        let model = try ModelReader.read(path: GeneratorFixtures.sample("Recipes")).model
        let (context, _) = ContextBuilder.build(model: model)
        let renderer = ModelRenderer(
            templates: GeneratorFixtures.builtInTemplates, layout: .single, directories: OutputDirectories("."))
        let files = try renderer.render(context)
        let file = try #require(files.first { $0.relativePath.hasSuffix("+Generated.swift") })
        let start = try #require(file.contents.range(of: "// MARK: - Typed keys"))
        let end = try #require(file.contents.range(of: "// MARK: - End of typed keys"))
        return String(file.contents[start.lowerBound..<end.upperBound])
    }

    @Test("each typed predicate reads as its format string, and sort descriptors keep the stored key")
    func predicatesEqualFormatStrings() throws {
        let directory = try TemporaryDirectory.make()
        try TestFiles.write("import Foundation\n\n" + (try Self.typedKeysSource()), to: directory + "/TypedKeys.swift")
        let prints = Self.cases.map { "print(PredicateFormat.text((\($0.code)).predicate))" }
        let main = Self.declarations + prints.joined(separator: "\n") + """

            let order = Keys.rating.descending.descriptor
            print("sort \\(order.key ?? "") \\(order.ascending)")

            """
        try TestFiles.write(main, to: directory + "/main.swift")
        let program = try StandInProgram.build(
            "TypedKeys", sources: [directory + "/TypedKeys.swift", directory + "/main.swift"], in: directory)
        let ran = try ChildProcess(program, []).run()
        try #require(ran.status == 0, "the typed keys program failed:\n\(ran.stdout)\(ran.stderr)")
        let lines = ran.stdout.split(separator: "\n").map(String.init)
        try #require(lines.count == Self.cases.count + 1, "\(ran.stdout)")
        for (item, printed) in zip(Self.cases, lines) {
            let expected = try PredicateParser.parse(item.format)
            let built = try PredicateParser.parse(printed)
            #expect(built == expected, "\(item.code) built \(printed), not \(item.format)")
        }
        #expect(lines.last == "sort rating false")
    }
}
