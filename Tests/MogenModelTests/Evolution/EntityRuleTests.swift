import MogenModel
import Testing

@Suite("Evolution: entity rules and the report")
struct EntityRuleTests {
    let person = #"<entity name="Person" representedClassName="Person"><attribute name="name" optional="YES" attributeType="String"/></entity>"#

    @Test("an added, a removed and a renamed entity")
    func addedRemovedRenamed() throws {
        let added = try EvolutionFixtures.diff(person, person + #"<entity name="Pet" representedClassName="Pet"/>"#)
        #expect(added.decidingChange?.rule == .entityAdded)
        #expect(added.unchangedEntityCount == 1)
        let removed = try EvolutionFixtures.diff(person + #"<entity name="Pet" representedClassName="Pet"/>"#, person)
        #expect(removed.decidingChange?.rule == .entityRemoved)
        let renamed = try EvolutionFixtures.diff(person, person.replacingOccurrences(
            of: #"name="Person" representedClassName="Person""#,
            with: #"name="Human" representedClassName="Human" elementID="Person""#))
        #expect(renamed.allChanges.count == 1)
        #expect(renamed.entities.first?.oldName == "Person")
        #expect(renamed.decidingChange?.rule == .entityRenamed)
        #expect(renamed.decidingChange?.fields.map(\.name) == ["class"])
    }

    @Test("an entity renamed without an identifier is a removal and an addition, with a hint")
    func renameWithoutIdentifier() throws {
        let diff = try EvolutionFixtures.diff(person, person.replacingOccurrences(of: "Person", with: "Human"))
        #expect(diff.allChanges.map(\.kind) == [.added, .removed])
        #expect(diff.allChanges.first?.hint?.contains("set its renaming identifier to 'Person'") == true)
    }

    @Test("abstract, superentity and hierarchy rules")
    func hierarchy() throws {
        let base = #"<entity name="Base" representedClassName="Base"/>"#
        let other = #"<entity name="Other" representedClassName="Other"/>"#
        func entity(_ attributes: String) -> String { #"<entity name="A" representedClassName="A"\#(attributes)/>"# }

        let abstract = try EvolutionFixtures.diff(entity(""), entity(#" isAbstract="YES""#))
        #expect(abstract.decidingChange?.rule == .entityBecameAbstract)
        #expect(abstract.level == .mappingModel)
        let concrete = try EvolutionFixtures.diff(entity(#" isAbstract="YES""#), entity(""))
        #expect(concrete.decidingChange?.rule == .entityBecameConcrete)

        // A new parent entity: lightweight.
        let newParent = try EvolutionFixtures.diff(entity(""), base + entity(#" parentEntity="Base""#))
        #expect(newParent.allChanges.contains { $0.rule == .entityParentChanged })
        #expect(newParent.level == .lightweight)
        // Out of a hierarchy: lightweight.
        let out = try EvolutionFixtures.diff(base + entity(#" parentEntity="Base""#), base + entity(""))
        #expect(out.decidingChange?.rule == .entityParentChanged)
        // Two existing entities that did not share a parent now do: not inferable.
        let merged = try EvolutionFixtures.diff(base + other + entity(""), base + other + entity(#" parentEntity="Other""#))
        #expect(merged.decidingChange?.rule == .entityHierarchiesMerged)
        #expect(merged.level == .mappingModel)
    }

    @Test("a subentity's version hash changes with its superentity's, which asks for a migration of it too")
    func superentityHash() throws {
        let old = #"<entity name="Base" representedClassName="Base"><attribute name="x" optional="YES" attributeType="String"/></entity><entity name="Sub" representedClassName="Sub" parentEntity="Base"/>"#
        let new = old.replacingOccurrences(of: #"name="x" optional="YES""#, with: #"name="x""#)
        let diff = try EvolutionFixtures.diff(old, new)
        let sub = try #require(diff.entities.first { $0.name == "Sub" })
        #expect(sub.changesVersionHash)
        #expect(sub.hashChangedBySuperentity == "Base")
        #expect(sub.changes.isEmpty)
        #expect(diff.unchangedEntityCount == 0)
        #expect(ModelDiffText.render(diff, oldLabel: "old", newLabel: "new")
            .contains("Sub: version hash changes with its superentity Base's; lightweight"))
        // A store opens only when every entity's hash matches: the entity's verdict is at least lightweight.
        #expect(sub.level == .lightweight)
    }

    @Test("down a chain, each entity's hash follows the nearest ancestor whose own hash changes")
    func superentityChain() throws {
        func chain(_ middle: String) -> String {
            #"<entity name="A" representedClassName="A"/>"#
                + #"<entity name="B" representedClassName="B" parentEntity="A">\#(middle)</entity>"#
                + #"<entity name="C" representedClassName="C" parentEntity="B"/>"#
                + #"<entity name="D" representedClassName="D" parentEntity="C"/>"#
        }
        let diff = try EvolutionFixtures.diff(chain(""), chain(#"<attribute name="x" optional="YES" attributeType="String"/>"#))
        #expect(diff.entities.map(\.name) == ["B", "C", "D"])
        #expect(diff.entities.map(\.hashChangedBySuperentity) == [nil, "B", "B"])
        #expect(diff.unchangedEntityCount == 1)
        // An entity with changes of its own that change no hash is listed once, its hash following its ancestor's.
        let info = #"<userInfo><entry key="k" value="v"/></userInfo>"#
        let withInfo = try EvolutionFixtures.diff(
            chain(""), chain(#"<attribute name="x" optional="YES" attributeType="String"/>"#)
                .replacingOccurrences(of: #"parentEntity="B"/>"#, with: #"parentEntity="B">\#(info)</entity>"#))
        #expect(withInfo.entities.map(\.name) == ["B", "C", "D"])
        #expect(withInfo.entities.first { $0.name == "C" }?.hashChangedBySuperentity == "B")
        #expect(withInfo.unchangedEntityCount == 1)
    }

    @Test("a property moved up to a new superentity is one change per entity")
    func propertyMoved() throws {
        let old = #"<entity name="A" representedClassName="A"><attribute name="x" optional="YES" attributeType="String"/></entity>"#
        let new = #"<entity name="Base" representedClassName="Base"><attribute name="x" optional="YES" attributeType="String"/></entity><entity name="A" representedClassName="A" parentEntity="Base"/>"#
        let diff = try EvolutionFixtures.diff(old, new)
        let moved = try #require(diff.allChanges.first { $0.rule == .propertyMovedInHierarchy })
        #expect(moved.subject == "attribute A.x")
        #expect(moved.fields.first.map { "\($0.before) → \($0.after)" } == "A → Base")
        #expect(!diff.allChanges.contains { $0.kind == .removed })
        #expect(diff.level == .lightweight)
    }

    @Test("uniqueness constraints change the version hash; indexes, userInfo, class names and fetch requests do not")
    func entitySettings() throws {
        let constraint = try EvolutionFixtures.entityDiff(
            #"<attribute name="x" optional="YES" attributeType="String"/>"#,
            #"<attribute name="x" optional="YES" attributeType="String"/><uniquenessConstraints><uniquenessConstraint><constraint value="x"/></uniquenessConstraint></uniquenessConstraints>"#)
        #expect(constraint.decidingChange?.rule == .uniquenessConstraintsChanged)
        #expect(constraint.changesVersionHash)

        let old = #"<entity name="A" representedClassName="A"><attribute name="x" optional="YES" attributeType="String"/></entity><fetchRequest name="All" entity="A"/>"#
        let new = #"<entity name="A" representedClassName="Alpha" codeGenerationType="class"><attribute name="x" optional="YES" attributeType="String"/><fetchIndex name="byX"><fetchIndexElement property="x" type="Binary" order="ascending"/></fetchIndex><userInfo><entry key="k" value="v"/></userInfo></entity><fetchRequest name="All" entity="A" predicateString="x != nil"/><configuration name="Cloud" usedWithCloudKit="YES"><memberEntity name="A"/></configuration>"#
        let diff = try EvolutionFixtures.diff(old, new)
        #expect(!diff.changesVersionHash)
        #expect(diff.level == .compatible)
        #expect(Set(diff.allChanges.map(\.element)) == [.entity, .index, .userInfo, .fetchRequest, .configuration])
        #expect(diff.entities.first?.changes.contains { $0.subject == "fetch request A.All" } == true)
        #expect(diff.modelChanges.map(\.subject) == ["configuration Cloud"])
    }

    @Test("userInfo that only moved in the file (an element was inserted above it) is not a change")
    func userInfoPositions() throws {
        let info = #"<userInfo><entry key="k" value="v"/></userInfo>"#
        let old = #"<entity name="A" representedClassName="A"><attribute name="x" optional="YES" attributeType="String">\#(info)</attribute>\#(info)</entity>"#
        let new = #"<entity name="A" representedClassName="A">\#n<attribute name="w" optional="YES" attributeType="String"/>\#n<attribute name="x" optional="YES" attributeType="String">\#(info)</attribute>\#n\#(info)</entity>"#
        let diff = try EvolutionFixtures.diff(old, new)
        #expect(diff.allChanges.map(\.subject) == ["attribute A.w"])
    }

    @Test("versions with no difference: no changes, compatible, and a report that says so")
    func identical() throws {
        let diff = try EvolutionFixtures.diff(person, person)
        #expect(diff.allChanges.isEmpty)
        #expect(diff.level == .compatible)
        #expect(ModelDiffText.render(diff, oldLabel: "a", newLabel: "b")
            == "a → b\nno changes: an existing store opens as it is\n")
    }

    @Test("the JSON report has every key, in a fixed order, and the same bytes on every run")
    func json() throws {
        let old = person
        let new = person.replacingOccurrences(of: #"optional="YES" attributeType="String""#, with: #"attributeType="String""#)
        let first = ModelDiffJSON.json(try EvolutionFixtures.diff(old, new), oldLabel: "a", newLabel: "b").rendered()
        let second = ModelDiffJSON.json(try EvolutionFixtures.diff(old, new), oldLabel: "a", newLabel: "b").rendered()
        #expect(first == second)
        for key in ["\"formatVersion\": 1", "\"verdict\": \"mapping-model\"", "\"changesVersionHash\": true",
                    "\"rule\": \"attribute-became-required-without-default\"", "\"decidingChange\": {",
                    "\"hashChangedBySuperentity\": null", "\"unchangedEntityCount\": 0"] {
            #expect(first.contains(key), "\(key)")
        }
    }
}
