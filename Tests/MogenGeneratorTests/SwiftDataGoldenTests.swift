import Foundation
import MogenGenerator
import MogenTestSupport
import Testing

/// The SwiftData template set's output for every case of `GeneratorFixtures.swiftDataCases`, in both layouts,
/// compared byte for byte with the files under `Tests/Golden/SwiftData/<case>/<layout>/`. `Scripts/update-generated`
/// rewrites them (`MOGEN_UPDATE_GOLDEN=1`), as it does the Core Data golden files.
@Suite("SwiftData golden files")
struct SwiftDataGoldenTests {
    static var cases: [(String, Layout)] {
        GeneratorFixtures.swiftDataCases.flatMap { swiftDataCase in Layout.allCases.map { (swiftDataCase.name, $0) } }
    }

    @Test("SwiftData output matches the golden files", arguments: cases)
    func golden(name: String, layout: Layout) throws {
        let swiftDataCase = try #require(GeneratorFixtures.swiftDataCases.first { $0.name == name })
        let result = try GeneratorFixtures.generate(
            swiftDataCase.path, layout: layout, options: swiftDataCase.options,
            templates: GeneratorFixtures.swiftDataTemplates)
        let directory = "\(TestPackage.root)/Tests/Golden/SwiftData/\(name)/\(layout.rawValue)"
        let fileManager = FileManager.default
        if GoldenTests.updating {
            try? fileManager.removeItem(atPath: directory)
            try GeneratorFixtures.write(result.files, to: directory)
            print("note: golden files updated in \(directory)")
            return
        }
        let expectedNames = Set((try? fileManager.contentsOfDirectory(atPath: directory)) ?? [])
        #expect(Set(result.files.map(\.relativePath)) == expectedNames,
            "files differ from \(directory); run Scripts/update-generated to update")
        for file in result.files {
            let expected = fileManager.contents(atPath: directory + "/" + file.relativePath)
                .map { String(decoding: $0, as: UTF8.self) }
            #expect(file.contents == expected, "SwiftData/\(name)/\(layout.rawValue)/\(file.relativePath) differs from its golden file")
        }
    }
}
