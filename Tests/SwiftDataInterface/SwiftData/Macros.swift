// SwiftData's macros, declared as Apple declares them, expanded by the stand-in implementations in ../Macros.
// Availability is as documented; the compiler does not check Apple platforms' availability on Linux.
import Foundation
@_exported import Observation

/// https://developer.apple.com/documentation/swiftdata/model()
/// Two differences from Apple's declaration: one more name, `_SwiftDataRootModel` (a model subclass's
/// init(backingData:) names its root class with it), and no Sendable among the extension role's conformances: with
/// it, this toolchain's compiler takes every subclass of a model class for a Sendable-conforming class ("stored
/// property 'x' of 'Sendable'-conforming class 'Car' is mutable") though no expansion adds that conformance.
@available(macOS 14, iOS 17, tvOS 17, watchOS 10, visionOS 1, *)
@attached(member, conformances: Observable, PersistentModel, Sendable, names: named(_$backingData),
    named(persistentBackingData), named(schemaMetadata), named(init), named(_$observationRegistrar),
    named(_SwiftDataNoType), named(access), named(withMutation), named(_SwiftDataRootModel))
@attached(memberAttribute)
@attached(extension, conformances: Observable, PersistentModel)
public macro Model() = #externalMacro(module: "SwiftDataMacros", type: "ModelMacro")

/// https://developer.apple.com/documentation/swiftdata/attribute(_:originalname:hashmodifier:)
@available(macOS 14, iOS 17, tvOS 17, watchOS 10, visionOS 1, *)
@attached(peer)
public macro Attribute(_ options: Schema.Attribute.Option..., originalName: String? = nil, hashModifier: String? = nil) =
    #externalMacro(module: "SwiftDataMacros", type: "MarkerMacro")

/// https://developer.apple.com/documentation/swiftdata/relationship(_:deleterule:minimummodelcount:maximummodelcount:originalname:inverse:hashmodifier:)
@available(macOS 14, iOS 17, tvOS 17, watchOS 10, visionOS 1, *)
@attached(peer)
public macro Relationship(
    _ options: Schema.Relationship.Option..., deleteRule: Schema.Relationship.DeleteRule = .nullify,
    minimumModelCount: Int? = 0, maximumModelCount: Int? = 0, originalName: String? = nil, inverse: AnyKeyPath? = nil,
    hashModifier: String? = nil
) = #externalMacro(module: "SwiftDataMacros", type: "MarkerMacro")

/// https://developer.apple.com/documentation/swiftdata/transient()
@available(macOS 14, iOS 17, tvOS 17, watchOS 10, visionOS 1, *)
@attached(peer)
public macro Transient() = #externalMacro(module: "SwiftDataMacros", type: "MarkerMacro")

/// What @Model attaches to each persisted stored property (an implementation detail of SwiftData's expansion).
@available(macOS 14, iOS 17, tvOS 17, watchOS 10, visionOS 1, *)
@attached(accessor, names: named(init), named(get), named(set))
@attached(peer, names: prefixed(_))
public macro _PersistedProperty() = #externalMacro(module: "SwiftDataMacros", type: "PersistedPropertyMacro")

/// https://developer.apple.com/documentation/swiftdata/unique(_:)
@available(macOS 15, iOS 18, tvOS 18, watchOS 11, visionOS 1, *)
@freestanding(declaration)
public macro Unique<T>(_ constraints: [PartialKeyPath<T>]...) =
    #externalMacro(module: "SwiftDataMacros", type: "UniqueMacro") where T: PersistentModel

/// https://developer.apple.com/documentation/swiftdata/index(_:)-74ia2
@available(macOS 15, iOS 18, tvOS 18, watchOS 11, visionOS 1, *)
@freestanding(declaration)
public macro Index<T>(_ indices: [PartialKeyPath<T>]...) =
    #externalMacro(module: "SwiftDataMacros", type: "IndexMacro") where T: PersistentModel

/// https://developer.apple.com/documentation/swiftdata/index(_:)-7d4z0
@available(macOS 15, iOS 18, tvOS 18, watchOS 11, visionOS 1, *)
@freestanding(declaration)
public macro Index<T>(_ indices: Schema.Index<T>.Types<T>...) =
    #externalMacro(module: "SwiftDataMacros", type: "IndexMacro") where T: PersistentModel
