import MogenGenerator
import MogenModel
import MogenSupport
import MogenTestSupport
import Testing

/// What the context says about composites: which get a struct, and how `Codable` codes them.
@Suite("Composite contexts")
struct CompositeContextTests {
    static let cycles = """
        <entity name="A" representedClassName="A" codeGenerationType="none" syncable="YES">
            <attribute name="node" optional="YES" attributeType="Composite" composite="Node"/>
            <attribute name="holder" optional="YES" attributeType="Composite" composite="Holder"/>
            <attribute name="point" optional="YES" attributeType="Composite" composite="Point"/>
        </entity>
        <composite name="Node">
            <attribute name="name" optional="YES" attributeType="String"/>
            <attribute name="next" optional="YES" attributeType="Composite" composite="Link"/>
        </composite>
        <composite name="Link"><attribute name="back" optional="YES" attributeType="Composite" composite="Node"/></composite>
        <composite name="Holder"><attribute name="node" optional="YES" attributeType="Composite" composite="Node"/></composite>
        <composite name="Point"><attribute name="x" attributeType="Double" defaultValueString="0" usesScalarValueType="YES"/></composite>
        """

    @Test("a composite on a cycle, or containing one, gets no struct; its attributes keep the dictionary")
    func cycles() throws {
        let (context, diagnostics) = try GeneratorFixtures.context(Self.cycles)
        #expect(!diagnostics.contains { $0.severity == .error }, "\(diagnostics.map(\.message))")
        #expect(context.composites.map(\.name) == ["Point"])
        let attributes = try #require(context.entities.first).attributes
        #expect(attributes.map(\.compositeTypeName) == [nil, nil, "Point"])
        #expect(attributes.map(\.swiftType) == ["[String: Any]?", "[String: Any]?", "[String: Any]?"])
    }

    @Test("an element named like a member of the struct, or self, gets Value appended and keeps its key")
    func memberNames() throws {
        let (context, _) = try GeneratorFixtures.context("""
            <entity name="A" representedClassName="A" codeGenerationType="none" syncable="YES">
                <attribute name="odd" optional="YES" attributeType="Composite" composite="Odd"/>
            </entity>
            <composite name="Odd">
                <attribute name="self" optional="YES" attributeType="String"/>
                <attribute name="dictionary" optional="YES" attributeType="String"/>
                <attribute name="Keys" optional="YES" attributeType="String"/>
                <attribute name="default" optional="YES" attributeType="String"/>
            </composite>
            """)
        let elements = try #require(context.composites.first).elements
        #expect(elements.map(\.swiftName) == ["selfValue", "dictionaryValue", "KeysValue", "`default`"])
        #expect(elements.map(\.nameLiteral) == ["\"self\"", "\"dictionary\"", "\"Keys\"", "\"default\""])
    }

    static let coding = """
        <entity name="Shop" representedClassName="Shop" codeGenerationType="none" syncable="YES">
            <attribute name="name" optional="YES" attributeType="String"/>
            <attribute name="place" attributeType="Composite" composite="Place"/>
            <attribute name="price" optional="YES" attributeType="Composite" composite="Price"/>
        </entity>
        <entity name="Stall" representedClassName="Stall" codeGenerationType="none" syncable="YES">
            <attribute name="price" attributeType="Composite" composite="Price"/>
        </entity>
        <composite name="Place">
            <attribute name="latitude" attributeType="Double" defaultValueString="0" usesScalarValueType="YES"/>
        </composite>
        <composite name="Price"><attribute name="amount" optional="YES" attributeType="Decimal"/></composite>
        """

    @Test("Codable codes a composite through its typed accessor when its struct is Codable, and leaves it out otherwise")
    func codable() throws {
        let (context, diagnostics) = try GeneratorFixtures.context(Self.coding, options: ContextOptions(codable: true))
        #expect(context.composites.map { "\($0.typeName) \($0.isCodable)" } == ["Place true", "Price false"])
        let shop = try #require(context.entities.first { $0.name == "Shop" })
        #expect(shop.isCodable)
        let place = try #require(shop.attributes.first { $0.name == "place" }?.coding)
        #expect(place.property == "placeValue")
        #expect(place.isOptional)
        #expect(place.type == "Place")
        #expect(place.isRequired)
        #expect(shop.attributes.first { $0.name == "price" }?.coding == nil)
        #expect(shop.codableAttributes.map(\.name) == ["name", "place"])
        let name = try #require(shop.attributes.first { $0.name == "name" }?.coding)
        #expect(name.property == "name")
        // A required composite without a Codable struct could not be decoded: no Codable, and a warning says why.
        #expect(context.entities.first { $0.name == "Stall" }?.isCodable == false)
        #expect(diagnostics.contains {
            $0.message.hasPrefix("entity 'Stall' asks for Codable, but its required composite attribute 'price' cannot be decoded")
        }, "\(diagnostics.map(\.message))")
    }
}
