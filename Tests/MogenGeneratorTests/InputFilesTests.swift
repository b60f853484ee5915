import Foundation
import MogenGenerator
import MogenModel
import MogenTestSupport
import Testing

/// `InputFiles` is read leniently, for the plugins; `ModelLocator` and `mogen.json`'s reader are what mogen runs.
/// They must agree on every file they both find.
@Suite("InputFiles: the files a generation reads", .temporaryDirectories)
struct InputFilesTests {
    @Test("a model's files are those ModelLocator reads, for every sample, test model and version")
    func modelFilesAreTheLocatorFiles() throws {
        var cases: [(path: String, version: String?)] = GeneratorFixtures.samples.map { (GeneratorFixtures.sample($0), nil) }
        cases += GeneratorFixtures.testModels.map { (GeneratorFixtures.testModel($0.name), nil) }
        cases += [
            (GeneratorFixtures.sample("Recipes"), "Recipes"), (GeneratorFixtures.sample("Recipes"), "Recipes 2.xcdatamodel"),
            (GeneratorFixtures.sample("Recipes") + "/", nil),
            (GeneratorFixtures.testModel("Names") + "/contents", nil),
        ]
        for (path, version) in cases {
            let located = try ModelLocator.locate(path: path, version: version)
            #expect(InputFiles.modelFiles(path, version: version) == located.inputFiles, "\(path) \(version ?? "")")
        }
    }

    @Test("the list holds the configuration, then each model's and template directory's files, each once")
    func list() throws {
        let root = try TemporaryDirectory.make()
        try write(root + "/Templates/single.swift.stencil")
        try write(root + "/Templates/Parts/_header.stencil")
        try write(root + "/Templates/.notes")
        let recipes = GeneratorFixtures.sample("Recipes")
        let job = InputFiles.Job(modelPath: recipes, templateDirectory: root + "/Templates")
        #expect(InputFiles.list(configuration: root + "/mogen.json", jobs: [job, job]) == [
            root + "/mogen.json", recipes + "/.xccurrentversion", recipes + "/Recipes 2.xcdatamodel/contents",
            root + "/Templates/Parts/_header.stencil", root + "/Templates/single.swift.stencil",
        ])
    }

    @Test("a model's job comes from its entry in mogen.json, else the top level; a built-in set names no directory")
    func jobFromConfiguration() throws {
        let root = try TemporaryDirectory.make()
        let configuration = root + "/mogen.json"
        try write(configuration, #"""
            { "template": "Shared", "stack": true, "models": [
              { "model": "./Recipes.xcdatamodeld", "modelVersion": "Recipes", "template": "../Own", "modelAsCode": true },
              { "model": "Music.xcdatamodeld", "template": "swift", "stack": false } ] }
            """#)
        #expect(InputFiles.job(forModel: root + "/Recipes.xcdatamodeld/", configuration: configuration)
            == InputFiles.Job(modelPath: root + "/Recipes.xcdatamodeld/", modelVersion: "Recipes", templateDirectory: root + "/../Own",
                optionalOutputs: [.stack, .modelAsCode]))
        #expect(InputFiles.job(forModel: root + "/Music.xcdatamodeld", configuration: configuration)
            == InputFiles.Job(modelPath: root + "/Music.xcdatamodeld"))
        #expect(InputFiles.job(forModel: root + "/Other.xcdatamodel", configuration: configuration)
            == InputFiles.Job(modelPath: root + "/Other.xcdatamodel", templateDirectory: root + "/Shared", optionalOutputs: [.stack]))
        #expect(InputFiles.job(forModel: "Other.xcdatamodel", configuration: nil) == InputFiles.Job(modelPath: "Other.xcdatamodel"))
    }

    @Test("the built-in template sets are the ones a plugin knows")
    func builtInSets() {
        #expect(InputFiles.builtInTemplateSets == Set(TemplateSet.builtInNames))
    }

    private func write(_ path: String, _ text: String = "") throws {
        try TestFiles.write(text, to: path)
    }
}
