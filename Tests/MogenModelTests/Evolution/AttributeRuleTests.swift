import MogenModel
import Testing

@Suite("Evolution: attribute rules")
struct AttributeRuleTests {
    struct Case: CustomTestStringConvertible, Sendable {
        let old: String
        let new: String
        let rule: MigrationRule
        let changesHash: Bool
        var testDescription: String { rule.id }
    }

    static let cases: [Case] = [
        Case(old: "", new: #"<attribute name="x" optional="YES" attributeType="String"/>"#,
             rule: .attributeAdded, changesHash: true),
        Case(old: "", new: #"<attribute name="x" attributeType="String" defaultValueString="a"/>"#,
             rule: .attributeAdded, changesHash: true),
        Case(old: "", new: #"<attribute name="x" attributeType="String" transient="YES"/>"#,
             rule: .attributeAdded, changesHash: true),
        Case(old: "", new: #"<attribute name="x" attributeType="String"/>"#,
             rule: .attributeAddedRequiredWithoutDefault, changesHash: true),
        Case(old: #"<attribute name="x" attributeType="String"/>"#, new: "",
             rule: .attributeRemoved, changesHash: true),
        Case(old: #"<attribute name="x" attributeType="String"/>"#,
             new: #"<attribute name="y" attributeType="String" elementID="x"/>"#,
             rule: .attributeRenamed, changesHash: true),
        Case(old: #"<attribute name="x" optional="YES" attributeType="Integer 32"/>"#,
             new: #"<attribute name="x" optional="YES" attributeType="Integer 16"/>"#,
             rule: .attributeTypeChanged, changesHash: true),
        // Widened: every old value is a value of the new type (WooCommerce shipped Integer 16 → 64 inferred).
        Case(old: #"<attribute name="x" optional="YES" attributeType="Integer 16"/>"#,
             new: #"<attribute name="x" optional="YES" attributeType="Integer 64"/>"#,
             rule: .attributeTypeWidened, changesHash: true),
        Case(old: #"<attribute name="x" optional="YES" attributeType="Integer 32"/>"#,
             new: #"<attribute name="x" optional="YES" attributeType="Double"/>"#,
             rule: .attributeTypeWidened, changesHash: true),
        Case(old: #"<attribute name="x" optional="YES" attributeType="Float"/>"#,
             new: #"<attribute name="x" optional="YES" attributeType="Double"/>"#,
             rule: .attributeTypeWidened, changesHash: true),
        // As WooCommerce shipped it (values past 2^53 are rounded); a string is no number.
        Case(old: #"<attribute name="x" optional="YES" attributeType="Integer 64"/>"#,
             new: #"<attribute name="x" optional="YES" attributeType="Double"/>"#,
             rule: .attributeTypeWidened, changesHash: true),
        Case(old: #"<attribute name="x" optional="YES" attributeType="String"/>"#,
             new: #"<attribute name="x" optional="YES" attributeType="Integer 64"/>"#,
             rule: .attributeTypeChanged, changesHash: true),
        Case(old: #"<attribute name="x" attributeType="String"/>"#,
             new: #"<attribute name="x" optional="YES" attributeType="String"/>"#,
             rule: .attributeBecameOptional, changesHash: true),
        Case(old: #"<attribute name="x" optional="YES" attributeType="String"/>"#,
             new: #"<attribute name="x" attributeType="String" defaultValueString="a"/>"#,
             rule: .attributeBecameRequiredWithDefault, changesHash: true),
        Case(old: #"<attribute name="x" optional="YES" attributeType="String"/>"#,
             new: #"<attribute name="x" attributeType="String"/>"#,
             rule: .attributeBecameRequiredWithoutDefault, changesHash: true),
        Case(old: #"<attribute name="x" optional="YES" attributeType="String"/>"#,
             new: #"<attribute name="x" optional="YES" attributeType="String" transient="YES"/>"#,
             rule: .attributeBecameTransient, changesHash: true),
        Case(old: #"<attribute name="x" optional="YES" attributeType="String" transient="YES"/>"#,
             new: #"<attribute name="x" optional="YES" attributeType="String"/>"#,
             rule: .attributeBecamePersistent, changesHash: true),
        Case(old: #"<attribute name="x" attributeType="String" transient="YES"/>"#,
             new: #"<attribute name="x" optional="YES" attributeType="Integer 16" transient="YES"/>"#,
             rule: .unstoredPropertyChanged, changesHash: true),
        Case(old: #"<attribute name="x" optional="YES" attributeType="String"/>"#,
             new: #"<attribute name="x" optional="YES" attributeType="String" versionHashModifier="2"/>"#,
             rule: .versionHashModifierChanged, changesHash: true),
        Case(old: #"<attribute name="x" optional="YES" attributeType="String"/>"#,
             new: #"<attribute name="x" optional="YES" attributeType="String" defaultValueString="b" minValueString="1" indexed="YES" allowsExternalBinaryDataStorage="YES"/>"#,
             rule: .notInVersionHash, changesHash: false),
        Case(old: #"<attribute name="x" optional="YES" attributeType="String"><userInfo><entry key="k" value="1"/></userInfo></attribute>"#,
             new: #"<attribute name="x" optional="YES" attributeType="String"><userInfo><entry key="k" value="2"/></userInfo></attribute>"#,
             rule: .notInVersionHash, changesHash: false),
    ]

    @Test("each attribute change gets its rule, level and version hash verdict", arguments: cases)
    func rule(_ testCase: Case) throws {
        let diff = try EvolutionFixtures.entityDiff(testCase.old, testCase.new)
        let change = try #require(diff.decidingChange)
        #expect(diff.allChanges.count == 1, "\(diff.allChanges.map(\.summary))")
        #expect(change.rule == testCase.rule)
        #expect(diff.level == testCase.rule.level)
        #expect(diff.changesVersionHash == testCase.changesHash)
        #expect(diff.entities.first?.changesVersionHash == testCase.changesHash)
    }

    @Test("a rename through a renaming identifier is one change, and a type change in it decides the level")
    func renameWithTypeChange() throws {
        let diff = try EvolutionFixtures.entityDiff(
            #"<attribute name="age" optional="YES" attributeType="Integer 32"/>"#,
            #"<attribute name="years" optional="YES" attributeType="Integer 16" renamingIdentifier="age"/>"#)
        let change = try #require(diff.allChanges.first)
        #expect(diff.allChanges.count == 1)
        #expect(change.kind == .renamed)
        #expect(change.oldName == "age")
        #expect(change.rule == .attributeTypeChanged)
        #expect(change.summary == "renamed from 'age'; type Integer 32 → Integer 16")
        #expect(diff.level == .mappingModel)
    }

    @Test("renaming identifiers are canonical names: version 1 matches version 3 after two renames")
    func canonicalNames() throws {
        let v1 = try EvolutionFixtures.model(
            #"<entity name="A" representedClassName="A"><attribute name="color" optional="YES" attributeType="String"/></entity>"#)
        let v3 = try EvolutionFixtures.model(
            #"<entity name="A" representedClassName="A"><attribute name="hue" optional="YES" attributeType="String" renamingIdentifier="color"/></entity>"#)
        let v2 = try EvolutionFixtures.model(
            #"<entity name="A" representedClassName="A"><attribute name="paint" optional="YES" attributeType="String" renamingIdentifier="color"/></entity>"#)
        for (old, new) in [(v1, v3), (v2, v3), (v1, v2)] {
            let diff = ModelComparison.compare(old, new)
            #expect(diff.allChanges.map(\.kind) == [.renamed])
            #expect(diff.level == .lightweight)
        }
    }

    @Test("a removal and an addition of the same type get a hint that it may be a rename without an identifier")
    func renameHint() throws {
        let diff = try EvolutionFixtures.entityDiff(
            #"<attribute name="color" optional="YES" attributeType="String"/>"#,
            #"<attribute name="paint" optional="YES" attributeType="String"/>"#)
        let added = try #require(diff.allChanges.first { $0.kind == .added })
        #expect(added.hint?.contains("set its renaming identifier to 'color'") == true)
        #expect(diff.allChanges.contains { $0.kind == .removed && $0.name == "color" })
    }

    @Test("one attribute removed and one of another type added: a hint that the values of the old one are dropped")
    func replacementHint() throws {
        let diff = try EvolutionFixtures.entityDiff(
            #"<attribute name="isPublic" attributeType="Boolean" defaultValueString="NO" usesScalarValueType="YES"/>"#,
            #"<attribute name="visibility" attributeType="Integer 64" defaultValueString="0" usesScalarValueType="YES"/>"#)
        let added = try #require(diff.allChanges.first { $0.kind == .added })
        #expect(added.hint == "if 'visibility' replaces 'isPublic' (Boolean → Integer 64), Core Data drops the values of "
            + "'isPublic': it cannot infer the conversion, so carry them in a mapping model or a custom migration stage")
        // Two additions beside the removal: no guess which one replaces it.
        let two = try EvolutionFixtures.entityDiff(
            #"<attribute name="isPublic" attributeType="Boolean" defaultValueString="NO" usesScalarValueType="YES"/>"#,
            #"<attribute name="visibility" optional="YES" attributeType="Integer 64"/><attribute name="note" optional="YES" attributeType="Date"/>"#)
        #expect(two.allChanges.allSatisfy { $0.hint == nil })
    }

    @Test("a renaming identifier that names nothing in the old version says that Core Data sees a new attribute")
    func unmatchedIdentifier() throws {
        let diff = try EvolutionFixtures.entityDiff(
            #"<attribute name="title" optional="YES" attributeType="String"/>"#,
            #"<attribute name="title" optional="YES" attributeType="String" elementID="heading"/>"#)
        #expect(diff.allChanges.map(\.kind) == [.added, .removed])
        let added = try #require(diff.allChanges.first { $0.kind == .added })
        #expect(added.hint == "its renaming identifier 'heading' names no attribute of the old version, so Core Data "
            + "sees a new attribute and drops the values of the old 'title': set the identifier to 'title', or remove it")
    }
}
