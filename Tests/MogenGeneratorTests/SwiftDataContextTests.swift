import MogenGenerator
import MogenModel
import MogenSupport
import MogenTestSupport
import Testing

/// What the SwiftData context decides, and says, for small models: inverses, inheritance by target, CloudKit's
/// rules, `Codable` per class hierarchy, migration stages.
@Suite("The SwiftData context")
struct SwiftDataContextTests {
    private func swiftData(
        _ body: String, header: String = "", options: ContextOptions = ContextOptions()
    ) throws -> (SwiftDataModelContext, [Diagnostic]) {
        let model = try ModelReader.read(xml: ModelXML.document(body, header: header), path: "Shop.xcdatamodel/contents").model
        let (context, diagnostics) = ContextBuilder.build(model: model, options: options, swiftDataHistory: [])
        return (try #require(context.swiftData), diagnostics)
    }

    private func property(_ name: String, of className: String, in context: SwiftDataModelContext) throws
        -> SwiftDataPropertyContext
    {
        let swiftDataClass = try #require(context.classes.first { $0.className == className })
        return try #require(swiftDataClass.properties.first { $0.name == name })
    }

    static let pair = """
        <entity name="Order" representedClassName="Order">
            <relationship name="lines" optional="YES" toMany="YES" deletionRule="Cascade" destinationEntity="Line" inverseName="order"/>
            <relationship name="twin" optional="YES" maxCount="1" destinationEntity="Order" inverseName="twin"/>
        </entity>
        <entity name="Line" representedClassName="Line">
            <attribute name="sku" attributeType="String"/>
            <relationship name="order" maxCount="1" deletionRule="Deny" destinationEntity="Order" inverseName="lines"/>
        </entity>
        """

    @Test("the to-many side names the inverse, the other side does not, and a relationship that is its own inverse names none")
    func inverses() throws {
        let (context, _) = try swiftData(Self.pair)
        #expect(try property("lines", of: "Order", in: context).macro
            == #"@Relationship(deleteRule: .cascade, inverse: \Line.order)"#)
        #expect(try property("order", of: "Line", in: context).macro == "@Relationship(deleteRule: .deny)")
        #expect(try property("twin", of: "Order", in: context).macro == nil)
    }

    @Test("CloudKit's rules: required values optional, Deny is Nullify, uniqueness left out, each with a located warning")
    func cloudKit() throws {
        let body = Self.pair.replacingOccurrences(of: #"<entity name="Line" representedClassName="Line">"#, with: """
            <entity name="Line" representedClassName="Line">
                <uniquenessConstraints><uniquenessConstraint><constraint value="sku"/></uniquenessConstraint></uniquenessConstraints>
            """)
        let (context, diagnostics) = try swiftData(body, options: ContextOptions(swiftData: SwiftDataOptions(cloudKit: true)))
        #expect(try property("sku", of: "Line", in: context).type == "String?")
        #expect(try property("sku", of: "Line", in: context).macro == nil)
        #expect(try property("order", of: "Line", in: context).type == "Order?")
        #expect(try property("order", of: "Line", in: context).macro == nil)
        #expect(try property("lines", of: "Order", in: context).type == "[Line]?")
        let messages = diagnostics.map(\.message)
        for expected in [
            "attribute 'Line.sku' is required without a default value; CloudKit needs",
            "relationship 'Line.order' is required; CloudKit needs every relationship optional",
            "relationship 'Line.order' has the Deny delete rule, which CloudKit does not support",
            "entity 'Line' has a uniqueness constraint; CloudKit cannot enforce unique values",
        ] {
            #expect(messages.contains { $0.hasPrefix(expected) }, "\(expected)")
        }
        #expect(diagnostics.allSatisfy { $0.location?.line != nil }, "every warning is located in the model")
    }

    static let hierarchy = """
        <entity name="Vehicle" representedClassName="Vehicle" isAbstract="YES">
            <attribute name="name" attributeType="String"/>
        </entity>
        <entity name="Car" representedClassName="Car" parentEntity="Vehicle">
            <attribute name="plate" attributeType="String"/>
            <relationship name="owner" maxCount="1" destinationEntity="Owner"/>
        </entity>
        <entity name="Owner" representedClassName="Owner"><attribute name="name" optional="YES" attributeType="String"/></entity>
        """

    @Test("subclasses from iOS 26 pass the inherited values to super.init; before, an abstract parent is flattened away")
    func inheritance() throws {
        let (subclasses, _) = try swiftData(Self.hierarchy)
        let car = try #require(subclasses.classes.first { $0.className == "Car" })
        #expect(car.superclassName == "Vehicle")
        #expect(car.initializer.superArguments == ["name: name"])
        #expect(car.initializer.parameters.map(\.swiftName) == ["name", "plate", "owner"])
        #expect(subclasses.classes.first { $0.className == "Vehicle" }?.isFinal == false)

        let (flattened, diagnostics) = try swiftData(
            Self.hierarchy, options: ContextOptions(swiftData: SwiftDataOptions(target: .ios17)))
        #expect(flattened.classes.map(\.className) == ["Car", "Owner"])
        let flatCar = try #require(flattened.classes.first)
        #expect(flatCar.superclassName == nil && flatCar.isFinal)
        #expect(flatCar.properties.map(\.name) == ["name", "plate", "owner"])
        #expect(diagnostics.contains { $0.message.hasPrefix("entity 'Vehicle' is abstract and gets no SwiftData class") })
        #expect(diagnostics.contains { $0.message.hasPrefix("entity 'Car' inherits from 'Vehicle'") })
    }

    @Test("Codable is for a whole class hierarchy: a subclass with a value init(from:) cannot give takes it from all")
    func codableHierarchy() throws {
        // A required transient value is not coded, and has no initial value: Car's init(from:) cannot give it one.
        let body = Self.hierarchy
            .replacingOccurrences(of: #"<relationship name="owner" maxCount="1""#, with: #"<relationship name="owner" optional="YES" maxCount="1""#)
            .replacingOccurrences(of: #"<attribute name="plate" attributeType="String"/>"#,
                with: #"<attribute name="plate" attributeType="String"/><attribute name="scratch" transient="YES" attributeType="String"/>"#)
        let (context, diagnostics) = try swiftData(body, options: ContextOptions(codable: true))
        #expect(context.classes.first { $0.className == "Vehicle" }?.coding == nil)
        #expect(context.classes.first { $0.className == "Car" }?.coding == nil)
        #expect(context.classes.first { $0.className == "Owner" }?.coding != nil)
        #expect(diagnostics.contains {
            $0.message.hasPrefix("entity 'Car' is not Codable in SwiftData: init(from:) cannot give 'scratch'")
        }, "\(diagnostics.map(\.message))")
    }
}
