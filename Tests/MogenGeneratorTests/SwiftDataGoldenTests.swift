import Foundation
import MogenGenerator
import MogenTestSupport
import Testing

/// The SwiftData template set's output for every case of `GeneratorFixtures.swiftDataCases`, in both layouts,
/// compared byte for byte with the files under `Tests/Golden/SwiftData/<case>/<layout>/`. `Scripts/update-generated`
/// rewrites them (`MOGEN_UPDATE_GOLDEN=1`), as it does the Core Data golden files.
@Suite("SwiftData golden files", .temporaryDirectories)
struct SwiftDataGoldenTests {
    static var cases: [(String, Layout)] {
        GeneratorFixtures.swiftDataCases.flatMap { swiftDataCase in Layout.allCases.map { (swiftDataCase.name, $0) } }
    }

    @Test("SwiftData output matches the golden files", arguments: cases)
    func golden(name: String, layout: Layout) throws {
        let swiftDataCase = try #require(GeneratorFixtures.swiftDataCases.first { $0.name == name })
        let result = try GeneratorFixtures.generate(
            try swiftDataCase.path(), layout: layout, options: swiftDataCase.options,
            templates: GeneratorFixtures.swiftDataTemplates)
        try GoldenTests.compare(result.files, withGoldenFilesIn: "SwiftData/\(name)/\(layout.rawValue)")
    }
}
