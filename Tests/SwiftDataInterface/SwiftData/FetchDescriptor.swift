// Fetch descriptors. Predicate, #Predicate and SortDescriptor are Foundation's (this toolchain's Foundation has them).
import Foundation

/// https://developer.apple.com/documentation/swiftdata/fetchdescriptor (Sendable: the Sendable DataStoreFetchRequest holds one;
/// unchecked, as key paths are not Sendable)
@available(macOS 14, iOS 17, tvOS 17, watchOS 10, visionOS 1, *)
public struct FetchDescriptor<T>: @unchecked Sendable where T: PersistentModel {
    /// https://developer.apple.com/documentation/swiftdata/fetchdescriptor/init(predicate:sortby:)
    public init(predicate: Predicate<T>? = nil, sortBy: [SortDescriptor<T>] = []) {
        self.predicate = predicate
        self.sortBy = sortBy
    }
    /// https://developer.apple.com/documentation/swiftdata/fetchdescriptor/predicate
    public var predicate: Predicate<T>?
    /// https://developer.apple.com/documentation/swiftdata/fetchdescriptor/sortby
    public var sortBy: [SortDescriptor<T>]
    /// https://developer.apple.com/documentation/swiftdata/fetchdescriptor/fetchlimit
    public var fetchLimit: Int?
    /// https://developer.apple.com/documentation/swiftdata/fetchdescriptor/fetchoffset
    public var fetchOffset: Int?
    /// https://developer.apple.com/documentation/swiftdata/fetchdescriptor/includependingchanges
    public var includePendingChanges: Bool = true
    /// https://developer.apple.com/documentation/swiftdata/fetchdescriptor/propertiestofetch
    public var propertiesToFetch: [PartialKeyPath<T>] = []
    /// https://developer.apple.com/documentation/swiftdata/fetchdescriptor/relationshipkeypathsforprefetching
    public var relationshipKeyPathsForPrefetching: [PartialKeyPath<T>] = []
}
