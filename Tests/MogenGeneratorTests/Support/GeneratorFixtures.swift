import Foundation
import MogenGenerator
import MogenModel
import MogenSupport
import MogenTemplate
import MogenTestSupport
import Testing

/// Paths and helpers shared by the generator's tests.
enum GeneratorFixtures {
    static let samples = ["Employees", "Music", "Calculator", "Recipes"]

    static func sample(_ name: String) -> String {
        TestPackage.path("Samples/\(name).xcdatamodeld")
    }

    /// Small hand-written models under `Tests/Models`, each probing corners real models have, with the options it
    /// is generated with.
    static let testModels: [(name: String, options: ContextOptions)] = [
        ("OddDefaults", ContextOptions()),
        ("Vehicles", ContextOptions()),
        ("Coding", ContextOptions()),
        ("Transformables", ContextOptions()),
        // Validation limits of every kind, derived attributes of every type.
        ("Limits", ContextOptions()),
        // Composites: nested, optional and required elements, defaults, a renamed attribute, names that clash.
        ("Composites", ContextOptions()),
        ("Names", ContextOptions(renames: [
            PropertyRename(property: "Note.deleted", swiftName: "isTrashed"),
            PropertyRename(property: "Note.description", swiftName: "details"),
            PropertyRename(property: "Note.entity", swiftName: "origin"),
        ])),
    ]

    static func testModel(_ name: String) -> String {
        TestPackage.path("Tests/Models/\(name).xcdatamodel")
    }

    /// The ways users compile Swift today (`Scripts/typecheck-generated` options): Swift 6 and 5 language modes, with
    /// default isolation MainActor (new Xcode 26 app targets, with the upcoming features they turn on) and
    /// nonisolated (with and without those features).
    static let compilerModes: [[String]] = [
        [],
        ["--xcode26"],
        ["--xcode26", "--swift-version", "5"],
        ["--swift-version", "5", "--upcoming-feature", "ExistentialAny", "--upcoming-feature", "MemberImportVisibility",
         "--upcoming-feature", "InferIsolatedConformances", "--upcoming-feature", "NonisolatedNonsendingByDefault"],
        ["--swift-version", "6", "--upcoming-feature", "ExistentialAny", "--upcoming-feature", "MemberImportVisibility",
         "--upcoming-feature", "InferIsolatedConformances", "--upcoming-feature", "NonisolatedNonsendingByDefault"],
    ]

    static var builtInTemplates: TemplateSet {
        guard let set = TemplateSet.builtIn(named: "swift") else { fatalError("the built-in template set is missing") }
        return set
    }

    /// The optional outputs the built-in set renders: the golden files and the type-checks of the samples hold
    /// every one of them.
    static var builtInOptionalOutputs: [OptionalOutput] {
        let files = TemplateSet.builtInFiles(named: TemplateSet.defaultName) ?? [:]
        return OptionalOutput.allCases.filter { files[$0.templateName] != nil }
    }

    static var mogeneratorTemplates: TemplateSet {
        guard let set = TemplateSet.builtIn(named: "mogenerator") else {
            fatalError("the built-in mogenerator template set is missing")
        }
        return set
    }

    static var swiftDataTemplates: TemplateSet {
        guard let set = TemplateSet.builtIn(named: TemplateSet.swiftDataName) else {
            fatalError("the built-in SwiftData template set is missing")
        }
        return set
    }

    /// The models the SwiftData golden files and type-checks cover: every sample, every test model, the ones that
    /// probe SwiftData's settings (an older target, CloudKit, native integers), and a three-version history, by the
    /// folder name of their golden files. `path()` gives the model's path, which may be a copy in a temporary
    /// directory of the running test (`swiftDataVehicles`): test arguments take the names only.
    static var swiftDataCases: [(name: String, path: () throws -> String, options: ContextOptions)] {
        func at(_ path: String) -> () throws -> String { { path } }
        return samples.map { ($0, at(sample($0)), ContextOptions()) }
            + testModels.map { ($0.name, $0.name == "Vehicles" ? swiftDataVehicles : at(testModel($0.name)), $0.options) }
            + [
                ("Vehicles-ios17", swiftDataVehicles, ContextOptions(swiftData: SwiftDataOptions(target: .ios17))),
                ("Employees-ios17", at(sample("Employees")), ContextOptions(swiftData: SwiftDataOptions(target: .ios17))),
                ("Music-cloudkit", at(sample("Music")), ContextOptions(swiftData: SwiftDataOptions(cloudKit: true))),
                ("Employees-native", at(sample("Employees")), ContextOptions(
                    codable: true, swiftData: SwiftDataOptions(integers: .native))),
                // Three versions: a lightweight stage, then a custom one (a type change, a new required attribute).
                ("Library", at(TestPackage.path("Tests/Models/Library.xcdatamodeld")), ContextOptions()),
            ]
    }

    /// `Tests/Models/Vehicles.xcdatamodel` without its `mogen.ignore` entry, which the Core Data cases probe and
    /// SwiftData refuses (a schema needs every entity of the store), in a folder of the same name in a new temporary
    /// directory.
    static func swiftDataVehicles() throws -> String {
        let model = testModel("Vehicles")
        let text = try String(contentsOfFile: model + "/contents", encoding: .utf8)
        let contents = text.replacingOccurrences(of: #"<entry key="mogen.ignore" value="YES"/>"#, with: "")
        try #require(contents != text, "\(model) has no mogen.ignore entry to take out")
        let copy = try TemporaryDirectory.make() + "/Vehicles.xcdatamodel"
        try TestFiles.write(contents, to: copy + "/contents")
        return copy
    }

    /// Generates a model in memory; output paths are relative (`.`).
    static func generate(
        _ path: String, version: String? = nil, layout: Layout = .pair, options: ContextOptions = ContextOptions(),
        optionalOutputs: [OptionalOutput] = [], templates: TemplateSet = builtInTemplates
    ) throws -> GenerationResult {
        let request = GenerationRequest(
            modelPath: path, settings: settings(modelVersion: version), options: options, layout: layout,
            templates: templates, directories: OutputDirectories("."), optionalOutputs: optionalOutputs)
        return try Generator.generate(request).get()
    }

    /// Settings with these values given, every other one not set (as neither `mogen.json` nor the command line sets
    /// it), for a `GenerationRequest`.
    static func settings(
        modelVersion: String? = nil, variables: [String: TemplateValue]? = nil, outputFile: String? = nil
    ) -> GenerationSettings {
        var settings = GenerationSettings()
        settings.modelVersion = modelVersion
        settings.variables = variables
        settings.outputFile = outputFile
        return settings
    }

    /// The context for a model given as XML.
    static func context(_ body: String, options: ContextOptions = ContextOptions()) throws -> (ModelContext, [Diagnostic]) {
        let model = try ModelReader.read(xml: ModelXML.document(body), path: "Test.xcdatamodel/contents").model
        return ContextBuilder.build(model: model, options: options)
    }

    /// Writes files into `directory`, by relative path.
    static func write(_ files: [GeneratedFile], to directory: String) throws {
        for file in files {
            try TestFiles.write(file.contents, to: directory + "/" + file.relativePath)
        }
    }

    /// Type-checks the Employees sample's classes and stack with `code` beside them: the status and what the compiler
    /// printed, for tests of what the generated code makes the compiler refuse.
    static func typeCheckEmployeesStack(with code: String) throws -> (status: Int32, output: String) {
        let directory = try TemporaryDirectory.make()
        let result = try generate(sample("Employees"), optionalOutputs: [.stack])
        try write(result.files, to: directory + "/Generated")
        try TestFiles.write("import CoreData\nimport Foundation\n\n" + code + "\n", to: directory + "/Generated/Bad.swift")
        return try typeCheck(directory + "/Generated")
    }

    /// Runs `Scripts/typecheck-generated MODE... DIR EXTRA...`; returns the exit status and what it printed (standard
    /// output, then error).
    static func typeCheck(
        _ directory: String, extra: [String] = [], mode: [String] = []
    ) throws -> (status: Int32, output: String) {
        let result = try ChildProcess(TestPackage.path("Scripts/typecheck-generated"), mode + [directory] + extra).run()
        return (result.status, result.stdout + result.stderr)
    }
}
