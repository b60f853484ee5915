import MogenDiagram
import Testing

@Suite("What a diagram shows")
struct DiagramModelTests {
    static let company = """
        <entity name="Company" representedClassName="Company" syncable="YES">
            <attribute name="name" attributeType="String"/>
            <attribute name="founded" optional="YES" attributeType="Integer 16" usesScalarValueType="YES"/>
            <relationship name="staff" optional="YES" toMany="YES" minCount="1" maxCount="50" deletionRule="Nullify" destinationEntity="Employee" inverseName="employer" inverseEntity="Employee"/>
            <relationship name="chief" maxCount="1" deletionRule="Nullify" destinationEntity="Employee"/>
            <relationship name="offices" optional="YES" toMany="YES" ordered="YES" deletionRule="Cascade" destinationEntity="Office" inverseName="company" inverseEntity="Office"/>
        </entity>
        <entity name="Office" representedClassName="Office" syncable="YES">
            <relationship name="company" maxCount="1" deletionRule="Nullify" destinationEntity="Company" inverseName="offices" inverseEntity="Company"/>
        </entity>
        <entity name="Person" representedClassName="Person" isAbstract="YES" syncable="YES">
            <attribute name="name" attributeType="String"/>
        </entity>
        <entity name="Employee" representedClassName="Employee" parentEntity="Person" syncable="YES">
            <relationship name="employer" optional="YES" maxCount="1" deletionRule="Nullify" destinationEntity="Company" inverseName="staff" inverseEntity="Company"/>
            <relationship name="friends" optional="YES" toMany="YES" deletionRule="Nullify" destinationEntity="Employee" inverseName="friends" inverseEntity="Employee"/>
        </entity>
        """

    @Test("entities with their own attributes, types as the model editor names them, optional, abstract, parent")
    func entities() throws {
        let diagram = try DiagramFixtures.diagram(Self.company)
        #expect(diagram.entities.map(\.name) == ["Company", "Office", "Person", "Employee"])
        let company = try #require(diagram.entity(named: "Company"))
        #expect(company.attributes == [
            .init(name: "name", type: "String", isOptional: false),
            .init(name: "founded", type: "Integer 16", isOptional: true),
        ])
        #expect(diagram.entity(named: "Person")?.isAbstract == true)
        #expect(diagram.entity(named: "Employee")?.superentity == "Person")
        // Inherited attributes are drawn on the parent only.
        #expect(diagram.entity(named: "Employee")?.attributes == [])
        #expect(diagram.inheritance == [.init(child: "Employee", parent: "Person")])
    }

    @Test("an inverse pair is one edge with a cardinality at each end; without an inverse, a one-way edge")
    func relationships() throws {
        let diagram = try DiagramFixtures.diagram(Self.company)
        #expect(diagram.relationships.map { "\($0.from).\($0.forward.name)/\($0.inverse?.name ?? "-")" } == [
            "Company.staff/employer", "Company.chief/-", "Company.offices/company", "Employee.friends/friends",
        ])
        let staff = diagram.relationships[0]
        #expect(staff.to == "Employee")
        #expect(staff.forward.cardinality == Cardinality(lower: 1, upper: 50))
        #expect(staff.forward.cardinality.text == "1..50")
        #expect(staff.inverse?.cardinality.text == "0..1")
        #expect(diagram.relationships[1].forward.cardinality.text == "1")
        #expect(diagram.relationships[2].forward.isOrdered)
        #expect(diagram.relationships[2].forward.cardinality.text == "0..*")
        #expect(diagram.relationships[2].inverse?.cardinality.text == "1")
        // A relationship that is its own inverse is one edge from the entity to itself.
        #expect(diagram.relationships[3].from == "Employee" && diagram.relationships[3].to == "Employee")
    }

    @Test("inverses that do not name each other are one-way edges")
    func mismatchedInverses() throws {
        let diagram = try DiagramFixtures.diagram("""
            <entity name="A" syncable="YES">
                <relationship name="b" optional="YES" maxCount="1" deletionRule="Nullify" destinationEntity="B" inverseName="a" inverseEntity="B"/>
            </entity>
            <entity name="B" syncable="YES">
                <relationship name="a" optional="YES" maxCount="1" deletionRule="Nullify" destinationEntity="A" inverseName="other" inverseEntity="A"/>
                <relationship name="missing" optional="YES" maxCount="1" deletionRule="Nullify" destinationEntity="Nowhere"/>
            </entity>
            """)
        #expect(diagram.relationships.map(\.forward.name) == ["b", "a"])
        #expect(diagram.relationships.allSatisfy { $0.inverse == nil })
    }
}
