import Foundation
import MogenGenerator
import MogenModel
import MogenSupport
import MogenTestSupport
import Testing

/// The ways model text once became code that compiled, each generated and read by Swift's parser: a line break in a
/// predicate or an entity name ended the comment that quoted it, the model's folder name ended or interpolated a
/// string literal, and SwiftGen's sets printed names and types as they were.
@Suite("Model text in generated code", .temporaryDirectories)
struct ModelTextInCodeTests {
    /// Generates the model `body` (in a folder named `folder`) with `templateSet`; the code's outlines, or the
    /// diagnostics that refused it.
    private func generate(
        _ body: String, folder: String = "Shop.xcdatamodel", templateSet: String = "swift", layout: Layout = .single,
        optionalOutputs: [OptionalOutput] = []
    ) throws -> Result<[(name: String, outline: SyntaxOutline)], DiagnosticError> {
        let directory = try TemporaryDirectory.make()
        let path = directory + "/" + folder
        try TestFiles.write(ModelXML.document(body), to: path + "/contents")
        let templates = try #require(TemplateSet.builtIn(named: templateSet))
        let result = Generator.generate(GenerationRequest(
            modelPath: path, layout: layout, templates: templates, directories: OutputDirectories(directory + "/out"),
            optionalOutputs: optionalOutputs, contextKind: templates.manifest.context ?? .mogen))
        switch result {
        case let .failure(error):
            return .failure(error)
        case let .success(generated):
            let files = generated.files.map { ($0.relativePath, $0.contents) }
            return .success(zip(files.map(\.0), try SyntaxOutlineTool.outlines(of: files)).map { ($0, $1) })
        }
    }

    /// What must hold of code generated from hostile text: it parses, has no code at file scope, and the name the
    /// text tried to declare or call is nowhere in the code.
    private func expectClean(_ outlines: [(name: String, outline: SyntaxOutline)], not word: String) {
        #expect(!outlines.isEmpty)
        for (name, outline) in outlines {
            #expect(GeneratedCodeInvariant.problems(in: outline, file: name).isEmpty,
                "\(GeneratedCodeInvariant.problems(in: outline, file: name))")
            #expect(!outline.codeWords.contains(word), "\(name): '\(word)' is code: \(outline.declarations)")
        }
    }

    private static let item = #"<entity name="Item" representedClassName="Item" syncable="YES"><attribute name="name" optional="YES" attributeType="String"/></entity>"#

    @Test("a line break in a fetch request's predicate stays in the comment that quotes it")
    func predicateLineBreak() throws {
        let body = Self.item + #"<fetchRequest name="named" entity="Item" predicateString="name == 'x&#10;    override func awakeFromInsert() { evil() }&#13;//'"/>"#
        for templateSet in ["swift", "mogenerator", "swiftdata"] {
            let outlines = try generate(body, templateSet: templateSet).get()
            expectClean(outlines, not: "awakeFromInsert")
            expectClean(outlines, not: "evil")
        }
    }

    @Test("an entity name with line breaks is a warning, and stays in comments and literals", .tags(.slow))
    func entityNameLineBreak() throws {
        let body = Self.item + #"<entity name="Other&#10;func evil() {}&#8232;" representedClassName="Other" syncable="YES"/>"#
        for templateSet in ["swift", "mogenerator", "swiftdata", "swiftgen-swift5"] {
            expectClean(try generate(body, templateSet: templateSet).get(), not: "evil")
        }
    }

    @Test("the model's folder name can neither end nor interpolate the literals and comments it is printed in", .tags(.slow))
    func folderName() throws {
        let folder = "Shop\" + evil() + \"\\(evil())\n.xcdatamodel"
        for templateSet in ["swift", "mogenerator", "swiftdata", "swiftgen-swift5"] {
            let outlines = try generate(Self.item, folder: folder, templateSet: templateSet,
                optionalOutputs: templateSet == "swiftdata" ? [] : OptionalOutput.allCases).get()
            expectClean(outlines, not: "evil")
        }
    }

    @Test("a fetch request name that is not a Swift name is refused, at its line, for every set")
    func fetchRequestName() throws {
        let body = Self.item + "\n" + #"<fetchRequest name="all&#10;}&#10;func evil() {" entity="Item"/>"#
        for templateSet in ["swift", "mogenerator", "swiftdata", "swiftgen-swift5"] {
            guard case let .failure(error) = try generate(body, templateSet: templateSet) else {
                Issue.record("\(templateSet): generated")
                continue
            }
            let diagnostic = try #require(error.diagnostics.first { $0.message.contains("cannot be the name of a Swift function") })
            #expect(diagnostic.location?.line == 4, "\(diagnostic)")
        }
    }

    @Test("SwiftGen's sets refuse a class name, a custom class or a RawType that is not Swift, at its element")
    func swiftGenNames() throws {
        let cases: [(body: String, message: String)] = [
            (#"<entity name="Item" representedClassName="Item: NSObject {}&#10;func evil() {}&#10;class X" syncable="YES"/>"#,
             "has class name"),
            (#"<entity name="Item" representedClassName="Item" syncable="YES"><attribute name="shade" optional="YES" attributeType="Transformable" customClassName="[String] { evil() }"/></entity>"#,
             "has custom class"),
            (#"<entity name="Item" representedClassName="Item" syncable="YES"><attribute name="kind" optional="YES" attributeType="Integer 16" usesScalarValueType="YES"><userInfo><entry key="RawType" value="Kind? { evil() }"/></userInfo></attribute></entity>"#,
             "has userInfo RawType"),
            (#"<entity name="Item" syncable="YES"><attribute name="name" optional="YES" attributeType="String"/></entity>"#,
             "has no class name"),
        ]
        for (body, message) in cases {
            guard case let .failure(error) = try generate(body, templateSet: "swiftgen-swift5") else {
                Issue.record("generated: \(body)")
                continue
            }
            let diagnostic = try #require(
                error.diagnostics.first { $0.severity == .error && $0.message.contains(message) }, "\(error)")
            #expect(diagnostic.location?.line == 3, "\(diagnostic)")
        }
    }

    @Test("a transformable whose custom class is not a Swift type is typed NSObject in mogen's sets, with a warning")
    func customClassInMogenSets() throws {
        let body = #"<entity name="Item" representedClassName="Item" syncable="YES"><attribute name="shade" optional="YES" attributeType="Transformable" valueTransformerName="ShadeTransformer" customClassName="[String] { evil() }"/></entity>"#
        for templateSet in ["swift", "mogenerator"] {
            let outlines = try generate(body, templateSet: templateSet).get()
            expectClean(outlines, not: "evil")
            #expect(outlines.contains { $0.outline.declarations.contains("var Item.shade") || $0.outline.declarations.contains("var _Item.shade") })
        }
    }
}
