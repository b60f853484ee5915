import MogenSupport

/// A `<fetchRequest>`: a model-level fetch request template, or the request of a fetched property.
package struct FetchRequest: Hashable, Sendable {
    /// `resultType`, written as NSFetchRequestResultType's raw value.
    package enum ResultType: Hashable, Sendable {
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

        package var rawValue: Int {
            switch self {
            case .managedObject: 0
            case .managedObjectID: 1
            case .dictionary: 2
            case .count: 4
            case let .other(value): value
            }
        }

        package var name: String {
            switch self {
            case .managedObject: "managedObject"
            case .managedObjectID: "managedObjectID"
            case .dictionary: "dictionary"
            case .count: "count"
            case let .other(value): "other(\(value))"
            }
        }
    }

    package let name: String
    package let entityName: String
    package let predicateString: String?
    /// The parsed predicate; nil when there is none or it could not be parsed.
    package let predicate: Predicate?
    /// The predicate's `$VARIABLES`, in order of first appearance, with their types resolved against the model.
    package internal(set) var variables: [PredicateVariable]
    package let resultType: ResultType
    package let fetchLimit: Int?
    package let fetchBatchSize: Int?
    package let includesSubentities: Bool?
    package let includesPropertyValues: Bool?
    package let includesPendingChanges: Bool?
    package let returnsObjectsAsFaults: Bool?
    package let returnsDistinctResults: Bool?
    package let location: SourceLocation
}
