import Foundation
import MogenTestSupport
import Testing

/// Messages a user can act on: what a first run says, how loud each category of warnings is, the totals, suggestions
/// for mistyped values, documents for CI, colour, and the paths Xcode needs.
@Suite("messages: first run, warning levels, totals, suggestions, formats, colour", .temporaryDirectories)
struct MessagesTests {
    /// Xcode's default Codegen on every entity of the sample.
    static func everyEntityGeneratedByXcode(_ project: Project) throws {
        let text = try project.read(project.contentsPath())
        try project.write(project.contentsPath(), text.replacingOccurrences(
            of: #"syncable="YES""#, with: #"syncable="YES" codeGenerationType="class""#))
    }

    /// The sample with Xcode's default Codegen on every entity but Department: three warnings of [codegen] per run.
    static func oneEntityLeftToMogen() throws -> Project {
        let project = try Project()
        try everyEntityGeneratedByXcode(project)
        try project.editModel(
            replacing: #"name="Department" representedClassName="App.Department" syncable="YES" codeGenerationType="class""#,
            with: #"name="Department" representedClassName="App.Department" syncable="YES""#)
        return project
    }

    @Test("bare 'mogen' prints the commands, as 'mogen --help' does, and succeeds")
    func bareMogen() throws {
        let bare = try MogenProcess.run([])
        #expect(bare.status == 0, "\(bare.stderr)")
        #expect(bare.stdout == (try MogenProcess.run(["--help"])).stdout)
        #expect(bare.stdout.contains("COMMANDS:") && bare.stdout.contains("  generate "))
    }

    @Test("when Xcode generates every entity, generate fails with one error that says what to change")
    func everyEntitySkipped() throws {
        let project = try Project()
        try Self.everyEntityGeneratedByXcode(project)
        let result = try project.mogen(["generate", "Employees.xcdatamodeld", "-o", "out"])
        #expect(result.status == 2, "\(result.stderr)")
        let errors = result.stderr.split(separator: "\n").filter { $0.contains(": error: ") }
        #expect(errors.count == 1, "\(result.stderr)")
        #expect(errors.first?.contains("no entity is generated") == true)
        #expect(errors.first?.contains("set Codegen to Manual/None") == true)
        #expect(!result.stderr.contains("is skipped"), "the one error stands for the per-entity warnings")
        #expect(!project.exists("out"), "nothing is written")
        #expect(!result.stderr.contains("mogen: 1 error"), "one diagnostic is its own total")

        // One entity left to mogen: a run that generates it, with a warning for each of the others.
        try project.editModel(
            replacing: #"name="Department" representedClassName="App.Department" syncable="YES" codeGenerationType="class""#,
            with: #"name="Department" representedClassName="App.Department" syncable="YES""#)
        let one = try project.mogen(["generate", "Employees.xcdatamodeld", "-o", "out"])
        #expect(one.status == 0, "\(one.stderr)")
        #expect(one.stderr.components(separatedBy: "is skipped").count - 1 == 3, "\(one.stderr)")
        #expect(one.stderr.hasSuffix("mogen: 0 errors, 3 warnings\n"), "\(one.stderr)")
    }

    @Test("--warnings and mogen.json's warnings set a category's level: off, warning or error")
    func warningLevels() throws {
        let project = try Self.oneEntityLeftToMogen()
        let generate = ["generate", "Employees.xcdatamodeld", "-o", "out"]

        let off = try project.mogen(generate + ["--warnings", "codegen=off"])
        #expect(off.status == 0)
        #expect(!off.stderr.contains("warning:"), "\(off.stderr)")
        #expect(!off.stderr.contains("mogen: 0 errors"), "no totals when nothing was reported")

        let error = try project.mogen(generate + ["--warnings", "codegen=error", "--check"])
        #expect(error.status == 2)
        #expect(error.stderr.contains("error: entity 'Contractor' is skipped"), "\(error.stderr)")

        // A category's own level wins over --warnings-as-errors.
        let precise = try project.mogen(generate + ["--warnings-as-errors", "--warnings", "codegen=warning", "--check"])
        #expect(precise.stderr.contains("warning: entity 'Contractor' is skipped"), "\(precise.stderr)")
        #expect(precise.status == 0, "the check runs: the warning does not stop it (\(precise.stderr))")

        // mogen.json: the top level, a model entry on top of it, the command line on top of both.
        try project.write("mogen.json", """
            { "warnings": { "codegen": "error" },
              "models": [ { "model": "Employees.xcdatamodeld", "output": "out", "warnings": { "codegen": "off" } } ] }
            """)
        let entry = try project.mogen(["generate"])
        #expect(entry.status == 0, "\(entry.stderr)")
        #expect(!entry.stderr.contains("skipped"))
        let commandLine = try project.mogen(["generate", "--warnings", "codegen=error"])
        #expect(commandLine.status == 2)

        // Mistakes: a category or level that does not exist, with the closest one.
        let typo = try project.mogen(generate + ["--warnings", "codegn=off"])
        #expect(typo.status == 64)
        #expect(typo.stderr.contains("unknown warning category 'codegn'; did you mean 'codegen'?"), "\(typo.stderr)")
        try project.write("mogen.json", """
            { "warnings": { "codegen": "of" },
              "models": [ { "model": "Employees.xcdatamodeld" } ] }
            """)
        let level = try project.mogen(["generate"])
        #expect(level.status == 2)
        #expect(level.stderr.contains("mogen.json:1:28: error: the level of warnings 'codegen' must be off, warning or error, "
            + "not 'of'; did you mean 'off'?"), "\(level.stderr)")

        // lint takes the levels too: a relationship without its inverse is an [inverse] warning.
        try project.editModel(
            replacing: #"destinationEntity="Employee" inverseName="headOf" inverseEntity="Employee"/>"#,
            with: #"destinationEntity="Employee"/>"#)
        let lint = ["lint", "Employees.xcdatamodeld"]
        #expect(try project.mogen(lint).stderr.contains("warning:"))
        let raised = try project.mogen(lint + ["--warnings", "inverse=error"])
        #expect(raised.status == 2)
        #expect(raised.stderr.contains("error:") && raised.stderr.contains("[inverse]"), "\(raised.stderr)")
        let silenced = try project.mogen(lint + ["--warnings", "inverse=off"])
        #expect(silenced.status == 0)
        #expect(!silenced.stderr.contains("[inverse]"), "\(silenced.stderr)")
    }

    @Test("mistyped values get the closest one: an option's choice, a template set, a model path")
    func suggestions() throws {
        let project = try Project()
        let layout = try project.mogen(["generate", "Employees.xcdatamodeld", "--layout", "singel"])
        #expect(layout.status == 64)
        #expect(layout.stderr.contains("expected 'pair', 'single'; did you mean 'single'?"), "\(layout.stderr)")
        let template = try project.mogen(["generate", "Employees.xcdatamodeld", "--template", "swfit", "-o", "out"])
        #expect(template.status == 2)
        #expect(template.stderr.contains("did you mean 'swift'?"), "\(template.stderr)")
        let model = try project.mogen(["generate", "Employes.xcdatamodeld", "-o", "out"])
        #expect(model.status == 2)
        #expect(model.stderr.contains("Employes.xcdatamodeld: error: no such file or directory; did you mean "
            + "'Employees.xcdatamodeld'?"), "\(model.stderr)")
        // In mogen.json too, at the value.
        try project.write("mogen.json", #"{ "layout": "singel", "models": [ { "model": "Employees.xcdatamodeld" } ] }"#)
        let configured = try project.mogen(["generate"])
        #expect(configured.stderr.contains("mogen.json:1:13: error: 'layout' must be pair or single, not 'singel'; "
            + "did you mean 'single'?"), "\(configured.stderr)")
        let help = try project.mogen(["generate", "--help"])
        for set in ["swift", "swiftdata", "mogenerator", "swiftgen-swift4", "swiftgen-swift5"] {
            #expect(help.stdout.contains(set), "--help names the built-in set \(set)")
        }
    }

    @Test("--diagnostic-format json and sarif: one document after the run, with every diagnostic at its place")
    func documents() throws {
        let project = try Self.oneEntityLeftToMogen()
        let generate = ["generate", "Employees.xcdatamodeld", "-o", "out"]

        let json = try project.mogen(generate + ["--diagnostic-format", "json"])
        #expect(json.status == 0)
        let document = try #require(
            try JSONSerialization.jsonObject(with: Data(json.stderr.utf8)) as? [String: Any], "\(json.stderr)")
        #expect(document["warnings"] as? Int == 3)
        #expect(document["errors"] as? Int == 0)
        let diagnostics = try #require(document["diagnostics"] as? [[String: Any]])
        #expect(diagnostics.count == 3)
        #expect(diagnostics.first?["category"] as? String == "codegen")
        #expect(diagnostics.first?["file"] as? String == project.contentsPath())
        #expect((diagnostics.first?["line"] as? Int ?? 0) > 0)

        let sarifPath = project.path("mogen.sarif")
        let sarif = try project.mogen(
            generate + ["--warnings", "codegen=error", "--diagnostic-format", "sarif", "--diagnostic-output", sarifPath])
        #expect(sarif.status == 2)
        let log = try #require(
            try JSONSerialization.jsonObject(with: Data(project.read("mogen.sarif").utf8)) as? [String: Any])
        #expect(log["version"] as? String == "2.1.0")
        let run = try #require((log["runs"] as? [[String: Any]])?.first)
        let results = try #require(run["results"] as? [[String: Any]])
        #expect(results.count == 3)
        #expect(results.allSatisfy { $0["level"] as? String == "error" && $0["ruleId"] as? String == "codegen" })
        let location = try #require(
            ((results.first?["locations"] as? [[String: Any]])?.first?["physicalLocation"]) as? [String: Any])
        #expect((location["artifactLocation"] as? [String: Any])?["uri"] as? String == project.contentsPath())
        #expect(((location["region"] as? [String: Any])?["startLine"] as? Int ?? 0) > 0)
        let rules = ((run["tool"] as? [String: Any])?["driver"] as? [String: Any])?["rules"] as? [[String: Any]]
        #expect(rules?.map { $0["id"] as? String } == ["codegen"])

        // lint too; a path with a space is percent-encoded in the URI.
        try FileManager.default.moveItem(atPath: project.path("Employees.xcdatamodeld"), toPath: project.path("My Model.xcdatamodeld"))
        let lint = try project.mogen(["lint", "My Model.xcdatamodeld", "--diagnostic-format", "sarif"])
        #expect(lint.status == 0)
        #expect(lint.stderr.hasPrefix("{"), "the document alone on standard error: \(lint.stderr)")
        #expect(!lint.stderr.contains("0 errors"))
    }

    @Test("colour on request (CLICOLOR_FORCE), never with NO_COLOR; absolute paths in Xcode's build environment")
    func colourAndPaths() throws {
        let project = try Self.oneEntityLeftToMogen()
        let generate = ["generate", "Employees.xcdatamodeld", "-o", "out", "--check"]
        let plain = try project.mogen(generate)
        #expect(!plain.stderr.contains("\u{1B}["), "no colour into a pipe")
        // The test runner may run with NO_COLOR set: an empty one counts as unset (no-color.org).
        let colored = try project.mogen(generate, environment: ["CLICOLOR_FORCE": "1", "NO_COLOR": ""])
        #expect(colored.stderr.contains("\u{1B}[1;35mwarning:\u{1B}[0m"), "\(colored.stderr)")
        let noColor = try project.mogen(generate, environment: ["CLICOLOR_FORCE": "1", "NO_COLOR": "1"])
        #expect(!noColor.stderr.contains("\u{1B}["))
        #expect(noColor.stderr == plain.stderr)

        let xcode = try project.mogen(generate, environment: ["XCODE_VERSION_ACTUAL": "2600"])
        let resolved = URL(fileURLWithPath: project.root).resolvingSymlinksInPath().path
        let first = try #require(xcode.stderr.split(separator: "\n").first.map(String.init))
        #expect(first.hasPrefix("/"), "\(first)")
        #expect(first.hasPrefix(project.path(project.contentsPath())) || first.hasPrefix(resolved), "\(first)")
    }

    @Test("in a sandboxed Xcode phase, temporaries are staged in TARGET_TEMP_DIR, never beside the outputs")
    func sandboxedStaging() throws {
        let project = try Project()
        let staging = try TemporaryDirectory.make()
        let environment = ["ENABLE_USER_SCRIPT_SANDBOXING": "YES", "TARGET_TEMP_DIR": staging]
        var stagings = [staging]
        // Another volume, when the machine has one (tmpfs): rename(2) cannot reach the output, so mogen copies.
        var other = stat(), here = stat()
        if stat("/dev/shm", &other) == 0, stat(project.root, &here) == 0, other.st_dev != here.st_dev {
            let shm = "/dev/shm/mogen-staging-\(getpid())"
            try FileManager.default.createDirectory(atPath: shm, withIntermediateDirectories: true)
            stagings.append(shm)
        }
        defer { for directory in stagings.dropFirst() { try? FileManager.default.removeItem(atPath: directory) } }
        for (index, directory) in stagings.enumerated() {
            let output = "out\(index)"
            let result = try project.mogen(
                ["generate", "Employees.xcdatamodeld", "-o", output], environment: environment.merging(["TARGET_TEMP_DIR": directory]) { _, new in new })
            #expect(result.status == 0, "\(result.stderr)")
            #expect(try FileManager.default.contentsOfDirectory(atPath: directory).isEmpty, "no temporary is left")
            let written = try FileManager.default.contentsOfDirectory(atPath: project.path(output)).sorted()
            #expect(written.count == 9 && !written.contains { $0.hasPrefix(".") }, "\(written)")
            #expect(try project.mogen(["generate", "Employees.xcdatamodeld", "-o", output, "--check"]).status == 0)
        }
    }

    @Test("import says what to do next, and warns of a SwiftGen templatePath that does not exist")
    func importNextSteps() throws {
        let project = try Project()
        try project.write("swiftgen.yml", """
            coredata:
              inputs: Employees.xcdatamodeld
              outputs:
                templatePath: Templates/missing.stencil
                output: Generated/Model.swift
            """)
        let result = try project.mogen(["import", "swiftgen.yml"])
        #expect(result.status == 0, "\(result.stderr)")
        #expect(result.stderr.contains("swiftgen.yml:4:19: warning: the template 'Templates/missing.stencil' does not exist"),
            "\(result.stderr)")
        #expect(result.stderr.contains("next:\n  1. mogen generate"), "\(result.stderr)")
        #expect(result.stderr.contains("remove the coredata entry from swiftgen.yml"))
    }
}
