// Schema and the schema components the macros' arguments and expansions use.
import Foundation

/// https://developer.apple.com/documentation/swiftdata/schema
@available(macOS 14, iOS 17, tvOS 17, watchOS 10, visionOS 1, *)
public final class Schema: Sendable {
    /// https://developer.apple.com/documentation/swiftdata/schema/init()
    public init() { version = Version(1, 0, 0) }
    /// https://developer.apple.com/documentation/swiftdata/schema/init(_:version:)-8el78
    public init(_ entities: Schema.Entity..., version: Schema.Version = Version(1, 0, 0)) { self.version = version }
    /// https://developer.apple.com/documentation/swiftdata/schema/init(_:version:)-8jo9o
    public convenience init(_ types: [any PersistentModel.Type], version: Schema.Version = Version(1, 0, 0)) {
        self.init(version: version)
    }
    /// https://developer.apple.com/documentation/swiftdata/schema/init(versionedschema:)
    public convenience init(versionedSchema: any VersionedSchema.Type) { self.init() }

    /// https://developer.apple.com/documentation/swiftdata/schema/version-swift.property
    public let version: Schema.Version

    /// https://developer.apple.com/documentation/swiftdata/schema/version-swift.struct
    public struct Version: Codable, Hashable, Comparable, CustomStringConvertible, Sendable {
        public let major: Int
        public let minor: Int
        public let patch: Int
        public init(_ major: Int, _ minor: Int, _ patch: Int) {
            self.major = major
            self.minor = minor
            self.patch = patch
        }
        public var description: String { "\(major).\(minor).\(patch)" }
        public static func < (lhs: Version, rhs: Version) -> Bool {
            (lhs.major, lhs.minor, lhs.patch) < (rhs.major, rhs.minor, rhs.patch)
        }
    }

    /// https://developer.apple.com/documentation/swiftdata/schema/entity
    public final class Entity {
        public init(_ name: String) {}
    }

    /// https://developer.apple.com/documentation/swiftdata/schema/attribute
    public class Attribute: SchemaProperty {
        /// https://developer.apple.com/documentation/swiftdata/schema/attribute/init(_:originalname:hashmodifier:)
        public init(_ options: Schema.Attribute.Option..., originalName: String? = nil, hashModifier: String? = nil) {}

        /// https://developer.apple.com/documentation/swiftdata/schema/attribute/option
        public struct Option: Hashable, Sendable {
            let name: String
            /// https://developer.apple.com/documentation/swiftdata/schema/attribute/option/unique
            public static var unique: Schema.Attribute.Option { Option(name: "unique") }
            /// https://developer.apple.com/documentation/swiftdata/schema/attribute/option/externalstorage
            public static var externalStorage: Schema.Attribute.Option { Option(name: "externalStorage") }
            /// https://developer.apple.com/documentation/swiftdata/schema/attribute/option/allowscloudencryption
            public static var allowsCloudEncryption: Schema.Attribute.Option { Option(name: "allowsCloudEncryption") }
            /// https://developer.apple.com/documentation/swiftdata/schema/attribute/option/preservevalueondeletion
            /// (documented as available with the type, like allowsCloudEncryption)
            public static var preserveValueOnDeletion: Schema.Attribute.Option { Option(name: "preserveValueOnDeletion") }
            /// https://developer.apple.com/documentation/swiftdata/schema/attribute/option/spotlight
            public static var spotlight: Schema.Attribute.Option { Option(name: "spotlight") }
            /// https://developer.apple.com/documentation/swiftdata/schema/attribute/option/ephemeral
            public static var ephemeral: Schema.Attribute.Option { Option(name: "ephemeral") }
            /// https://developer.apple.com/documentation/swiftdata/schema/attribute/option/transformable(by:)-lunz
            public static func transformable(by transformerName: String) -> Schema.Attribute.Option {
                Option(name: "transformable")
            }
            /// https://developer.apple.com/documentation/swiftdata/schema/attribute/option/transformable(by:)-9d4xh
            public static func transformable(by transformerType: ValueTransformer.Type) -> Schema.Attribute.Option {
                Option(name: "transformable")
            }
        }
    }

    /// https://developer.apple.com/documentation/swiftdata/schema/relationship
    public final class Relationship: SchemaProperty {
        /// https://developer.apple.com/documentation/swiftdata/schema/relationship/init(_:deleterule:minimummodelcount:maximummodelcount:originalname:inverse:hashmodifier:)
        public init(
            _ options: Schema.Relationship.Option..., deleteRule: Schema.Relationship.DeleteRule = .nullify,
            minimumModelCount: Int? = 0, maximumModelCount: Int? = 0, originalName: String? = nil,
            inverse: AnyKeyPath? = nil, hashModifier: String? = nil
        ) {}

        /// https://developer.apple.com/documentation/swiftdata/schema/relationship/deleterule-swift.enum
        public enum DeleteRule: String, Codable, Hashable, Sendable {
            case noAction
            case nullify
            case cascade
            case deny
        }

        /// https://developer.apple.com/documentation/swiftdata/schema/relationship/option
        public struct Option: Hashable, Sendable {
            /// https://developer.apple.com/documentation/swiftdata/schema/relationship/option/unique
            public static var unique: Schema.Relationship.Option { Option() }
        }
    }

    /// What @Model's expansion lists in `schemaMetadata`, one per persisted property.
    /// https://developer.apple.com/documentation/swiftdata/persistentmodel/schemametadata
    public struct PropertyMetadata {
        public init(name: String, keypath: AnyKeyPath, defaultValue: Any? = nil, metadata: (any SchemaProperty)? = nil) {}
    }

    /// https://developer.apple.com/documentation/swiftdata/schema/unique
    @available(macOS 15, iOS 18, tvOS 18, watchOS 11, visionOS 1, *)
    public final class Unique<T>: SchemaProperty where T: PersistentModel {
        /// https://developer.apple.com/documentation/swiftdata/schema/unique/init(_:)
        public init(_ constraints: [PartialKeyPath<T>]...) {}
    }

    /// https://developer.apple.com/documentation/swiftdata/schema/index
    @available(macOS 15, iOS 18, tvOS 18, watchOS 11, visionOS 1, *)
    public final class Index<T>: SchemaProperty where T: PersistentModel {
        /// https://developer.apple.com/documentation/swiftdata/schema/index/init(_:)-4i37e
        public init(_ indices: Schema.Index<T>.Types<T>...) {}
        /// https://developer.apple.com/documentation/swiftdata/schema/index/init(_:)-527in
        public init(_ binaryIndices: [PartialKeyPath<T>]...) {}

        /// https://developer.apple.com/documentation/swiftdata/schema/index/types
        public enum Types<P> where P: PersistentModel {
            case binary([PartialKeyPath<P>])
            case rtree([PartialKeyPath<P>])
        }
    }
}

/// https://developer.apple.com/documentation/swiftdata/schemaproperty
@available(macOS 14, iOS 17, tvOS 17, watchOS 10, visionOS 1, *)
public protocol SchemaProperty: AnyObject {}
