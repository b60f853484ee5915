import Foundation
import MogenGenerator
import MogenImport
import MogenModel
import MogenSupport
import MogenTemplate
import MogenTestSupport
import Testing

/// mogen's SwiftGen context equals, value by value, the context SwiftGenKit 6.6.3 builds for its fixture model
/// (`StencilContexts/CoreData/defaults.yaml`), and follows SwiftGen's rules where the fixture does not reach.
@Suite("SwiftGen context")
struct SwiftGenContextTests {
    @Test("the fixture model's context is SwiftGenKit's defaults.yaml, and the empty context its empty.yaml",
        .enabled(if: SwiftGenFixtures.rootPath != nil, "needs ../shared/thirdparty/swiftgen-6.6.3"))
    func fixtureContext() throws {
        let root = try #require(SwiftGenFixtures.rootPath)
        let contexts = root + "/Sources/TestUtils/Fixtures/StencilContexts/CoreData/"
        // Read with mogen's own YAML reader (MogenImport/YAML, written for `mogen import`).
        let expected = try YAMLSubset.parse(try String(contentsOfFile: contexts + "defaults.yaml", encoding: .utf8))
            .templateValue
        let models = try SwiftGenFixtures.models(SwiftGenFixtures.model(in: root))
        var differences: [String] = []
        Self.compare(.dictionary(["models": models]), expected, path: "", into: &differences)
        #expect(differences.isEmpty, "\(differences.joined(separator: "\n"))")
        #expect(expected.dictionaryValue?["models"]?.arrayValue?.count == 1, "the YAML was read")
        let empty = try YAMLSubset.parse(try String(contentsOfFile: contexts + "empty.yaml", encoding: .utf8)).templateValue
        #expect(empty == ["models": []])
    }

    /// Every difference between `actual` and `expected`, by path.
    private static func compare(_ actual: TemplateValue, _ expected: TemplateValue, path: String, into differences: inout [String]) {
        switch (actual, expected) {
        case let (.dictionary(left), .dictionary(right)):
            for key in Set(left.keys).union(right.keys).sorted() {
                guard let leftValue = left[key], let rightValue = right[key] else {
                    differences.append("\(path).\(key): only in \(left[key] == nil ? "SwiftGen's" : "mogen's") context")
                    continue
                }
                compare(leftValue, rightValue, path: path + "." + key, into: &differences)
            }
        case let (.array(left), .array(right)):
            guard left.count == right.count else {
                differences.append("\(path): \(left.count) items, SwiftGen has \(right.count)")
                return
            }
            for (offset, pair) in zip(left, right).enumerated() {
                compare(pair.0, pair.1, path: "\(path)[\(offset)]", into: &differences)
            }
        default:
            if actual != expected { differences.append("\(path): \(actual), SwiftGen has \(expected)") }
        }
    }

    private static func context(_ body: String) throws -> [String: TemplateValue] {
        let model = try ModelReader.read(xml: ModelXML.document(body), path: "Test.xcdatamodel/contents").model
        let models = try SwiftGenContext.models([model])
        return try #require(models.arrayValue?.first?.dictionaryValue)
    }

    private static func entity(_ name: String, in context: [String: TemplateValue]) throws -> [String: TemplateValue] {
        try #require(context["entities"]?.dictionaryValue?[name]?.dictionaryValue)
    }

    @Test("class names lose their module; an entity without one has the empty class name")
    func classNames() throws {
        #expect(SwiftGenContextTestsSupport.className("App.Main") == "Main")
        #expect(SwiftGenContextTestsSupport.className(".Main") == "Main")
        #expect(SwiftGenContextTestsSupport.className("A.B.C") == "B.C")
        #expect(SwiftGenContextTestsSupport.className(nil) == "")
        let context = try Self.context("""
            <entity name="Plain" syncable="YES"/>
            <entity name="Dotted" representedClassName=".Dotted" codeGenerationType="category"/>
            """)
        #expect(try Self.entity("Plain", in: context)["className"] == "")
        #expect(try Self.entity("Plain", in: context)["shouldGenerateCode"] == true)
        #expect(try Self.entity("Dotted", in: context)["className"] == "Dotted")
        #expect(try Self.entity("Dotted", in: context)["shouldGenerateCode"] == false)
    }

    @Test("userInfo values are typed as SwiftGen types them: integer, then decimal, then Boolean, then text")
    func userInfoTyping() throws {
        let context = try Self.context("""
            <entity name="E" representedClassName="E">
                <userInfo>
                    <entry key="int" value="7"/><entry key="double" value="1.5"/><entry key="yes" value="YES"/>
                    <entry key="true" value="true"/><entry key="text" value="yes"/><entry key="twice" value="a"/>
                    <entry key="twice" value="b"/>
                </userInfo>
            </entity>
            """)
        let userInfo = try Self.entity("E", in: context)["userInfo"]
        #expect(userInfo == ["int": 7, "double": 1.5, "yes": true, "true": true, "text": "yes", "twice": "b"])
    }

    @Test("substitution variables: only on the right of a comparison, typed by the key path through own properties")
    func substitutionVariables() throws {
        let context = try Self.context("""
            <entity name="Parent" representedClassName="ParentClass">
                <attribute name="inherited" attributeType="String"/>
            </entity>
            <entity name="Item" representedClassName="App.ItemClass" parentEntity="Parent">
                <attribute name="count" attributeType="Integer 32" usesScalarValueType="YES"/>
                <attribute name="amount" attributeType="Integer 32"/>
                <relationship name="owner" maxCount="1" destinationEntity="Parent"/>
                <relationship name="tags" toMany="YES" destinationEntity="Parent"/>
            </entity>
            <fetchRequest name="All" entity="Item" predicateString="count == $COUNT AND (amount &gt; $AMOUNT OR NOT owner.inherited == $NAME) AND $LEFT == count AND owner == $OWNER AND inherited == $INHERITED AND tags.@count &gt; $TAGS AND count == $COUNT2 AND amount IN $AMOUNTS AND count BETWEEN {$LOW, $HIGH}"/>
            <fetchRequest name="Lost" entity="Nothing" predicateString="a == $A"/>
            """)
        let requests = try #require(context["fetchRequests"]?.dictionaryValue)
        let all = try #require(requests["Item"]?.arrayValue?.first?.dictionaryValue)
        #expect(all["substitutionVariables"] == [
            "COUNT": "Int32", "AMOUNT": "NSNumber", "NAME": "String", "OWNER": "ParentClass",
            // `inherited` is not the entity's own attribute: SwiftGen skips it and names the entity's class.
            "INHERITED": "ItemClass", "TAGS": "ParentClass", "COUNT2": "Int32", "AMOUNTS": "NSNumber",
        ])
        #expect(all["resultType"] == "Object")
        #expect(all["includeSubentities"] == true)
        #expect(all["returnDistinctResults"] == false)
        #expect(requests["Nothing"]?.arrayValue == [.dictionary([:])])
    }

    @Test("configurations: Default lists every entity, each list sorted")
    func configurations() throws {
        let context = try Self.context("""
            <entity name="B" representedClassName="B"/>
            <entity name="A" representedClassName="A"/>
            <configuration name="Some"><memberEntity name="B"/><memberEntity name="A"/></configuration>
            """)
        #expect(context["configurations"] == ["Default": ["A", "B"], "Some": ["A", "B"]])
    }

    @Test("a relationship without an inverse has a nil inverseRelationship")
    func inverse() throws {
        let context = try Self.context("""
            <entity name="A" representedClassName="A">
                <relationship name="b" optional="YES" maxCount="1" destinationEntity="B"/>
            </entity>
            <entity name="B" representedClassName="B"/>
            """)
        let relationship = try #require(try Self.entity("A", in: context)["relationships"]?.arrayValue?.first?.dictionaryValue)
        #expect(relationship["inverseRelationship"] == .null)
        #expect(relationship["isToMany"] == false)
        #expect(relationship["destinationEntity"] == "B")
    }

    @Test("what stops SwiftGen's parser is an error with the SwiftGen context, and a warning for lint")
    func blockingProblems() throws {
        let model = try ModelReader.read(xml: ModelXML.document("""
            <entity name="A" representedClassName="A">
                <attribute name="undefined" optional="YES" transient="YES" attributeType="Undefined"/>
                <attribute name="class" optional="YES" attributeType="String"/>
            </entity>
            <entity name="NoClass"/>
            """), path: "Test.xcdatamodel/contents").model
        #expect(throws: DiagnosticError.self) { try SwiftGenContext.models([model]) }
        let warnings = SwiftGenCompatibility.warnings(in: model)
        #expect(warnings.allSatisfy { $0.severity == .warning && $0.category == .swiftgen })
        #expect(warnings.contains { $0.message.contains("'Undefined'") })
        #expect(warnings.contains { $0.message.contains("'A.class' is a Swift keyword") })
        #expect(warnings.contains { $0.message.contains("'NoClass' has no class name") })
    }
}

/// `SwiftGenEntities.className` is internal to MogenGenerator; the context shows it.
private enum SwiftGenContextTestsSupport {
    static func className(_ written: String?) -> String? {
        let attribute = written.map { " representedClassName=\"\($0)\"" } ?? ""
        guard let model = try? ModelReader.read(
            xml: ModelXML.document("<entity name=\"E\"\(attribute)/>"), path: "Test.xcdatamodel/contents").model,
            let models = try? SwiftGenContext.models([model])
        else { return nil }
        return models.arrayValue?.first?.dictionaryValue?["entities"]?.dictionaryValue?["E"]?.dictionaryValue?["className"]?
            .stringValue
    }
}
