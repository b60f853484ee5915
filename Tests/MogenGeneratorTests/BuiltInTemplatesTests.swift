import Foundation
import MogenGenerator
import Testing

/// The built-in templates are compiled into mogen from `Sources/MogenGenerator/Rendering/BuiltInTemplates.swift`,
/// which is generated from `Templates/` and committed (a build-tool plugin cannot do it: SwiftPM does not run
/// plugins on a tool that another package's plugin uses, as MogenPlugin uses mogen). This test keeps the two equal;
/// after editing `Templates/`, regenerate with `MOGEN_UPDATE_GOLDEN=1 swift test --filter BuiltInTemplates`.
@Suite("Built-in templates")
struct BuiltInTemplatesTests {
    static let sourcePath = GeneratorFixtures.packageRoot + "/Sources/MogenGenerator/Rendering/BuiltInTemplates.swift"

    @Test("BuiltInTemplates.swift holds exactly the files of Templates/")
    func upToDate() throws {
        let source = try Self.source(forTemplatesIn: GeneratorFixtures.packageRoot + "/Templates")
        if GoldenTests.updating {
            try Data(source.utf8).write(to: URL(fileURLWithPath: Self.sourcePath))
            print("note: \(Self.sourcePath) updated")
            return
        }
        let committed = try String(contentsOfFile: Self.sourcePath, encoding: .utf8)
        #expect(committed == source, "BuiltInTemplates.swift is out of date: run MOGEN_UPDATE_GOLDEN=1 swift test --filter BuiltInTemplates")
        // And what was compiled in is what the files say.
        for name in TemplateSet.builtInNames {
            let directory = GeneratorFixtures.packageRoot + "/Templates/" + name
            let files = try #require(TemplateSet.builtInFiles(named: name))
            #expect(Set(files.keys) == Set(try FileManager.default.contentsOfDirectory(atPath: directory)))
            for (file, text) in files {
                #expect(text == (try String(contentsOfFile: directory + "/" + file, encoding: .utf8)), "\(name)/\(file)")
            }
        }
    }

    /// The Swift source that embeds every template set under `root` (one folder per set).
    static func source(forTemplatesIn root: String) throws -> String {
        let fileManager = FileManager.default
        var source = """
            // Generated from Templates/ by Tests/MogenGeneratorTests/BuiltInTemplatesTests.swift. Do not edit: edit
            // Templates/, then run MOGEN_UPDATE_GOLDEN=1 swift test --filter BuiltInTemplates.

            enum BuiltInTemplates {
                /// Template sets by name, each a dictionary of file names to contents.
                static let sets: [String: [String: String]] = [

            """
        for set in try fileManager.contentsOfDirectory(atPath: root).filter({ !$0.hasPrefix(".") }).sorted() {
            let directory = root + "/" + set
            source += "        \(rawLiteral(set)): [\n"
            for name in (fileManager.subpaths(atPath: directory) ?? []).filter({ !$0.hasPrefix(".") }).sorted() {
                var isDirectory: ObjCBool = false
                guard fileManager.fileExists(atPath: directory + "/" + name, isDirectory: &isDirectory), !isDirectory.boolValue
                else { continue }
                let text = try String(contentsOfFile: directory + "/" + name, encoding: .utf8)
                source += "            \(rawLiteral(name)): \(rawLiteral(text)),\n"
            }
            source += "        ],\n"
        }
        return source + "    ]\n}\n"
    }

    /// A Swift raw multi-line string literal whose delimiter cannot occur in `text`.
    static func rawLiteral(_ text: String) -> String {
        var longest = 0, run = 0, afterQuote = false
        for character in text {
            if character == "#", afterQuote {
                run += 1
                longest = max(longest, run)
            } else {
                afterQuote = character == "\""
                run = 0
            }
        }
        let hashes = String(repeating: "#", count: longest + 1)
        return hashes + "\"\"\"\n" + text + "\n\"\"\"" + hashes
    }
}
