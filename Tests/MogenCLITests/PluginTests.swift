import Foundation
import MogenTestSupport
import Testing

/// The SwiftPM plugins, used the way a package uses them: `Samples/PluginDemo` is copied to a temporary directory
/// (so the edits below never touch the repository), pointed at this package, and built with `swift build`.
@Suite("SwiftPM plugins on Samples/PluginDemo", .temporaryDirectories)
struct PluginTests {
    let demo: String
    let source: String
    /// SwiftPM's TMPDIR (lock files, the compiler's folders).
    let temporary: String

    init() throws {
        demo = try TemporaryDirectory.make() + "/PluginDemo"
        temporary = try TemporaryDirectory.make()
        source = demo + "/Sources/MusicLibrary"
        // -L: the demo links to Tests/CoreDataInterface; the copy takes the files themselves.
        let copy = try ChildProcess("/bin/cp", ["-RL", TestPackage.path("Samples/PluginDemo"), demo]).run()
        #expect(copy.status == 0, "\(copy.stderr)")
        let manifest = demo + "/Package.swift"
        let text = try String(contentsOfFile: manifest, encoding: .utf8)
        #expect(text.contains(#"path: "../..""#))
        try Data(text.replacingOccurrences(of: #"path: "../..""#, with: "path: \"\(TestPackage.root)\"").utf8)
            .write(to: URL(fileURLWithPath: manifest))
    }

    @Test("the demo builds; mogen runs only when the model, mogen.json or a template changed; the command plugin writes the pair layout", .tags(.slow))
    func buildToolPlugin() throws {
        let first = try build()
        #expect(first.status == 0, "\(first.output)")
        #expect(first.output.contains("Generating Music+Generated.swift from Music.xcdatamodeld with mogen"))
        #expect(!first.output.contains("warning:"), "\(first.output)")
        let generated = try generatedFile()
        var text = try String(contentsOfFile: generated, encoding: .utf8)
        for declaration in ["\nnonisolated class Album: NSManagedObject {", "\nnonisolated class Band: NSManagedObject {", "\nnonisolated class Musician: NSManagedObject {"] {
            // The demo's mogen.json is settings only, `{ "accessLevel": "internal" }`, with no `models`.
            #expect(text.contains(declaration), "mogen.json asks for internal classes: \(declaration)")
        }

        // Nothing changed. SwiftPM (6.0 to 6.3, native build system) plans the second build after a clean one again,
        // whatever the package: the first does not record its planning step in `.build/build.db`. Planning builds the
        // plugins' tools in a database of its own (`plugin-tools.db`; BuildOperation.swift: "FIXME: It should be
        // possible to share database between plugin tools and regular builds"), which finds mogen-tool's files
        // rewritten by the main build, so both recompile CMogenXML.c, relink mogen-tool and run the command again.
        // mogen then writes nothing, so the library is not recompiled. A build that does not plan does nothing.
        let modified = try modificationDate(generated)
        let plugins = try pluginExecutableDates()
        let second = try build()
        #expect(second.status == 0)
        #expect(!second.output.contains("Compiling MusicLibrary"), "\(second.output)")
        #expect(try modificationDate(generated) == modified)
        #expect(try pluginExecutableDates() == plugins, "a plugin was recompiled:\n\(second.output)")
        // Intermittent: another SwiftPM (the macOS workflow's Xcode 16.4) may not plan again, and then does nothing.
        withKnownIssue("SwiftPM plans the second build again and builds mogen-tool in two databases", isIntermittent: true) {
            #expect(steps(second.output).isEmpty, "\(second.output)")
        }
        let third = try build()
        #expect(third.status == 0)
        #expect(steps(third.output).isEmpty, "compiled, linked, generated or planned: \(third.output)")
        #expect(try pluginExecutableDates() == plugins, "a plugin was recompiled:\n\(third.output)")

        // Editing the model regenerates the file, and the library compiles with it.
        let contents = source + "/Music.xcdatamodeld/Music.xcdatamodel/contents"
        let model = try String(contentsOfFile: contents, encoding: .utf8)
        let anchor = #"<entity name="Band" representedClassName="Band" syncable="YES">"#
        #expect(model.contains(anchor))
        try Data(model.replacingOccurrences(of: anchor, with: anchor
            + #"<attribute name="founded" optional="YES" attributeType="Integer 16" usesScalarValueType="YES"/>"#).utf8)
            .write(to: URL(fileURLWithPath: contents))
        let edited = try build()
        #expect(edited.status == 0, "\(edited.output)")
        #expect(edited.output.contains("Generating Music+Generated.swift"))
        text = try String(contentsOfFile: generated, encoding: .utf8)
        #expect(text.contains("var founded: Int16?"))

        // mogen.json is an input too, and so is every file of a template directory it names. SwiftPM runs the plugin
        // again (and so learns the new inputs) when the target's files change, as adding the templates does.
        let templates = source + "/Templates"
        try FileManager.default.copyItem(atPath: TestPackage.path("Templates/swift"), toPath: templates)
        try Data(#"""
            { "template": "Templates", "stack": true,
              "models": [ { "model": "Music.xcdatamodeld", "accessLevel": "internal", "imports": ["Dispatch"] } ] }
            """#.utf8).write(to: URL(fileURLWithPath: source + "/mogen.json"))
        let configured = try build()
        #expect(configured.status == 0, "\(configured.output)")
        #expect(configured.output.contains("Generating Music+Generated.swift, Music+Stack.swift"), "\(configured.output)")
        #expect(try String(contentsOfFile: generated, encoding: .utf8).contains("\nimport Dispatch\n"))
        // An optional output mogen.json asks for is an output of the build command, compiled with the library.
        let stack = URL(fileURLWithPath: generated).deletingLastPathComponent().appendingPathComponent("Music+Stack.swift").path
        #expect(try String(contentsOfFile: stack, encoding: .utf8).contains("final class MusicStore"))

        // Editing a template, even one only included, regenerates.
        let header = templates + "/_header.stencil"
        let headerText = try String(contentsOfFile: header, encoding: .utf8)
        try Data((headerText + "// Rendered with the demo's templates.\n").utf8).write(to: URL(fileURLWithPath: header))
        let retemplated = try build()
        #expect(retemplated.status == 0, "\(retemplated.output)")
        #expect(retemplated.output.contains("Generating Music+Generated.swift, Music+Stack.swift"), "\(retemplated.output)")
        #expect(try String(contentsOfFile: generated, encoding: .utf8).contains("\n// Rendered with the demo's templates.\n"))

        // The command plugin writes the pair layout into the target, where mogen.json says (its directory).
        let command = try ChildProcess("swift", [
            "package", "--package-path", demo, "--allow-writing-to-package-directory", "generate-model-code",
            "--target", "MusicLibrary",
        ], temporaryDirectory: temporary).run()
        #expect(command.status == 0, "\(command.stdout + command.stderr)")
        for file in ["Music+Model.swift", "Band.swift", "Band+Generated.swift", "Album.swift", "Musician+Generated.swift"] {
            #expect(FileManager.default.fileExists(atPath: source + "/" + file), "\(file)")
        }
    }

    @Test("the demo's model is a copy of Samples/Music.xcdatamodeld")
    func demoModelIsTheSample() throws {
        let sample = TestPackage.path("Samples/Music.xcdatamodeld/Music.xcdatamodel/contents")
        let copy = TestPackage.path("Samples/PluginDemo/Sources/MusicLibrary/Music.xcdatamodeld/Music.xcdatamodel/contents")
        #expect(FileManager.default.contents(atPath: sample) == FileManager.default.contents(atPath: copy))
    }

    /// `swift build` of the copy; its output is standard output and error together.
    private func build() throws -> (status: Int32, output: String) {
        let result = try ChildProcess("swift", ["build", "--package-path", demo], temporaryDirectory: temporary).run()
        return (result.status, result.stdout + result.stderr)
    }

    /// The build's work: SwiftPM's progress lines that compile (Swift, C; not "Compiling plugin", which SwiftPM prints
    /// when it reuses a compiled plugin too), emit a module, link, run a plugin's command, or plan. Writing
    /// `swift-version-….txt` is not work: SwiftPM does it on every build and rewrites the file only when it changes.
    private func steps(_ output: String) -> [String] {
        output.split(separator: "\n").map(String.init).filter { line in
            guard line.hasPrefix("["), let bracket = line.firstRange(of: "] ") else { return false }
            let step = line[bracket.upperBound...]
            if step.hasPrefix("Compiling plugin ") { return false }
            return ["Compiling ", "Emitting module ", "Linking ", "Generating ", "Planning build"].contains { step.hasPrefix($0) }
        }
    }

    /// When SwiftPM last wrote each compiled plugin (`.build/plugins/cache/<plugin>`).
    private func pluginExecutableDates() throws -> [String: Date?] {
        var dates: [String: Date?] = [:]
        for plugin in ["MogenPlugin", "GenerateModelCode"] {
            dates[plugin] = try modificationDate(demo + "/.build/plugins/cache/" + plugin)
        }
        return dates
    }

    /// The file MogenPlugin wrote: `.build/plugins/outputs/<package>/MusicLibrary/destination/MogenPlugin/…`.
    private func generatedFile() throws -> String {
        let outputs = demo + "/.build/plugins/outputs"
        let found = FileManager.default.subpaths(atPath: outputs)?.first { $0.hasSuffix("MogenPlugin/Music+Generated.swift") }
        return outputs + "/" + (try #require(found, "no Music+Generated.swift under \(outputs)"))
    }

    private func modificationDate(_ path: String) throws -> Date? {
        try FileManager.default.attributesOfItem(atPath: path)[.modificationDate] as? Date
    }
}
