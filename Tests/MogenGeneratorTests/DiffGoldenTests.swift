import MogenGenerator
import MogenModel
import MogenTestSupport
import Testing

/// `mogen diff`'s reports for the version histories in Samples/ and Tests/Models, reviewed like code
/// (Tests/Golden/Diff; `Scripts/update-generated` rewrites them).
@Suite("Golden diff reports")
struct DiffGoldenTests {
    static let pairs: [(bundle: String, old: String, new: String, file: String)] = [
        ("Samples/Recipes.xcdatamodeld", "Recipes", "Recipes 2", "Recipes"),
        ("Tests/Models/Library.xcdatamodeld", "Library", "Library 2", "Library-1-2"),
        ("Tests/Models/Library.xcdatamodeld", "Library 2", "Library 3", "Library-2-3"),
    ]

    @Test("text and JSON reports match the golden files")
    func reports() throws {
        var files: [GeneratedFile] = []
        for pair in Self.pairs {
            let old = try ModelReader.read(path: TestPackage.path(pair.bundle), version: pair.old).model
            let new = try ModelReader.read(path: TestPackage.path(pair.bundle), version: pair.new).model
            let diff = ModelComparison.compare(old, new)
            let oldLabel = "\(pair.bundle) '\(pair.old)'"
            let newLabel = "\(pair.bundle) '\(pair.new)'"
            files.append(GeneratedFile(
                relativePath: pair.file + ".txt", directory: "",
                contents: ModelDiffText.render(diff, oldLabel: oldLabel, newLabel: newLabel), ownership: .machine))
            files.append(GeneratedFile(
                relativePath: pair.file + ".json", directory: "",
                contents: ModelDiffJSON.json(diff, oldLabel: oldLabel, newLabel: newLabel).rendered(),
                ownership: .machine))
        }
        try GoldenTests.compare(files, withGoldenFilesIn: "Diff")
    }
}
