import MogenSupport

/// Checks a model as Xcode's model compiler does, and more. Every problem names the element it is about and
/// points at its line; nothing here throws.
public enum ModelValidator {
    public struct Options: Sendable {
        /// Warn about entities with more than this many properties (momc warns above 100).
        public var maximumPropertyCount: Int = 100
        /// Apply the CloudKit rules to every entity, even if the model does not say it is used with CloudKit.
        public var forceCloudKit: Bool = false
        /// Properties (`Entity.property`) that the generated code gives another Swift name (a rename in
        /// `mogen.json`), so a name that clashes with an `NSManagedObject` member is no longer a problem for it.
        public var renamedProperties: Set<String> = []
        /// Property names NSObject and NSManagedObject declare are refused (`ReservedNames`). SwiftData output sets
        /// it off: a `@Model` class is neither, and the names `PersistentModel` declares are renamed where the
        /// class is built.
        public var refusesManagedObjectMembers: Bool = true

        public init(
            maximumPropertyCount: Int = 100, forceCloudKit: Bool = false, renamedProperties: Set<String> = [],
            refusesManagedObjectMembers: Bool = true
        ) {
            self.maximumPropertyCount = maximumPropertyCount
            self.forceCloudKit = forceCloudKit
            self.renamedProperties = renamedProperties
            self.refusesManagedObjectMembers = refusesManagedObjectMembers
        }
    }

    /// The rule families, in the order their findings are most useful when locations tie.
    static let rules: [@Sendable (Model, Options) -> [Diagnostic]] = [
        { model, _ in ReferenceRules.check(model) },
        { model, _ in InheritanceRules.check(model) },
        { model, options in
            NamingRules.check(
                model, renamed: options.renamedProperties, refusesManagedObjectMembers: options.refusesManagedObjectMembers)
        },
        { model, _ in AttributeRules.check(model) },
        { model, _ in RelationshipRules.check(model) },
        { model, _ in InverseRules.check(model) },
        { model, _ in IndexRules.check(model) },
        { model, _ in FetchRequestRules.check(model) },
        { model, options in CloudKitRules.check(model, forced: options.forceCloudKit) },
        { model, options in LimitRules.check(model, maximumPropertyCount: options.maximumPropertyCount) },
    ]

    /// Runs every rule family, several at once (they only read the model), and returns the findings in file order,
    /// at most `RepeatedDiagnostics.limit` of a kind per element.
    public static func validate(_ model: Model, options: Options = Options()) -> [Diagnostic] {
        model.limitingRepeats(rules.concurrentMap { rule in rule(model, options) }.flatMap { $0 }.sortedByLocation())
    }
}

extension Model {
    /// `did you mean 'X'?` for a misspelled entity name, or "".
    func entitySuggestion(for name: String) -> String {
        Suggestions.closest(to: name, among: entities.map(\.name)).map { "; did you mean \(quoted: $0)?" } ?? ""
    }
}

extension Entity {
    /// The names of every property an instance has, for suggestions.
    var allPropertyNames: [String] {
        allAttributes.map(\.name) + allRelationships.map(\.name) + allFetchedProperties.map(\.name)
    }
}
