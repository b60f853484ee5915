import Foundation
import MogenTestSupport
import Testing

/// `mogen.json` and `mogen init`, as a process.
@Suite("mogen generate with mogen.json; mogen init", .temporaryDirectories)
struct ConfigurationTests {
    @Test("the smallest mogen.json: generate with no model runs every model it lists, paths relative to the file")
    func smallestFile() throws {
        let project = try Project(samples: ["Employees", "Music"])
        try project.write("mogen.json", #"{ "models": [ { "model": "Employees.xcdatamodeld", "output": "Generated" } ] }"#)
        let result = try project.mogen(["generate"])
        #expect(result.status == 0, "\(result.stderr)")
        #expect(project.exists("Generated/Employee+Generated.swift"))

        // From another directory, with --config: paths stay relative to the file.
        try project.write("app/mogen.json", """
            {
              "accessLevel": "internal",
              "models": [
                { "model": "../Employees.xcdatamodeld", "output": "Model", "layout": "single" },
                { "model": "../Music.xcdatamodeld", "output": "Model", "accessLevel": "public", "vars": { "x": 1 } }
              ]
            }
            """)
        let nested = try MogenProcess.run(["generate", "--config", "app/mogen.json"], in: project.root)
        #expect(nested.status == 0, "\(nested.stderr)")
        #expect(nested.stderr.contains("Employees: 1 file written") && nested.stderr.contains("Music: "))
        #expect(try !project.read("app/Model/Employees+Generated.swift").contains("public "))
        #expect(try project.read("app/Model/Band+Generated.swift").contains("public "))
        #expect(try project.mogen(["generate", "--config", "app/mogen.json", "--check"]).status == 0)
    }

    @Test("when one model of mogen.json fails, no model's files are written")
    func oneModelFails() throws {
        let project = try Project(samples: ["Employees", "Music"])
        try project.editModel("Music", replacing: #"representedClassName="Band""#, with: #"representedClassName="Band" parentEntity="Band""#)
        try project.write("mogen.json", """
            { "models": [ { "model": "Employees.xcdatamodeld", "output": "A" }, { "model": "Music.xcdatamodeld", "output": "B" } ] }
            """)
        let result = try project.mogen(["generate"])
        #expect(result.status == 2)
        #expect(result.stderr.contains("Music.xcdatamodeld/Music.xcdatamodel/contents:"))
        #expect(result.stderr.contains("error: entity 'Band' inherits from itself"))
        #expect(!project.exists("A") && !project.exists("B"))
    }

    @Test("options on the command line override the file")
    func commandLineOverrides() throws {
        let project = try Project()
        try project.write("mogen.json", #"{ "models": [ { "model": "Employees.xcdatamodeld", "output": "Generated", "layout": "pair" } ] }"#)
        let result = try project.mogen(["generate", "--layout", "single", "-o", "Other"])
        #expect(result.status == 0, "\(result.stderr)")
        #expect(project.exists("Other/Employees+Generated.swift"))
        #expect(!project.exists("Generated"))
        // A model given on the command line with --config takes its entry's settings.
        let entry = try project.mogen(["generate", "./Employees.xcdatamodeld", "--config", "mogen.json", "--list-outputs"])
        #expect(entry.stdout.hasPrefix("Generated/Employees+Model.swift\n"))
    }

    @Test("mistakes in mogen.json are errors at their line and column that name the key")
    func errors() throws {
        let project = try Project()
        let cases: [(String, String)] = [
            ("{ \"models\": [ { \"model\": \"Employees.xcdatamodeld\",\n  \"outptu\": \"Generated\" } ] }",
                "mogen.json:2:3: error: unknown key 'outptu' in a model entry; did you mean 'output'? [configuration]"),
            (#"{ "models": [ { "model": "Employees.xcdatamodeld", "layout": 2 } ] }"#,
                "mogen.json:1:62: error: 'layout' must be a string, not a number [configuration]"),
            (#"{ "models": [ { "model": "Employees.xcdatamodeld", "layout": "double" } ] }"#,
                "mogen.json:1:62: error: 'layout' must be pair or single, not 'double' [configuration]"),
            (#"{ "models": [ { "model": "Nope.xcdatamodeld" } ] }"#,
                "mogen.json:1:26: error: model 'Nope.xcdatamodeld' does not exist"),
            (#"{ "models": [ { "output": "x" } ] }"#,
                "mogen.json:1:15: error: a model entry needs 'model'"),
            (#"{ "modles": [] }"#, "mogen.json:1:3: error: unknown key 'modles' in the top level; did you mean 'models'?"),
            (#"{ "models": [ { "model": "Employees.xcdatamodeld", } ] }"#, "mogen.json:1:50: error: trailing comma"),
        ]
        for (text, expected) in cases {
            try project.write("mogen.json", text)
            let result = try project.mogen(["generate"])
            #expect(result.status == 2, "\(text)")
            #expect(result.stderr.contains(expected), "\(text)\n\(result.stderr)")
            #expect(!project.exists("Generated"))
        }
        try FileManager.default.removeItem(atPath: project.path("mogen.json"))
        let none = try project.mogen(["generate"])
        #expect(none.status == 64)
        #expect(none.stderr.contains("no model given, and no mogen.json in the current directory"))
    }

    @Test("mogen init writes a mogen.json for the models it finds, which then generates; it never overwrites")
    func initialize() throws {
        let project = try Project(samples: [])
        try FileManager.default.copyItem(
            atPath: TestPackage.path("Samples/Music.xcdatamodeld"), toPath: project.path("Sources/App/Music.xcdatamodeld"))
        try FileManager.default.copyItem(
            atPath: TestPackage.path("Samples/Calculator.xcdatamodeld"), toPath: project.path("Calculator.xcdatamodeld"))
        try FileManager.default.copyItem(
            atPath: TestPackage.path("Samples/Employees.xcdatamodeld"), toPath: project.path(".build/Employees.xcdatamodeld"))
        let result = try project.mogen(["init"])
        #expect(result.status == 0, "\(result.stderr)")
        #expect(result.stderr.contains("wrote mogen.json for 2 models"))
        #expect(try project.read("mogen.json").contains(#""model" : "Sources/App/Music.xcdatamodeld""#)
            || project.read("mogen.json").contains(#""model": "Sources/App/Music.xcdatamodeld""#))
        let generate = try project.mogen(["generate"])
        #expect(generate.status == 0, "\(generate.stderr)")
        #expect(project.exists("Sources/App/Music/Band+Generated.swift"))
        #expect(project.exists("Calculator/History+Generated.swift"))
        let again = try project.mogen(["init"])
        #expect(again.status == 2)
        #expect(again.stderr.contains("mogen.json: error: exists; not overwritten (--force replaces it)"))
        #expect(try project.mogen(["init", "--force"]).status == 0)
    }

    @Test("mogen help generate documents every option")
    func help() throws {
        let help = try MogenProcess.run(["help", "generate"])
        #expect(help.status == 0)
        for option in [
            "--config", "--output", "--layout", "--human-dir", "--machine-dir", "--template", "--model-version",
            "--access-level", "--optionality", "--module", "--codable", "--base-class", "--configuration", "--import",
            "--var", "--strict-templates", "--check", "--list-outputs", "--dry-run", "--list-inputs", "--stdout",
            "--prune", "--warnings-as-errors", "--quiet", "EXIT STATUS",
        ] {
            #expect(help.stdout.contains(option), "\(option)")
        }
    }
}
