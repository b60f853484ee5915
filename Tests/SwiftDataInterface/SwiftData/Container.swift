// The container, its configurations and the model context.
import Foundation

/// https://developer.apple.com/documentation/swiftdata/modelcontainer
@available(macOS 14, iOS 17, tvOS 17, watchOS 10, visionOS 1, *)
public final class ModelContainer: Sendable {
    init(schema: Schema) {
        self.schema = schema
        migrationPlan = nil
    }
    /// https://developer.apple.com/documentation/swiftdata/modelcontainer/init(for:migrationplan:configurations:)-8s4ts
    public convenience init(
        for forTypes: any PersistentModel.Type..., migrationPlan: (any SchemaMigrationPlan.Type)? = nil,
        configurations: ModelConfiguration...
    ) throws { self.init(schema: Schema()) }
    /// https://developer.apple.com/documentation/swiftdata/modelcontainer/init(for:migrationplan:configurations:)-qof9
    public convenience init(
        for givenSchema: Schema, migrationPlan: (any SchemaMigrationPlan.Type)? = nil, configurations: ModelConfiguration...
    ) throws { self.init(schema: givenSchema) }
    /// https://developer.apple.com/documentation/swiftdata/modelcontainer/init(for:configurations:)-621ei
    @available(macOS 15, iOS 18, tvOS 18, watchOS 11, visionOS 2, *)
    public convenience init(for forTypes: any PersistentModel.Type..., configurations: any DataStoreConfiguration...) throws {
        self.init(schema: Schema())
    }
    /// https://developer.apple.com/documentation/swiftdata/modelcontainer/init(for:configurations:)-93ifi
    @available(macOS 15, iOS 18, tvOS 18, watchOS 11, visionOS 2, *)
    public convenience init(for givenSchema: Schema, configurations: [any DataStoreConfiguration]) throws {
        self.init(schema: givenSchema)
    }

    /// https://developer.apple.com/documentation/swiftdata/modelcontainer/schema
    public let schema: Schema
    /// https://developer.apple.com/documentation/swiftdata/modelcontainer/migrationplan
    public let migrationPlan: (any SchemaMigrationPlan.Type)?
    /// https://developer.apple.com/documentation/swiftdata/modelcontainer/maincontext
    @MainActor public var mainContext: ModelContext { ModelContext(self) }
    /// https://developer.apple.com/documentation/swiftdata/modelcontainer/deletealldata()
    @available(macOS 15, iOS 18, tvOS 18, watchOS 11, visionOS 2, *)
    public func deleteAllData() {}
}

/// https://developer.apple.com/documentation/swiftdata/datastoreconfiguration
@available(macOS 15, iOS 18, tvOS 18, watchOS 11, visionOS 2, *)
public protocol DataStoreConfiguration: Hashable {
    /// https://developer.apple.com/documentation/swiftdata/datastoreconfiguration/schema
    var schema: Schema? { get set }
    var name: String { get }
}

/// https://developer.apple.com/documentation/swiftdata/modelconfiguration
@available(macOS 14, iOS 17, tvOS 17, watchOS 10, visionOS 1, *)
public struct ModelConfiguration: DataStoreConfiguration, Identifiable, Sendable {
    /// https://developer.apple.com/documentation/swiftdata/modelconfiguration/init(isstoredinmemoryonly:)
    public init(isStoredInMemoryOnly: Bool = false) {
        self.init(nil, schema: nil, isStoredInMemoryOnly: isStoredInMemoryOnly)
    }
    /// https://developer.apple.com/documentation/swiftdata/modelconfiguration/init(for:isstoredinmemoryonly:)
    public init(for forTypes: any PersistentModel.Type..., isStoredInMemoryOnly: Bool = false) {
        self.init(nil, schema: Schema(forTypes), isStoredInMemoryOnly: isStoredInMemoryOnly)
    }
    /// https://developer.apple.com/documentation/swiftdata/modelconfiguration/init(_:schema:isstoredinmemoryonly:allowssave:groupcontainer:cloudkitdatabase:)
    public init(
        _ name: String? = nil, schema: Schema? = nil, isStoredInMemoryOnly: Bool = false, allowsSave: Bool = true,
        groupContainer: ModelConfiguration.GroupContainer = .automatic,
        cloudKitDatabase: ModelConfiguration.CloudKitDatabase = .automatic
    ) {
        self.name = name ?? "default"
        self.schema = schema
        self.url = URL(fileURLWithPath: "/dev/null")
        self.isStoredInMemoryOnly = isStoredInMemoryOnly
        self.allowsSave = allowsSave
        self.groupContainer = groupContainer
        self.cloudKitDatabase = cloudKitDatabase
    }
    /// https://developer.apple.com/documentation/swiftdata/modelconfiguration/init(_:schema:url:allowssave:cloudkitdatabase:)
    public init(
        _ name: String? = nil, schema: Schema? = nil, url: URL, allowsSave: Bool = true,
        cloudKitDatabase: ModelConfiguration.CloudKitDatabase = .automatic
    ) {
        self.init(name, schema: schema, allowsSave: allowsSave, cloudKitDatabase: cloudKitDatabase)
        self.url = url
    }

    public var id: String { name }
    public let name: String
    public var schema: Schema?
    public private(set) var url: URL
    public let isStoredInMemoryOnly: Bool
    public let allowsSave: Bool
    public let groupContainer: ModelConfiguration.GroupContainer
    public let cloudKitDatabase: ModelConfiguration.CloudKitDatabase

    public static func == (lhs: ModelConfiguration, rhs: ModelConfiguration) -> Bool { lhs.name == rhs.name }
    public func hash(into hasher: inout Hasher) { hasher.combine(name) }

    /// https://developer.apple.com/documentation/swiftdata/modelconfiguration/groupcontainer-swift.struct
    public struct GroupContainer: Hashable, Sendable {
        let identifier: String?
        public static var automatic: ModelConfiguration.GroupContainer { GroupContainer(identifier: nil) }
        public static var none: ModelConfiguration.GroupContainer { GroupContainer(identifier: "") }
        public static func identifier(_ groupName: String) -> ModelConfiguration.GroupContainer {
            GroupContainer(identifier: groupName)
        }
    }

    /// https://developer.apple.com/documentation/swiftdata/modelconfiguration/cloudkitdatabase-swift.struct
    public struct CloudKitDatabase: Hashable, Sendable {
        let identifier: String?
        /// https://developer.apple.com/documentation/swiftdata/modelconfiguration/cloudkitdatabase-swift.struct/automatic
        public static var automatic: ModelConfiguration.CloudKitDatabase { CloudKitDatabase(identifier: nil) }
        /// https://developer.apple.com/documentation/swiftdata/modelconfiguration/cloudkitdatabase-swift.struct/none
        public static var none: ModelConfiguration.CloudKitDatabase { CloudKitDatabase(identifier: "") }
        /// https://developer.apple.com/documentation/swiftdata/modelconfiguration/cloudkitdatabase-swift.struct/private(_:)
        public static func `private`(_ dbName: String) -> ModelConfiguration.CloudKitDatabase {
            CloudKitDatabase(identifier: dbName)
        }
    }
}

/// https://developer.apple.com/documentation/swiftdata/modelcontext
@available(macOS 14, iOS 17, tvOS 17, watchOS 10, visionOS 1, *)
public class ModelContext: Identifiable, Equatable, Hashable {
    /// https://developer.apple.com/documentation/swiftdata/modelcontext/init(_:)
    public init(_ container: ModelContainer) { self.container = container }
    public let container: ModelContainer
    public var autosaveEnabled: Bool = true
    public var hasChanges: Bool { false }
    public func insert<T>(_ model: T) where T: PersistentModel {}
    public func delete<T>(_ model: T) where T: PersistentModel {}
    public func delete<T>(model: T.Type, where predicate: Predicate<T>? = nil, includeSubclasses: Bool = true) throws
    where T: PersistentModel {}
    public func save() throws {}
    public func rollback() {}
    public func fetch<T>(_ descriptor: FetchDescriptor<T>) throws -> [T] where T: PersistentModel { [] }
    public func fetchCount<T>(_ descriptor: FetchDescriptor<T>) throws -> Int where T: PersistentModel { 0 }
    public func fetchIdentifiers<T>(_ descriptor: FetchDescriptor<T>) throws -> [PersistentIdentifier]
    where T: PersistentModel { [] }
    public func model(for persistentModelID: PersistentIdentifier) -> any PersistentModel { fatalError() }
    public func registeredModel<T>(for persistentModelID: PersistentIdentifier) -> T? where T: PersistentModel { nil }
    public func transaction(block: () throws -> Void) throws { try block() }
    public static func == (lhs: ModelContext, rhs: ModelContext) -> Bool { lhs === rhs }
    public func hash(into hasher: inout Hasher) { hasher.combine(ObjectIdentifier(self)) }
}
