import Foundation
import MogenGenerator
import MogenTemplate
import MogenTestSupport
import Testing

/// Every sample through the `swiftgen-swift5` set, with SwiftGen's default parameters and with all of them, compared
/// byte for byte with `Tests/Golden/SwiftGen/<Sample>/<case>/` (`Scripts/update-generated` rewrites them). The
/// `swiftgen-swift4` set writes the same bytes, as SwiftGen's two templates do.
@Suite("SwiftGen golden files")
struct SwiftGenGoldenTests {
    static let parameterCases: [(name: String, parameters: [String: TemplateValue])] = [
        ("swift5", [:]),
        ("swift5-public", ["publicAccess": true, "generateObjcName": true, "extraImports": ["Foundation"]]),
    ]

    static var cases: [(String, String)] {
        GeneratorFixtures.samples.flatMap { sample in parameterCases.map { (sample, $0.name) } }
    }

    static func generate(_ sample: String, set: String, parameters: [String: TemplateValue]) throws -> GenerationResult {
        let templates = try #require(TemplateSet.builtIn(named: set))
        let request = GenerationRequest(
            modelPath: GeneratorFixtures.sample(sample), settings: GeneratorFixtures.settings(variables: parameters),
            layout: .single, templates: templates, directories: OutputDirectories("."), contextKind: .swiftgen)
        return try Generator.generate(request).get()
    }

    @Test("swiftgen-swift5's output for each sample matches its golden files", arguments: cases)
    func golden(sample: String, caseName: String) throws {
        let parameters = try #require(Self.parameterCases.first { $0.name == caseName }).parameters
        let result = try Self.generate(sample, set: "swiftgen-swift5", parameters: parameters)
        try GoldenTests.compare(result.files, withGoldenFilesIn: "SwiftGen/\(sample)/\(caseName)")
    }

    @Test("swiftgen-swift4 writes what swiftgen-swift5 writes", arguments: GeneratorFixtures.samples)
    func swift4(sample: String) throws {
        for (_, parameters) in Self.parameterCases {
            #expect(try Self.generate(sample, set: "swiftgen-swift4", parameters: parameters).files
                == Self.generate(sample, set: "swiftgen-swift5", parameters: parameters).files)
        }
    }
}
