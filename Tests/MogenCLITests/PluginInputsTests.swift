import Foundation
import MogenGenerator
import MogenTestSupport
import Testing

/// The plugins compile mogen's own rules for file names and build inputs: `Sources/MogenGenerator/SharedWithPlugins`,
/// reached through symbolic links, since a plugin can depend on no library target.
@Suite("Plugin sources and inputs are mogen's own", .temporaryDirectories)
struct PluginInputsTests {
    let root = TestPackage.root
    let shared = "Sources/MogenGenerator/SharedWithPlugins"

    @Test("the plugins reach the one copy of the shared files through symbolic links")
    func symbolicLinks() throws {
        let links = [
            "Plugins/MogenPlugin/Shared": "Plugins/MogenPluginShared",
            "Plugins/GenerateModelCode/Shared": "Plugins/MogenPluginShared",
            "Plugins/MogenPluginShared/Generator": shared,
            "Plugins/MogenPluginShared/PathText.swift": "Sources/MogenSupport/Text/PathText.swift",
        ]
        for (link, target) in links {
            let type = try FileManager.default.attributesOfItem(atPath: root + "/" + link)[.type] as? FileAttributeType
            #expect(type == .typeSymbolicLink, "\(link) must be a symbolic link, not a copy")
            #expect(resolved(link) == resolved(target), "\(link) must lead to \(target)")
        }
        let sharedFiles = try FileManager.default.contentsOfDirectory(atPath: root + "/" + shared)
        #expect(sharedFiles.contains("FileNames.swift"))
        for folder in ["Plugins/MogenPlugin", "Plugins/GenerateModelCode", "Plugins/MogenPluginShared"] {
            let own = try FileManager.default.contentsOfDirectory(atPath: root + "/" + folder)
            #expect(Set(own).isDisjoint(with: sharedFiles), "a copy of a shared file in \(folder)")
        }
        // A plugin imports no mogen module: MogenSupport only where it is missing in a plugin, which compiles the
        // linked PathText.swift instead.
        let files = sharedFiles.map { shared + "/" + $0 } + ["Sources/MogenSupport/Text/PathText.swift"]
        for file in files {
            let lines = try String(contentsOfFile: root + "/" + file, encoding: .utf8).split(separator: "\n")
            for (index, line) in lines.enumerated() where line.hasPrefix("import ") {
                let guarded = line == "import MogenSupport" && index > 0 && lines[index - 1] == "#if canImport(MogenSupport)"
                #expect(line == "import Foundation" || guarded, "\(file): \(line)")
            }
        }
    }

    @Test("the build-tool plugin's inputs are what mogen generate --list-inputs prints for its command")
    func inputsAreTheListedInputs() throws {
        let project = try Project(samples: ["Recipes", "Music"])
        try project.write("Templates/single.swift.stencil", #"{% include "Parts/_header.stencil" %}"#)
        try project.write("Templates/Parts/_header.stencil", "// Header\n")
        try project.write("mogen.json", #"""
            { "template": "Templates", "models": [ { "model": "Recipes.xcdatamodeld", "modelVersion": "Recipes" } ] }
            """#)
        let configuration = project.path("mogen.json")
        // Music has no entry: the top level's template applies.
        for model in [project.path("Recipes.xcdatamodeld"), project.path("Music.xcdatamodeld")] {
            let listed = try project.mogen([
                "generate", model, "--layout", "single", "--output", project.path("work"), "--module", "App",
                "--config", configuration, "--list-inputs",
            ])
            #expect(listed.status == 0, "\(listed.stderr)")
            let job = InputFiles.job(forModel: model, configuration: configuration)
            #expect(listed.stdout == InputFiles.list(configuration: configuration, jobs: [job]).map { $0 + "\n" }.joined())
            #expect(listed.stdout.hasSuffix(project.path("Templates/single.swift.stencil") + "\n"), "\(listed.stdout)")
        }
    }

    @Test("with the swiftdata set, the plugin reads every version of a bundle and names the schema file as an output")
    func swiftDataInputsAndOutputs() throws {
        let project = try Project(samples: ["Recipes"])
        try project.write("mogen.json", #"{ "template": "swiftdata", "swiftdataTarget": "ios26", "models": [ { "model": "Recipes.xcdatamodeld" } ] }"#)
        let configuration = project.path("mogen.json")
        let model = project.path("Recipes.xcdatamodeld")
        let job = InputFiles.job(forModel: model, configuration: configuration)
        #expect(job.rendersSwiftData)
        #expect(job.templateDirectory == nil)
        let listed = try project.mogen([
            "generate", model, "--layout", "single", "--output", project.path("out"), "--config", configuration,
            "--list-inputs",
        ])
        #expect(listed.status == 0, "\(listed.stderr)")
        #expect(listed.stdout == InputFiles.list(configuration: configuration, jobs: [job]).map { $0 + "\n" }.joined())
        for version in ["Recipes", "Recipes 2"] {
            #expect(listed.stdout.contains(project.path("Recipes.xcdatamodeld/\(version).xcdatamodel/contents")))
        }
        // The files the plugin declares as the command's outputs are the files mogen writes.
        let generated = try project.mogen([
            "generate", model, "--layout", "single", "--output", project.path("out"), "--config", configuration, "--quiet",
        ])
        #expect(generated.status == 0, "\(generated.stderr)")
        let written = try FileManager.default.contentsOfDirectory(atPath: project.path("out")).sorted()
        #expect(written == [FileNames.singleLayoutFile(forModel: "Recipes"), "Recipes" + FileNames.schemaSuffix].sorted())
    }

    @Test("with a SwiftGen template file and outputFile, the plugin reads the file and names the one file mogen writes")
    func templateFileInputsAndOutput() throws {
        let project = try Project(samples: ["Recipes"])
        try project.write("Templates/CoreData.stencil", "// Generated using SwiftGen\n{{ models.count }}\n")
        try project.write("mogen.json", #"""
            { "template": "Templates/CoreData.stencil", "context": "swiftgen", "outputFile": "CoreData.swift",
              "models": [ { "model": "Recipes.xcdatamodeld" } ] }
            """#)
        let configuration = project.path("mogen.json")
        let model = project.path("Recipes.xcdatamodeld")
        let job = InputFiles.job(forModel: model, configuration: configuration)
        #expect(job.outputFile == "CoreData.swift")
        #expect(!job.rendersSwiftData)
        let arguments = ["generate", model, "--layout", "single", "--output", project.path("out"), "--config", configuration]
        let listed = try project.mogen(arguments + ["--list-inputs"])
        #expect(listed.status == 0, "\(listed.stderr)")
        #expect(listed.stdout == InputFiles.list(configuration: configuration, jobs: [job]).map { $0 + "\n" }.joined())
        #expect(listed.stdout.hasSuffix(project.path("Templates/CoreData.stencil") + "\n"), "\(listed.stdout)")
        let generated = try project.mogen(arguments + ["--quiet"])
        #expect(generated.status == 0, "\(generated.stderr)")
        #expect(try FileManager.default.contentsOfDirectory(atPath: project.path("out")) == ["CoreData.swift"])
        #expect(try project.read("out/CoreData.swift") == "// Generated using SwiftGen\n1\n")
    }

    private func resolved(_ relative: String) -> String {
        URL(fileURLWithPath: root + "/" + relative).resolvingSymlinksInPath().path
    }

    @Test("a mogen.json of settings only is what the plugin runs with: its settings apply to the model it names")
    func settingsOnlyConfiguration() throws {
        let directory = try TemporaryDirectory.make(with: ["mogen.json": #"{ "accessLevel": "internal" }"# + "\n"])
        let music = TestPackage.path("Samples/Music.xcdatamodeld")
        // The build-tool plugin's command line (MogenPlugin.command).
        let plugin = try MogenProcess.run(
            [SettingNames.Option.generate, music, SettingNames.Option.layout, SettingNames.Option.singleLayout,
             SettingNames.Option.output, "Work", SettingNames.Option.module, "App", SettingNames.Option.config,
             "mogen.json", "--quiet"],
            in: directory)
        #expect(plugin.status == 0, "\(plugin.stderr)")
        let generated = try String(contentsOfFile: directory + "/Work/Music+Generated.swift", encoding: .utf8)
        #expect(generated.contains("\nnonisolated protocol MusicManagedObject: NSManagedObject {"))
        #expect(!generated.contains("public "))
        // With no model given, the file names none: an error at the file that says what to do.
        for command in ["generate", "lint"] {
            let bare = try MogenProcess.run([command, "--config", "mogen.json"], in: directory)
            #expect(bare.status == 2)
            #expect(bare.stderr.hasPrefix("mogen.json:1:1: error: 'mogen.json' has settings but no 'models': name the "
                + "model on the command line"), "\(bare.stderr)")
        }
    }
}
