import MogenGenerator
import MogenModel
import Testing

/// `model.modelCode`: the data `managed-object-model.swift.stencil` prints.
@Suite("The model as code: context")
struct ModelCodeContextTests {
    static func modelCode(_ body: String) throws -> ModelCodeContext {
        try GeneratorFixtures.context(body).0.modelCode
    }

    @Test("every entity, generated or not, with its runtime class name and distinct locals")
    func entities() throws {
        let code = try Self.modelCode("""
            <entity name="Employee" representedClassName="App.Employee" syncable="YES">
                <attribute name="name" attributeType="String"/>
            </entity>
            <entity name="Plain" syncable="YES"/>
            <entity name="Xcode" representedClassName="Lib.Xcode" codeGenerationType="class" syncable="YES"/>
            <entity name="employee" representedClassName="Lower" syncable="YES">
                <attribute name="name" attributeType="String"/>
            </entity>
            """)
        #expect(code.typeName == "TestManagedObjectModel")
        #expect(code.entities.map(\.classNameLiteral) == [#""Employee""#, #""NSManagedObject""#, #""Lib.Xcode""#, #""Lower""#])
        #expect(code.entities.map(\.variable) == ["employeeEntity", "plainEntity", "xcodeEntity", "employeeEntity2"])
        #expect(code.entities[0].attributes[0].variable == "employeeName")
        #expect(code.entities[3].attributes[0].variable == "employeeName2")
    }

    @Test("a class mogen does not generate in the current product module is named in --module, as momc names it")
    func currentProductModule() throws {
        let body = """
            <entity name="Shape" representedClassName=".Shape" syncable="YES"/>
            <entity name="Square" representedClassName=".Square" parentEntity="Shape" codeGenerationType="class" syncable="YES"/>
            """
        var options = ContextOptions()
        options.module = "App"
        let named = try GeneratorFixtures.context(body, options: options).0.modelCode
        #expect(named.entities.map(\.classNameLiteral) == [#""Shape""#, #""App.Square""#])
        #expect(named.entities[1].notes.isEmpty)
        let unnamed = try Self.modelCode(body)
        #expect(unnamed.entities.map(\.classNameLiteral) == [#""Shape""#, #""Square""#])
        #expect(unnamed.entities[1].notes.contains { $0.hasPrefix("The class Square is in the current product module") })
    }

    @Test("attributes: types, defaults as the objects Core Data gives, validation with Core Data's error codes")
    func attributes() throws {
        let code = try Self.modelCode("""
            <entity name="A" representedClassName="A" syncable="YES">
                <attribute name="small" attributeType="Integer 16" minValueString="1" maxValueString="9" defaultValueString="2" usesScalarValueType="YES"/>
                <attribute name="money" optional="YES" attributeType="Decimal" defaultValueString="1.50"/>
                <attribute name="when" optional="YES" attributeType="Date" minDateTimeInterval="10" defaultDateTimeInterval="20"/>
                <attribute name="code" attributeType="String" minValueString="x" regularExpressionString="[a-z]+"/>
                <attribute name="id" optional="YES" attributeType="UUID" defaultValueString="6F9619FF-8B86-D011-B42D-00C04FC964FF"/>
                <attribute name="fuzzy" optional="YES" attributeType="Binary" maxValueString="3"/>
                <attribute name="lower" optional="YES" attributeType="String" derived="YES" derivationExpression="lowercase:(code)"/>
            </entity>
            """)
        let attributes = try #require(code.entities.first).attributes
        #expect(attributes.map(\.attributeType) == [
            ".integer16AttributeType", ".decimalAttributeType", ".dateAttributeType", ".stringAttributeType",
            ".UUIDAttributeType", ".binaryDataAttributeType", ".stringAttributeType",
        ])
        #expect(attributes.map(\.defaultValue) == [
            "Int16(2)", #"NSDecimalNumber(string: "1.50")"#, "Date(timeIntervalSinceReferenceDate: 20.0)", nil,
            #"UUID(uuidString: "6F9619FF-8B86-D011-B42D-00C04FC964FF")"#, nil, nil,
        ])
        #expect(attributes.map { $0.validationRules.map(\.warning) } == [
            [#""NSValidationNumberTooSmallError""#, #""NSValidationNumberTooLargeError""#], [],
            [#""NSValidationDateTooSoonError""#], [#""NSValidationStringPatternMatchingError""#], [], [], [],
        ])
        #expect(attributes[0].validationRules[0].predicate.steps.map(\.kind) == ["evaluatedObject", "constant", "comparison"])
        #expect(attributes[2].validationRules[0].predicate.steps[1].literal == "Date(timeIntervalSinceReferenceDate: 10.0)")
        #expect(attributes[3].notes == ["The minimum length 'x' is not built: it is not a number."])
        #expect(attributes[5].notes.first?.hasPrefix("Validation of Binary attributes is not built") == true)
        #expect(attributes[6].descriptionClass == "NSDerivedAttributeDescription")
        #expect(attributes[6].derivation?.steps.map(\.kind) == ["keyPath", "function"])
    }

    @Test("composite attributes are built with their composite's elements, nested ones too, but not within themselves")
    func composites() throws {
        let code = try Self.modelCode("""
            <entity name="Trip" representedClassName="Trip" syncable="YES">
                <attribute name="start" optional="YES" attributeType="Composite" composite="Place"/>
                <attribute name="loop" optional="YES" attributeType="Composite" composite="Loop"/>
            </entity>
            <composite name="Place">
                <attribute name="name" optional="YES" attributeType="String"/>
                <attribute name="point" optional="YES" attributeType="Composite" composite="Point"/>
            </composite>
            <composite name="Point">
                <attribute name="x" attributeType="Double" usesScalarValueType="YES"/>
            </composite>
            <composite name="Loop">
                <attribute name="again" optional="YES" attributeType="Composite" composite="Loop"/>
            </composite>
            """)
        let attributes = try #require(code.entities.first).attributes
        #expect(attributes[0].descriptionClass == "NSCompositeAttributeDescription")
        #expect(attributes[0].compositeElements.map(\.variable) == ["tripStartName", "tripStartPoint"])
        #expect(attributes[0].compositeElements[1].compositeElements.map(\.variable) == ["tripStartPointX"])
        #expect(attributes[1].compositeElements[0].compositeElements.isEmpty)
        #expect(attributes[1].compositeElements[0].notes == ["The composite 'Loop' contains itself: this attribute has no elements."])
    }

    @Test("relationships: destination, inverse, counts, delete rule; indexed ones and compound indexes become fetch indexes")
    func relationshipsAndIndexes() throws {
        let code = try Self.modelCode("""
            <entity name="Band" representedClassName="Band" syncable="YES">
                <attribute name="name" attributeType="String" indexed="YES"/>
                <attribute name="year" optional="YES" attributeType="Integer 32" usesScalarValueType="YES"/>
                <relationship name="albums" optional="YES" toMany="YES" maxCount="1" deletionRule="Cascade" destinationEntity="Album" inverseName="band" inverseEntity="Album"/>
                <relationship name="label" optional="YES" deletionRule="Deny" destinationEntity="Label" inverseName="nothing" inverseEntity="Label"/>
                <compoundIndexes>
                    <compoundIndex>
                        <index value="name"/>
                        <index value="year"/>
                    </compoundIndex>
                </compoundIndexes>
            </entity>
            <entity name="Album" representedClassName="Album" syncable="YES">
                <relationship name="band" maxCount="1" deletionRule="Nullify" destinationEntity="Band" inverseName="albums" inverseEntity="Band"/>
            </entity>
            <entity name="Label" representedClassName="Label" syncable="YES"/>
            """)
        let band = try #require(code.entities.first)
        #expect(band.relationships.map(\.maxCount) == [1, 1])
        #expect(band.relationships.map(\.deleteRule) == [".cascadeDeleteRule", ".denyDeleteRule"])
        #expect(band.relationships.map(\.inverseVariable) == ["albumBand", nil])
        #expect(band.relationships.map(\.destinationVariable) == ["albumEntity", "labelEntity"])
        #expect(band.notes.contains { $0.hasPrefix("'albums' is to-many with at most one object") })
        #expect(band.fetchIndexes.map(\.nameLiteral) == [#""nameIndex""#, #""name_yearIndex""#])
        #expect(band.fetchIndexes[1].elements.map(\.propertyVariable) == ["bandName", "bandYear"])
    }

    @Test("fetch requests: predicate steps, result types, flags; what cannot be built is a note")
    func fetchRequests() throws {
        let code = try Self.modelCode("""
            <entity name="Item" representedClassName="Item" syncable="YES">
                <attribute name="name" attributeType="String"/>
            </entity>
            <fetchRequest name="byName" entity="Item" predicateString="name == $NAME" resultType="2" fetchLimit="5" includeSubentities="NO"/>
            <fetchRequest name="formatted" entity="Item" predicateString="name == %@"/>
            <fetchRequest name="broken" entity="Item" predicateString="name =="/>
            <configuration name="Main">
                <memberEntity name="Item"/>
            </configuration>
            """)
        #expect(code.fetchRequests.map(\.resultType) == [".dictionaryResultType", ".managedObjectResultType", ".managedObjectResultType"])
        #expect(code.fetchRequests[0].fetchLimit == 5)
        #expect(code.fetchRequests[0].includesSubentities == false)
        #expect(code.fetchRequests[0].includesPropertyValues == nil)
        #expect(code.fetchRequests[0].entityVariable == "itemEntity")
        #expect(code.fetchRequests[0].predicate?.steps.count == 3)
        #expect(code.fetchRequests[1].predicate == nil)
        #expect(code.fetchRequests[1].notes == ["The predicate 'name == %@' is not built: the format argument %@ has no value in a model."])
        #expect(code.fetchRequests[2].notes == ["The predicate 'name ==' is not built: mogen cannot read it."])
        #expect(code.configurations.map(\.entityVariables) == [["itemEntity"]])
    }
}
