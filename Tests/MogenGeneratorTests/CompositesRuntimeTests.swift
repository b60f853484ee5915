import Foundation
import MogenGenerator
import MogenTestSupport
import Testing

/// The structs of the Composites test model's composites, run. Their code needs Foundation alone (and the model's key
/// type, which a stand-in replaces), so on Linux they are cut from the generated file and compiled into a program
/// that reads dictionaries as Core Data stores them, writes them back and compares.
@Suite("Composite structs, run", .tags(.slow), .temporaryDirectories)
struct CompositesRuntimeTests {
    /// Each check, and what it prints.
    static let checks: [(code: String, expected: String)] = [
        // Every element, nested composites as nested dictionaries: the dictionary comes back as it went in.
        ("""
            let full: [String: Any] = ["label": "market", "latitude": 48.5, "longitude": 2.25, "floor": Int16(3),
                "origin": ["x": 1.0, "y": 2.0, "z": 3.0], "corner": ["x": 4.0, "y": 5.0]]
            let place = Place(dictionary: full)
            print(place.map { "\\($0.label ?? "-") \\($0.latitude) \\($0.floor ?? 0) \\($0.origin?.z ?? 0) \\($0.corner.y)" } ?? "nil")
            print(place.map { canonical($0.dictionary) == canonical(full) } ?? false)
            """, "market 48.5 3 3.0 5.0\ntrue"),
        // Struct → dictionary → struct.
        ("""
            let built = Place(longitude: 7, corner: Point(x: 1, y: 2))
            print(Place(dictionary: built.dictionary) == built, built.label ?? "-", built.latitude, built.floor ?? 0)
            print(built.dictionary.keys.sorted())
            """, "true here 0.0 1\n[\"corner\", \"floor\", \"label\", \"latitude\", \"longitude\"]"),
        // A missing required element: no value, also when it is nested.
        ("print(Place(dictionary: [\"latitude\": 1.0, \"corner\": [\"x\": 1.0, \"y\": 2.0]]) == nil)", "true"),
        ("print(Place(dictionary: [\"latitude\": 1.0, \"longitude\": 2.0, \"corner\": [\"x\": 1.0]]) == nil)", "true"),
        ("print(Place(dictionary: [\"latitude\": 1.0, \"longitude\": 2.0]) == nil)", "true"),
        // A required element of another type: no value; an optional one: nil.
        ("print(Place(dictionary: [\"latitude\": \"north\", \"longitude\": 2.0, \"corner\": [\"x\": 1.0, \"y\": 2.0]]) == nil)", "true"),
        ("""
            let odd = Place(dictionary: ["label": 5, "latitude": 1.0, "longitude": 2.0, "corner": ["x": 1.0, "y": 2.0],
                "origin": ["x": "left"]])
            print(odd?.label == nil, odd?.origin == nil)
            """, "true true"),
        // Names that clash: a composite named like a standard type, one named like an entity, elements named like
        // the struct's members or keywords.
        ("""
            let day = Date(dictionary: ["day": Int16(4), "note": "n"])
            print(day?.day ?? 0, day?.note ?? "-", Date(dictionary: [:]) == nil)
            let extra = ShopComposite(dictionaryValue: "d", default: true)
            print(extra.dictionary["dictionary"] as? String ?? "-", extra.dictionary["default"] as? Bool ?? false)
            print(ShopComposite(dictionary: extra.dictionary) == extra)
            """, "4 n true\nd true\ntrue"),
        ("print(Place.Keys.latitude.keyPath, Point.Keys.z.keyPath, ShopComposite.Keys.dictionaryValue.keyPath)",
            "latitude z dictionary"),
    ]

    @Test("composite structs read and write Core Data's dictionaries, nested ones too, and refuse missing required elements")
    func roundTrips() throws {
        let result = try GeneratorFixtures.generate(GeneratorFixtures.testModel("Composites"), layout: .single)
        let code = try #require(result.files.first).contents
        var program = [
            "import Foundation",
            "struct CompositesPropertyKey<Root, Value>: Sendable {\n    let keyPath: String\n    init(_ keyPath: String) { self.keyPath = keyPath }\n}",
        ]
        for typeName in ["Place", "Point", "Date", "ShopComposite"] {
            let block = try #require(
                StandInProgram.declaration(in: code, from: "nonisolated public struct \(typeName)", indent: ""),
                "no struct \(typeName)")
            // Internal in the program: an executable's public declarations cannot use Linux Foundation's `NSNumber`.
            program.append(block.replacingOccurrences(of: "public ", with: ""))
        }
        #expect(!code.contains("struct Unused"), "a composite no class uses gets no struct")
        program.append("""
            /// A dictionary as text, its keys sorted, nested ones too.
            func canonical(_ value: Any) -> String {
                guard let dictionary = value as? [String: Any] else { return "\\(value)" }
                return "[" + dictionary.sorted { $0.key < $1.key }.map { "\\($0.key): \\(canonical($0.value))" }
                    .joined(separator: ", ") + "]"
            }
            """)
        program += Self.checks.map { "do {\n\($0.code)\n}" }
        let lines = try StandInProgram.run("CompositesRun", main: program)
        let expected = Self.checks.map(\.expected).joined(separator: "\n").split(separator: "\n").map(String.init)
        #expect(lines == expected)
    }
}
