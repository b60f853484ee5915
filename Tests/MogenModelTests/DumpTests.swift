import Foundation
import MogenSupport
import Testing
@testable import MogenModel

@Suite("Schema dump")
struct DumpTests {
    @Test("the JSON dump is deterministic and valid JSON")
    func deterministic() throws {
        let path = Fixtures.sample("Recipes.xcdatamodeld")
        let first = SchemaJSON.json(for: try ModelReader.read(path: path).model).rendered()
        let second = SchemaJSON.json(for: try ModelReader.read(path: path).model).rendered()
        #expect(first == second)
        #expect(first.hasSuffix("}\n"))
        let parsed = try #require(try JSONSerialization.jsonObject(with: Data(first.utf8)) as? [String: Any])
        #expect(parsed["name"] as? String == "Recipes")
        #expect(parsed["formatVersion"] as? Int == SchemaJSON.formatVersion)
        let entities = try #require(parsed["entities"] as? [[String: Any]])
        #expect(entities.map { $0["name"] as? String } == ["Favorite", "Ingredient", "Recipe", "Step", "Tag"])
    }

    @Test("the JSON dump has the documented keys, always present")
    func shape() throws {
        let model = try ModelReader.read(path: Fixtures.sample("Employees.xcdatamodeld")).model
        guard case let .object(top) = SchemaJSON.json(for: model) else {
            Issue.record("not an object")
            return
        }
        #expect(top.map(\.0) == [
            "formatVersion", "name", "source", "header", "entities", "fetchRequests", "configurations", "composites",
            "userInfo", "unrecognized",
        ])
        guard case let .array(entities) = top[4].1, case let .object(entity) = entities[0] else {
            Issue.record("no entities")
            return
        }
        #expect(entity.map(\.0) == [
            "name", "className", "parent", "subentities", "isAbstract", "codeGeneration",
            "renamingIdentifier", "versionHashModifier", "attributes", "relationships", "fetchedProperties",
            "fetchIndexes", "compoundIndexes", "uniquenessConstraints", "userInfo", "location",
        ])
    }

    @Test("JSON strings are escaped")
    func escaping() {
        let value = JSONValue.object([("k\"ey", .string("a\\b\n\t\u{1}é"))])
        #expect(value.rendered() == "{\n  \"k\\\"ey\": \"a\\\\b\\n\\t\\u0001é\"\n}\n")
        #expect(JSONValue.array([]).rendered() == "[]\n")
        #expect(JSONValue.double(2).rendered() == "2.0\n")
    }

    @Test("the text dump names every entity and fetch request")
    func text() throws {
        let model = try ModelReader.read(path: Fixtures.sample("Recipes.xcdatamodeld")).model
        let text = SchemaText.text(for: model)
        #expect(text.hasPrefix("model Recipes (version Recipes 2)\n"))
        for entity in model.entities { #expect(text.contains("entity \(entity.name)")) }
        #expect(text.contains("fetch request recipesWithTag: Recipe where ANY tags.name == $TAG ($TAG: String)"))
        #expect(text.contains("configuration Cloud: Favorite [CloudKit]"))
        #expect(text == SchemaText.text(for: try ModelReader.read(path: Fixtures.sample("Recipes.xcdatamodeld")).model))
    }
}
