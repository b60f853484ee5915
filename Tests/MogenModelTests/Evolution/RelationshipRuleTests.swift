import MogenModel
import Testing

@Suite("Evolution: relationship rules")
struct RelationshipRuleTests {
    struct Case: CustomTestStringConvertible, Sendable {
        let old: String
        let new: String
        let rule: MigrationRule
        var testDescription: String { rule.id }
    }

    /// `A.r` in each version; `B` and `C` exist in both with an optional `back` to-many to `A`.
    static func models(_ old: String, _ new: String) -> (String, String) {
        let others = #"""
            <entity name="B" representedClassName="B"><relationship name="back" optional="YES" toMany="YES" deletionRule="Nullify" destinationEntity="A"/></entity>
            <entity name="C" representedClassName="C"><relationship name="back" optional="YES" toMany="YES" deletionRule="Nullify" destinationEntity="A"/></entity>
            """#
        return (#"<entity name="A" representedClassName="A">\#(old)</entity>"# + others,
                #"<entity name="A" representedClassName="A">\#(new)</entity>"# + others)
    }

    static let toOne = #"<relationship name="r" optional="YES" maxCount="1" deletionRule="Nullify" destinationEntity="B"/>"#

    static let cases: [Case] = [
        Case(old: "", new: toOne, rule: .relationshipAdded),
        Case(old: "", new: #"<relationship name="r" minCount="1" maxCount="1" deletionRule="Nullify" destinationEntity="B"/>"#,
             rule: .relationshipAddedRequired),
        Case(old: toOne, new: "", rule: .relationshipRemoved),
        Case(old: toOne, new: #"<relationship name="s" optional="YES" maxCount="1" deletionRule="Nullify" destinationEntity="B" elementID="r"/>"#,
             rule: .relationshipRenamed),
        Case(old: toOne, new: #"<relationship name="r" optional="YES" toMany="YES" deletionRule="Nullify" destinationEntity="B"/>"#,
             rule: .relationshipCardinalityChanged),
        Case(old: #"<relationship name="r" optional="YES" toMany="YES" deletionRule="Nullify" destinationEntity="B"/>"#,
             new: #"<relationship name="r" optional="YES" toMany="YES" ordered="YES" deletionRule="Nullify" destinationEntity="B"/>"#,
             rule: .relationshipOrderingChanged),
        Case(old: toOne, new: #"<relationship name="r" optional="YES" maxCount="1" deletionRule="Nullify" destinationEntity="C"/>"#,
             rule: .relationshipDestinationChanged),
        Case(old: toOne, new: #"<relationship name="r" optional="YES" maxCount="1" deletionRule="Nullify" destinationEntity="B" inverseName="back" inverseEntity="B"/>"#,
             rule: .relationshipInverseChanged),
        Case(old: #"<relationship name="r" minCount="1" maxCount="1" deletionRule="Nullify" destinationEntity="B"/>"#,
             new: toOne, rule: .relationshipBecameOptional),
        Case(old: toOne, new: #"<relationship name="r" minCount="1" maxCount="1" deletionRule="Nullify" destinationEntity="B"/>"#,
             rule: .relationshipBecameRequired),
        Case(old: toOne, new: #"<relationship name="r" optional="YES" transient="YES" maxCount="1" deletionRule="Nullify" destinationEntity="B"/>"#,
             rule: .relationshipBecameTransient),
        Case(old: toOne, new: #"<relationship name="r" optional="YES" maxCount="1" deletionRule="Cascade" destinationEntity="B"/>"#,
             rule: .notInVersionHash),
    ]

    @Test("each relationship change gets its rule", arguments: cases)
    func rule(_ testCase: Case) throws {
        let (old, new) = Self.models(testCase.old, testCase.new)
        let diff = try EvolutionFixtures.diff(old, new)
        let change = try #require(diff.decidingChange)
        #expect(change.rule == testCase.rule, "\(diff.allChanges.map { "\($0.subject): \($0.summary)" })")
        #expect(diff.level == testCase.rule.level)
        #expect(diff.changesVersionHash == testCase.rule.changesVersionHash)
    }

    @Test("a destination that was renamed with a renaming identifier is the same entity: lightweight")
    func renamedDestination() throws {
        let diff = try EvolutionFixtures.diff(
            #"<entity name="A" representedClassName="A"><relationship name="r" optional="YES" maxCount="1" deletionRule="Nullify" destinationEntity="B"/></entity><entity name="B" representedClassName="B"/>"#,
            #"<entity name="A" representedClassName="A"><relationship name="r" optional="YES" maxCount="1" deletionRule="Nullify" destinationEntity="D"/></entity><entity name="D" representedClassName="D" elementID="B"/>"#)
        #expect(diff.level == .lightweight)
        #expect(diff.allChanges.contains { $0.subject == "relationship A.r" && $0.rule == .entityRenamed })
        #expect(diff.allChanges.contains { $0.subject == "entity D" && $0.kind == .renamed && $0.oldName == "B" })
    }

    @Test("a destination or inverse that keeps its name but is another entity is told apart, not 'B → B'")
    func sameNameAnotherEntity() throws {
        let old = #"""
            <entity name="A" representedClassName="A"><relationship name="r" optional="YES" maxCount="1" deletionRule="Nullify" destinationEntity="B" inverseName="back" inverseEntity="B"/></entity>
            <entity name="B" representedClassName="B"><relationship name="back" optional="YES" toMany="YES" deletionRule="Nullify" destinationEntity="A" inverseName="r" inverseEntity="A"/></entity>
            """#
        // B's renaming identifier names nothing in the old version: for Core Data it is a new entity.
        let new = old.replacingOccurrences(of: #"<entity name="B" representedClassName="B">"#,
            with: #"<entity name="B" representedClassName="B" elementID="Other">"#)
        let diff = try EvolutionFixtures.diff(old, new)
        let change = try #require(diff.allChanges.first { $0.subject == "relationship A.r" })
        #expect(change.summary == "destination B → another entity named 'B' (renaming identifier 'Other'); inverse "
            + "'B.back' → 'back' of another entity named 'B' (renaming identifier 'Other')", "\(change.summary)")
        #expect(change.rule == .relationshipDestinationChanged)
        let added = try #require(diff.allChanges.first { $0.element == .entity && $0.kind == .added })
        #expect(added.hint?.hasPrefix("its renaming identifier 'Other' names no entity of the old version") == true)
    }

    @Test("an inverse whose name stays and whose entity changes is written with its entity")
    func inverseEntityChanged() throws {
        let old = #"""
            <entity name="A" representedClassName="A"><relationship name="r" optional="YES" maxCount="1" deletionRule="Nullify" destinationEntity="B" inverseName="back" inverseEntity="B"/></entity>
            <entity name="B" representedClassName="B"><relationship name="back" optional="YES" toMany="YES" deletionRule="Nullify" destinationEntity="A" inverseName="r" inverseEntity="A"/></entity>
            <entity name="C" representedClassName="C" parentEntity="B"/>
            """#
        let new = old.replacingOccurrences(of: #"destinationEntity="B" inverseName="back" inverseEntity="B""#,
            with: #"destinationEntity="B" inverseName="back" inverseEntity="C""#)
        let diff = try EvolutionFixtures.diff(old, new)
        let change = try #require(diff.allChanges.first { $0.subject == "relationship A.r" })
        #expect(change.summary.contains("inverse 'B.back' → 'C.back'"), "\(change.summary)")
    }
}
