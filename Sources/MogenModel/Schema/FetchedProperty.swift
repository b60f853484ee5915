import MogenSupport

/// A `<fetchedProperty>`: a read-only property whose value is the result of a fetch request.
package struct FetchedProperty: Hashable, Sendable {
    package let name: String
    package let isOptional: Bool
    package internal(set) var fetchRequest: FetchRequest
    package let userInfo: UserInfo
    package let location: SourceLocation
}
