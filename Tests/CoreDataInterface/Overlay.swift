// The Swift side of the Core Data interface in CoreData/: Swift-named API that Apple's overlay provides, and
// typealiases that make the Objective-C stand-ins win over Foundation's Swift classes of the same names (a
// declaration in the module being compiled shadows imported ones). Type-checked together with generated code:
//   swiftc -typecheck -Xfrontend -enable-objc-interop -I Tests/CoreDataInterface Overlay.swift Generated/*.swift
import CoreData

extension CoreData.NSObject: @retroactive Hashable {
    public static func == (lhs: CoreData.NSObject, rhs: CoreData.NSObject) -> Bool { lhs === rhs }
    public func hash(into hasher: inout Hasher) { hasher.combine(ObjectIdentifier(self)) }
}

public typealias NSObject = CoreData.NSObject
public typealias NSSet = CoreData.NSSet
public typealias NSOrderedSet = CoreData.NSOrderedSet
public typealias NSIndexSet = CoreData.NSIndexSet
public typealias NSNumber = CoreData.NSNumber
public typealias NSDecimalNumber = CoreData.NSDecimalNumber
public typealias NSDictionary = CoreData.NSDictionary
public typealias NSPredicate = CoreData.NSPredicate

extension NSNumber {
    public convenience init(value: Bool) { self.init() }
    public convenience init(value: Int16) { self.init() }
    public convenience init(value: Int32) { self.init() }
    public convenience init(value: Int64) { self.init() }
    public convenience init(value: Float) { self.init() }
    public convenience init(value: Double) { self.init() }
}

extension NSOrderedSet {
    public var array: [Any] { [] }
    public var count: Int { 0 }
}

extension NSManagedObject {
    public func primitiveValue(forKey key: String) -> Any? { nil }
    public func setPrimitiveValue(_ value: Any?, forKey key: String) {}
    public func willAccessValue(forKey key: String?) {}
    public func didAccessValue(forKey key: String?) {}
    public func willChangeValue(forKey key: String) {}
    public func didChangeValue(forKey key: String) {}
    public func value(forKey key: String) -> Any? { nil }
    public func setValue(_ value: Any?, forKey key: String) {}
}

extension NSEntityDescription {
    public class func entity(forEntityName entityName: String, in context: NSManagedObjectContext) -> NSEntityDescription? {
        nil
    }
    public var name: String? { nil }
}

extension NSManagedObjectContext {
    public func fetch<T>(_ request: NSFetchRequest<T>) throws -> [T] { [] }
    public func count<T>(for request: NSFetchRequest<T>) throws -> Int { 0 }
    public var persistentStoreCoordinator: NSPersistentStoreCoordinator? { nil }
}

extension NSPersistentStoreCoordinator {
    public var managedObjectModel: NSManagedObjectModel { NSManagedObjectModel() }
}

extension NSManagedObjectModel {
    public func fetchRequestFromTemplate(
        withName name: String, substitutionVariables variables: [String: Any]
    ) -> NSFetchRequest<NSFetchRequestResult>? { nil }
    public func fetchRequestTemplate(forName name: String) -> NSFetchRequest<NSFetchRequestResult>? { nil }
}
