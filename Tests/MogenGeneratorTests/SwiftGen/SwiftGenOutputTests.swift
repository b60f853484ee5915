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

    @Test("each template renders each expected output of SwiftGen's fixture model",
        .enabled(if: SwiftGenFixtures.rootPath != nil, "needs ../shared/thirdparty/swiftgen-6.6.3"),
        arguments: SwiftGenFixtures.variants)
    func fixtureOutputs(variant: String) throws {
        let root = try #require(SwiftGenFixtures.rootPath)
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

    @Test("mogen generate writes the expected output as the one file of the model",
        .enabled(if: SwiftGenFixtures.rootPath != nil, "needs ../shared/thirdparty/swiftgen-6.6.3"),
        arguments: SwiftGenFixtures.variants)
    func generatedFile(variant: String) throws {
        let root = try #require(SwiftGenFixtures.rootPath)
        for templates in try Self.templateSets(variant, root: root) {
            for (output, parameters) in SwiftGenFixtures.parameterSets {
                let request = GenerationRequest(
                    modelPath: SwiftGenFixtures.model(in: root),
                    settings: GeneratorFixtures.settings(variables: parameters, outputFile: "CoreData.swift"),
                    layout: .single, templates: templates, directories: OutputDirectories("Out"), contextKind: .swiftgen)
                let result = try Generator.generate(request).get()
                #expect(result.files.map(\.relativePath) == ["CoreData.swift"])
                #expect(result.files.first?.contents
                    == (try SwiftGenFixtures.expectedOutput(output, variant: variant, in: root)))
            }
        }
    }

    /// Models with what the fixture does not reach: no class name, unknown destinations, a parent without a class, a
    /// count result type, RawType with its flags false, a nested class name, derived and transient attributes.
    static let edgeModels = [
        """
        <entity name="NoClass"><attribute name="value" optional="YES" attributeType="String"/></entity>
        <entity name="Child" representedClassName="Child" parentEntity="NoClass"/>
        <entity name="Nested" representedClassName="App.Outer.Inner"/>
        """,
        """
        <entity name="Item" representedClassName="Item">
            <attribute name="count" attributeType="Integer 16" derived="YES" derivationExpression="now()" usesScalarValueType="YES"/>
            <attribute name="kind" optional="YES" attributeType="Integer 16" usesScalarValueType="YES">
                <userInfo><entry key="RawType" value="Kind"/><entry key="unwrapOptional" value="NO"/></userInfo>
            </attribute>
            <attribute name="mode" attributeType="String" derived="YES" derivationExpression="name">
                <userInfo><entry key="RawType" value="Mode"/><entry key="unwrapOptional" value="1"/></userInfo>
            </attribute>
            <attribute name="note" optional="YES" transient="YES" attributeType="String"/>
            <attribute name="blob" optional="YES" attributeType="Transformable" customClassName="[String: Any]"/>
            <relationship name="lost" optional="YES" toMany="YES" destinationEntity="Missing"/>
            <relationship name="owner" maxCount="1" destinationEntity="Item"/>
        </entity>
        <fetchRequest name="counting" entity="Item" predicateString="owner.count &gt; $MIN_COUNT AND owner == $owner" resultType="4"/>
        <fetchRequest name="URLRequest" entity="Item" predicateString="kind IN $KINDS" resultType="1" fetchLimit="5"/>
        <fetchRequest name="elsewhere" entity="Missing" predicateString="a == $A"/>
        """,
        // SwiftGen's template stops: the request of a fetched property for an unknown entity is an empty dictionary,
        // and Stencil cannot subscript with its missing `entity`.
        """
        <entity name="Item" representedClassName="Item">
            <fetchedProperty name="lostOnes" optional="YES">
                <fetchRequest name="fetchedPropertyFetchRequest" entity="Missing" predicateString="TRUEPREDICATE"/>
            </fetchedProperty>
        </entity>
        """,
    ]

    @Test("edge models render the same through SwiftGen's templates and mogen's sets",
        .enabled(if: SwiftGenFixtures.rootPath != nil, "needs ../shared/thirdparty/swiftgen-6.6.3"),
        arguments: SwiftGenFixtures.variants)
    func edgeModels(variant: String) throws {
        let root = try #require(SwiftGenFixtures.rootPath)
        let sets = try Self.templateSets(variant, root: root)
        for body in Self.edgeModels {
            let model = try ModelReader.read(xml: ModelXML.document(body), path: "Edge.xcdatamodel/contents").model
            let models = try SwiftGenContext.models([model])
            for parameters in SwiftGenFixtures.parameterSets.map(\.parameters) {
                let expected = Result { try SwiftGenFixtures.render(sets[0], models: models, parameters: parameters) }
                let rendered = Result { try SwiftGenFixtures.render(sets[1], models: models, parameters: parameters) }
                switch (expected, rendered) {
                case let (.success(expected), .success(rendered)):
                    #expect(rendered == expected, "\(variant) \(parameters)")
                case (.failure, .failure): break
                default: Issue.record("\(variant) \(parameters): SwiftGen's template gives \(expected), mogen's set \(rendered)")
                }
            }
            if body.contains("lostOnes") {
                #expect(throws: (any Error).self) { try SwiftGenFixtures.render(sets[0], models: models, parameters: [:]) }
            }
        }
    }

    @Test("over every corpus model SwiftGen reads, mogen's swiftgen-swift5 writes what SwiftGen's swift5 template writes",
        .enabled(if: SwiftGenFixtures.rootPath != nil && TestPackage.corpusPath != nil,
            "needs ../shared/thirdparty/swiftgen-6.6.3 and ../shared/corpus/models"))
    func corpus() throws {
        let root = try #require(SwiftGenFixtures.rootPath)
        let corpus = try #require(TestPackage.corpusPath)
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
