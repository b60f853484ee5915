import MogenGenerator
import MogenModel
import MogenSupport
import MogenTestSupport
import Testing

/// The context builder walks subentities and parents by name. `generate` validates first and never builds the
/// context of a model with a name declared twice, but a caller of the library can: the walks visit each name once.
@Suite("Context of a model with a repeated entity name")
struct RepeatedNameContextTests {
    @Test("subentities and parents that lead back round by name are walked once", arguments: [false, true])
    func walksStop(swiftData: Bool) throws {
        let body = """
            <entity name="A" representedClassName="A" syncable="YES">
                <attribute name="a" optional="YES" attributeType="String"/>
            </entity>
            <entity name="B" representedClassName="B" parentEntity="A" syncable="YES"/>
            <entity name="A" representedClassName="A2" parentEntity="B" syncable="YES"/>
            """
        let model = try ModelReader.read(xml: ModelXML.document(body), path: "Test.xcdatamodel/contents").model
        let (context, _) = ContextBuilder.build(
            model: model, options: ContextOptions(codable: true), swiftDataHistory: swiftData ? [] : nil)
        let root = try #require(context.entities.first)
        // The first A's generated subclasses: B, then the second A, named like the first, which ends the walk.
        #expect(root.name == "A" && context.entities.count == 3)
        #expect(root.codableSubclasses == ["B"])
        #expect((context.swiftData != nil) == swiftData)
    }
}
