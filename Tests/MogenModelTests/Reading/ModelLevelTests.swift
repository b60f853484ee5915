import Testing
@testable import MogenModel

@Suite("Reading fetch requests, configurations and indexes")
struct ModelLevelTests {
    @Test("fetch request templates with every flag")
    func fetchRequests() throws {
        let model = try Fixtures.model("""
                <entity name="A" syncable="YES"><attribute name="uuid" optional="YES" attributeType="UUID"/></entity>
                <fetchRequest name="All" entity="A"/>
                <fetchRequest name="ByUUID" entity="A" predicateString="uuid == $UUID" includeSubentities="YES" \
            includePropertyValues="YES" includesPendingChanges="YES" returnObjectsAsFaults="YES" returnDistinctResults="YES" \
            fetchLimit="10" fetchBatchSize="20"/>
                <fetchRequest name="IDs" entity="A" resultType="1"/>
                <fetchRequest name="Dictionaries" entity="A" resultType="2"/>
                <fetchRequest name="Count" entity="A" resultType="4"/>
            """)
        #expect(model.fetchRequests.map(\.name) == ["All", "ByUUID", "IDs", "Dictionaries", "Count"])
        let all = model.fetchRequests[0]
        #expect(all.resultType == .managedObject)
        #expect(all.predicate == nil)
        #expect(all.includesSubentities == nil)
        let byUUID = model.fetchRequests[1]
        #expect(byUUID.includesSubentities == true)
        #expect(byUUID.includesPropertyValues == true)
        #expect(byUUID.includesPendingChanges == true)
        #expect(byUUID.returnsObjectsAsFaults == true)
        #expect(byUUID.returnsDistinctResults == true)
        #expect(byUUID.fetchLimit == 10)
        #expect(byUUID.fetchBatchSize == 20)
        #expect(byUUID.variables == [PredicateVariable(
            name: "UUID", type: .attribute(.uuid, customClassName: nil),
            attribute: AttributeReference(entityName: "A", attributeName: "uuid"))])
        #expect(model.fetchRequests[2].resultType == .managedObjectID)
        #expect(model.fetchRequests[3].resultType == .dictionary)
        #expect(model.fetchRequests[4].resultType == .count)
    }

    @Test("configurations with members and CloudKit in every spelling")
    func configurations() throws {
        let model = try Fixtures.model("""
                <entity name="A" syncable="YES"/>
                <entity name="B" syncable="YES"/>
                <configuration name="Cloud" usedWithCloudKit="YES"><memberEntity name="A"/></configuration>
                <configuration name="Other" usedWithCloudKit="true"><memberEntity name="B"/></configuration>
                <configuration name="Local"><memberEntity name="A"/><memberEntity name="B"/></configuration>
            """)
        #expect(model.configurations.map(\.name) == ["Cloud", "Other", "Local"])
        #expect(model.configurations.map(\.usedWithCloudKit) == [true, true, false])
        #expect(model.configurations[2].memberEntityNames == ["A", "B"])
        #expect(model.entities(inConfiguration: "Cloud").map(\.name) == ["A"])
        #expect(model.entities(inConfiguration: "Default").map(\.name) == ["A", "B"])
        #expect(model.isUsedWithCloudKit)
    }

    @Test("fetch indexes, compound indexes and uniqueness constraints")
    func indexes() throws {
        let model = try Fixtures.model("""
                <entity name="A" syncable="YES">
                    <attribute name="first" attributeType="String"/>
                    <attribute name="last" attributeType="String"/>
                    <fetchIndex name="byName">
                        <fetchIndexElement property="last" type="Binary" order="ascending"/>
                        <fetchIndexElement property="first" type="Binary" order="descending"/>
                    </fetchIndex>
                    <compoundIndexes>
                        <compoundIndex><index value="first"/><index value="last"/></compoundIndex>
                    </compoundIndexes>
                    <uniquenessConstraints>
                        <uniquenessConstraint><constraint value="first"/><constraint value="last"/></uniquenessConstraint>
                        <uniquenessConstraint><constraint value="last"/></uniquenessConstraint>
                    </uniquenessConstraints>
                </entity>
            """)
        let entity = model.entities[0]
        #expect(entity.fetchIndexes.count == 1)
        #expect(entity.fetchIndexes[0].name == "byName")
        #expect(entity.fetchIndexes[0].elements.map(\.property) == ["last", "first"])
        #expect(entity.fetchIndexes[0].elements.map(\.order) == [.ascending, .descending])
        #expect(entity.fetchIndexes[0].elements[0].type == "Binary")
        #expect(entity.compoundIndexes.map { $0.properties.map(\.name) } == [["first", "last"]])
        #expect(entity.uniquenessConstraints.map { $0.properties.map(\.name) } == [["first", "last"], ["last"]])
    }

    @Test("inheritance is resolved: ancestors, subentities, inherited properties")
    func inheritance() throws {
        let model = try Fixtures.model("""
                <entity name="Root" isAbstract="YES" syncable="YES">
                    <attribute name="id" attributeType="String"/>
                    <relationship name="owner" optional="YES" maxCount="1" deletionRule="Nullify" destinationEntity="Root"/>
                    <fetchedProperty name="all" optional="YES"><fetchRequest name="fetchedPropertyFetchRequest" entity="Root"/></fetchedProperty>
                </entity>
                <entity name="Middle" parentEntity="Root" syncable="YES">
                    <attribute name="m" attributeType="String"/>
                </entity>
                <entity name="Leaf" parentEntity="Middle" syncable="YES">
                    <attribute name="l" attributeType="String"/>
                </entity>
                <entity name="Other" parentEntity="Root" syncable="YES"/>
            """)
        let leaf = try #require(model.entity(named: "Leaf"))
        #expect(leaf.superentityNames == ["Middle", "Root"])
        #expect(leaf.superentityName == "Middle")
        #expect(leaf.inheritedAttributes.map(\.name) == ["id", "m"])
        #expect(leaf.allAttributes.map(\.name) == ["id", "m", "l"])
        #expect(leaf.inheritedRelationships.map(\.name) == ["owner"])
        #expect(leaf.inheritedFetchedProperties.map(\.name) == ["all"])
        #expect(leaf.attribute(named: "id")?.name == "id")
        #expect(leaf.hasProperty(named: "owner"))
        #expect(!leaf.hasProperty(named: "nothing"))
        #expect(model.entity(named: "Root")?.subentityNames == ["Middle", "Other"])
        #expect(model.entity(named: "Middle")?.subentityNames == ["Leaf"])
        #expect(model.superentity(of: leaf)?.name == "Middle")
        #expect(leaf.propertyCount == 5)
    }

    @Test("an inheritance cycle does not hang the resolver")
    func cycleTerminates() throws {
        let model = try Fixtures.model("""
                <entity name="A" parentEntity="B" syncable="YES"/>
                <entity name="B" parentEntity="A" syncable="YES"/>
                <entity name="C" parentEntity="C" syncable="YES"/>
            """)
        #expect(model.entity(named: "A")?.superentityNames == ["B"])
        #expect(model.entity(named: "C")?.superentityNames == [])
    }
}
