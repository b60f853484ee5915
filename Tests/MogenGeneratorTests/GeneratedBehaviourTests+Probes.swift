import Foundation
@testable import MogenGenerator
import MogenModel
import MogenSupport
import MogenTestSupport
import Testing

/// Probe models made for one behaviour each: the generated code is read, and type-checked with code that uses it.
extension GeneratedBehaviourTests {
    /// The single layout of a model whose body is `body`, written as `Probe.xcdatamodel`.
    static func probe(_ body: String, options: ContextOptions = ContextOptions()) throws -> GenerationResult {
        let directory = try TemporaryDirectory.make()
        let path = directory + "/Probe.xcdatamodel"
        try TestFiles.write(ModelXML.document(body), to: path + "/contents")
        return try GeneratorFixtures.generate(path, layout: .single, options: options)
    }

    // MARK: Required relationships in cycles

    @Test("a pair of required inverses: one side's initializer takes the other, so both can be called", .tags(.slow))
    func requiredOneToOnePair() throws {
        // Mastodon's Subscription ↔ SubscriptionAlerts: both required, each the other's inverse.
        let result = try Self.probe("""
            <entity name="Subscription" representedClassName="Subscription">
                <attribute name="endpoint" attributeType="String"/>
                <relationship name="alerts" maxCount="1" deletionRule="Cascade" destinationEntity="SubscriptionAlerts" inverseName="subscription" inverseEntity="SubscriptionAlerts"/>
            </entity>
            <entity name="SubscriptionAlerts" representedClassName="SubscriptionAlerts">
                <attribute name="mention" attributeType="Boolean" defaultValueString="YES" usesScalarValueType="YES"/>
                <relationship name="subscription" maxCount="1" deletionRule="Nullify" destinationEntity="Subscription" inverseName="alerts" inverseEntity="Subscription"/>
            </entity>
            """)
        #expect(!result.diagnostics.contains { $0.severity == .warning })
        let subscription = try Self.initializer(of: "Subscription", in: result).parameters
        #expect(subscription.map(\.swiftName) == ["endpoint", "alerts"])
        #expect(subscription.last?.type == "SubscriptionAlerts?")
        #expect(subscription.last?.defaultValue == "nil")
        let alerts = try Self.initializer(of: "SubscriptionAlerts", in: result).parameters
        #expect(alerts.first?.swiftName == "subscription")
        #expect(alerts.first?.defaultValue == nil)
        let (status, output) = try Self.typeCheck(result, appending: """
            func subscribe(_ context: NSManagedObjectContext) {
                let subscription = Subscription(context: context, endpoint: "https://example.com")
                let alerts = SubscriptionAlerts(context: context, subscription: subscription)
                let alerts2 = SubscriptionAlerts(context: context, subscription: Subscription(context: context, endpoint: "x", alerts: alerts))
                _ = alerts2
            }
            """, userCode: nil)
        #expect(status == 0, "\(output)")
    }

    @Test("a required to-many with a minimum count is a parameter; paired with a required to-one, the to-one keeps it", .tags(.slow))
    func requiredToMany() throws {
        let result = try Self.probe("""
            <entity name="Team" representedClassName="Team">
                <relationship name="players" toMany="YES" minCount="1" deletionRule="Cascade" destinationEntity="Player" inverseName="team" inverseEntity="Player"/>
                <relationship name="coaches" toMany="YES" minCount="1" deletionRule="Nullify" destinationEntity="Coach"/>
            </entity>
            <entity name="Player" representedClassName="Player">
                <relationship name="team" maxCount="1" deletionRule="Nullify" destinationEntity="Team" inverseName="players" inverseEntity="Team"/>
            </entity>
            <entity name="Coach" representedClassName="Coach">
                <attribute name="name" optional="YES" attributeType="String"/>
            </entity>
            """)
        let team = try Self.initializer(of: "Team", in: result).parameters
        #expect(team.map(\.swiftName) == ["coaches", "players"])
        #expect(team.map(\.defaultValue) == [nil, "[]"])
        #expect(try Self.initializer(of: "Player", in: result).parameters.first?.defaultValue == nil)
        let (status, output) = try Self.typeCheck(result, appending: """
            func play(_ context: NSManagedObjectContext) {
                let team = Team(context: context, coaches: [Coach(context: context)])
                _ = Player(context: context, team: team)
            }
            """, userCode: nil)
        #expect(status == 0, "\(output)")
    }

    @Test("a longer cycle of required relationships is broken at one of them, with a warning at it", .tags(.slow))
    func requiredCycle() throws {
        let result = try Self.probe("""
            <entity name="A" representedClassName="A">
                <relationship name="b" maxCount="1" deletionRule="Nullify" destinationEntity="B"/>
            </entity>
            <entity name="B" representedClassName="B">
                <relationship name="c" maxCount="1" deletionRule="Nullify" destinationEntity="C"/>
            </entity>
            <entity name="C" representedClassName="C">
                <relationship name="a" maxCount="1" deletionRule="Nullify" destinationEntity="A"/>
            </entity>
            """)
        let warnings = result.diagnostics.filter { $0.severity == .warning && $0.category == .codegen }
        #expect(warnings.map(\.message) == [
            "the required relationship 'A.b' closes a cycle of required relationships, so no initializer of the cycle "
                + "could be called first; the initializer of 'A' lets it default to nil: set it before the context saves "
                + "(Core Data checks required relationships then)"
        ])
        #expect(warnings.first?.location?.line == 4)
        #expect(try Self.initializer(of: "A", in: result).parameters.first?.type == "B?")
        let (status, output) = try Self.typeCheck(result, appending: """
            func build(_ context: NSManagedObjectContext) {
                let a = A(context: context)
                a.b = B(context: context, c: C(context: context, a: a))
            }
            """, userCode: nil)
        #expect(status == 0, "\(output)")
    }

    // MARK: Enum cases Optional has too

    @Test("an enum case named none or some is spelled with its type, never Optional's", .tags(.slow))
    func enumCaseNone() throws {
        let result = try Self.probe("""
            <entity name="Alarm" representedClassName="Alarm">
                <attribute name="repeats" optional="YES" attributeType="String" defaultValueString="none">
                    <userInfo>
                        <entry key="mogen.enum" value="Repeat"/>
                        <entry key="mogen.enumCases" value="none, some, daily"/>
                    </userInfo>
                </attribute>
                <attribute name="snooze" attributeType="String" defaultValueString="some">
                    <userInfo>
                        <entry key="mogen.enum" value="Snooze"/>
                        <entry key="mogen.enumCases" value="none, some"/>
                    </userInfo>
                </attribute>
            </entity>
            """)
        let parameters = try Self.initializer(of: "Alarm", in: result).parameters
        #expect(parameters.map(\.defaultValue) == ["Repeat.none", "Snooze.some"])
        // The compiler warns about `.none` meeting an optional ("assuming you mean 'Optional<Repeat>.none'"), which
        // fails the type-check; passing nil must clear the value.
        let (status, output) = try Self.typeCheck(result, appending: """
            func alarms(_ context: NSManagedObjectContext) {
                let cleared = Alarm(context: context, repeats: nil)
                let plain = Alarm(context: context)
                _ = (cleared, plain, Alarm.predicate(repeats: Repeat.none))
            }
            """, userCode: nil)
        #expect(status == 0, "\(output)")
        #expect(Self.text(result).contains("if repeats != Repeat.none { self.repeats = repeats }"))
    }

    // MARK: Ordered relationships

    @Test("ordered to-many methods change the mutable ordered set; Core Data's selectors remain only for unordered ones")
    func orderedAccessors() throws {
        let music = try GeneratorFixtures.generate(GeneratorFixtures.sample("Music"), layout: .single)
        let text = Self.text(music)
        let selectors = text.split(separator: "\n").filter { $0.contains("@objc(") && $0.contains(":)") }
            .map { $0.trimmingCharacters(in: .whitespaces) }
        // Band.albums is ordered, Band.members is not.
        #expect(!selectors.contains { $0.contains("Albums") })
        #expect(selectors.filter { $0.contains("Members") } == [
            "@objc(addMembersObject:)", "@objc(removeMembersObject:)", "@objc(addMembers:)", "@objc(removeMembers:)",
        ])
        #expect(text.contains("""
                public func insertIntoAlbums(_ value: Album, at idx: Int) {
                    let set = mutableOrderedSetValue(forKey: "albums")
                    set.insert(value, at: idx)
                }
            """))
    }
}

extension GeneratedBehaviourTests {
    // MARK: Type stubs

    @Test("type stubs match what they stand in for: the access level, no entity class, no struct as a class", .tags(.slow))
    func typeStubs() throws {
        var options = ContextOptions()
        options.accessLevel = .internal
        let result = try Self.probe("""
            <entity name="Shape" representedClassName="Shape">
                <attribute name="corners" optional="YES" attributeType="Transformable" valueTransformerName="CornersTransformer" customClassName="[CGPoint]"/>
                <attribute name="owner" optional="YES" attributeType="Transformable" valueTransformerName="OwnerTransformer" customClassName="Layer"/>
                <attribute name="tint" optional="YES" attributeType="Transformable" valueTransformerName="TintTransformer" customClassName="Tint"/>
            </entity>
            <entity name="Layer" representedClassName="Layer"/>
            <entity name="Circle" representedClassName="Circle" parentEntity="Shape" codeGenerationType="class"/>
            """, options: options)
        let stubs = TypeStubs.source(for: result.model, context: result.context)
        #expect(stubs.contains("@objc(Circle) nonisolated internal class Circle: Shape {}"))
        #expect(stubs.contains("@objc nonisolated internal class Tint: NSObject {}"))
        #expect(!stubs.contains("class Layer"))
        #expect(!stubs.contains("CGPoint"))
        let directory = try TemporaryDirectory.make()
        try GeneratorFixtures.write(result.files, to: directory + "/Generated")
        try TestFiles.write(stubs, to: directory + "/Stubs.swift")
        let (status, output) = try GeneratorFixtures.typeCheck(directory + "/Generated", extra: [directory + "/Stubs.swift"])
        #expect(status == 0, "\(output)")
    }

    // MARK: The stack

    @Test("the stack's stores are configured before they load, through configureStore", .tags(.slow))
    func stackConfiguration() throws {
        let result = try GeneratorFixtures.generate(
            GeneratorFixtures.sample("Recipes"), layout: .single, optionalOutputs: [.stack])
        let text = Self.text(result)
        #expect(text.contains("try configureStore(description)\n            return description"))
        let (status, output) = try Self.typeCheck(result, appending: """
            func openStore() throws -> RecipesStore {
                try RecipesStore(storage: .inMemory) { description in
                    description.setOption(NSNumber(value: true), forKey: NSPersistentHistoryTrackingKey)
                    if description.configuration == "Local" { description.isReadOnly = false }
                }
            }
            """, userCode: nil)
        #expect(status == 0, "\(output)")
    }
}
