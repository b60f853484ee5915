import MogenGenerator
import MogenModel
import MogenSupport
import MogenTestSupport
import Testing

/// Composite attributes in the SwiftData context: a `Codable` struct per composite the classes use, whose
/// `CodingKeys` are the elements' names, the struct as the class's property, and the errors for what SwiftData
/// cannot store.
@Suite("SwiftData composites in the context", .temporaryDirectories)
struct SwiftDataCompositeTests {
    private func swiftData(
        _ body: String, options: ContextOptions = ContextOptions()
    ) throws -> (ModelContext, SwiftDataModelContext, [Diagnostic]) {
        let model = try ModelReader.read(xml: ModelXML.document(body), path: "Shop.xcdatamodel/contents").model
        let (context, diagnostics) = ContextBuilder.build(model: model, options: options, swiftDataHistory: [])
        return (context, try #require(context.swiftData), diagnostics)
    }

    /// Line 3 is the body's first line (`ModelXML.document`).
    static let shop = """
        <entity name="Shop" representedClassName="Shop">
            <attribute name="place" optional="YES" attributeType="Composite" composite="Place"/>
            <attribute name="site" attributeType="Composite" composite="Place" versionHashModifier="v2"/>
            <attribute name="loc" optional="YES" attributeType="Composite" composite="Point">
                <userInfo><entry key="mogen.swiftName" value="location"/></userInfo>
            </attribute>
        </entity>
        <composite name="Place">
            <attribute name="label" optional="YES" attributeType="String" defaultValueString="here"/>
            <attribute name="floor" attributeType="Integer 16" defaultValueString="1" usesScalarValueType="YES"/>
            <attribute name="count" optional="YES" attributeType="Integer 32" usesScalarValueType="NO"/>
            <attribute name="price" optional="YES" attributeType="Decimal" defaultValueString="1.5"/>
            <attribute name="default" optional="YES" attributeType="Boolean" usesScalarValueType="YES"/>
            <attribute name="CodingKeys" optional="YES" attributeType="String"/>
            <attribute name="corner" attributeType="Composite" composite="Point"/>
        </composite>
        <composite name="Point">
            <attribute name="x" attributeType="Double" defaultValueString="0" usesScalarValueType="YES"/>
            <attribute name="y" optional="YES" attributeType="Double" usesScalarValueType="YES"/>
        </composite>
        <composite name="Unused"><attribute name="value" optional="YES" attributeType="String"/></composite>
        """

    @Test("each used composite is a Codable, Sendable, Hashable struct whose CodingKeys are the elements' names, nested ones typed with their struct")
    func structs() throws {
        let (coreData, context, diagnostics) = try swiftData(Self.shop)
        #expect(!diagnostics.contains { $0.severity == .error }, "\(diagnostics.map(\.message))")
        // SwiftData's structs are its own; the Core Data context declares none in a SwiftData run.
        #expect(coreData.composites.isEmpty)
        #expect(context.composites.map(\.typeName) == ["Place", "Point"])
        let place = try #require(context.composites.first { $0.name == "Place" })
        #expect(place.isCodable && place.isSendable && place.isHashable && place.isEquatable)
        // Each case of CodingKeys: the property's Swift name = the element's name as a string literal.
        #expect(place.elements.map { "\($0.swiftName) = \($0.nameLiteral)" } == [
            "label = \"label\"", "floor = \"floor\"", "count = \"count\"", "price = \"price\"",
            "`default` = \"default\"", "CodingKeysValue = \"CodingKeys\"", "corner = \"corner\"",
        ])
        // SwiftData's value types (a non-scalar number is a Swift integer, not NSNumber), optional as in the model,
        // the model's defaults as the initializer's.
        #expect(place.elements.map(\.swiftType) == ["String?", "Int16", "Int32?", "Decimal?", "Bool?", "String?", "Point"])
        #expect(place.elements.map { $0.defaultValue ?? "-" } == [
            "\"here\"", "1", "nil", "Decimal(string: \"1.5\") ?? 0", "nil", "nil", "-",
        ])
        let corner = try #require(place.elements.last)
        #expect(corner.compositeTypeName == "Point" && corner.valueType == "Point" && !corner.isOptional)
    }

    @Test("--integers native types integer elements Int")
    func nativeIntegers() throws {
        let (_, context, _) = try swiftData(
            Self.shop, options: ContextOptions(swiftData: SwiftDataOptions(integers: .native)))
        let place = try #require(context.composites.first { $0.name == "Place" })
        #expect(place.elements.filter { ["floor", "count"].contains($0.name) }.map(\.swiftType) == ["Int", "Int?"])
    }

    @Test("the Core Data set's structs keep their dictionary types and member names")
    func coreDataTyping() throws {
        let model = try ModelReader.read(xml: ModelXML.document(Self.shop), path: "Shop.xcdatamodel/contents").model
        let (context, _) = ContextBuilder.build(model: model)
        let place = try #require(context.composites.first { $0.name == "Place" })
        #expect(place.elements.first { $0.name == "count" }?.swiftType == "NSNumber?")
        #expect(place.elements.first { $0.name == "price" }?.swiftType == "NSDecimalNumber?")
        #expect(!place.isCodable && !place.isHashable && place.isEquatable)
    }

    @Test("the class stores the struct: its type, the initializer, originalName for a renamed attribute, a hash modifier, and Codable")
    func classProperty() throws {
        let (_, context, _) = try swiftData(Self.shop, options: ContextOptions(codable: true))
        let shop = try #require(context.classes.first)
        #expect(shop.properties.map { "\($0.swiftName): \($0.type)" } == ["place: Place?", "site: Place", "location: Point?"])
        #expect(shop.properties.map { $0.initialValue ?? "-" } == ["nil", "-", "nil"])
        #expect(shop.properties.map(\.macroArguments) == [[], ["hashModifier: \"v2\""], ["originalName: \"loc\""]])
        #expect(shop.initializer.parameters.map { "\($0.swiftName): \($0.type)" } == [
            "site: Place", "place: Place?", "location: Point?",
        ])
        // A required composite no longer keeps the class from being Codable: its struct is.
        let coded = try #require(shop.coding).properties
        #expect(coded.map { "\($0.keyLiteral) \($0.valueType)\($0.isOptional ? "?" : "")" } == [
            "\"place\" Place?", "\"site\" Place", "\"loc\" Point?",
        ])
    }

    @Test("a composite with an element SwiftData cannot store is an error at the attribute that says why")
    func unsupportedElements() throws {
        let body = """
            <entity name="Shop" representedClassName="Shop">
                <attribute name="name" optional="YES" attributeType="String"/>
                <attribute name="shape" optional="YES" attributeType="Composite" composite="Shape"/>
                <attribute name="route" optional="YES" attributeType="Composite" composite="Route"/>
                <attribute name="loop" optional="YES" attributeType="Composite" composite="Loop"/>
                <attribute name="lost" optional="YES" attributeType="Composite" composite="Missing"/>
            </entity>
            <composite name="Shape">
                <attribute name="points" optional="YES" attributeType="Transformable" customClassName="[Double]"/>
            </composite>
            <composite name="Route"><attribute name="stop" attributeType="Composite" composite="Stop"/></composite>
            <composite name="Stop"><attribute name="id" optional="YES" attributeType="ObjectID"/></composite>
            <composite name="Loop"><attribute name="next" optional="YES" attributeType="Composite" composite="Loop"/></composite>
            """
        let (_, context, diagnostics) = try swiftData(body)
        let errors = diagnostics.filter { $0.severity == .error }
        let shape = try #require(errors.first { $0.message.hasPrefix("attribute 'Shop.shape' cannot be in the SwiftData class") })
        #expect(shape.message.contains("its composite 'Shape''s element 'Shape.points' is Transformable"), "\(shape.message)")
        #expect(shape.message.contains("with no value transformer") && shape.message.contains("(--template swift)"))
        // At the attribute: file, line (the body's third line is the document's fifth), column.
        #expect(shape.location == SourceLocation(file: "Shop.xcdatamodel/contents", line: 5, column: 5))
        // A note at the element.
        #expect(shape.notes.map(\.message) == ["the element is declared here"])
        #expect(shape.notes.first?.location == SourceLocation(file: "Shop.xcdatamodel/contents", line: 11, column: 5))
        let route = try #require(errors.first { $0.message.hasPrefix("attribute 'Shop.route' cannot be in the SwiftData class") })
        #expect(route.message.contains("element 'Route.stop.id' is an Object ID"), "\(route.message)")
        #expect(route.location?.line == 6)
        #expect(errors.contains { $0.message.hasPrefix("attribute 'Shop.loop' cannot be in the SwiftData class: its composite 'Loop' contains itself") })
        #expect(errors.contains { $0.message.hasPrefix("attribute 'Shop.lost' cannot be in the SwiftData class: the model has no composite named 'Missing'") })
        // None of them gets a struct, or a property.
        #expect(context.composites.isEmpty)
        #expect(context.classes.first?.properties.map(\.name) == ["name"])
    }

    @Test("a fetch request whose predicate reads a composite's element gets no factory and a warning, and the others theirs")
    func predicates() throws {
        let body = Self.shop.replacingOccurrences(of: "<composite name=\"Unused\">", with: """
            <fetchRequest name="north" entity="Shop" predicateString="place.label == &quot;north&quot;"/>
            <fetchRequest name="placed" entity="Shop" predicateString="place != nil"/>
            <fetchRequest name="all" entity="Shop"/>
            <composite name="Unused">
            """)
        let (_, context, diagnostics) = try swiftData(body)
        let warnings = diagnostics.filter { $0.severity == .warning }.map(\.message)
        #expect(warnings.contains {
            $0.hasPrefix("fetch request template 'north' gets no FetchDescriptor factory: `place.label` reads `label` of the composite attribute `place`")
        }, "\(warnings)")
        #expect(warnings.contains {
            $0.hasPrefix("fetch request template 'placed' gets no FetchDescriptor factory: `place` compares the composite attribute `place` itself")
        }, "\(warnings)")
        #expect(context.classes.first?.fetchDescriptors.map(\.name) == ["all"])
    }

    @Test("an older version whose composite differs declares its struct in its versioned schema, and the versions differ; equal ones share the top-level struct")
    func versions() throws {
        func version(_ elements: String, point: String = #"<attribute name="x" optional="YES" attributeType="Double" usesScalarValueType="YES"/>"#) -> String {
            """
            <entity name="Shop" representedClassName="Shop">
                <attribute name="place" optional="YES" attributeType="Composite" composite="Place"/>
            </entity>
            <composite name="Place">\(elements)<attribute name="corner" optional="YES" attributeType="Composite" composite="Point"/></composite>
            <composite name="Point">\(point)</composite>
            """
        }
        func build(_ versions: [(String, String)]) throws -> (SwiftDataModelContext, [Diagnostic]) {
            let root = try TemporaryDirectory.make() + "/Shop.xcdatamodeld"
            try ModelXML.writeBundle(at: root, versions: versions)
            let read = try ModelReader.read(path: root)
            let older = Generator.olderVersions(of: read.model, path: root, options: ModelValidator.Options())
            let (context, diagnostics) = ContextBuilder.build(model: read.model, swiftDataHistory: older.versions)
            return (try #require(context.swiftData), diagnostics)
        }
        let x = #"<attribute name="x" optional="YES" attributeType="Double" usesScalarValueType="YES"/>"#
        let y = #"<attribute name="y" optional="YES" attributeType="Double" usesScalarValueType="YES"/>"#
        // Place gains an element: version 1 declares its own Place; Point is the same, and shared.
        let (added, addedDiagnostics) = try build([("Shop", version(x)), ("Shop 2", version(x + y))])
        #expect(!addedDiagnostics.contains { $0.severity == .error }, "\(addedDiagnostics.map(\.message))")
        #expect(added.versions.map(\.typeName) == ["ShopSchemaV1", "ShopSchemaV2"])
        #expect(added.versions.map { $0.composites.map(\.typeName) } == [["Place"], []])
        #expect(added.versions.first?.composites.first?.elements.map(\.name) == ["x", "corner"])
        #expect(added.composites.first { $0.typeName == "Place" }?.elements.map(\.name) == ["x", "y", "corner"])
        // Only the nested Point changes: Place holds it, so version 1 declares both.
        let (nested, _) = try build([("Shop", version(x)), ("Shop 2", version(x, point: x + y))])
        #expect(nested.versions.first?.composites.map(\.typeName).sorted() == ["Place", "Point"])
        // Nothing changes: one versioned schema stands for both, with the top-level structs.
        let (same, sameDiagnostics) = try build([("Shop", version(x)), ("Shop 2", version(x))])
        #expect(!sameDiagnostics.contains { $0.severity == .error }, "\(sameDiagnostics.map(\.message))")
        #expect(same.versions.isEmpty)
    }
}
