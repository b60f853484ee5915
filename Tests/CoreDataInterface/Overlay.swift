// The Swift side of the Core Data interface in CoreData/: Swift-only API that Apple's overlays provide (the
// ObjectiveC, Foundation and CoreData Swift modules), and typealiases that make the Objective-C stand-ins win over
// swift-corelibs-foundation's Swift classes of the same names (a declaration in the module being compiled shadows
// imported ones). Type-checked together with the code under test:
//   swiftc -typecheck -Xfrontend -enable-objc-interop -I Tests/CoreDataInterface Overlay.swift Generated/*.swift
//
// Signatures are Apple's: CoreData.swiftinterface of the iOS 18 SDK, updated to the current SDK's (Xcode 26) as
// developer.apple.com shows it (@Sendable/@preconcurrency on perform/performAndWait); Foundation's Darwin-only API from
// swiftlang/swift-foundation's FOUNDATION_FRAMEWORK sources and the Foundation overlay. Bodies are placeholders.
//
// Everything is `nonisolated`, and the async methods `@concurrent`: Apple's overlays are separate modules built without
// default main-actor isolation or NonisolatedNonsendingByDefault, while this file is compiled into the module under
// test with whatever settings it has (`-default-isolation MainActor`, Xcode 26's upcoming features).
//
// Also declared here, because Swift on Linux cannot import an `NSError **` parameter (see NSError in CoreData.h): the
// `throws` forms of Objective-C methods that report errors. They are not @objc (an @objc throwing method needs the
// Objective-C runtime's NSError), so a subclass cannot override them; neither can it on Linux at all: the compiler
// crashes checking any throwing override in an @objc class without that runtime.
//
// This file is compiled into the module under test, whose own declarations shadow imported ones (a model of the
// corpus has an entity named KeyPath), so the Swift and Foundation types it names are module-qualified.
import CoreData
import Foundation

public typealias NSObject = CoreData.NSObject
public typealias NSObjectProtocol = CoreData.NSObjectProtocol
public typealias NSValue = CoreData.NSValue
public typealias NSNumber = CoreData.NSNumber
public typealias NSDecimalNumber = CoreData.NSDecimalNumber
public typealias NSDecimalNumberBehaviors = CoreData.NSDecimalNumberBehaviors
public typealias NSDictionary = CoreData.NSDictionary
public typealias NSSet = CoreData.NSSet
public typealias NSOrderedSet = CoreData.NSOrderedSet
public typealias NSMutableSet = CoreData.NSMutableSet
public typealias NSMutableOrderedSet = CoreData.NSMutableOrderedSet
public typealias NSIndexSet = CoreData.NSIndexSet
public typealias NSPredicate = CoreData.NSPredicate
public typealias NSCompoundPredicate = CoreData.NSCompoundPredicate
public typealias NSComparisonPredicate = CoreData.NSComparisonPredicate
public typealias NSExpression = CoreData.NSExpression
public typealias NSSortDescriptor = CoreData.NSSortDescriptor
// Foundation's NSErrorPointer (https://developer.apple.com/documentation/foundation/nserrorpointer) is
// AutoreleasingUnsafeMutablePointer<NSError?>?, a type only the Objective-C runtime has; callers pass `&error` to
// either (as with validateValue below).
public typealias NSErrorPointer = Swift.UnsafeMutablePointer<NSError?>?

// MARK: - ObjectiveC overlay (NSObject.swift): NSObject is Equatable and Hashable through isEqual(_:) and hash, a
// CVarArg (NSPredicate(format:_:) arguments), and CustomStringConvertible through description.

nonisolated extension CoreData.NSObject: @retroactive Swift.Equatable, @retroactive Swift.Hashable {
    public static func == (lhs: CoreData.NSObject, rhs: CoreData.NSObject) -> Swift.Bool { lhs.isEqual(rhs) }
    public func hash(into hasher: inout Swift.Hasher) { hasher.combine(hash) }
}

nonisolated extension CoreData.NSObject: @retroactive Swift.CVarArg {
    public var _cVarArgEncoding: [Swift.Int] { fatalError() }
}

nonisolated extension CoreData.NSObject: @retroactive Swift.CustomStringConvertible,
    @retroactive Swift.CustomDebugStringConvertible {}

// MARK: - Foundation overlay (NSNumber.swift): ComparisonResult and Decimal (see CoreData.h), and the numeric
// initializers from an NSNumber. (Its ExpressibleBy...Literal conformances cannot be declared outside the class's
// own module: they need `required` initializers, which only the class's module, or Apple's overlay of it, can add.)

nonisolated extension NSNumber {
    /// -[NSNumber compare:] (and -[NSDecimalNumber compare:]).
    public func compare(_ otherNumber: NSNumber) -> Foundation.ComparisonResult { fatalError() }
    /// -[NSNumber decimalValue] (and -[NSDecimalNumber decimalValue]).
    public var decimalValue: Foundation.Decimal { fatalError() }
}

nonisolated extension Swift.Int {
    public init(truncating number: NSNumber) { fatalError() }
    public init?(exactly number: NSNumber) { fatalError() }
}
nonisolated extension Swift.Int8 {
    public init(truncating number: NSNumber) { fatalError() }
    public init?(exactly number: NSNumber) { fatalError() }
}
nonisolated extension Swift.Int16 {
    public init(truncating number: NSNumber) { fatalError() }
    public init?(exactly number: NSNumber) { fatalError() }
}
nonisolated extension Swift.Int32 {
    public init(truncating number: NSNumber) { fatalError() }
    public init?(exactly number: NSNumber) { fatalError() }
}
nonisolated extension Swift.Int64 {
    public init(truncating number: NSNumber) { fatalError() }
    public init?(exactly number: NSNumber) { fatalError() }
}
nonisolated extension Swift.UInt {
    public init(truncating number: NSNumber) { fatalError() }
    public init?(exactly number: NSNumber) { fatalError() }
}
nonisolated extension Swift.UInt8 {
    public init(truncating number: NSNumber) { fatalError() }
    public init?(exactly number: NSNumber) { fatalError() }
}
nonisolated extension Swift.UInt16 {
    public init(truncating number: NSNumber) { fatalError() }
    public init?(exactly number: NSNumber) { fatalError() }
}
nonisolated extension Swift.UInt32 {
    public init(truncating number: NSNumber) { fatalError() }
    public init?(exactly number: NSNumber) { fatalError() }
}
nonisolated extension Swift.UInt64 {
    public init(truncating number: NSNumber) { fatalError() }
    public init?(exactly number: NSNumber) { fatalError() }
}
nonisolated extension Swift.Float {
    public init(truncating number: NSNumber) { fatalError() }
    public init?(exactly number: NSNumber) { fatalError() }
}
nonisolated extension Swift.Double {
    public init(truncating number: NSNumber) { fatalError() }
    public init?(exactly number: NSNumber) { fatalError() }
}
nonisolated extension Swift.Bool {
    public init(truncating number: NSNumber) { fatalError() }
    public init?(exactly number: NSNumber) { fatalError() }
}

// MARK: - Foundation overlay (NSDecimalNumber): -initWithDecimal: with Decimal (see NSDecimal in CoreData.h).

nonisolated extension NSDecimalNumber {
    public convenience init(decimal dcm: Foundation.Decimal) { fatalError() }
}

// MARK: - Foundation overlay (NSValue bridging, SE-0139): the geometry and range structs bridge to NSValue, so an
// array of them is an Objective-C type (an NSArray of NSValue), as in `@NSManaged var corners: [CGPoint]?`.
// https://github.com/swiftlang/swift-evolution/blob/main/proposals/0139-bridge-nsnumber-and-nsvalue.md

/// The bridging each of them has, to an `NSValue` box.
public protocol _BoxedInNSValue: Swift._ObjectiveCBridgeable where _ObjectiveCType == CoreData.NSValue {}

nonisolated extension _BoxedInNSValue {
    public func _bridgeToObjectiveC() -> CoreData.NSValue { fatalError() }
    public static func _forceBridgeFromObjectiveC(_ source: CoreData.NSValue, result: inout Self?) {}
    public static func _conditionallyBridgeFromObjectiveC(_ source: CoreData.NSValue, result: inout Self?) -> Swift.Bool {
        false
    }
    public static func _unconditionallyBridgeFromObjectiveC(_ source: CoreData.NSValue?) -> Self { fatalError() }
}

nonisolated extension Foundation.CGPoint: @retroactive Swift._ObjectiveCBridgeable, _BoxedInNSValue {}
nonisolated extension Foundation.CGSize: @retroactive Swift._ObjectiveCBridgeable, _BoxedInNSValue {}
nonisolated extension Foundation.CGRect: @retroactive Swift._ObjectiveCBridgeable, _BoxedInNSValue {}
nonisolated extension Foundation.NSRange: @retroactive Swift._ObjectiveCBridgeable, _BoxedInNSValue {}

// MARK: - Foundation overlay (NSSet.swift, NSOrderedSet.swift, NSIndexSet.swift): the collections are Sequences
// (fast enumeration). (Their ExpressibleByArrayLiteral conformances cannot be declared here; see NSNumber.)

/// Foundation's iterator over an NSFastEnumeration (Foundation/NSEnumerator.swift on Apple platforms).
nonisolated public struct NSFastEnumerationIterator: Swift.IteratorProtocol {
    public mutating func next() -> Any? { fatalError() }
}

nonisolated extension NSSet: @retroactive Swift.Sequence {
    public func makeIterator() -> NSFastEnumerationIterator { fatalError() }
    public convenience init(objects elements: Any...) { fatalError() }
}

nonisolated extension NSOrderedSet: @retroactive Swift.Sequence {
    public func makeIterator() -> NSFastEnumerationIterator { fatalError() }
    public convenience init(objects elements: Any...) { fatalError() }
}

nonisolated extension NSIndexSet: @retroactive Swift.Sequence {
    public func makeIterator() -> Foundation.NSIndexSetIterator { fatalError() }
}

// MARK: - Foundation overlay (NSPredicate.swift): the variadic initializer.

nonisolated extension NSPredicate {
    public convenience init(format predicateFormat: Swift.String, _ args: any Swift.CVarArg...) { fatalError() }
}

// MARK: - Foundation overlay (NSSortDescriptor.swift) and swift-foundation's SortDescriptor.swift
// (FOUNDATION_FRAMEWORK): key-path sort descriptors, and conversion from Foundation's Swift SortDescriptor.

nonisolated extension NSSortDescriptor {
    public convenience init<Root, Value>(keyPath: Swift.KeyPath<Root, Value>, ascending: Swift.Bool) { fatalError() }
    public convenience init<Root, Value>(
        keyPath: Swift.KeyPath<Root, Value>, ascending: Swift.Bool, comparator cmptr: @escaping Foundation.Comparator
    ) { fatalError() }
    public var keyPath: Swift.AnyKeyPath? { fatalError() }
    /// -[NSSortDescriptor compareObject:toObject:] with ComparisonResult (see NSComparisonResult in CoreData.h).
    public func compare(_ object1: Any, to object2: Any) -> Foundation.ComparisonResult { fatalError() }
    public convenience init<Compared>(_ sortDescriptor: Foundation.SortDescriptor<Compared>) where Compared: NSObject {
        fatalError()
    }
}

// Foundation on Linux (swift-corelibs-foundation with swift-foundation) has SortDescriptor and SortOrder, with the
// generic Comparable initializers (`init<Value: Comparable>(_: KeyPath<Compared, Value> & Sendable, order:)` and its
// Optional variant) and String initializers whose comparator has no default. Apple's Foundation adds, for Compared
// an NSObject, one initializer per value type Core Data stores (so that the descriptor converts to an
// NSSortDescriptor), String initializers defaulting to .localizedStandard, and init?(_:comparing:). Those are here.
nonisolated extension Foundation.SortDescriptor where Compared: NSObject {
    public init(
        _ keyPath: any Swift.KeyPath<Compared, Swift.Bool> & Sendable, order: Foundation.SortOrder = .forward
    ) { fatalError() }
    public init(
        _ keyPath: any Swift.KeyPath<Compared, Swift.Bool?> & Sendable, order: Foundation.SortOrder = .forward
    ) { fatalError() }
    public init(
        _ keyPath: any Swift.KeyPath<Compared, Swift.Double> & Sendable, order: Foundation.SortOrder = .forward
    ) { fatalError() }
    public init(
        _ keyPath: any Swift.KeyPath<Compared, Swift.Double?> & Sendable, order: Foundation.SortOrder = .forward
    ) { fatalError() }
    public init(
        _ keyPath: any Swift.KeyPath<Compared, Swift.Float> & Sendable, order: Foundation.SortOrder = .forward
    ) { fatalError() }
    public init(
        _ keyPath: any Swift.KeyPath<Compared, Swift.Float?> & Sendable, order: Foundation.SortOrder = .forward
    ) { fatalError() }
    public init(
        _ keyPath: any Swift.KeyPath<Compared, Swift.Int8> & Sendable, order: Foundation.SortOrder = .forward
    ) { fatalError() }
    public init(
        _ keyPath: any Swift.KeyPath<Compared, Swift.Int8?> & Sendable, order: Foundation.SortOrder = .forward
    ) { fatalError() }
    public init(
        _ keyPath: any Swift.KeyPath<Compared, Swift.Int16> & Sendable, order: Foundation.SortOrder = .forward
    ) { fatalError() }
    public init(
        _ keyPath: any Swift.KeyPath<Compared, Swift.Int16?> & Sendable, order: Foundation.SortOrder = .forward
    ) { fatalError() }
    public init(
        _ keyPath: any Swift.KeyPath<Compared, Swift.Int32> & Sendable, order: Foundation.SortOrder = .forward
    ) { fatalError() }
    public init(
        _ keyPath: any Swift.KeyPath<Compared, Swift.Int32?> & Sendable, order: Foundation.SortOrder = .forward
    ) { fatalError() }
    public init(
        _ keyPath: any Swift.KeyPath<Compared, Swift.Int64> & Sendable, order: Foundation.SortOrder = .forward
    ) { fatalError() }
    public init(
        _ keyPath: any Swift.KeyPath<Compared, Swift.Int64?> & Sendable, order: Foundation.SortOrder = .forward
    ) { fatalError() }
    public init(
        _ keyPath: any Swift.KeyPath<Compared, Swift.Int> & Sendable, order: Foundation.SortOrder = .forward
    ) { fatalError() }
    public init(
        _ keyPath: any Swift.KeyPath<Compared, Swift.Int?> & Sendable, order: Foundation.SortOrder = .forward
    ) { fatalError() }
    public init(
        _ keyPath: any Swift.KeyPath<Compared, Swift.UInt8> & Sendable, order: Foundation.SortOrder = .forward
    ) { fatalError() }
    public init(
        _ keyPath: any Swift.KeyPath<Compared, Swift.UInt8?> & Sendable, order: Foundation.SortOrder = .forward
    ) { fatalError() }
    public init(
        _ keyPath: any Swift.KeyPath<Compared, Swift.UInt16> & Sendable, order: Foundation.SortOrder = .forward
    ) { fatalError() }
    public init(
        _ keyPath: any Swift.KeyPath<Compared, Swift.UInt16?> & Sendable, order: Foundation.SortOrder = .forward
    ) { fatalError() }
    public init(
        _ keyPath: any Swift.KeyPath<Compared, Swift.UInt32> & Sendable, order: Foundation.SortOrder = .forward
    ) { fatalError() }
    public init(
        _ keyPath: any Swift.KeyPath<Compared, Swift.UInt32?> & Sendable, order: Foundation.SortOrder = .forward
    ) { fatalError() }
    public init(
        _ keyPath: any Swift.KeyPath<Compared, Swift.UInt64> & Sendable, order: Foundation.SortOrder = .forward
    ) { fatalError() }
    public init(
        _ keyPath: any Swift.KeyPath<Compared, Swift.UInt64?> & Sendable, order: Foundation.SortOrder = .forward
    ) { fatalError() }
    public init(
        _ keyPath: any Swift.KeyPath<Compared, Swift.UInt> & Sendable, order: Foundation.SortOrder = .forward
    ) { fatalError() }
    public init(
        _ keyPath: any Swift.KeyPath<Compared, Swift.UInt?> & Sendable, order: Foundation.SortOrder = .forward
    ) { fatalError() }
    public init(
        _ keyPath: any Swift.KeyPath<Compared, Foundation.Date> & Sendable, order: Foundation.SortOrder = .forward
    ) { fatalError() }
    public init(
        _ keyPath: any Swift.KeyPath<Compared, Foundation.Date?> & Sendable, order: Foundation.SortOrder = .forward
    ) { fatalError() }
    public init(
        _ keyPath: any Swift.KeyPath<Compared, Foundation.UUID> & Sendable, order: Foundation.SortOrder = .forward
    ) { fatalError() }
    public init(
        _ keyPath: any Swift.KeyPath<Compared, Foundation.UUID?> & Sendable, order: Foundation.SortOrder = .forward
    ) { fatalError() }
    public init(
        _ keyPath: any Swift.KeyPath<Compared, Swift.String> & Sendable,
        comparator: Swift.String.StandardComparator = .localizedStandard
    ) { fatalError() }
    public init(
        _ keyPath: any Swift.KeyPath<Compared, Swift.String?> & Sendable,
        comparator: Swift.String.StandardComparator = .localizedStandard
    ) { fatalError() }
    public init(
        _ keyPath: any Swift.KeyPath<Compared, Swift.String> & Sendable,
        comparator: Swift.String.StandardComparator = .localizedStandard, order: Foundation.SortOrder
    ) { fatalError() }
    public init(
        _ keyPath: any Swift.KeyPath<Compared, Swift.String?> & Sendable,
        comparator: Swift.String.StandardComparator = .localizedStandard, order: Foundation.SortOrder
    ) { fatalError() }
    public init?(_ descriptor: NSSortDescriptor, comparing comparedType: Compared.Type) { fatalError() }
}

// swift-foundation's String+SortComparator.swift (FOUNDATION_FRAMEWORK): the localized comparators.
nonisolated extension Swift.String.StandardComparator {
    public static let localizedStandard = Swift.String.StandardComparator.lexical // placeholder value
    public static let localized = Swift.String.StandardComparator.lexical // placeholder value
}

// MARK: - CoreData overlay: NSManagedObject (the Swift-visible fetchRequest(); iOS 18's key subscript), and the
// throwing validation methods (see NSError in CoreData.h). `validateValue` takes an
// AutoreleasingUnsafeMutablePointer<AnyObject?> on Apple platforms, a type only the Objective-C runtime has; callers
// pass `&value` to either.

// Foundation/NSKeyValueCoding.h and CoreData/NSManagedObject.h methods that return `id`, declared here with Apple's
// Swift signatures (see MOGEN_DECLARED_IN_OVERLAY in CoreData.h): Swift on Linux cannot compile a call to them.
nonisolated extension NSObject {
    public func value(forKey key: Swift.String) -> Any? { fatalError() }
    public func value(forKeyPath keyPath: Swift.String) -> Any? { fatalError() }
}

nonisolated extension NSManagedObject {
    public func primitiveValue(forKey key: Swift.String) -> Any? { fatalError() }
}

nonisolated extension NSManagedObject {
    @_disfavoredOverload @objc dynamic public class func fetchRequest() -> NSFetchRequest<any NSFetchRequestResult> {
        fatalError()
    }
    public subscript(key: Swift.String) -> Any? {
        get { fatalError() }
        set { fatalError() }
    }
    public func validateValue(_ value: Swift.UnsafeMutablePointer<AnyObject?>, forKey key: Swift.String) throws {
        fatalError()
    }
    public func validateForDelete() throws { fatalError() }
    public func validateForInsert() throws { fatalError() }
    public func validateForUpdate() throws { fatalError() }
}

// CoreData/NSFetchRequest.h's -execute: (`func execute() throws -> [ResultType]` on Apple platforms) has no Swift form
// here: the importer cannot import its `NSError **` parameter, Swift rejects a non-@objc member of an extension of a
// generic Objective-C class ("cannot access the class's generic parameters at runtime"), and an @objc throwing
// method crashes the compiler without the Objective-C runtime. Code that calls it does not type-check on Linux.

// MARK: - CoreData overlay: NSManagedObjectContext.

nonisolated extension NSManagedObjectContext {
    public func fetch<T>(_ request: NSFetchRequest<T>) throws -> [T] where T: NSFetchRequestResult { fatalError() }
    @_disfavoredOverload public func fetch(_ request: NSFetchRequest<any NSFetchRequestResult>) throws -> [Any] {
        fatalError()
    }
    public func count<T>(for request: NSFetchRequest<T>) throws -> Swift.Int where T: NSFetchRequestResult {
        fatalError()
    }

    // The Objective-C methods that report errors (see NSError in CoreData.h).
    public func save() throws { fatalError() }
    public func existingObject(with objectID: NSManagedObjectID) throws -> NSManagedObject { fatalError() }
    public func execute(_ request: NSPersistentStoreRequest) throws -> NSPersistentStoreResult { fatalError() }
    public func obtainPermanentIDs(for objects: [NSManagedObject]) throws { fatalError() }

    public static let willSaveObjectsNotification =
        Foundation.Notification.Name("NSManagedObjectContextWillSaveNotification")
    public static let didSaveObjectsNotification =
        Foundation.Notification.Name("NSManagedObjectContextDidSaveNotification")
    public static let didChangeObjectsNotification =
        Foundation.Notification.Name("NSObjectsChangedInManagingContextNotification")
    public static let didSaveObjectIDsNotification =
        Foundation.Notification.Name("NSManagedObjectContextDidSaveObjectIDsNotification")
    public static let didMergeChangesObjectIDsNotification =
        Foundation.Notification.Name("NSManagedObjectContextDidMergeChangesObjectIDsNotification")

    public enum NotificationKey: Swift.String {
        case queryGeneration
        case invalidatedAllObjects
        case insertedObjects
        case updatedObjects
        case deletedObjects
        case refreshedObjects
        case invalidatedObjects
        case insertedObjectIDs
        case updatedObjectIDs
        case deletedObjectIDs
        case refreshedObjectIDs
        case invalidatedObjectIDs
    }

    public struct ConcurrencyType: Swift.Hashable, Swift.Equatable, Swift.RawRepresentable {
        public var rawValue: NSManagedObjectContextConcurrencyType
        public init(rawValue: NSManagedObjectContextConcurrencyType) { self.rawValue = rawValue }
        nonisolated(unsafe) public static let privateQueue = ConcurrencyType(rawValue: .privateQueueConcurrencyType)
        nonisolated(unsafe) public static let mainQueue = ConcurrencyType(rawValue: .mainQueueConcurrencyType)
    }

    public enum ScheduledTaskType {
        case immediate
        case enqueued
    }

    public convenience init(_ type: NSManagedObjectContext.ConcurrencyType) { fatalError() }

    @preconcurrency nonisolated public func performAndWait<T>(_ block: @Sendable () throws -> T) rethrows -> T {
        fatalError()
    }
    @preconcurrency @concurrent nonisolated public func perform<T>(
        schedule: NSManagedObjectContext.ScheduledTaskType = .immediate, _ block: @escaping @Sendable () throws -> T
    ) async rethrows -> T {
        fatalError()
    }
}

// MARK: - CoreData overlay: NSMergePolicy (-resolveConflicts:error:, throwing; see NSError in CoreData.h).

nonisolated extension NSMergePolicy {
    public func resolve(mergeConflicts list: [Any]) throws { fatalError() }
}

// MARK: - CoreData overlay: NSAttributeDescription.AttributeType and NSPersistentStore.StoreType.

nonisolated extension NSAttributeDescription {
    public struct AttributeType: Swift.Hashable, Swift.Equatable, Swift.RawRepresentable {
        public var rawValue: NSAttributeType
        public init(rawValue: NSAttributeType) { self.rawValue = rawValue }
        nonisolated(unsafe) public static let undefined = AttributeType(rawValue: .undefinedAttributeType)
        nonisolated(unsafe) public static let integer16 = AttributeType(rawValue: .integer16AttributeType)
        nonisolated(unsafe) public static let integer32 = AttributeType(rawValue: .integer32AttributeType)
        nonisolated(unsafe) public static let integer64 = AttributeType(rawValue: .integer64AttributeType)
        nonisolated(unsafe) public static let decimal = AttributeType(rawValue: .decimalAttributeType)
        nonisolated(unsafe) public static let double = AttributeType(rawValue: .doubleAttributeType)
        nonisolated(unsafe) public static let float = AttributeType(rawValue: .floatAttributeType)
        nonisolated(unsafe) public static let string = AttributeType(rawValue: .stringAttributeType)
        nonisolated(unsafe) public static let boolean = AttributeType(rawValue: .booleanAttributeType)
        nonisolated(unsafe) public static let date = AttributeType(rawValue: .dateAttributeType)
        nonisolated(unsafe) public static let binaryData = AttributeType(rawValue: .binaryDataAttributeType)
        nonisolated(unsafe) public static let uuid = AttributeType(rawValue: .UUIDAttributeType)
        nonisolated(unsafe) public static let uri = AttributeType(rawValue: .URIAttributeType)
        nonisolated(unsafe) public static let transformable = AttributeType(rawValue: .transformableAttributeType)
        nonisolated(unsafe) public static let objectID = AttributeType(rawValue: .objectIDAttributeType)
        nonisolated(unsafe) public static let composite = AttributeType(rawValue: .compositeAttributeType)
    }
    public var type: NSAttributeDescription.AttributeType {
        get { fatalError() }
        set { fatalError() }
    }
}

nonisolated extension NSPersistentStore {
    public struct StoreType: Swift.Hashable, Swift.Equatable, Swift.RawRepresentable {
        public var rawValue: Swift.String
        public init(rawValue: Swift.String) { self.rawValue = rawValue }
        nonisolated(unsafe) public static let sqlite = StoreType(rawValue: "SQLite")
        nonisolated(unsafe) public static let binary = StoreType(rawValue: "Binary")
        nonisolated(unsafe) public static let inMemory = StoreType(rawValue: "InMemory")
    }
}

// MARK: - CoreData overlay: NSPersistentStoreCoordinator.

nonisolated extension NSPersistentStoreCoordinator {
    // The Objective-C methods that report errors (see NSError in CoreData.h).
    public func addPersistentStore(
        ofType storeType: Swift.String, configurationName configuration: Swift.String?, at storeURL: Foundation.URL?,
        options: [Swift.AnyHashable: Any]? = nil
    ) throws -> NSPersistentStore { fatalError() }
    public func remove(_ store: NSPersistentStore) throws { fatalError() }

    public func addPersistentStore(
        type: NSPersistentStore.StoreType, configuration: Swift.String? = nil, at storeURL: Foundation.URL,
        options: [Swift.AnyHashable: Any]? = nil
    ) throws -> NSPersistentStore { fatalError() }
    public func destroyPersistentStore(
        at url: Foundation.URL, type storeType: NSPersistentStore.StoreType, options: [Swift.AnyHashable: Any]? = nil
    ) throws { fatalError() }
    public func managedObjectID(for string: Swift.String) -> NSManagedObjectID? { fatalError() }
    public func replacePersistentStore(
        at destinationURL: Foundation.URL, destinationOptions: [Swift.AnyHashable: Any]? = nil,
        withPersistentStoreFrom sourceURL: Foundation.URL, sourceOptions: [Swift.AnyHashable: Any]? = nil,
        type storeType: NSPersistentStore.StoreType
    ) throws { fatalError() }
    public class func metadataForPersistentStore(
        type storeType: NSPersistentStore.StoreType, at url: Foundation.URL, options: [Swift.AnyHashable: Any]? = nil
    ) throws -> [Swift.String: Any] { fatalError() }

    @preconcurrency public func performAndWait<T>(_ block: @Sendable () throws -> T) rethrows -> T { fatalError() }
    @preconcurrency @concurrent public func perform<T>(
        _ block: @escaping @Sendable () throws -> T
    ) async rethrows -> T {
        fatalError()
    }
}

// MARK: - CoreData overlay: NSPersistentContainer.

nonisolated extension NSPersistentContainer {
    public class var defaultDirectoryURL: Foundation.URL { fatalError() }
    @concurrent public func performBackgroundTask<T>(
        _ block: @escaping (NSManagedObjectContext) throws -> T
    ) async rethrows -> T {
        fatalError()
    }
}

// MARK: - CoreData overlay: migration with a mapping model, as Apple's documentation gives the Swift forms.
// https://developer.apple.com/documentation/coredata/nsmappingmodel/init(from:forsourcemodel:destinationmodel:),
// .../nsmigrationmanager/migratestore(from:type:options:mapping:to:type:options:)

nonisolated extension NSMappingModel {
    public convenience init?(
        from bundles: [Foundation.Bundle]?, forSourceModel sourceModel: NSManagedObjectModel?,
        destinationModel: NSManagedObjectModel?
    ) {
        fatalError()
    }
}

nonisolated extension NSMigrationManager {
    public func migrateStore(
        from sourceURL: Foundation.URL, type sourceType: NSPersistentStore.StoreType,
        options sourceOptions: [Swift.AnyHashable: Any]? = nil, mapping: NSMappingModel, to destinationURL: Foundation.URL,
        type destinationType: NSPersistentStore.StoreType, options destinationOptions: [Swift.AnyHashable: Any]? = nil
    ) throws { fatalError() }
}

// MARK: - CoreData overlay: staged migration (macOS 14, iOS 17), as Apple's documentation gives the Swift forms.
// https://developer.apple.com/documentation/coredata/nscustommigrationstage,
// .../nslightweightmigrationstage, .../nsstagedmigrationmanager/init(_:), .../nsmanagedobjectmodel/versionchecksum

nonisolated extension NSManagedObjectModel {
    public class func checksumsForVersionedModel(at modelURL: Foundation.URL) throws -> [Swift.String: Swift.String] {
        fatalError()
    }
}

nonisolated extension NSManagedObjectModelReference {
    public convenience init(
        entityVersionHashes versionHash: [Swift.AnyHashable: Any], in bundle: Foundation.Bundle?,
        versionChecksum: Swift.String
    ) {
        fatalError()
    }
    public convenience init(name modelName: Swift.String, in bundle: Foundation.Bundle?, versionChecksum: Swift.String) {
        fatalError()
    }
}

nonisolated extension NSLightweightMigrationStage {
    public convenience init(_ versionChecksums: [Swift.String]) { fatalError() }
}

nonisolated extension NSCustomMigrationStage {
    public convenience init(migratingFrom currentModel: NSManagedObjectModelReference, to nextModel: NSManagedObjectModelReference) {
        fatalError()
    }
    public var willMigrateHandler: ((NSStagedMigrationManager, NSCustomMigrationStage) throws -> Swift.Void)? {
        get { fatalError() }
        set { fatalError() }
    }
    public var didMigrateHandler: ((NSStagedMigrationManager, NSCustomMigrationStage) throws -> Swift.Void)? {
        get { fatalError() }
        set { fatalError() }
    }
}

nonisolated extension NSStagedMigrationManager {
    public convenience init(_ stages: [NSMigrationStage]) { fatalError() }
}
