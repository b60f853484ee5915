import Foundation
import MogenGenerator
import MogenSupport
import MogenTemplate
import MogenTestSupport
import Testing

@Suite("Rendering and output", .temporaryDirectories)
struct RenderingTests {
    @Test("the built-in sets have every entry point and render in strict mode", arguments: ["mogenerator", "swift", "swiftdata"])
    func builtIn(name: String) throws {
        #expect(TemplateSet.builtInNames == ["mogenerator", "swift", "swiftdata", "swiftgen-swift4", "swiftgen-swift5"])
        let set = try #require(TemplateSet.builtIn(named: name))
        #expect(set.isBuiltIn)
        #expect(set.environment.isStrict)
        #expect(set.rendersSwiftData == (name == "swiftdata"))
        let files = try #require(TemplateSet.builtInFiles(named: name))
        // A set whose manifest says it writes no shared file needs no template for it.
        let needed = TemplateSet.entryPoints.filter { $0 != "model.swift.stencil" || set.manifest.fileNaming.modelFile != nil }
        for entry in needed { #expect(files[entry] != nil, "\(entry)") }
        // Each renders the single layout's entities in parallel.
        #expect(files[ModelRenderer.singleEntityTemplate] != nil)
        // The embedded files are Templates/<name>, byte for byte.
        for (file, text) in files {
            let source = try String(contentsOfFile: "\(TestPackage.root)/Templates/\(name)/\(file)", encoding: .utf8)
            #expect(source == text, "\(file) differs from Templates/\(name)")
        }
        #expect(TemplateSet.builtIn(named: "nope") == nil)
    }

    @Test("the SwiftGen sets are one template and a template-set.json that asks for the SwiftGen context",
        arguments: ["swiftgen-swift4", "swiftgen-swift5"])
    func swiftGenSets(name: String) throws {
        let set = try #require(TemplateSet.builtIn(named: name))
        #expect(set.environment.isStrict && set.manifestProblems.isEmpty)
        #expect(set.manifest.context == .swiftgen && set.rendersOneFile && !set.rendersSwiftData)
        let files = try #require(TemplateSet.builtInFiles(named: name))
        #expect(files.keys.sorted() == [TemplateSet.singleTemplate, TemplateSetManifest.fileName])
        for (file, text) in files {
            let source = try String(contentsOfFile: "\(TestPackage.root)/Templates/\(name)/\(file)", encoding: .utf8)
            #expect(source == text, "\(file) differs from Templates/\(name)")
        }
    }

    @Test("a user's template directory renders leniently, with vars")
    func userTemplates() throws {
        let directory = try TemporaryDirectory.make()
        try Data("{{ vars.prefix }}{% for e in model.entities %}{{ e.className }};{% endfor %}{{ undefined }}".utf8)
            .write(to: URL(fileURLWithPath: directory + "/single.swift.stencil"))
        let request = GenerationRequest(
            modelPath: GeneratorFixtures.sample("Music"), settings: GeneratorFixtures.settings(variables: ["prefix": "CD:"]),
            layout: .single, templates: .directory(directory), directories: OutputDirectories("."))
        let files = try Generator.generate(request).get().files
        #expect(files.map(\.relativePath) == ["Music+Generated.swift"])
        #expect(files.first?.contents == "CD:Album;Band;Musician;\n")
        let strict = GenerationRequest(
            modelPath: GeneratorFixtures.sample("Music"), layout: .single, templates: .directory(directory, strict: true),
            directories: OutputDirectories("."))
        guard case let .failure(failure) = Generator.generate(strict) else {
            Issue.record("strict rendering of an undefined variable should fail")
            return
        }
        #expect(failure.diagnostics.map(\.category) == [.template])
        #expect(failure.diagnostics.first?.location?.line == 1)
    }

    @Test("a set with single-entity.swift.stencil renders each entity's part on its own, joined in the model's order")
    func singleEntityParts() throws {
        let directory = try TemporaryDirectory.make()
        try TestFiles.write(
            "{{ model.name }}:{% for part in entityParts %}[{{ part }}]{% endfor %}", to: directory + "/single.swift.stencil")
        try TestFiles.write(
            "{{ entity.className }} of {{ model.name }}{% if decodable %}, decodable{% endif %}",
            to: directory + "/" + ModelRenderer.singleEntityTemplate)
        let request = GenerationRequest(
            modelPath: GeneratorFixtures.sample("Music"), layout: .single, templates: .directory(directory, strict: true),
            directories: OutputDirectories("."))
        let files = try Generator.generate(request).get().files
        #expect(files.first?.contents
            == "Music:[Album of Music, decodable][Band of Music, decodable][Musician of Music, decodable]\n")
        // Without the part template, `entityParts` is not there: a set ejected before it existed renders as before.
        try FileManager.default.removeItem(atPath: directory + "/" + ModelRenderer.singleEntityTemplate)
        guard case let .failure(failure) = Generator.generate(request) else {
            Issue.record("entityParts should be undefined without \(ModelRenderer.singleEntityTemplate)")
            return
        }
        #expect(failure.diagnostics.map(\.category) == [.template])
    }

    @Test("an optional output is rendered from its template when asked, beside the layout's files")
    func optionalOutputs() throws {
        let directory = try TemporaryDirectory.make()
        try TestFiles.write("{{ model.name }}", to: directory + "/single.swift.stencil")
        try TestFiles.write("stack of {{ model.name }} {{ vars.x }}", to: directory + "/stack.swift.stencil")
        var request = GenerationRequest(
            modelPath: GeneratorFixtures.sample("Music"), settings: GeneratorFixtures.settings(variables: ["x": "y"]),
            layout: .single, templates: .directory(directory), directories: OutputDirectories("Out"))
        #expect(try Generator.generate(request).get().files.map(\.relativePath) == ["Music+Generated.swift"])
        request.optionalOutputs = [.stack]
        let files = try Generator.generate(request).get().files
        #expect(files.map(\.relativePath) == ["Music+Generated.swift", "Music+Stack.swift"])
        #expect(files.last?.contents == "stack of Music y\n")
        #expect(files.last?.ownership == .machine)
        #expect(files.last?.directory == "Out")
    }

    @Test("the settings ask for optional outputs by key and option, layer by layer")
    func optionalOutputSettings() throws {
        var top = GenerationSettings()
        top[optionalOutput: .stack] = true
        var entry = GenerationSettings()
        entry[optionalOutput: .modelAsCode] = true
        var commandLine = GenerationSettings()
        commandLine[optionalOutput: .stack] = false
        let request = try top.overlaid(with: entry).request(modelPath: "M.xcdatamodel")
        #expect(request.optionalOutputs == [.stack, .modelAsCode])
        #expect(try top.overlaid(with: entry).overlaid(with: commandLine).request(modelPath: "M").optionalOutputs
            == [.modelAsCode])
        #expect(OptionalOutput.allCases.allSatisfy { output in Setting.all.contains { $0.key == output.key } })
    }

    @Test("template errors name the template, line and column")
    func templateErrors() throws {
        let directory = try TemporaryDirectory.make()
        try Data("ok\n{{ model.name|upperFirst }}\n".utf8).write(to: URL(fileURLWithPath: directory + "/single.swift.stencil"))
        let request = GenerationRequest(
            modelPath: GeneratorFixtures.sample("Music"), layout: .single, templates: .directory(directory),
            directories: OutputDirectories("."))
        guard case let .failure(failure) = Generator.generate(request) else {
            Issue.record("an unknown filter should fail")
            return
        }
        // At the file itself, which the user can open: the directory joined to the template's name.
        #expect(failure.description.hasPrefix(directory + "/single.swift.stencil:2:4: error: "))
        #expect(failure.description.contains("Unknown filter 'upperFirst'. Found similar filters:"))
        #expect(failure.diagnostics.map(\.category) == [.template])
    }

    @Test("invalid models stop before rendering, with their diagnostics")
    func invalidModel() throws {
        let directory = try TemporaryDirectory.make()
        try FileManager.default.createDirectory(atPath: directory + "/Bad.xcdatamodel", withIntermediateDirectories: true)
        try Data(#"<model><entity name="A" representedClassName="A" parentEntity="A"/></model>"#.utf8)
            .write(to: URL(fileURLWithPath: directory + "/Bad.xcdatamodel/contents"))
        let request = GenerationRequest(
            modelPath: directory + "/Bad.xcdatamodel", templates: GeneratorFixtures.builtInTemplates,
            directories: OutputDirectories(directory))
        guard case let .failure(failure) = Generator.generate(request) else {
            Issue.record("expected diagnostics")
            return
        }
        #expect(failure.diagnostics.contains { $0.message.contains("entity 'A' inherits from itself") })
    }

    @Test("writing: user files are created once, mogen's only when they change")
    func writing() throws {
        let directory = try TemporaryDirectory.make()
        let request = GenerationRequest(
            modelPath: GeneratorFixtures.sample("Calculator"), templates: GeneratorFixtures.builtInTemplates,
            directories: OutputDirectories(directory))
        let first = try Generator.generate(request).get()
        #expect(try OutputWriter.apply(OutputPlan.plan(first)).written.count == 3)
        let machinePath = directory + "/History+Generated.swift"
        let before = try FileManager.default.attributesOfItem(atPath: machinePath)[.modificationDate] as? Date

        // Nothing changed: nothing is written.
        let second = try Generator.generate(request).get()
        let unchanged = OutputPlan.plan(second)
        #expect(unchanged.entries.map(\.action).sorted { $0.rawValue < $1.rawValue } == [.keep, .unchanged, .unchanged])
        #expect(unchanged.diagnostics.isEmpty)
        #expect(try OutputWriter.apply(unchanged).written.isEmpty)
        let after = try FileManager.default.attributesOfItem(atPath: machinePath)[.modificationDate] as? Date
        #expect(before == after)

        // The user's class file is theirs: it is never rewritten, and what no longer matches is reported.
        let humanPath = directory + "/History.swift"
        try Data("// mine\n@objc(History) public class History: NSObject {}\n".utf8).write(to: URL(fileURLWithPath: humanPath))
        let third = try Generator.generate(request).get()
        let plan = OutputPlan.plan(third)
        #expect(plan.diagnostics.map(\.message).contains {
            $0.contains("declares class History with superclass NSObject, but the model makes its superclass NSManagedObject")
        })
        #expect(plan.diagnostics.contains { $0.message.contains("lacks the initializer Decodable needs") })
        // A class file from an earlier mogen, without `nonisolated`: a note says what MainActor targets need.
        #expect(plan.diagnostics.contains {
            $0.severity == .note && $0.message.contains("declares class History without `nonisolated`")
        })
        #expect(try OutputWriter.apply(plan).written == [machinePath])
        #expect(try String(contentsOfFile: humanPath, encoding: .utf8).hasPrefix("// mine"))
        // The class file lacks init(from:), so the extension does not claim Decodable.
        #expect(third.files.first { $0.relativePath == "History+Generated.swift" }?.contents
            .contains("extension History: Encodable {") == true)
    }
}
