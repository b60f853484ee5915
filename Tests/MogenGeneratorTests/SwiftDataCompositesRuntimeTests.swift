import Foundation
import MogenGenerator
import MogenTestSupport
import Testing

/// The SwiftData set's structs of the Composites test model's composites, run. SwiftData stores them through their
/// `Codable` conformance, with a keyed container whose keys are the coding keys; they need Foundation alone, so on
/// Linux they are cut from the generated file and compiled into a program that encodes them with `JSONEncoder` (a
/// keyed container too) and decodes them back. SwiftData's own coder runs only on Apple's platforms.
@Suite("SwiftData composite structs, run", .tags(.slow), .temporaryDirectories)
struct SwiftDataCompositesRuntimeTests {
    /// Each check, and what it prints.
    static let checks: [(code: String, expected: String)] = [
        // The keys are the elements' names, a nested composite a nested object; an optional element without a value
        // is left out; decoding gives the value back.
        ("""
            let place = Place(label: "market", latitude: 48.5, longitude: 2.25, floor: 3,
                origin: Point(x: 1.5, y: 2.5, z: 3.5), corner: Point(x: 4.5, y: 5.5))
            let data = try encoder.encode(place)
            print(String(decoding: data, as: UTF8.self))
            print(try JSONDecoder().decode(Place.self, from: data) == place)
            """,
            #"{"corner":{"x":4.5,"y":5.5},"floor":3,"label":"market","latitude":48.5,"longitude":2.25,"origin":{"x":1.5,"y":2.5,"z":3.5}}"#
                + "\ntrue"),
        // The initializer's defaults are the model's.
        ("""
            let built = Place(longitude: 7.5, corner: Point())
            print(String(decoding: try encoder.encode(built), as: UTF8.self))
            """, #"{"corner":{"x":0,"y":0},"floor":1,"label":"here","latitude":0,"longitude":7.5}"#),
        // Elements named like a keyword or a Core Data struct member keep their names as keys; a composite named like
        // an entity or a standard type is read from its elements' names.
        ("""
            let extra = ShopComposite(dictionary: "d", default: true, price: Decimal(string: "2.5"), count: 3)
            let data = try encoder.encode(extra)
            print(String(decoding: data, as: UTF8.self))
            print(try JSONDecoder().decode(ShopComposite.self, from: data) == extra)
            let day = try JSONDecoder().decode(Date.self, from: Data(#"{"day": 4, "note": "n"}"#.utf8))
            print(day.day, day.note ?? "-", day == Date(day: 4, note: "n"))
            """, #"{"count":3,"default":true,"dictionary":"d","price":2.5}"# + "\ntrue\n4 n true"),
        // A missing required element, nested too, does not decode.
        ("""
            print((try? JSONDecoder().decode(Place.self, from: Data(#"{"latitude": 1, "longitude": 2}"#.utf8))) == nil)
            print((try? JSONDecoder().decode(Place.self, from: Data(#"{"latitude": 1, "longitude": 2, "corner": {"y": 1}}"#.utf8))) == nil)
            """, "true\ntrue"),
    ]

    @Test("SwiftData composite structs encode their elements under the elements' names, nested ones nested, and decode back equal")
    func roundTrips() throws {
        let result = try GeneratorFixtures.generate(
            GeneratorFixtures.testModel("Composites"), layout: .single, templates: GeneratorFixtures.swiftDataTemplates)
        let code = try #require(result.files.first { $0.relativePath.hasSuffix("+Generated.swift") }).contents
        var program = ["import Foundation"]
        for typeName in ["Place", "Point", "Date", "ShopComposite"] {
            let block = try #require(
                StandInProgram.declaration(in: code, from: "nonisolated public struct \(typeName):", indent: ""),
                "no struct \(typeName)")
            #expect(block.contains("private enum CodingKeys: Swift.String, Swift.CodingKey {"), "\(block)")
            program.append(block.replacingOccurrences(of: "public ", with: ""))
        }
        #expect(!code.contains("struct Unused"), "a composite no class uses gets no struct")
        program.append("let encoder = JSONEncoder()\nencoder.outputFormatting = [.sortedKeys]")
        program += Self.checks.map { "do {\n\($0.code)\n}" }
        let lines = try StandInProgram.run("SwiftDataCompositesRun", main: program)
        let expected = Self.checks.map(\.expected).joined(separator: "\n").split(separator: "\n").map(String.init)
        #expect(lines == expected)
    }
}
