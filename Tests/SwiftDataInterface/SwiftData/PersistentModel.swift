// PersistentModel, its backing data, and the key-path accessors @Model's expansion reads and writes properties with.
// Their overloads say which property types SwiftData stores: Codable values, models, optional models and collections
// of models (https://developer.apple.com/documentation/swiftdata/persistentmodel/getvalue(forkey:)-299oe and its
// siblings); the transformable forms take any type.
import Foundation
import Observation

/// https://developer.apple.com/documentation/swiftdata/persistentmodel
@available(macOS 14, iOS 17, tvOS 17, watchOS 10, visionOS 1, *)
public protocol PersistentModel: AnyObject, Observable, Hashable, Identifiable, SendableMetatype {
    /// https://developer.apple.com/documentation/swiftdata/persistentmodel/init(backingdata:)
    init(backingData: any BackingData<Self>)
    /// https://developer.apple.com/documentation/swiftdata/persistentmodel/persistentbackingdata
    var persistentBackingData: any BackingData<Self> { get set }
    /// https://developer.apple.com/documentation/swiftdata/persistentmodel/schemametadata
    static var schemaMetadata: [Schema.PropertyMetadata] { get }
}

/// https://developer.apple.com/documentation/swiftdata/backingdata
@available(macOS 14, iOS 17, tvOS 17, watchOS 10, visionOS 1, *)
public protocol BackingData<Model> {
    /// https://developer.apple.com/documentation/swiftdata/backingdata/model
    associatedtype Model: PersistentModel
    /// https://developer.apple.com/documentation/swiftdata/backingdata/init(for:)
    init(for modelType: Self.Model.Type)
    /// https://developer.apple.com/documentation/swiftdata/backingdata/persistentmodelid
    var persistentModelID: PersistentIdentifier? { get set }
}

@available(macOS 14, iOS 17, tvOS 17, watchOS 10, visionOS 1, *)
extension BackingData {
    /// What a persisted property's `init` accessor stores its initial value with (its type is checked by the
    /// property's getter and setter, through the model's overloads below).
    public func setValue<Value>(forKey key: KeyPath<Model, Value>, to newValue: Value) {}
}

/// A collection of models, the type of a to-many relationship.
/// https://developer.apple.com/documentation/swiftdata/relationshipcollection
@available(macOS 14, iOS 17, tvOS 17, watchOS 10, visionOS 1, *)
public protocol RelationshipCollection {
    associatedtype PersistentElement: PersistentModel
}

@available(macOS 14, iOS 17, tvOS 17, watchOS 10, visionOS 1, *)
extension Array: RelationshipCollection where Element: PersistentModel {
    public typealias PersistentElement = Element
}

@available(macOS 14, iOS 17, tvOS 17, watchOS 10, visionOS 1, *)
extension Optional: RelationshipCollection where Wrapped: RelationshipCollection {
    public typealias PersistentElement = Wrapped.PersistentElement
}

/// https://developer.apple.com/documentation/swiftdata/persistentidentifier
@available(macOS 14, iOS 17, tvOS 17, watchOS 10, visionOS 1, *)
public struct PersistentIdentifier: Hashable, Identifiable, Comparable, Codable, Sendable {
    public var id: PersistentIdentifier { self }
    public var entityName: String { "" }
    public static func < (lhs: PersistentIdentifier, rhs: PersistentIdentifier) -> Bool { false }
}

@available(macOS 14, iOS 17, tvOS 17, watchOS 10, visionOS 1, *)
extension PersistentModel {
    /// https://developer.apple.com/documentation/swiftdata/persistentmodel/persistentmodelid
    public var persistentModelID: PersistentIdentifier { PersistentIdentifier() }
    public var id: PersistentIdentifier { persistentModelID }
    /// https://developer.apple.com/documentation/swiftdata/persistentmodel/modelcontext
    public var modelContext: ModelContext? { nil }
    /// https://developer.apple.com/documentation/swiftdata/persistentmodel/haschanges
    public var hasChanges: Bool { false }
    /// https://developer.apple.com/documentation/swiftdata/persistentmodel/isdeleted
    public var isDeleted: Bool { false }

    public static func == (lhs: Self, rhs: Self) -> Bool { lhs === rhs }
    public func hash(into hasher: inout Hasher) { hasher.combine(ObjectIdentifier(self)) }

    /// https://developer.apple.com/documentation/swiftdata/persistentmodel/createbackingdata()
    public static func createBackingData<P>() -> some BackingData<P> where P: PersistentModel { _BackingData<P>(for: P.self) }

    @_disfavoredOverload
    public func getValue<Value>(forKey key: KeyPath<Self, Value>) -> Value where Value: Decodable { fatalError() }
    public func getValue<Value>(forKey key: KeyPath<Self, Value>) -> Value where Value: PersistentModel { fatalError() }
    public func getValue<Value>(forKey key: KeyPath<Self, Value?>) -> Value? where Value: PersistentModel { fatalError() }
    public func getValue<Value, OtherModel>(forKey key: KeyPath<Self, Value>) -> Value
    where Value: RelationshipCollection, OtherModel == Value.PersistentElement { fatalError() }
    public func getTransformableValue<Value>(forKey key: KeyPath<Self, Value>) -> Value { fatalError() }

    @_disfavoredOverload
    public func setValue<Value>(forKey key: KeyPath<Self, Value>, to newValue: Value) where Value: Encodable {}
    public func setValue<Value>(forKey key: KeyPath<Self, Value>, to newValue: Value) where Value: PersistentModel {}
    public func setValue<Value>(forKey key: KeyPath<Self, Value?>, to newValue: Value?) where Value: PersistentModel {}
    public func setValue<Value, OtherModel>(forKey key: KeyPath<Self, Value>, to newValue: Value)
    where Value: RelationshipCollection, OtherModel == Value.PersistentElement {}
    public func setTransformableValue<Value>(forKey key: KeyPath<Self, Value>, to newValue: Value) {}
}

/// The in-memory backing data of a model not yet in a context.
struct _BackingData<Model: PersistentModel>: BackingData {
    init(for modelType: Model.Type) {}
    var persistentModelID: PersistentIdentifier?
}
