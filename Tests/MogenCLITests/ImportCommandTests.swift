import Foundation
import MogenTestSupport
import Testing

@Suite("mogen import", .temporaryDirectories)
struct ImportCommandTests {
    let swiftGenConfiguration = """
        output_dir: ../Sources/Generated
        coredata:
          inputs: ../Employees.xcdatamodeld
          outputs:
            templateName: swift5
            output: CoreData.swift
            params:
              publicAccess: true
        """

    @Test("a SwiftGen configuration: mogen.json beside it, or at --output with its paths rebased")
    func swiftGen() throws {
        let project = try Project()
        try project.write("Config/swiftgen.yml", swiftGenConfiguration)
        let beside = try project.mogen(["import", "Config/swiftgen.yml"])
        #expect(beside.status == 0)
        #expect(beside.stderr.hasPrefix("wrote Config/mogen.json: 1 model from Config/swiftgen.yml\nnext:\n"))
        #expect(beside.stderr.contains("1. (cd Config && mogen generate)"), "\(beside.stderr)")
        #expect(try project.read("Config/mogen.json").contains(#""model": "../Employees.xcdatamodeld""#))

        let elsewhere = try project.mogen(["import", "Config/swiftgen.yml", "--output", "mogen.json"])
        #expect(elsewhere.status == 0)
        let text = try project.read("mogen.json")
        #expect(text.contains(#""model": "Employees.xcdatamodeld""#))
        #expect(text.contains(#""output": "Sources/Generated""#))
        #expect(text.contains(#""template": "swiftgen-swift5""#))
    }

    @Test("an existing file is kept unless --force; --stdout writes nothing")
    func overwriting() throws {
        let project = try Project()
        try project.write("swiftgen.yml", swiftGenConfiguration)
        try project.write("mogen.json", "{}")
        let refused = try project.mogen(["import", "swiftgen.yml"])
        #expect(refused.status == 2)
        #expect(refused.stderr.contains("mogen.json: error: exists; not overwritten (--force replaces it)"))
        #expect(try project.read("mogen.json") == "{}")
        let printed = try project.mogen(["import", "swiftgen.yml", "--stdout"])
        #expect(printed.status == 0)
        #expect(printed.stdout.hasPrefix("{\n  \"models\": [\n"))
        #expect(try project.read("mogen.json") == "{}")
        #expect(try project.mogen(["import", "swiftgen.yml", "--force"]).status == 0)
        #expect(try project.read("mogen.json") != "{}")
    }

    @Test("mogenerator: .mogenerator-args, a build script, a command line after --")
    func mogenerator() throws {
        let project = try Project()
        try project.write(".mogenerator-args", #"["--model", "Employees.xcdatamodeld", "--machine-dir", "Gen"]"#)
        let arguments = try project.mogen(["import", ".mogenerator-args", "--stdout"])
        #expect(arguments.status == 0)
        #expect(arguments.stdout.contains(#""machineDir": "Gen""#))
        #expect(arguments.stderr.contains(
            ".mogenerator-args:1:2: warning: without --swift mogenerator generates Objective-C"))

        try project.write("Scripts/model.sh", "mogenerator --model \"$SRCROOT/Employees.xcdatamodeld\" --swift -O Out\n")
        let script = try project.mogen(["import", "Scripts/model.sh", "--stdout"])
        #expect(script.status == 0)
        // A script's paths are relative to the project directory, where Xcode runs it, not to the script's folder.
        #expect(script.stdout.contains(#""model": "Employees.xcdatamodeld""#))
        #expect(script.stdout.contains(#""output": "Out""#))

        let line = try project.mogen(["import", "--", "mogenerator", "-m", "Employees.xcdatamodeld", "-S", "-O", "Out"])
        #expect(line.status == 0)
        #expect(line.stderr.hasPrefix("wrote mogen.json: 1 model from the command line\nnext:\n"))
        #expect(line.stderr.contains("replace the mogenerator command in your build phase"), "\(line.stderr)")
        #expect(try project.read("mogen.json").contains(#""template": "mogenerator""#))
    }

    @Test("sources that cannot be imported exit 2 with located errors; a wrong command line exits 64")
    func errors() throws {
        let project = try Project()
        try project.write("bad.yml", "coredata:\n  inputs: |\n    x\n")
        let yaml = try project.mogen(["import", "bad.yml"])
        #expect(yaml.status == 2)
        #expect(yaml.stderr.hasPrefix("bad.yml:2:11: error: a block scalar ('|') is not part of the YAML that mogen reads"))
        #expect(!project.exists("mogen.json"))
        let missing = try project.mogen(["import", "nothing.yml"])
        #expect(missing.status == 2)
        #expect(missing.stderr.contains("nothing.yml: error: no such file"))
        try project.write("script.sh", "echo hello\n")
        #expect(try project.mogen(["import", "script.sh"]).stderr.contains("script.sh: error: no mogenerator command found"))
        #expect(try project.mogen(["import"]).status == 64)
    }

    @Test("the imported mogen.json generates what the old tool's configuration asked for")
    func generatesFromImport() throws {
        let project = try Project(samples: ["Employees", "Recipes"])
        try project.write("swiftgen.yml", swiftGenConfiguration.replacingOccurrences(of: "../", with: ""))
        #expect(try project.mogen(["import", "swiftgen.yml"]).status == 0)
        let generated = try project.mogen(["generate"])
        #expect(generated.status == 0, "\(generated.stderr)")
        let direct = try project.mogen([
            "generate", "Employees.xcdatamodeld", "--template", "swiftgen-swift5", "--var", "publicAccess=true",
            "--output", "Direct", "--output-file", "CoreData.swift",
        ])
        #expect(direct.status == 0, "\(direct.stderr)")
        #expect(try project.read("Sources/Generated/CoreData.swift") == project.read("Direct/CoreData.swift"))

        try project.write("model.sh", "mogenerator -m Recipes.xcdatamodeld -M Machine -H Human --swift\n")
        #expect(try project.mogen(["import", "model.sh", "--force"]).status == 0)
        #expect(try project.mogen(["generate"]).status == 0)
        #expect(project.exists("Machine/_Recipe.swift"))
        #expect(project.exists("Human/Recipe.swift"))
    }
}
