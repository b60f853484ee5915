import MogenSupport

/// A `<fetchedProperty>`: a read-only property whose value is the result of a fetch request.
public struct FetchedProperty: Hashable, Sendable {
    public let name: String
    public let isOptional: Bool
    public internal(set) var fetchRequest: FetchRequest
    public let userInfo: UserInfo
    public let location: SourceLocation
}
