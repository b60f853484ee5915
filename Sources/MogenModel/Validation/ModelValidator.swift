/// Checks a model as Xcode's model compiler does, and more. Every problem names the element it is about and
/// points at its line; nothing here throws.
public enum ModelValidator {
    public struct Options: Sendable {
        /// Warn about entities with more than this many properties (momc warns above 100).
        public var maximumPropertyCount: Int = 100
        /// Apply the CloudKit rules to every entity, even if the model does not say it is used with CloudKit.
        public var forceCloudKit: Bool = false

        public init(maximumPropertyCount: Int = 100, forceCloudKit: Bool = false) {
            self.maximumPropertyCount = maximumPropertyCount
            self.forceCloudKit = forceCloudKit
        }
    }

    /// The rule families, in the order their findings are most useful when locations tie.
    static let rules: [@Sendable (Model, Options) -> [Diagnostic]] = [
        { model, _ in ReferenceRules.check(model) },
        { model, _ in InheritanceRules.check(model) },
        { model, _ in NamingRules.check(model) },
        { model, _ in AttributeRules.check(model) },
        { model, _ in RelationshipRules.check(model) },
        { model, _ in InverseRules.check(model) },
        { model, _ in IndexRules.check(model) },
        { model, _ in FetchRequestRules.check(model) },
        { model, options in CloudKitRules.check(model, forced: options.forceCloudKit) },
        { model, options in LimitRules.check(model, maximumPropertyCount: options.maximumPropertyCount) },
    ]

    public static func validate(_ model: Model, options: Options = Options()) -> [Diagnostic] {
        rules.flatMap { $0(model, options) }.sortedByLocation()
    }
}

extension Model {
    /// `did you mean 'X'?` for a misspelled entity name, or "".
    func entitySuggestion(for name: String) -> String {
        Suggestions.closest(to: name, among: entities.map(\.name)).map { "; did you mean '\($0)'?" } ?? ""
    }
}

extension Entity {
    /// The names of every property an instance has, for suggestions.
    var allPropertyNames: [String] {
        allAttributes.map(\.name) + allRelationships.map(\.name) + allFetchedProperties.map(\.name)
    }
}
