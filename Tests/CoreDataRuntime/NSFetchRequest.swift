// Stand-in of CoreData/NSFetchRequest.h (https://developer.apple.com/documentation/coredata/nsfetchrequest).

/// Apple's is an `@objc` protocol, whose existential conforms to it; a plain Swift protocol's does not, so
/// `NSFetchRequest`'s parameter is unconstrained here.
public protocol NSFetchRequestResult {}

public struct NSFetchRequestResultType: OptionSet, Sendable {
    public let rawValue: UInt
    public init(rawValue: UInt) { self.rawValue = rawValue }

    public static let managedObjectResultType = NSFetchRequestResultType([])
    public static let managedObjectIDResultType = NSFetchRequestResultType(rawValue: 1)
    public static let dictionaryResultType = NSFetchRequestResultType(rawValue: 2)
    public static let countResultType = NSFetchRequestResultType(rawValue: 4)
}

open class NSFetchRequest<ResultType> {
    public init() {}

    public convenience init(entityName: String) {
        self.init()
        self.entityName = entityName
    }

    open var entity: NSEntityDescription?
    open private(set) var entityName: String?
    open var predicate: NSPredicate?
    open var resultType: NSFetchRequestResultType = .managedObjectResultType
    open var fetchLimit = 0
    open var fetchBatchSize = 0
    open var includesSubentities = true
    open var includesPropertyValues = true
    open var includesPendingChanges = true
    open var returnsObjectsAsFaults = true
    open var returnsDistinctResults = false
}
