/// What an existing store needs to open with a new model version, from least to most work.
public enum MigrationLevel: Int, Hashable, Sendable, Comparable, CaseIterable {
    /// No entity's version hash changes: the store opens as it is.
    case compatible
    /// Core Data can infer the mapping (a lightweight migration).
    case lightweight
    /// Core Data cannot infer it: the migration needs a mapping model (or a custom stage).
    case mappingModel

    /// The name used in output and on the command line.
    public var name: String {
        switch self {
        case .compatible: "compatible"
        case .lightweight: "lightweight"
        case .mappingModel: "mapping-model"
        }
    }

    public init?(name: String) {
        guard let level = Self.allCases.first(where: { $0.name == name }) else { return nil }
        self = level
    }

    public static func < (lhs: MigrationLevel, rhs: MigrationLevel) -> Bool { lhs.rawValue < rhs.rawValue }
}
