import Foundation
import MogenGenerator
import MogenModel
import MogenTemplate
import MogenTestSupport
import Testing

/// SwiftGen's stock templates, rendered by mogen's engine with mogen's SwiftGen context, and mogen's own
/// `swiftgen-swift4`/`swiftgen-swift5` sets write exactly the bytes SwiftGen's fixtures expect, for every parameter
/// set of SwiftGen's own template tests.
@Suite("SwiftGen output, byte for byte")
struct SwiftGenOutputTests {
    /// The stock template file of `variant`, and the built-in set that reproduces it.
    private static func templateSets(_ variant: String, root: String) throws -> [TemplateSet] {
        let builtIn = try #require(TemplateSet.builtIn(named: "swiftgen-" + variant))
        return [TemplateSet.file(SwiftGenFixtures.stockTemplate(variant, in: root)), builtIn]
    }

    @Test("each template renders each expected output of SwiftGen's fixture model", arguments: SwiftGenFixtures.variants)
    func fixtureOutputs(variant: String) throws {
        guard let root = SwiftGenFixtures.root(skipping: "the SwiftGen output tests") else { return }
        let models = try SwiftGenFixtures.models(SwiftGenFixtures.model(in: root))
        for templates in try Self.templateSets(variant, root: root) {
            for (output, parameters) in SwiftGenFixtures.parameterSets {
                let expected = try SwiftGenFixtures.expectedOutput(output, variant: variant, in: root)
                let rendered = try SwiftGenFixtures.render(templates, models: models, parameters: parameters)
                #expect(rendered == expected, "\(templates.name): \(variant)/\(output).swift")
            }
            let empty = try SwiftGenFixtures.render(templates, models: [], parameters: [:])
            #expect(empty == (try SwiftGenFixtures.expectedOutput("empty", variant: variant, in: root)),
                "\(templates.name): \(variant)/empty.swift")
        }
    }

    @Test("mogen generate writes the expected output as the one file of the model", arguments: SwiftGenFixtures.variants)
    func generatedFile(variant: String) throws {
        guard let root = SwiftGenFixtures.root(skipping: "the SwiftGen output tests") else { return }
        for templates in try Self.templateSets(variant, root: root) {
            for (output, parameters) in SwiftGenFixtures.parameterSets {
                let request = GenerationRequest(
                    modelPath: SwiftGenFixtures.model(in: root), layout: .single, templates: templates,
                    directories: OutputDirectories("Out"), variables: parameters, contextKind: .swiftgen,
                    outputFile: "CoreData.swift")
                let result = try Generator.generate(request).get()
                #expect(result.files.map(\.relativePath) == ["CoreData.swift"])
                #expect(result.files.first?.contents
                    == (try SwiftGenFixtures.expectedOutput(output, variant: variant, in: root)))
            }
        }
    }

    @Test("over every corpus model SwiftGen reads, mogen's swiftgen-swift5 writes what SwiftGen's swift5 template writes")
    func corpus() throws {
        guard let root = SwiftGenFixtures.root(skipping: "the SwiftGen corpus comparison"),
            let corpus = TestPackage.corpusModels()
        else { return }
        let stock = TemplateSet.file(SwiftGenFixtures.stockTemplate("swift5", in: root))
        let ours = try #require(TemplateSet.builtIn(named: "swiftgen-swift5"))
        var compared = 0
        var refused: [String] = []
        for folder in try FileManager.default.contentsOfDirectory(atPath: corpus).sorted() {
            let directory = corpus + "/" + folder
            for item in try FileManager.default.contentsOfDirectory(atPath: directory).sorted()
            where item.hasSuffix(".xcdatamodeld") || item.hasSuffix(".xcdatamodel") {
                let models: TemplateValue
                do {
                    models = try SwiftGenFixtures.models(directory + "/" + item)
                } catch {
                    refused.append("\(folder)/\(item)")
                    continue
                }
                let parameters: [String: TemplateValue] = compared % 2 == 0 ? [:] : ["publicAccess": true]
                let expected = try SwiftGenFixtures.render(stock, models: models, parameters: parameters)
                #expect(try SwiftGenFixtures.render(ours, models: models, parameters: parameters) == expected,
                    "\(folder)/\(item)")
                compared += 1
            }
        }
        print("SwiftGen corpus: \(compared) models rendered identically; refused (as SwiftGen refuses them, or unreadable): "
            + refused.joined(separator: ", "))
        #expect(compared >= 50)
        #expect(refused.count <= 4)
    }
}
