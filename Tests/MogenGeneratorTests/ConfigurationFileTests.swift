import Foundation
import MogenGenerator
import MogenModel
import MogenSupport
import MogenTemplate
import MogenTestSupport
import Testing

@Suite("mogen.json decoding", .temporaryDirectories)
struct ConfigurationFileTests {
    /// A directory holding a model, so that `model` keys can name something that exists.
    private func directory() throws -> String {
        try TemporaryDirectory.make(with: ["M.xcdatamodel/contents": "<model/>"])
    }

    private func decode(_ text: String, in directory: String) throws(DiagnosticError) -> ConfigurationFile {
        try ConfigurationFile.decode(Array(text.utf8), path: directory + "/mogen.json")
    }

    /// The messages of the diagnostics decoding `text` gives, as `line:column: message`.
    private func problems(_ text: String) throws -> [String] {
        let directory = try directory()
        do {
            _ = try decode(text, in: directory)
            return []
        } catch {
            return error.diagnostics.map { "\($0.location?.line ?? 0):\($0.location?.column ?? 0): \($0.message)" }
        }
    }

    @Test("every key is decoded, top-level keys are defaults, paths are relative to the file")
    func keys() throws {
        let directory = try directory()
        let file = try decode("""
            {
              "accessLevel": "internal", "imports": ["A"], "vars": { "shared": true, "n": 2 },
              "models": [
                {
                  "model": "M.xcdatamodel", "modelVersion": "V", "output": "out", "humanDir": "h", "machineDir": "/abs",
                  "layout": "single", "template": "swift", "strictTemplates": true, "optionality": "xcode",
                  "module": "App", "codable": true, "baseClass": "Base", "configuration": "Cloud",
                  "imports": ["B"], "vars": { "n": 3, "s": "x", "list": [1, 2.5], "none": null }
                },
                { "model": "M.xcdatamodel", "accessLevel": "package" }
              ]
            }
            """, in: directory)
        let first = try #require(file.models.first).settings
        #expect(file.models.first?.modelPath == directory + "/M.xcdatamodel")
        #expect(first.modelVersion == "V")
        #expect(first.output == directory + "/out")
        #expect(first.humanDirectory == directory + "/h")
        #expect(first.machineDirectory == "/abs")
        #expect(first.layout == .single)
        #expect(first.template == "swift")
        #expect(first.strictTemplates == true)
        #expect(first.accessLevel == .internal)
        #expect(first.optionality == .xcode)
        #expect(first.module == "App")
        #expect(first.codable == true)
        #expect(first.baseClass == "Base")
        #expect(first.configuration == "Cloud")
        #expect(first.imports == ["A", "B"])
        #expect(first.variables == [
            "shared": .bool(true), "n": .int(3), "s": .string("x"), "list": .array([.int(1), .double(2.5)]), "none": .null,
        ])
        #expect(file.models.last?.settings.accessLevel == .package)
        #expect(file.models.last?.settings.variables?["n"] == .int(2))
        #expect(file.entry(forModel: directory + "/./M.xcdatamodel")?.settings.layout == .single)
        #expect(file.defaults.accessLevel == .internal)
    }

    @Test("the command line's settings go on top")
    func layering() {
        var file = GenerationSettings()
        file.layout = .pair
        file.imports = ["A"]
        file.variables = ["a": .int(1), "b": .int(2)]
        var commandLine = GenerationSettings()
        commandLine.layout = .single
        commandLine.imports = ["B", "A"]
        commandLine.variables = ["b": .int(3)]
        let merged = file.overlaid(with: commandLine)
        #expect(merged.layout == .single)
        #expect(merged.imports == ["A", "B"])
        #expect(merged.variables == ["a": .int(1), "b": .int(3)])
        #expect(GenerationSettings().overlaid(with: GenerationSettings()) == GenerationSettings())

        // An output on top moves every file; directories given on top stay.
        file.humanDirectory = "human"
        file.machineDirectory = "machine"
        var moved = GenerationSettings()
        moved.output = "work"
        #expect(file.overlaid(with: moved).directories == OutputDirectories("work"))
        moved.humanDirectory = "mine"
        #expect(file.overlaid(with: moved).directories == OutputDirectories(machine: "work", human: "mine"))
        #expect(file.overlaid(with: commandLine).directories == OutputDirectories(machine: "machine", human: "human"))
    }

    @Test("every problem is reported at its key or value", arguments: [
        (#"{ "models": [ { "model": "M.xcdatamodel", "outptu": "x" } ] }"#,
            ["1:43: unknown key 'outptu' in a model entry; did you mean 'output'?"]),
        (#"{ "models": [ { "model": "M.xcdatamodel", "codable": "yes" } ] }"#,
            ["1:54: 'codable' must be true or false, not a string"]),
        (#"{ "models": [ { "model": "M.xcdatamodel", "accessLevel": "open" } ] }"#,
            ["1:58: 'accessLevel' must be public, package or internal, not 'open'"]),
        (#"{ "models": [ { "model": "M.xcdatamodel", "imports": "A" } ] }"#, ["1:54: 'imports' must be a list, not a string"]),
        (#"{ "models": [ { "model": "M.xcdatamodel", "imports": [1] } ] }"#, ["1:55: 'imports' must be a string, not a number"]),
        (#"{ "models": [ { "model": "M.xcdatamodel", "vars": [] } ] }"#, ["1:51: 'vars' must be an object, not an array"]),
        (#"{ "models": [ { "model": "M.xcdatamodel", "output": "" } ] }"#,
            [#"1:53: 'output' must not be empty; use "." for the directory of the configuration file"#]),
        (#"{ "models": [ "M.xcdatamodel" ] }"#, ["1:15: each entry of 'models' must be an object, not a string"]),
        (#"{ "models": [] }"#, ["1:13: 'models' is empty; list at least one model"]),
        (#"{ "models": {} }"#, ["1:13: 'models' must be a list, not an object"]),
        (#"{ "model": "M.xcdatamodel", "models": [ { "model": "M.xcdatamodel" } ] }"#,
            ["1:3: 'model' belongs in an entry of 'models'"]),
        (#"[]"#, ["1:1: the configuration must be an object, not an array"]),
        (#"{ "models": [ { "model": "M.xcdatamodel", "output": "a", "output": "b" } ] }"#, ["1:58: duplicate key 'output'"]),
        ("{ \"models\": [\n  { \"model\": \"Missing\", \"layout\": 1 },\n  { \"modle\": \"M\" } ] }", [
            "2:14: model 'Missing' does not exist (paths are relative to the directory of mogen.json)",
            "2:35: 'layout' must be a string, not a number",
            "3:3: a model entry needs 'model', the path of a .xcdatamodeld or .xcdatamodel",
            "3:5: unknown key 'modle' in a model entry; did you mean 'model'?",
        ]),
    ])
    func problems(text: String, expected: [String]) throws {
        #expect(try problems(text) == expected)
    }

    @Test("a file of settings only applies them to the models given on the command line, and names none itself")
    func settingsOnly() throws {
        let directory = try directory()
        let file = try decode("{\n  \"accessLevel\": \"internal\", \"codable\": true\n}\n", in: directory)
        #expect(file.models.isEmpty)
        #expect(!file.listsModels)
        // A model given on the command line takes the top level's settings, as the build-tool plugin runs it.
        let jobs = GenerationSettings.jobs(
            models: [directory + "/M.xcdatamodel"], configuration: file, commandLine: GenerationSettings())
        #expect(jobs.count == 1)
        #expect(jobs.first?.settings.contextOptions.accessLevel == .internal)
        #expect(jobs.first?.settings.contextOptions.codable == true)
        #expect(file.problem(givenModels: [directory + "/M.xcdatamodel"]) == nil)
        // With no model given there is nothing to generate: said at the file's first line.
        let problem = try #require(file.problem(givenModels: []))
        #expect(problem.location == SourceLocation(file: directory + "/mogen.json", line: 1, column: 1))
        #expect(problem.message.hasPrefix("'mogen.json' has settings but no 'models': name the model on the command line"))
        // A file that lists models has nothing to say either way.
        let listing = try decode(#"{ "models": [ { "model": "M.xcdatamodel" } ] }"#, in: directory)
        #expect(listing.listsModels)
        #expect(listing.problem(givenModels: []) == nil)
    }

    @Test("decoding reads no template set; the request does, and locates one that does not exist at its key")
    func templateSetReadByTheRequest() throws {
        let directory = try directory()
        let file = try decode(#"{ "models": [ { "model": "M.xcdatamodel", "template": "nowhere" } ] }"#, in: directory)
        let entry = try #require(file.models.first)
        #expect(entry.settings.template == directory + "/nowhere")
        do {
            _ = try entry.settings.request(modelPath: entry.modelPath, keyLocations: entry.keyLocations)
            Issue.record("a template set that does not exist should fail the request")
        } catch {
            let problem = try #require(error.diagnostics.first)
            #expect(problem.message == "'\(directory)/nowhere' is neither a built-in template set (mogenerator, swift, "
                + "swiftdata, swiftgen-swift4, swiftgen-swift5) nor a directory of templates nor a template file (.stencil)")
            #expect(problem.location == .init(file: directory + "/mogen.json", line: 1, column: 43))
            #expect(problem.category == .configuration)
        }
        // A built-in set's name is kept as it is.
        let builtIn = try decode(#"{ "models": [ { "model": "M.xcdatamodel", "template": "swiftdata" } ] }"#, in: directory)
        #expect(builtIn.models.first?.settings.template == "swiftdata")
    }

    @Test("renames: located, merged property by property, the command line on top")
    func renames() throws {
        let directory = try directory()
        let file = try decode("""
            {
              "rename": { "Note.deleted": "isTrashed", "Note.hash": "digest" },
              "models": [ { "model": "M.xcdatamodel", "rename": { "Note.hash": "checksum" } } ]
            }
            """, in: directory)
        let renames = try #require(file.models.first?.settings.renames)
        #expect(renames.map { "\($0.property)=\($0.swiftName)" } == ["Note.deleted=isTrashed", "Note.hash=checksum"])
        #expect(renames.first?.location == SourceLocation(file: directory + "/mogen.json", line: 2, column: 15))
        var commandLine = GenerationSettings()
        commandLine.renames = [PropertyRename(property: "Note.deleted", swiftName: "trashed")]
        let layered = try #require(file.models.first).settings.overlaid(with: commandLine)
        #expect(layered.contextOptions.renames.map(\.swiftName) == ["checksum", "trashed"])
        #expect(try problems(#"{ "rename": { "deleted": "x" }, "models": [ { "model": "M.xcdatamodel" } ] }"#) == [
            #"1:15: 'rename' maps 'Entity.property' to a Swift name, such as { "Note.deleted": "isTrashed" }"#
        ])
        #expect(try problems(#"{ "rename": ["Note.deleted"], "models": [ { "model": "M.xcdatamodel" } ] }"#) == [
            "1:13: 'rename' must be an object, not an array"
        ])
    }

    @Test("a missing file is an error at its path")
    func missingFile() {
        #expect(throws: DiagnosticError.self) { try ConfigurationFile.load(path: "/nonexistent/mogen.json") }
    }

    @Test("mogen init finds bundles and lone models, skipping versions, build folders and hidden folders")
    func starter() throws {
        let directory = try TemporaryDirectory.make()
        for folder in [
            "Sources/App/A.xcdatamodeld/A.xcdatamodel", "Sources/App/A.xcdatamodeld/A 2.xcdatamodel", "B.xcdatamodel",
            ".build/C.xcdatamodeld/C.xcdatamodel", ".hidden/D.xcdatamodel", "Pods/E.xcdatamodel",
        ] {
            try FileManager.default.createDirectory(atPath: directory + "/" + folder, withIntermediateDirectories: true)
        }
        let models = StarterConfiguration.findModels(under: directory)
        #expect(models == ["B.xcdatamodel", "Sources/App/A.xcdatamodeld"])
        let text = StarterConfiguration.text(models: models)
        let file = try ConfigurationFile.decode(Array(text.utf8), path: directory + "/mogen.json")
        #expect(file.models.map(\.settings.output) == [directory + "/B", directory + "/Sources/App/A"])
    }

    @Test("mogen init searches each folder once, however many links lead back to it, and a path with NUL finds nothing")
    func starterLinks() throws {
        let directory = try TemporaryDirectory.make()
        try FileManager.default.createDirectory(atPath: directory + "/App/M.xcdatamodel", withIntermediateDirectories: true)
        // Two links to the parent in every folder would make a search that follows them grow without end.
        try FileManager.default.createSymbolicLink(atPath: directory + "/App/up", withDestinationPath: "..")
        try FileManager.default.createSymbolicLink(atPath: directory + "/App/again", withDestinationPath: "..")
        #expect(StarterConfiguration.findModels(under: directory) == ["App/M.xcdatamodel"])
        #expect(StarterConfiguration.findModels(under: directory + "/\0/x").isEmpty)
    }
}
