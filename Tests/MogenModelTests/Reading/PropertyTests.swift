import Foundation
import Testing
@testable import MogenModel

@Suite("Reading attributes, relationships and fetched properties")
struct PropertyTests {
    private func attribute(_ xml: String) throws -> Attribute {
        let model = try Fixtures.model("<entity name=\"E\" syncable=\"YES\">\(xml)</entity>")
        return try #require(model.entities.first?.attributes.first)
    }

    @Test("every attribute type", arguments: AttributeType.all.filter { $0 != .undefined })
    func attributeTypes(type: AttributeType) throws {
        let extra = type == .composite ? #" composite="C""# : ""
        let parsed = try attribute(#"<attribute name="a" optional="YES" attributeType="\#(type.xmlName)"\#(extra)/>"#)
        #expect(parsed.type == type)
        #expect(parsed.unknownTypeName == nil)
    }

    @Test("a missing attributeType is Undefined")
    func undefinedType() throws {
        let parsed = try attribute(#"<attribute name="a" optional="YES" transient="YES"/>"#)
        #expect(parsed.type == .undefined)
        #expect(parsed.isTransient)
    }

    @Test("an explicit Undefined type and ObjectID")
    func explicitUndefined() throws {
        #expect(try attribute(#"<attribute name="a" transient="YES" attributeType="Undefined"/>"#).type == .undefined)
        #expect(try attribute(#"<attribute name="a" optional="YES" attributeType="ObjectID"/>"#).type == .objectID)
    }

    @Test("every attribute flag and value")
    func attributeFlags() throws {
        let parsed = try attribute("""
            <attribute name="a" optional="YES" transient="YES" attributeType="Binary" valueTransformerName="T" \
            customClassName="[String]" allowsExternalBinaryDataStorage="YES" derived="YES" derivationExpression="now()" \
            storedInTruthFile="YES" minValueString="1" maxValueString="10" defaultValueString="x" \
            usesScalarValueType="NO" indexed="YES" versionHashModifier="v" elementID="old" spotlightIndexingEnabled="YES" \
            preserveAfterDeletion="YES" allowsCloudEncryption="YES" regularExpressionString="[a-z]+" syncable="YES"/>
            """)
        #expect(parsed.isOptional)
        #expect(parsed.isTransient)
        #expect(parsed.valueTransformerName == "T")
        #expect(parsed.customClassName == "[String]")
        #expect(parsed.allowsExternalBinaryDataStorage)
        #expect(parsed.isDerived)
        #expect(parsed.derivationExpression == "now()")
        #expect(parsed.storedInTruthFile)
        #expect(parsed.minValueString == "1")
        #expect(parsed.maxValueString == "10")
        #expect(parsed.defaultValueString == "x")
        #expect(parsed.usesScalarValueType == false)
        #expect(parsed.isIndexed)
        #expect(parsed.versionHashModifier == "v")
        #expect(parsed.renamingIdentifier == "old")
        #expect(parsed.spotlightIndexingEnabled)
        #expect(parsed.preserveAfterDeletion)
        #expect(parsed.allowsCloudEncryption)
        #expect(parsed.regularExpressionString == "[a-z]+")
    }

    @Test("absent flags take Core Data's defaults")
    func attributeDefaults() throws {
        let parsed = try attribute(#"<attribute name="a" attributeType="String"/>"#)
        #expect(!parsed.isOptional)
        #expect(!parsed.isTransient)
        #expect(!parsed.isIndexed)
        #expect(!parsed.isDerived)
        #expect(parsed.usesScalarValueType == nil)
        #expect(!parsed.allowsExternalBinaryDataStorage)
        #expect(!parsed.allowsCloudEncryption)
        #expect(!parsed.preserveAfterDeletion)
        #expect(!parsed.spotlightIndexingEnabled)
        #expect(!parsed.storedInTruthFile)
        #expect(parsed.defaultValue == nil)
    }

    @Test("dates: default, minimum and maximum intervals")
    func dateIntervals() throws {
        let parsed = try attribute("""
            <attribute name="d" attributeType="Date" defaultDateTimeInterval="631123200" minDateTimeInterval="1" \
            minValueString="12/4/2013" maxDateTimeInterval="2" usesScalarValueType="NO"/>
            """)
        #expect(parsed.defaultDateTimeInterval == "631123200")
        #expect(parsed.defaultValue == .date(631_123_200))
        #expect(parsed.minDateTimeInterval == "1")
        #expect(parsed.maxDateTimeInterval == "2")
        #expect(parsed.minValueString == "12/4/2013")
    }

    @Test("default values are parsed for their type", arguments: [
        ("Integer 16", "0", DefaultValue.integer(0)),
        ("Integer 16", "0.0", .integer(0)),
        ("Integer 64", "-9000000000", .integer(-9_000_000_000)),
        ("Decimal", "0.10", .decimal("0.10")),
        ("Double", "2.5", .floatingPoint(2.5)),
        ("Float", "0", .floatingPoint(0)),
        ("Boolean", "YES", .boolean(true)),
        ("Boolean", "NO", .boolean(false)),
        ("String", "", .string("")),
        ("String", "Set From Core Data Model Editor", .string("Set From Core Data Model Editor")),
        ("URI", "https://example.com", .uri("https://example.com")),
    ])
    func defaultValues(type: String, text: String, expected: DefaultValue) throws {
        let parsed = try attribute(#"<attribute name="a" attributeType="\#(type)" defaultValueString="\#(text)"/>"#)
        #expect(parsed.defaultValue == expected)
    }

    @Test("a UUID default")
    func uuidDefault() throws {
        let parsed = try attribute(
            #"<attribute name="a" attributeType="UUID" defaultValueString="E621E1F8-C36C-495A-93FC-0C247A3E6E5F"/>"#)
        #expect(parsed.defaultValue == .uuid(try #require(UUID(uuidString: "E621E1F8-C36C-495A-93FC-0C247A3E6E5F"))))
    }

    /// Defaults Xcode would not write for the type are what Core Data's model compiler makes of them: `NSString`'s
    /// `integerValue`, `boolValue` and `doubleValue`, `NSDecimalNumber(string:)`, and no default for the types that
    /// cannot have one. Real apps ship the first three.
    @Test("defaults that do not match their type are converted as Core Data converts them", arguments: [
        ("Integer 64", "NO", DefaultValue?.some(.integer(0))),
        ("Integer 32", "NO", .integer(0)),
        ("Boolean", "0.0", .boolean(false)),
        ("Boolean", " -01", .boolean(true)),
        ("Integer 32", "1.5", .integer(1)),
        ("Integer 64", "12abc", .integer(12)),
        ("Integer 64", "abc", .integer(0)),
        ("Integer 16", "40000", .integer(-25536)),
        ("Double", "fast", .floatingPoint(0)),
        ("Double", "2.5kg", .floatingPoint(2.5)),
        ("Float", "1e999", .floatingPoint(.infinity)),
        ("Decimal", "1,5", .decimal("1")),
        ("Decimal", "abc", .decimal("NaN")),
        ("UUID", "not-a-uuid", nil),
        ("Binary", "x", nil),
        ("Transformable", "x", nil),
    ])
    func convertedDefaults(type: String, text: String, expected: DefaultValue?) throws {
        let parsed = try attribute(#"<attribute name="a" attributeType="\#(type)" defaultValueString="\#(text)"/>"#)
        guard case let .converted(value, reason) = parsed.readDefaultValue() else {
            Issue.record("expected \(type) default '\(text)' to be converted, got \(parsed.readDefaultValue())")
            return
        }
        #expect(value == expected)
        #expect(parsed.defaultValue == expected)
        #expect(reason.contains("'\(text)'") || reason.contains("does not fit"), "\(reason)")
    }

    @Test("relationships: every attribute")
    func relationship() throws {
        let model = try Fixtures.model("""
                <entity name="A" syncable="YES">
                    <relationship name="bs" optional="YES" transient="YES" toMany="YES" minCount="1" maxCount="10" \
            deletionRule="Cascade" ordered="YES" destinationEntity="B" inverseName="a" inverseEntity="B" elementID="old" \
            indexed="YES" syncable="YES"/>
                </entity>
                <entity name="B" syncable="YES">
                    <relationship name="a" maxCount="1" deletionRule="No Action" destinationEntity="A" inverseName="bs" inverseEntity="A"/>
                </entity>
            """)
        let bs = try #require(model.entity(named: "A")?.relationships.first)
        #expect(bs.name == "bs")
        #expect(bs.isOptional)
        #expect(bs.isTransient)
        #expect(bs.isToMany)
        #expect(bs.minCount == 1)
        #expect(bs.maxCount == 10)
        #expect(bs.deletionRule == .cascade)
        #expect(bs.isOrdered)
        #expect(bs.destinationName == "B")
        #expect(bs.inverseName == "a")
        #expect(bs.inverseEntityName == "B")
        #expect(bs.renamingIdentifier == "old")
        #expect(bs.isIndexed)
        let a = try #require(model.entity(named: "B")?.relationships.first)
        #expect(a.isToOne)
        #expect(!a.isOptional)
        #expect(a.deletionRule == .noAction)
        #expect(a.minCount == 0)
        #expect(a.maxCount == 1)
        #expect(model.destination(of: bs)?.name == "B")
        #expect(model.inverse(of: bs)?.name == "a")
        #expect(model.inverse(of: a)?.name == "bs")
    }

    @Test("every deletion rule", arguments: Relationship.DeletionRule.allCases)
    func deletionRules(rule: Relationship.DeletionRule) throws {
        let model = try Fixtures.model("""
                <entity name="A" syncable="YES">
                    <relationship name="r" optional="YES" maxCount="1" deletionRule="\(rule.rawValue)" destinationEntity="A"/>
                </entity>
            """)
        #expect(model.entities[0].relationships[0].deletionRule == rule)
    }

    @Test("a relationship without inverse")
    func noInverse() throws {
        let model = try Fixtures.model("""
                <entity name="A" syncable="YES">
                    <relationship name="r" optional="YES" maxCount="1" deletionRule="Nullify" destinationEntity="A"/>
                </entity>
            """)
        let relationship = model.entities[0].relationships[0]
        #expect(relationship.inverseName == nil)
        #expect(model.inverse(of: relationship) == nil)
    }

    @Test("fetched properties and their fetch request")
    func fetchedProperty() throws {
        let model = try Fixtures.model("""
                <entity name="A" syncable="YES">
                    <attribute name="name" optional="YES" attributeType="String"/>
                    <fetchedProperty name="same" optional="YES">
                        <fetchRequest name="fetchedPropertyFetchRequest" entity="A" predicateString="name == $FETCH_SOURCE.name"/>
                    </fetchedProperty>
                </entity>
            """)
        let property = try #require(model.entities[0].fetchedProperties.first)
        #expect(property.name == "same")
        #expect(property.isOptional)
        #expect(property.fetchRequest.entityName == "A")
        #expect(property.fetchRequest.predicateString == "name == $FETCH_SOURCE.name")
        #expect(property.fetchRequest.variables == [PredicateVariable(name: "FETCH_SOURCE", type: .object(entityName: "A"))])
    }

    @Test("composite attributes and the model's composites")
    func composites() throws {
        let model = try Fixtures.model("""
                <entity name="A" syncable="YES">
                    <attribute name="location" attributeType="Composite" composite="Point"/>
                </entity>
                <composite name="Point">
                    <attribute name="x" attributeType="Double" defaultValueString="0.0"/>
                    <attribute name="y" attributeType="Double" defaultValueString="0.0"/>
                    <attribute name="nested" optional="YES" attributeType="Composite" composite="Empty"/>
                </composite>
                <composite name="Empty"/>
            """)
        let attribute = model.entities[0].attributes[0]
        #expect(attribute.type == .composite)
        #expect(attribute.compositeName == "Point")
        let point = try #require(model.composite(named: "Point"))
        #expect(point.attributes.map(\.name) == ["x", "y", "nested"])
        #expect(point.attributes[2].compositeName == "Empty")
        #expect(model.composite(named: "Empty")?.attributes.isEmpty == true)
    }
}
