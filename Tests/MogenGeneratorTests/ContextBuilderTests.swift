import MogenGenerator
import MogenModel
import MogenSupport
import Testing

@Suite("Template context")
struct ContextBuilderTests {
    private func entity(_ body: String, options: ContextOptions = .init()) throws -> (EntityContext, [Diagnostic]) {
        let (context, diagnostics) = try GeneratorFixtures.context(body, options: options)
        return (try #require(context.entities.first), diagnostics)
    }

    private func attribute(_ xml: String, options: ContextOptions = .init()) throws -> AttributeContext {
        try #require(try entity(#"<entity name="E" representedClassName="E">\#(xml)</entity>"#, options: options).0.attributes.first)
    }

    @Test("every attribute type maps to its Swift type", arguments: [
        (#"attributeType="Integer 16" usesScalarValueType="YES""#, "Int16"),
        (#"attributeType="Integer 32" usesScalarValueType="YES""#, "Int32"),
        (#"attributeType="Integer 64" usesScalarValueType="YES""#, "Int64"),
        (#"attributeType="Double" usesScalarValueType="YES""#, "Double"),
        (#"attributeType="Float" usesScalarValueType="YES""#, "Float"),
        (#"attributeType="Boolean" usesScalarValueType="YES""#, "Bool"),
        (#"attributeType="Integer 16" usesScalarValueType="NO""#, "NSNumber"),
        (#"attributeType="Integer 32""#, "NSNumber"),
        (#"attributeType="Boolean""#, "NSNumber"),
        (#"attributeType="Decimal""#, "NSDecimalNumber"),
        (#"attributeType="String""#, "String"),
        (#"attributeType="Date""#, "Date"),
        (#"attributeType="Binary""#, "Data"),
        (#"attributeType="UUID""#, "UUID"),
        (#"attributeType="URI""#, "URL"),
        (#"attributeType="ObjectID""#, "NSManagedObjectID"),
        (#"attributeType="Transformable""#, "NSObject"),
        (#"attributeType="Transformable" customClassName="[String]""#, "[String]"),
        (#"attributeType="Transformable" customClassName="UIColor""#, "UIColor"),
        (#"attributeType="Transformable" customClassName=".""#, "NSObject"),
        (#"transient="YES""#, "NSObject"),
    ])
    func typeMapping(xml: String, expected: String) throws {
        let required = try attribute(#"<attribute name="a" \#(xml)/>"#)
        #expect(required.valueType == expected)
        #expect(required.swiftType == expected)
        #expect(!required.isOptional)
        #expect(required.storage == .managed)
    }

    @Test("optional scalars become computed properties over the primitive value")
    func optionalScalars() throws {
        let age = try attribute(#"<attribute name="age" optional="YES" attributeType="Integer 16" usesScalarValueType="YES"/>"#)
        #expect(age.swiftType == "Int16?")
        #expect(age.storage == .primitive)
        #expect(age.primitiveType == "Int16")
        let count = try attribute(#"<attribute name="count" optional="YES" attributeType="Integer 16"/>"#)
        #expect(count.swiftType == "NSNumber?")
        #expect(count.storage == .managed)
        let name = try attribute(#"<attribute name="name" optional="YES" attributeType="String"/>"#)
        #expect(name.swiftType == "String?")
        #expect(name.storage == .managed)
    }

    @Test("Xcode's optionality: objects always optional, scalars never")
    func xcodeOptionality() throws {
        let options = ContextOptions(optionality: .xcode)
        let name = try attribute(#"<attribute name="name" attributeType="String"/>"#, options: options)
        #expect(name.swiftType == "String?")
        let age = try attribute(
            #"<attribute name="age" optional="YES" attributeType="Integer 16" usesScalarValueType="YES"/>"#, options: options)
        #expect(age.swiftType == "Int16")
        #expect(age.storage == .managed)
    }

    @Test("default values become Swift literals of the property's type", arguments: [
        (#"attributeType="Integer 16" defaultValueString="3" usesScalarValueType="YES""#, "3"),
        (#"attributeType="Integer 16" defaultValueString="0.0" usesScalarValueType="YES""#, "0"),
        (#"attributeType="Integer 16" defaultValueString="3""#, "NSNumber(value: 3 as Int16)"),
        (#"attributeType="Double" defaultValueString="2" usesScalarValueType="YES""#, "2.0"),
        (#"attributeType="Float" defaultValueString="0.5" usesScalarValueType="YES""#, "0.5"),
        (#"attributeType="Boolean" defaultValueString="YES" usesScalarValueType="YES""#, "true"),
        (#"attributeType="Boolean" defaultValueString="NO""#, "NSNumber(value: false)"),
        (#"attributeType="Decimal" defaultValueString="0.10""#, #"NSDecimalNumber(string: "0.10")"#),
        (#"attributeType="String" defaultValueString="say &quot;hi&quot;""#, #""say \"hi\"""#),
        (#"attributeType="Date" defaultDateTimeInterval="631123200""#, "Date(timeIntervalSinceReferenceDate: 631123200.0)"),
        // Never force-unwrapped; a space, which URL(string:) refuses before the iOS 17 SDK, is written encoded.
        (#"attributeType="URI" defaultValueString="https://example.com""#,
            #"URL(string: "https://example.com") ?? URL(fileURLWithPath: "/")"#),
        (#"attributeType="URI" defaultValueString="https://example.com/a b""#,
            #"URL(string: "https://example.com/a%20b") ?? URL(fileURLWithPath: "/")"#),
    ])
    func defaults(xml: String, expected: String) throws {
        #expect(try attribute(#"<attribute name="a" \#(xml)/>"#).defaultValue == expected)
    }

    @Test("a UUID default is written without force-unwrapping")
    func uuidDefault() throws {
        let value = try attribute(
            #"<attribute name="a" attributeType="UUID" defaultValueString="E621E1F8-C36C-495A-93FC-0C247A3E6E5F"/>"#)
        #expect(value.defaultValue?.hasPrefix("UUID(uuid: (0xE6, 0x21, 0xE1, 0xF8,") == true)
    }

    @Test("the initializer takes required values first, then defaulted ones")
    func initializer() throws {
        let (context, _) = try GeneratorFixtures.context("""
                <entity name="Dept" representedClassName="Dept">
                    <relationship name="people" optional="YES" toMany="YES" deletionRule="Nullify" destinationEntity="Person" inverseName="dept" inverseEntity="Person"/>
                </entity>
                <entity name="Person" representedClassName="App.Person">
                    <attribute name="age" attributeType="Integer 16" defaultValueString="1" usesScalarValueType="YES"/>
                    <attribute name="name" attributeType="String"/>
                    <attribute name="nick" optional="YES" attributeType="String"/>
                    <attribute name="count" attributeType="Integer 64" derived="YES" derivationExpression="friends.@count" usesScalarValueType="YES"/>
                    <relationship name="dept" maxCount="1" deletionRule="Nullify" destinationEntity="Dept" inverseName="people" inverseEntity="Dept"/>
                    <relationship name="friends" optional="YES" toMany="YES" ordered="YES" deletionRule="Nullify" destinationEntity="Person" inverseName="friends" inverseEntity="Person"/>
                </entity>
            """)
        let person = try #require(context.entities.first { $0.name == "Person" })
        let parameters = try #require(person.initializer).parameters
        #expect(parameters.map(\.swiftName) == ["name", "dept", "age", "nick", "friends"])
        #expect(parameters.map(\.type) == ["String", "Dept", "Int16", "String?", "[Person]"])
        #expect(parameters.map(\.defaultValue) == [nil, nil, "1", "nil", "[]"])
        #expect(parameters.map(\.storedWhen) == [.always, .always, .differsFromDefault, .notNil, .notEmpty])
        #expect(parameters.map(\.defaultOperand) == [nil, nil, "1", nil, nil])
        #expect(parameters.map(\.storeConversion?.type) == [nil, nil, nil, nil, "NSOrderedSet"])
        #expect(person.initializer?.hasRequiredParameters == true)
        let dept = try #require(context.entities.first { $0.name == "Dept" })
        #expect(dept.initializer?.parameters.map(\.type) == ["Set<Person>"])
        #expect(dept.initializer?.hasRequiredParameters == false)
    }

    @Test("abstract entities have no initializer; subentities take inherited values")
    func inheritance() throws {
        let (context, _) = try GeneratorFixtures.context("""
                <entity name="Base" representedClassName="Base" isAbstract="YES">
                    <attribute name="id" attributeType="String"/>
                </entity>
                <entity name="Leaf" representedClassName="Leaf" parentEntity="Base">
                    <attribute name="extra" attributeType="String"/>
                </entity>
                <entity name="Same" representedClassName="Same" parentEntity="Leaf">
                    <attribute name="total" attributeType="Integer 64" derived="YES" derivationExpression="now()" usesScalarValueType="YES"/>
                </entity>
            """)
        let entities = Dictionary(uniqueKeysWithValues: context.entities.map { ($0.name, $0) })
        #expect(entities["Base"]?.initializer == nil)
        #expect(entities["Leaf"]?.initializer?.parameters.map(\.swiftName) == ["id", "extra"])
        #expect(entities["Leaf"]?.superclassName == "Base")
        #expect(entities["Leaf"]?.hasGeneratedSuperclass == true)
        #expect(entities["Leaf"]?.attributeKeys.map(\.name) == ["id", "extra"])
        #expect(entities["Base"]?.subentityNames == ["Leaf"])
        // Each class has its own initializer (declared where Self == the class), even one that takes what its
        // superclass's takes: a superclass's initializer never creates an object of the subclass.
        #expect(entities["Same"]?.initializer?.parameters.map(\.swiftName) == ["id", "extra"])
    }

    @Test("class names: module prefixes handled once, @objc name without module")
    func classNames() throws {
        let (context, diagnostics) = try GeneratorFixtures.context("""
                <entity name="A" representedClassName="App.Alpha"/>
                <entity name="B" representedClassName=".Beta"/>
                <entity name="C" representedClassName="Gamma"/>
            """, options: ContextOptions(moduleName: "Other"))
        #expect(context.entities.map(\.className) == ["Alpha", "Beta", "Gamma"])
        #expect(context.entities.map(\.objcName) == ["Alpha", "Beta", "Gamma"])
        #expect(context.entities.map(\.qualifiedClassName) == ["App.Alpha", ".Beta", "Gamma"])
        #expect(context.entities.map(\.moduleName) == ["App", nil, nil])
        #expect(diagnostics.map(\.message) == [
            "entity 'A' has class 'App.Alpha' in module 'App', but the code is generated for module 'Other'; Core Data "
                + "will not find the class unless the module matches"
        ])
    }

    @Test("entities Xcode generates, and entities without a class, are skipped with a warning")
    func skipped() throws {
        let (context, diagnostics) = try GeneratorFixtures.context("""
                <entity name="Manual" representedClassName="Manual">
                    <relationship name="x" optional="YES" maxCount="1" deletionRule="Nullify" destinationEntity="ByXcode"/>
                    <relationship name="y" optional="YES" maxCount="1" deletionRule="Nullify" destinationEntity="Plain"/>
                </entity>
                <entity name="ByXcode" representedClassName="ByXcode" codeGenerationType="class"/>
                <entity name="Extension" representedClassName="Extension" codeGenerationType="category"/>
                <entity name="Plain"/>
                <entity name="Ignored" representedClassName="Ignored"><userInfo><entry key="mogenerator.ignore" value="1"/></userInfo></entity>
            """)
        #expect(context.entities.map(\.name) == ["Manual"])
        #expect(context.skippedEntities.map(\.name) == ["ByXcode", "Extension", "Plain", "Ignored"])
        let warnings = diagnostics.filter { $0.severity == .warning }.map(\.message)
        #expect(warnings.count == 3)
        #expect(warnings.contains { $0.contains("'ByXcode'") && $0.contains("Class Definition") && $0.contains("Manual/None") })
        #expect(warnings.contains { $0.contains("'Extension'") && $0.contains("Category/Extension") })
        #expect(warnings.contains { $0.contains("'Plain'") && $0.contains("no class of its own") })
        // Skipped entities stay valid relationship destinations.
        let manual = try #require(context.entities.first)
        #expect(manual.relationships.map(\.swiftType) == ["ByXcode?", "NSManagedObject?"])
    }

    @Test("superclasses: parent class, configured base class, userInfo base class")
    func superclasses() throws {
        let (context, _) = try GeneratorFixtures.context("""
                <entity name="Root" representedClassName="Root"/>
                <entity name="Custom" representedClassName="Custom"><userInfo><entry key="mogen.baseClass" value="MyBase"/></userInfo></entity>
                <entity name="Child" representedClassName="Child" parentEntity="Root"/>
            """, options: ContextOptions(baseClass: "AppObject"))
        #expect(context.entities.map(\.superclassName) == ["AppObject", "MyBase", "Root"])
    }

    @Test("keywords are escaped and mogen.swiftName renames")
    func names() throws {
        let (entityContext, _) = try entity("""
                <entity name="E" representedClassName="E">
                    <attribute name="default" attributeType="String"/>
                    <attribute name="description" optional="YES" attributeType="String">
                        <userInfo><entry key="mogen.swiftName" value="summary"/></userInfo>
                    </attribute>
                </entity>
            """)
        #expect(entityContext.attributes.map(\.swiftName) == ["`default`", "summary"])
        #expect(entityContext.attributes.map(\.name) == ["default", "description"])
        #expect(entityContext.attributeKeys.map(\.swiftName) == ["`default`", "summary"])
    }

    @Test("relationship types and Xcode's accessor selectors")
    func relationships() throws {
        let (context, _) = try GeneratorFixtures.context("""
                <entity name="A" representedClassName="A">
                    <relationship name="one" maxCount="1" deletionRule="Nullify" destinationEntity="B" inverseName="a" inverseEntity="B"/>
                    <relationship name="many" optional="YES" toMany="YES" deletionRule="Nullify" destinationEntity="B"/>
                    <relationship name="items" optional="YES" toMany="YES" ordered="YES" deletionRule="Nullify" destinationEntity="B"/>
                </entity>
                <entity name="B" representedClassName="B">
                    <relationship name="a" optional="YES" maxCount="1" deletionRule="Nullify" destinationEntity="A" inverseName="one" inverseEntity="A"/>
                </entity>
            """)
        let relationships = try #require(context.entities.first).relationships
        #expect(relationships.map(\.swiftType) == ["B", "Set<B>", "NSOrderedSet"])
        #expect(relationships[0].accessors.isEmpty)
        #expect(relationships[1].accessors.map(\.selector) == [
            "addManyObject:", "removeManyObject:", "addMany:", "removeMany:",
        ])
        #expect(relationships[1].accessors.map(\.name) == ["addToMany", "removeFromMany", "addToMany", "removeFromMany"])
        #expect(relationships[1].accessors.map { $0.parameters.map { "\($0.label) \($0.name): \($0.type)" } } == [
            ["_ value: B"], ["_ value: B"], ["_ values: NSSet"], ["_ values: NSSet"],
        ])
        #expect(relationships[2].accessors.map(\.selector) == [
            "insertObject:inItemsAtIndex:", "removeObjectFromItemsAtIndex:", "insertItems:atIndexes:",
            "removeItemsAtIndexes:", "replaceObjectInItemsAtIndex:withObject:", "replaceItemsAtIndexes:withItems:",
            "addItemsObject:", "removeItemsObject:", "addItems:", "removeItems:",
        ])
        #expect(relationships[2].arrayPropertyName == "itemsArray")
    }

    @Test("enum-backed attributes: declared cases, fallbacks and raw types")
    func enums() throws {
        let (context, diagnostics) = try GeneratorFixtures.context("""
                <entity name="Band" representedClassName="Band">
                    <attribute name="genre" attributeType="String" defaultValueString="jazz">
                        <userInfo>
                            <entry key="mogen.enum" value="Genre"/>
                            <entry key="mogen.enumCases" value="blackMetal=black metal, jazz"/>
                        </userInfo>
                    </attribute>
                    <attribute name="level" attributeType="Integer 16" usesScalarValueType="YES">
                        <userInfo><entry key="RawType" value="Level"/><entry key="mogen.enumCases" value="low, high=10, max"/></userInfo>
                    </attribute>
                    <attribute name="other" optional="YES" attributeType="String">
                        <userInfo><entry key="attributeRawValueEnumType" value="Genre"/></userInfo>
                    </attribute>
                    <attribute name="mood" attributeType="String">
                        <userInfo><entry key="mogen.enum" value="Mood"/></userInfo>
                    </attribute>
                    <attribute name="flags" attributeType="Integer 32" usesScalarValueType="YES">
                        <userInfo><entry key="RawType" value="Flags"/><entry key="nonOptionalInit" value="true"/></userInfo>
                    </attribute>
                </entity>
            """)
        let attributes = try #require(context.entities.first).attributes
        #expect(attributes.map(\.swiftType) == ["Genre", "Level", "Genre?", "Mood?", "Flags"])
        #expect(attributes.map(\.storage) == [.enumeration, .enumeration, .enumeration, .enumeration, .enumeration])
        #expect(attributes.map(\.primitiveType) == ["String", "Int16", "String", "String", "Int32"])
        #expect(attributes.map(\.enumFallback) == [".jazz", ".low", "nil", "nil", "Flags(rawValue: 0)"])
        #expect(attributes[0].defaultValue == ".jazz")
        let genre = try #require(context.enums.first { $0.name == "Genre" })
        #expect(genre.cases.map(\.name) == ["blackMetal", "jazz"])
        #expect(genre.cases.map(\.rawValue) == [#""black metal""#, #""jazz""#])
        let level = try #require(context.enums.first { $0.name == "Level" })
        #expect(level.cases.map(\.rawValue) == ["0", "10", "11"])
        #expect(context.enums.count == 2)
        // A required attribute whose enum mogen cannot see gets an optional property, and says why.
        #expect(diagnostics.contains { $0.severity == .warning && $0.message.contains("'Band.mood' is typed Mood?") })
    }

    @Test("typealiases are declared once, and conflicts are errors")
    func typealiases() throws {
        let (context, diagnostics) = try GeneratorFixtures.context("""
                <entity name="A" representedClassName="A">
                    <attribute name="id" attributeType="String"><userInfo><entry key="mogen.typealias" value="Identifier"/></userInfo></attribute>
                    <attribute name="other" optional="YES" attributeType="String"><userInfo><entry key="mogen.typealias" value="Identifier"/></userInfo></attribute>
                    <attribute name="number" attributeType="Integer 64" usesScalarValueType="YES"><userInfo><entry key="mogen.typealias" value="Identifier"/></userInfo></attribute>
                </entity>
            """)
        #expect(context.typealiases.map(\.name) == ["Identifier"])
        #expect(context.typealiases.map(\.type) == ["String"])
        let attributes = try #require(context.entities.first).attributes
        #expect(attributes.map(\.swiftType) == ["Identifier", "Identifier?", "Int64"])
        #expect(diagnostics.filter { $0.severity == .error }.map(\.message) == [
            "attribute 'A.number' declares typealias Identifier = Int64, but line 4 declares Identifier = String"
        ])
    }

    @Test("fetch request templates become typed helpers")
    func fetchRequests() throws {
        let (context, _) = try GeneratorFixtures.context("""
                <entity name="Human" representedClassName="HumanMO">
                    <attribute name="name" attributeType="String"/>
                    <relationship name="parent" optional="YES" maxCount="1" deletionRule="Nullify" destinationEntity="Human"/>
                </entity>
                <fetchRequest name="byName" entity="Human" predicateString="name == $HUMAN_NAME"/>
                <fetchRequest name="byParent" entity="Human" predicateString="parent == $parent AND name IN $NAMES"/>
                <fetchRequest name="ids" entity="Human" resultType="1"/>
                <fetchRequest name="counted" entity="Human" resultType="4"/>
            """)
        let requests = try #require(context.entities.first).fetchRequests
        #expect(requests.map(\.functionName) == ["fetchByName", "fetchByParent", "fetchIds", "fetchCounted"])
        #expect(requests[0].parameters.map(\.swiftName) == ["humanName"])
        #expect(requests[0].parameters.map(\.type) == ["String"])
        #expect(requests[1].parameters.map(\.type) == ["HumanMO", "[String]"])
        #expect(requests.map(\.resultType) == ["[HumanMO]", "[HumanMO]", "[NSManagedObjectID]", "Int"])
        #expect(requests.map(\.resultKind) == [.objects, .objects, .objectIDs, .count])
    }

    @Test("Codable: every attribute type that can be encoded, with conversions")
    func codable() throws {
        let (entityContext, _) = try entity("""
                <entity name="E" representedClassName="E">
                    <attribute name="price" attributeType="Decimal"/>
                    <attribute name="count" optional="YES" attributeType="Integer 16"/>
                    <attribute name="name" attributeType="String"/>
                    <attribute name="blob" optional="YES" attributeType="Transformable"/>
                    <attribute name="scratch" optional="YES" transient="YES" attributeType="String"/>
                </entity>
            """, options: ContextOptions(codable: true))
        #expect(entityContext.isCodable)
        #expect(entityContext.codableAttributes.map(\.name) == ["price", "count", "name"])
        let coding = entityContext.codableAttributes.compactMap(\.coding)
        #expect(coding.map(\.type) == ["Decimal", "Int16", "String"])
        #expect(coding.map(\.encodedMember) == ["decimalValue", "int16Value", nil])
        #expect(coding.map { $0.conversion.map { "\($0.type)(\($0.label):)" } } == ["NSDecimalNumber(decimal:)", "NSNumber(value:)", nil])
        #expect(coding.map(\.isRequired) == [true, false, true])
    }

    @Test("Codable is decided for a whole class hierarchy, at its root")
    func codableHierarchy() throws {
        let (context, diagnostics) = try GeneratorFixtures.context("""
                <entity name="Base" representedClassName="Base"><userInfo><entry key="mogen.codable" value="YES"/></userInfo></entity>
                <entity name="Leaf" representedClassName="Leaf" parentEntity="Base"/>
            """)
        #expect(context.entities.allSatisfy { $0.isCodable })
        #expect(context.entities.first { $0.name == "Base" }?.codableSubclasses == ["Leaf"])
        #expect(diagnostics.isEmpty)
        let (leafOnly, leafDiagnostics) = try GeneratorFixtures.context("""
                <entity name="Base" representedClassName="Base"/>
                <entity name="Leaf" representedClassName="Leaf" parentEntity="Base"><userInfo><entry key="mogen.codable" value="YES"/></userInfo></entity>
            """)
        #expect(leafOnly.entities.allSatisfy { !$0.isCodable })
        #expect(leafDiagnostics.contains { $0.message.contains("ask on the hierarchy's root entity 'Base'") })
    }

    @Test("access levels")
    func accessLevels() throws {
        for level in ContextOptions.AccessLevel.allCases {
            let (context, _) = try GeneratorFixtures.context(
                #"<entity name="A" representedClassName="A"/>"#, options: ContextOptions(accessLevel: level))
            #expect(context.accessLevel == level.rawValue)
            #expect(context.access == (level == .internal ? "" : level.rawValue + " "))
        }
    }
}
