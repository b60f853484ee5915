import MogenSupport

/// A `<fetchRequest>`: a model-level fetch request template, or the request of a fetched property.
public struct FetchRequest: Hashable, Sendable {
    /// `resultType`, written as NSFetchRequestResultType's raw value.
    public enum ResultType: Hashable, Sendable {
        case managedObject
        case managedObjectID
        case dictionary
        case count
        case other(Int)

        init(rawValue: Int) {
            switch rawValue {
            case 0: self = .managedObject
            case 1: self = .managedObjectID
            case 2: self = .dictionary
            case 4: self = .count
            default: self = .other(rawValue)
            }
        }

        public var rawValue: Int {
            switch self {
            case .managedObject: 0
            case .managedObjectID: 1
            case .dictionary: 2
            case .count: 4
            case let .other(value): value
            }
        }

        public var name: String {
            switch self {
            case .managedObject: "managedObject"
            case .managedObjectID: "managedObjectID"
            case .dictionary: "dictionary"
            case .count: "count"
            case let .other(value): "other(\(value))"
            }
        }
    }

    public let name: String
    public let entityName: String
    public let predicateString: String?
    /// The parsed predicate; nil when there is none or it could not be parsed.
    public let predicate: Predicate?
    /// The predicate's `$VARIABLES`, in order of first appearance, with their types resolved against the model.
    public internal(set) var variables: [PredicateVariable]
    public let resultType: ResultType
    public let fetchLimit: Int?
    public let fetchBatchSize: Int?
    public let includesSubentities: Bool?
    public let includesPropertyValues: Bool?
    public let includesPendingChanges: Bool?
    public let returnsObjectsAsFaults: Bool?
    public let returnsDistinctResults: Bool?
    public let location: SourceLocation
}
