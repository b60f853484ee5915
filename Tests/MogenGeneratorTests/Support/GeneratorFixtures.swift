import Foundation
import MogenGenerator
import MogenModel
import MogenSupport
import MogenTemplate
import Testing

/// Paths and helpers shared by the generator's tests.
enum GeneratorFixtures {
    static let packageRoot: String = {
        var url = URL(fileURLWithPath: #filePath)
        while url.path != "/" {
            url.deleteLastPathComponent()
            if FileManager.default.fileExists(atPath: url.appendingPathComponent("Package.swift").path) { return url.path }
        }
        return FileManager.default.currentDirectoryPath
    }()

    static let samples = ["Employees", "Music", "Calculator", "Recipes"]

    static func sample(_ name: String) -> String {
        packageRoot + "/Samples/\(name).xcdatamodeld"
    }

    /// Small hand-written models under `Tests/Models`, each probing corners real models have, with the options it
    /// is generated with.
    static let testModels: [(name: String, options: GeneratorOptions)] = [
        ("OddDefaults", GeneratorOptions()),
        ("Vehicles", GeneratorOptions()),
        ("Coding", GeneratorOptions()),
        ("Names", GeneratorOptions(renames: [
            PropertyRename(property: "Note.deleted", swiftName: "isTrashed"),
            PropertyRename(property: "Note.description", swiftName: "details"),
            PropertyRename(property: "Note.entity", swiftName: "origin"),
        ])),
    ]

    static func testModel(_ name: String) -> String {
        packageRoot + "/Tests/Models/\(name).xcdatamodel"
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

    /// `../shared/corpus/models`, or nil with a printed note.
    static func corpusModels() -> String? {
        let path = URL(fileURLWithPath: packageRoot).deletingLastPathComponent().appendingPathComponent("shared/corpus/models").path
        guard FileManager.default.fileExists(atPath: path) else {
            print("note: \(path) is absent; the corpus tests are skipped")
            return nil
        }
        return path
    }

    static func temporaryDirectory() throws -> String {
        let path = NSTemporaryDirectory() + "mogen-generator-tests-" + UUID().uuidString
        try FileManager.default.createDirectory(atPath: path, withIntermediateDirectories: true)
        return path
    }

    static var builtInTemplates: TemplateSet {
        guard let set = TemplateSet.builtIn(named: "swift") else { fatalError("the built-in template set is missing") }
        return set
    }

    /// Generates a model in memory; output paths are relative (`.`).
    static func generate(
        _ path: String, version: String? = nil, layout: Layout = .pair, options: GeneratorOptions = GeneratorOptions()
    ) throws -> GenerationResult {
        let request = GenerationRequest(
            modelPath: path, modelVersion: version, options: options, layout: layout, templates: builtInTemplates,
            directories: OutputDirectories("."))
        return try Generator.generate(request).get()
    }

    /// The context for a model given as XML.
    static func context(_ body: String, options: GeneratorOptions = GeneratorOptions()) throws -> (ModelContext, [Diagnostic]) {
        let xml = """
            <?xml version="1.0" encoding="UTF-8" standalone="yes"?>
            <model type="com.apple.IDECoreDataModeler.DataModel" documentVersion="1.0" lastSavedToolsVersion="22758" \
            systemVersion="23F79" minimumToolsVersion="Automatic" sourceLanguage="Swift" userDefinedModelVersionIdentifier="">
            \(body)
            </model>
            """
        let model = try ModelReader.read(xml: xml, path: "Test.xcdatamodel/contents").model
        return ContextBuilder.build(model: model, options: options)
    }

    /// Writes files into `directory`, by relative path.
    static func write(_ files: [GeneratedFile], to directory: String) throws {
        for file in files {
            let path = directory + "/" + file.relativePath
            try FileManager.default.createDirectory(
                atPath: (path as NSString).deletingLastPathComponent, withIntermediateDirectories: true)
            try Data(file.contents.utf8).write(to: URL(fileURLWithPath: path))
        }
    }

    /// Runs `Scripts/typecheck-generated MODE... DIR EXTRA...`; returns the exit status and what it printed.
    static func typeCheck(
        _ directory: String, extra: [String] = [], mode: [String] = []
    ) throws -> (status: Int32, output: String) {
        let process = Process()
        process.executableURL = URL(fileURLWithPath: packageRoot + "/Scripts/typecheck-generated")
        process.arguments = mode + [directory] + extra
        let pipe = Pipe()
        process.standardOutput = pipe
        process.standardError = pipe
        try process.run()
        let data = pipe.fileHandleForReading.readDataToEndOfFile()
        process.waitUntilExit()
        return (process.terminationStatus, String(decoding: data, as: UTF8.self))
    }
}
