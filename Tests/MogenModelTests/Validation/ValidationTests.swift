import Testing
@testable import MogenModel

@Suite("Validation")
struct ValidationTests {
    private let relationshipAttributes = #"optional="YES" maxCount="1" deletionRule="Nullify""#

    @Test("a clean model has no diagnostics")
    func clean() throws {
        let diagnostics = try Fixtures.validate("""
                <entity name="A" syncable="YES">
                    <attribute name="name" attributeType="String"/>
                    <relationship name="b" \(relationshipAttributes) destinationEntity="B" inverseName="a" inverseEntity="B"/>
                </entity>
                <entity name="B" syncable="YES">
                    <relationship name="a" \(relationshipAttributes) destinationEntity="A" inverseName="b" inverseEntity="A"/>
                </entity>
            """)
        #expect(diagnostics.isEmpty)
    }

    @Test("unknown destination, parent, inverse entity and inverse relationship")
    func dangling() throws {
        let diagnostics = try Fixtures.validate("""
                <entity name="Author" parentEntity="Persn" syncable="YES">
                    <relationship name="books" optional="YES" toMany="YES" deletionRule="Nullify" destinationEntity="Bok" inverseName="author" inverseEntity="Bok"/>
                    <relationship name="agent" \(relationshipAttributes) destinationEntity="Person" inverseName="clients" inverseEntity="Person"/>
                    <relationship name="friend" \(relationshipAttributes) destinationEntity="Person" inverseName="x" inverseEntity="Nobody"/>
                </entity>
                <entity name="Person" syncable="YES">
                    <relationship name="client" optional="YES" toMany="YES" deletionRule="Nullify" destinationEntity="Author" inverseName="agent" inverseEntity="Author"/>
                </entity>
                <entity name="Book" syncable="YES"/>
                <fetchRequest name="f" entity="Autor"/>
                <configuration name="C"><memberEntity name="Ghost"/></configuration>
            """)
        // Errors where no model can be built (momc: "destination entry can't be nil"; momcom crashes on the member).
        #expect(diagnostics.messages(.reference, .error) == [
            "relationship 'Author.books' has unknown destination entity 'Bok'; did you mean 'Book'?",
            "configuration 'C' lists unknown entity 'Ghost'",
        ])
        // Warnings where the model compiler leaves the reference unset.
        let warnings = diagnostics.messages(.reference, .warning)
        #expect(warnings.contains(
            "entity 'Author' has unknown parent entity 'Persn', which Core Data ignores: Author has no parent; did you mean 'Person'?"))
        #expect(warnings.contains(
            "relationship 'Author.agent' has inverse 'Person.clients', which does not exist: Core Data ignores it; did you mean 'client'?"))
        #expect(warnings.contains("relationship 'Author.friend' has unknown inverse entity 'Nobody', which Core Data ignores"))
        #expect(diagnostics.messages(.fetchRequest, .warning) == [
            "fetch request 'f' fetches unknown entity 'Autor', so no helper is generated for it; did you mean 'Author'?"
        ])
    }

    @Test("inverse name without entity, missing and non-reciprocal inverses")
    func inverses() throws {
        let diagnostics = try Fixtures.validate("""
                <entity name="A" syncable="YES">
                    <relationship name="b" \(relationshipAttributes) destinationEntity="B" inverseName="a"/>
                    <relationship name="lonely" \(relationshipAttributes) destinationEntity="B"/>
                    <relationship name="c" \(relationshipAttributes) destinationEntity="C" inverseName="a" inverseEntity="C"/>
                </entity>
                <entity name="B" syncable="YES">
                    <relationship name="a" \(relationshipAttributes) destinationEntity="A" inverseName="b" inverseEntity="A"/>
                </entity>
                <entity name="C" syncable="YES">
                    <relationship name="a" \(relationshipAttributes) destinationEntity="A" inverseName="b" inverseEntity="A"/>
                </entity>
            """)
        #expect(diagnostics.messages(.inverse, .error).isEmpty)
        let warnings = diagnostics.messages(.inverse, .warning)
        #expect(warnings.contains(
            "relationship 'A.b' names an inverse without its entity; Core Data needs both inverseName and inverseEntity, and ignores the inverse"))
        #expect(warnings.contains(
            "A.lonely does not have an inverse; this is an advanced setting (no object can be in multiple destinations for a specific relationship)"))
        #expect(warnings.contains { $0.hasPrefix("the inverse relationship for A.c does not reciprocate an inverse relationship") })
        #expect(warnings.contains { $0.hasPrefix("the inverse relationship for C.a does not reciprocate") })
    }

    @Test("inheritance cycles and redeclared properties")
    func inheritance() throws {
        let diagnostics = try Fixtures.validate("""
                <entity name="A" parentEntity="B" syncable="YES"/>
                <entity name="B" parentEntity="A" syncable="YES"/>
                <entity name="Self" parentEntity="Self" syncable="YES"/>
                <entity name="Base" syncable="YES"><attribute name="id" attributeType="String"/></entity>
                <entity name="Sub" parentEntity="Base" syncable="YES"><attribute name="id" attributeType="String"/></entity>
                <entity name="Leaf" parentEntity="A" syncable="YES"/>
            """)
        let messages = diagnostics.messages(.inheritance, .error)
        #expect(messages.contains("entity 'A' inherits from itself: A → B → A"))
        #expect(messages.contains("entity 'B' inherits from itself: B → A → B"))
        #expect(messages.contains("entity 'Self' inherits from itself: Self → Self"))
        #expect(messages.contains("property 'Sub.id' redeclares 'id' inherited from 'Base'"))
        #expect(!messages.contains { $0.contains("'Leaf'") })
    }

    @Test("duplicate names")
    func duplicates() throws {
        let diagnostics = try Fixtures.validate("""
                <entity name="A" syncable="YES">
                    <attribute name="x" attributeType="String"/>
                    <relationship name="x" \(relationshipAttributes) destinationEntity="A"/>
                </entity>
                <entity name="A" syncable="YES"/>
                <fetchRequest name="f" entity="A"/>
                <fetchRequest name="f" entity="A"/>
                <configuration name="C"/>
                <configuration name="C"/>
            """)
        let messages = diagnostics.messages(.naming, .error)
        #expect(messages.contains("duplicate property 'A.x'; the first is at line 4"))
        #expect(messages.contains("duplicate entity 'A'; the first is at line 3"))
        #expect(messages.contains("duplicate fetch request 'f'; the first is at line 8"))
        #expect(messages.contains("duplicate configuration 'C'; the first is at line 10"))
    }

    @Test("names that clash with NSManagedObject and NSObject, unless renamed for Swift")
    func reservedNames() throws {
        let diagnostics = try Fixtures.validate("""
                <entity name="A" syncable="YES">
                    <attribute name="description" optional="YES" attributeType="String"/>
                    <attribute name="entity" optional="YES" attributeType="String"/>
                    <attribute name="objectID" optional="YES" attributeType="String"/>
                    <attribute name="isDeleted" optional="YES" attributeType="Boolean"/>
                    <attribute name="hash" optional="YES" attributeType="String">
                        <userInfo><entry key="mogen.swiftName" value="hashText"/></userInfo>
                    </attribute>
                    <attribute name="className" optional="YES" attributeType="String"/>
                </entity>
            """)
        let errors = diagnostics.messages(.naming, .error)
        #expect(errors.count == 4)
        #expect(errors.contains {
            $0.hasPrefix("property 'A.description' clashes with NSObject's member 'description'") && $0.contains("mogen.swiftName")
        })
        #expect(errors.contains { $0.hasPrefix("property 'A.entity' clashes with NSManagedObject's member 'entity'") })
        #expect(!errors.contains { $0.contains("'A.hash'") })
        #expect(diagnostics.messages(.naming, .warning).contains { $0.contains("'A.className'") && $0.contains("macOS") })
    }

    @Test("invalid names and class names")
    func invalidNames() throws {
        let diagnostics = try Fixtures.validate("""
                <entity name="1Bad" syncable="YES"/>
                <entity name="lower" syncable="YES">
                    <attribute name="has space" attributeType="String"/>
                    <attribute name="Upper" attributeType="String"/>
                </entity>
                <entity name="C" representedClassName="App." syncable="YES"/>
                <entity name="D" representedClassName="1App.D" syncable="YES"/>
                <entity name="E" representedClassName="A.B.C" syncable="YES"/>
                <entity name="F" representedClassName="App.Same" syncable="YES"/>
                <entity name="G" representedClassName="App.Same" syncable="YES"/>
            """)
        // A property's name makes its accessors: it must be an identifier. The rest, Core Data copes with.
        #expect(diagnostics.messages(.naming, .error) == [
            "property name 'lower.has space' is not a valid name (letters, digits and '_', not starting with a digit)"
        ])
        let warnings = diagnostics.messages(.naming, .warning)
        #expect(warnings.contains { $0.hasPrefix("entity name '1Bad' is not a valid name") })
        #expect(warnings.contains(
            "entity 'C' has class name 'App.', which names no class; Core Data cannot load it and uses NSManagedObject; "
                + "mogen generates no class for it"))
        #expect(warnings.contains(
            "entity 'D' has class name '1App.D', whose module '1App' is not a valid name; Core Data cannot load it and uses NSManagedObject"))
        #expect(warnings.contains { $0.hasPrefix("entities 'F' and 'G' both claim class 'App.Same'; Core Data creates the objects of both") })
        #expect(warnings.contains("entity name 'lower' should begin with an uppercase letter, as Xcode requires"))
        #expect(warnings.contains("property name 'lower.Upper' should begin with a lowercase letter, as Xcode requires"))
        #expect(warnings.contains { $0.hasPrefix("entity 'E' has class name 'A.B.C', a nested type") })
    }

    @Test("attribute rules: Undefined, defaults, bounds, derivations, transformables")
    func attributes() throws {
        let diagnostics = try Fixtures.validate("""
                <entity name="A" syncable="YES">
                    <attribute name="untyped" optional="YES"/>
                    <attribute name="scratch" optional="YES" transient="YES"/>
                    <attribute name="small" attributeType="Integer 16" defaultValueString="70000" usesScalarValueType="YES"/>
                    <attribute name="flag" attributeType="Boolean" defaultValueString="perhaps" usesScalarValueType="YES"/>
                    <attribute name="range" attributeType="Integer 32" minValueString="10" maxValueString="5" usesScalarValueType="YES"/>
                    <attribute name="below" attributeType="Integer 32" minValueString="1" defaultValueString="0" usesScalarValueType="YES"/>
                    <attribute name="text" attributeType="String" minValueString="x"/>
                    <attribute name="derivedNothing" optional="YES" attributeType="String" derived="YES"/>
                    <attribute name="blob" optional="YES" attributeType="Transformable"/>
                    <attribute name="keyed" optional="YES" attributeType="Transformable" valueTransformerName="NSKeyedUnarchiveFromData" customClassName="[String]"/>
                    <attribute name="secure" optional="YES" attributeType="Transformable" valueTransformerName="NSSecureUnarchiveFromData" customClassName="[String]"/>
                    <attribute name="secureUntyped" optional="YES" attributeType="Transformable" valueTransformerName="NSSecureUnarchiveFromData"/>
                    <attribute name="color" optional="YES" attributeType="Transformable" valueTransformerName="T" customClassName="."/>
                    <attribute name="when" optional="YES" attributeType="Date" minDateTimeInterval="10" maxDateTimeInterval="1"/>
                    <attribute name="site" attributeType="URI" defaultValueString="https://example.com/a b"/>
                </entity>
            """)
        // Apple: "you can only use the undefined attribute type for transient attributes". The rest Xcode compiles.
        #expect(diagnostics.messages(.attribute, .error) == [
            "attribute 'A.untyped' has no type (Undefined); only transient attributes may be Undefined"
        ])
        let warnings = diagnostics.messages(.attribute, .warning)
        #expect(!warnings.contains { $0.contains("'A.scratch'") })
        #expect(warnings.contains("attribute 'A.small' has a default value Xcode would not write: 70000 does not fit in "
            + "Integer 16 (-32768...32767); Core Data keeps 70000, which the property reads as 4464, and so does the generated code"))
        // URL(string:) percent-encodes the space since the iOS 17 SDK, and returns nil before it.
        #expect(warnings.contains { $0.hasPrefix("attribute 'A.site' has a default value Xcode would not write: "
            + "'https://example.com/a b' is not a valid URI as written; apps built with the iOS 17 SDK or later read it as "
            + "'https://example.com/a%20b', earlier ones as no value") })
        #expect(warnings.contains("attribute 'A.flag' has a default value Xcode would not write: 'perhaps' is not YES or NO; "
            + "Core Data reads it as NO, and so does the generated code"))
        #expect(warnings.contains(
            "attribute 'A.range' has minimum 10 greater than maximum 5; no value can pass Core Data's validation"))
        #expect(warnings.contains("attribute 'A.text' has minimum 'x', which is not a length; Core Data reads it as 0"))
        #expect(warnings.contains(
            "derived attribute 'A.derivedNothing' has no derivation expression; Core Data has nothing to compute it from"))
        #expect(warnings.contains(
            "attribute 'A.when' has a minimum date after its maximum date; no value can pass Core Data's validation"))
        #expect(warnings.contains("attribute 'A.below' has default value below its minimum 1"))
        // Xcode: "… is using a nil or insecure value transformer".
        // No transformer and no custom class: one cause, one warning that says both consequences.
        #expect(warnings.contains("transformable attribute 'A.blob' has no value transformer, so Core Data uses the "
            + "insecure unarchiver, which decodes any class the stored data names (Xcode warns about it too), and no "
            + "custom class, so its value is untyped (NSObject); set its transformer to NSSecureUnarchiveFromData, or to "
            + "the name of a subclass of NSSecureUnarchiveFromDataTransformer (mogen writes one for an attribute with a "
            + "custom class when asked: userInfo 'mogen.transformer' = YES), and its custom class to the type it stores"))
        #expect(warnings.filter { $0.contains("'A.blob'") }.count == 1)
        #expect(warnings.contains { $0.hasPrefix("transformable attribute 'A.keyed' uses NSKeyedUnarchiveFromData, the insecure unarchiver") })
        #expect(!warnings.contains { $0.contains("'A.secure'") })
        #expect(warnings.contains("transformable attribute 'A.secureUntyped' has no custom class; its value is untyped (NSObject)"))
        #expect(warnings.contains("attribute 'A.color' has custom class '.', which is not a valid type name"))
    }

    @Test("composites must exist")
    func composites() throws {
        let diagnostics = try Fixtures.validate("""
                <entity name="A" syncable="YES">
                    <attribute name="place" attributeType="Composite" composite="Plac"/>
                    <attribute name="nothing" attributeType="Composite"/>
                    <attribute name="odd" attributeType="String" composite="Place"/>
                </entity>
                <composite name="Place"><attribute name="x" attributeType="Double" defaultValueString="0"/></composite>
            """)
        #expect(diagnostics.messages(.reference, .error) == [
            "attribute 'A.place' uses unknown composite 'Plac'; did you mean 'Place'?",
            "composite attribute 'A.nothing' does not name its composite",
        ])
        #expect(diagnostics.messages(.attribute, .warning).contains {
            $0.hasPrefix("attribute 'A.odd' names composite 'Place' but its type is String")
        })
    }

    @Test("a composite that contains itself is a warning on each composite of the cycle")
    func compositeCycles() throws {
        let diagnostics = try Fixtures.validate("""
                <entity name="A" syncable="YES">
                    <attribute name="node" optional="YES" attributeType="Composite" composite="Node"/>
                </entity>
                <composite name="Node">
                    <attribute name="name" optional="YES" attributeType="String"/>
                    <attribute name="next" optional="YES" attributeType="Composite" composite="Link"/>
                </composite>
                <composite name="Link"><attribute name="back" optional="YES" attributeType="Composite" composite="Node"/></composite>
                <composite name="Loop"><attribute name="me" optional="YES" attributeType="Composite" composite="Loop"/></composite>
                <composite name="Holder"><attribute name="node" optional="YES" attributeType="Composite" composite="Node"/></composite>
            """)
        let warnings = diagnostics.messages(.reference, .warning)
        #expect(warnings.contains { $0.hasPrefix("composite 'Node' contains itself ('Node.next' → 'Link.back'), ") })
        #expect(warnings.contains { $0.hasPrefix("composite 'Link' contains itself ('Link.back' → 'Node.next'), ") })
        #expect(warnings.contains { $0.hasPrefix("composite 'Loop' contains itself ('Loop.me'), ") })
        // Holder contains a cycle without being on it: the cycle's own warnings say what happens to it.
        #expect(!warnings.contains { $0.contains("'Holder'") })
        #expect(diagnostics.messages(.reference, .error).isEmpty)
    }

    @Test("relationship counts and delete rules")
    func relationships() throws {
        let diagnostics = try Fixtures.validate("""
                <entity name="A" syncable="YES">
                    <relationship name="many" optional="YES" toMany="YES" minCount="5" maxCount="2" deletionRule="Nullify" destinationEntity="A" inverseName="many" inverseEntity="A"/>
                    <relationship name="one" optional="YES" maxCount="3" deletionRule="No Action" destinationEntity="A" inverseName="one" inverseEntity="A"/>
                </entity>
            """)
        #expect(diagnostics.messages(.relationship, .error).isEmpty)
        let warnings = diagnostics.messages(.relationship, .warning)
        #expect(warnings.contains(
            "relationship 'A.many' has minimum count 5 greater than maximum count 2; no object can be saved with it"))
        #expect(warnings.contains { $0.hasPrefix("to-one relationship 'A.one' has maximum count 3") })
        #expect(warnings.contains { $0.hasPrefix("setting the No Action delete rule on 'A.one' is an advanced setting") })
    }

    @Test("indexes: duplicate names, unknown properties, to-many uniqueness")
    func indexes() throws {
        let diagnostics = try Fixtures.validate("""
                <entity name="A" syncable="YES">
                    <attribute name="name" attributeType="String"/>
                    <relationship name="items" optional="YES" toMany="YES" deletionRule="Nullify" destinationEntity="A" inverseName="items" inverseEntity="A"/>
                    <fetchIndex name="byName"><fetchIndexElement property="name" type="Binary" order="ascending"/></fetchIndex>
                    <fetchIndex name="byName"><fetchIndexElement property="nmae" type="Binary" order="ascending"/></fetchIndex>
                    <compoundIndexes><compoundIndex><index value="ghost"/></compoundIndex></compoundIndexes>
                    <uniquenessConstraints><uniquenessConstraint><constraint value="items"/></uniquenessConstraint></uniquenessConstraints>
                </entity>
            """)
        // momc: "cdtool: … already has an index with name …". The rest is not known to be refused: warnings.
        #expect(diagnostics.messages(.index, .error) == ["entity 'A' already has an index with name 'byName' (line 6)"])
        let warnings = diagnostics.messages(.index, .warning)
        #expect(warnings.contains("index 'byName' of 'A' uses unknown property 'nmae'; did you mean 'name'?"))
        #expect(warnings.contains("compound index of 'A' uses unknown property 'ghost'"))
        #expect(warnings.contains { $0.hasPrefix("uniqueness constraint of 'A' uses to-many relationship 'items'") })
    }

    @Test("CloudKit rules apply to configurations used with CloudKit")
    func cloudKit() throws {
        let body = """
                <entity name="Synced" syncable="YES">
                    <attribute name="required" attributeType="String"/>
                    <attribute name="withDefault" attributeType="Integer 16" defaultValueString="0" usesScalarValueType="YES"/>
                    <attribute name="id" optional="YES" attributeType="ObjectID"/>
                    <relationship name="parts" toMany="YES" ordered="YES" deletionRule="Deny" destinationEntity="Local"/>
                    <uniquenessConstraints><uniquenessConstraint><constraint value="required"/></uniquenessConstraint></uniquenessConstraints>
                </entity>
                <entity name="Local" syncable="YES">
                    <attribute name="required" attributeType="String"/>
                </entity>
                <configuration name="Cloud" usedWithCloudKit="YES"><memberEntity name="Synced"/></configuration>
            """
        let messages = try Fixtures.validate(body).messages(.cloudKit, .error)
        #expect(messages.contains("CloudKit integration does not support unique constraints: 'Synced' has one on required"))
        #expect(messages.contains(
            "CloudKit integration requires that all attributes be optional, or have a default value set. The following attributes are marked non-optional but do not have a default value: Synced.required"))
        #expect(messages.contains("CloudKit integration does not support ObjectID attributes: Synced.id"))
        #expect(messages.contains("CloudKit integration requires that all relationships be optional: Synced.parts"))
        #expect(messages.contains("CloudKit integration requires that all relationships have an inverse: Synced.parts"))
        #expect(messages.contains("CloudKit integration does not support the Deny delete rule: Synced.parts"))
        #expect(messages.contains("CloudKit integration does not support ordered relationships: Synced.parts"))
        #expect(!messages.contains { $0.contains("withDefault") || $0.contains("Local.") })
        #expect(messages.count == 7)
        // Forced, the rules apply to every entity.
        let forced = try Fixtures.validate(body, options: .init(forceCloudKit: true)).messages(.cloudKit, .error)
        #expect(forced.contains { $0.hasSuffix("Local.required") })
        // Model-level usedWithCloudKit covers every entity.
        let modelLevel = try Fixtures.validate(body, header: #"usedWithCloudKit="YES" "#).messages(.cloudKit, .error)
        #expect(modelLevel.contains { $0.hasSuffix("Local.required") })
    }

    @Test("entities with more than 100 properties")
    func propertyLimit() throws {
        let attributes = (0..<101).map { "<attribute name=\"a\($0)\" optional=\"YES\" attributeType=\"String\"/>" }
        let diagnostics = try Fixtures.validate("<entity name=\"Big\" syncable=\"YES\">\(attributes.joined())</entity>")
        #expect(diagnostics.messages(.limit, .warning).first?.hasPrefix("entity 'Big' has 101 properties, more than 100") == true)
        let small = try Fixtures.validate(
            "<entity name=\"Big\" syncable=\"YES\">\(attributes.dropLast().joined())</entity>")
        #expect(small.messages(.limit).isEmpty)
    }

    @Test("fetch request variables whose type cannot be found get a note")
    func unknownVariableTypes() throws {
        let diagnostics = try Fixtures.validate("""
                <entity name="A" syncable="YES"><attribute name="name" optional="YES" attributeType="String"/></entity>
                <fetchRequest name="f" entity="A" predicateString="name == $NAME AND FUNCTION(name, 'x') == $X"/>
            """)
        #expect(diagnostics.messages(.fetchRequest, .note) == [
            "the type of variable $X in fetch request 'f' cannot be determined from the predicate"
        ])
    }

    @Test("diagnostics print as path:line:column: severity: message [category]")
    func format() throws {
        let diagnostics = try Fixtures.validate("""
                <entity name="A" parentEntity="Nope" syncable="YES"/>
            """)
        #expect(diagnostics.map(\.description) == [
            "Test.xcdatamodel/contents:3:5: warning: entity 'A' has unknown parent entity 'Nope', which Core Data "
                + "ignores: A has no parent [reference]"
        ])
    }

    @Test("diagnostics come sorted by location")
    func sorted() throws {
        let diagnostics = try Fixtures.validate("""
                <entity name="B" parentEntity="Nope" syncable="YES"/>
                <entity name="a" syncable="YES"/>
            """)
        let lines = diagnostics.compactMap { $0.location?.line }
        #expect(lines == lines.sorted())
        #expect(lines.count == 2)
    }
}
