import Foundation
import MogenTestSupport
import Testing

/// The Core Data interface in `Tests/CoreDataInterface` stands in for Apple's SDK when generated code is type-checked
/// on Linux (see `Scripts/typecheck-generated`). Code that apps write against Core Data must type-check with it as it
/// does with Xcode (the SDK declarations it mirrors are named in `CoreData/CoreData.h`, `CoreData/CoreData.apinotes`
/// and `Overlay.swift`), and what Xcode rejects must be rejected.
@Suite("The Core Data interface", .tags(.slow), .serialized, .temporaryDirectories)
struct CoreDataInterfaceTests {
    @Test("app code written against Core Data and Foundation type-checks")
    func appCode() throws {
        let (status, output) = try Self.typeCheck(Self.model + Self.app)
        #expect(status == 0, "app code does not type-check:\n\(output)")
    }

    @Test("staged migration (macOS 14, iOS 17), as Apple documents it, type-checks in every compiler mode",
        arguments: GeneratorFixtures.compilerModes)
    func stagedMigration(mode: [String]) throws {
        let directory = try TemporaryDirectory.make()
        try Data(Self.stagedMigration.utf8).write(to: URL(fileURLWithPath: directory + "/Migration.swift"))
        let (status, output) = try GeneratorFixtures.typeCheck(directory, mode: mode)
        #expect(status == 0, "staged migration code does not type-check with \(mode):\n\(output)")
    }

    /// References by checksum (read from the compiled bundle), a lightweight stage over two versions, a custom stage
    /// whose handlers work in the manager's container, and the manager in the store's options: the Swift forms of
    /// https://developer.apple.com/documentation/coredata/nsstagedmigrationmanager and its stages' pages.
    static let stagedMigration = #"""
        import CoreData
        import Foundation

        struct MissingVersion: Error {}

        func stagedMigration(bundleURL: URL, models: [String: NSManagedObjectModel]) throws -> NSStagedMigrationManager {
            let checksums = try NSManagedObjectModel.checksumsForVersionedModel(at: bundleURL)
            guard let v1 = models["V1"], let v2 = models["V2"], let c1 = checksums["V1"], let c2 = checksums["V2"],
                let c3 = checksums["V3"]
            else { throw MissingVersion() }
            let first = NSManagedObjectModelReference(model: v1, versionChecksum: c1)
            let second = NSManagedObjectModelReference(model: v2, versionChecksum: c2)
            let named = NSManagedObjectModelReference(name: "Model", in: Bundle.main, versionChecksum: v2.versionChecksum)
            let _: NSManagedObjectModel = named.resolvedModel
            let custom = NSCustomMigrationStage(migratingFrom: first, to: second)
            custom.label = "V1 to V2"
            custom.willMigrateHandler = { manager, stage in
                guard let container = manager.container else { return }
                let context = container.newBackgroundContext()
                try context.performAndWait { try context.save() }
                _ = stage.currentModel.versionChecksum + stage.nextModel.versionChecksum
            }
            custom.didMigrateHandler = { manager, _ in _ = manager.stages.count }
            let lightweight = NSLightweightMigrationStage([c2, c3])
            let manager = NSStagedMigrationManager([custom, lightweight])
            let description = NSPersistentStoreDescription(url: bundleURL)
            description.setOption(manager, forKey: NSPersistentStoreStagedMigrationManagerOptionKey)
            return manager
        }
        """#

    @Test("what Xcode rejects is rejected", arguments: Self.rejections)
    func rejects(_ rejection: Rejection) throws {
        let (status, output) = try Self.typeCheck(Self.model + "\n" + rejection.code + "\n")
        #expect(status != 0, "\(rejection.name) should be rejected")
        #expect(output.contains(rejection.message), "\(rejection.name): \(output)")
    }

    /// Code Xcode rejects (errors, or warnings where the SDK's concurrency annotations are `@preconcurrency`: the
    /// type-check fails on warnings too), with the message it rejects it with.
    struct Rejection: Sendable, CustomTestStringConvertible {
        let name: String
        let code: String
        let message: String
        var testDescription: String { name }
    }

    static let rejections: [Rejection] = [
        Rejection(
            name: "an optional assigned to a non-optional scalar @NSManaged property",
            code: "func f(_ e: Employee) { let days: Int16? = nil; e.age = days }",
            message: "value of optional type 'Int16?' must be unwrapped"),
        Rejection(
            name: "NSNumber's int16Value is an Int16",
            code: "func f(_ n: NSNumber) -> Int { n.int16Value }",
            message: "cannot convert return expression of type 'Int16' to return type 'Int'"),
        Rejection(
            name: "NSNumber's shortValue is int16Value in Swift",
            code: "func f(_ n: NSNumber) -> Int16 { n.shortValue }",
            message: "'shortValue' has been renamed to 'int16Value'"),
        Rejection(
            name: "NSNumber's longValue is not available in Swift",
            code: "func f(_ n: NSNumber) -> Int { n.longValue }",
            message: "'longValue' is unavailable in Swift"),
        Rejection(
            name: "save() throws",
            code: "func f(_ c: NSManagedObjectContext) { c.save() }",
            message: "call can throw, but it is not marked with 'try'"),
        Rejection(
            name: "a typed fetch returns its result type",
            code: "func f(_ c: NSManagedObjectContext) throws -> [Department] { try c.fetch(Employee.fetchRequest()) }",
            message: "cannot convert value of type 'NSFetchRequest<Employee>' to expected argument type "
                + "'NSFetchRequest<Department>'"),
        Rejection(
            name: "NSManagedObject is not Sendable",
            code: "func f(_ e: Employee) -> any Sendable { e }",
            message: "type 'Employee' does not conform to the 'Sendable' protocol"),
        Rejection(
            name: "perform's closure is @Sendable: no managed object captured",
            code: "func f(_ c: NSManagedObjectContext, _ e: Employee) { c.perform { e.name = \"x\" } }",
            message: "capture of 'e' with non-Sendable type 'Employee' in a '@Sendable' closure"),
        Rejection(
            name: "performAndWait's closure is @Sendable: no captured variable mutated",
            code: "func f(_ c: NSManagedObjectContext) { var n = 0; c.performAndWait { n += 1 }; _ = n }",
            message: "mutation of captured var 'n' in concurrently-executing code"),
        Rejection(
            name: "the async perform's closure is @Sendable",
            code: "func f(_ c: NSManagedObjectContext, _ e: Employee) async -> String { await c.perform { e.name } }",
            message: "capture of 'e' with non-Sendable type 'Employee' in a '@Sendable' closure"),
        Rejection(
            name: "the merge policy globals are shared mutable state in Swift 6",
            code: "func f(_ c: NSManagedObjectContext) { c.mergePolicy = NSMergeByPropertyObjectTrumpMergePolicy }",
            message: "is not concurrency-safe because it involves shared mutable state"),
        Rejection(
            name: "performBackgroundTask's closure is @Sendable: no managed object captured",
            code: "func f(_ c: NSPersistentContainer, _ e: Employee) { c.performBackgroundTask { _ in e.name = \"x\" } }",
            message: "capture of 'e' with non-Sendable type 'Employee' in a '@Sendable' closure"),
        Rejection(
            name: "CloudKit container options need a container identifier",
            code: "func f() -> NSPersistentCloudKitContainerOptions { NSPersistentCloudKitContainerOptions() }",
            message: "'init()' is unavailable"),
        Rejection(
            name: "a store description's CloudKit options are optional",
            code: "func f(_ d: NSPersistentStoreDescription) -> String { d.cloudKitContainerOptions.containerIdentifier }",
            message: "value of optional type 'NSPersistentCloudKitContainerOptions?' must be unwrapped"),
        Rejection(
            name: "NSManagedObjectContext() is deprecated",
            code: "func f() -> NSManagedObjectContext { NSManagedObjectContext() }",
            message: "'init()' is deprecated: Use -initWithConcurrencyType: instead"),
        Rejection(
            name: "a staged migration stage's Objective-C initializer, which Swift refines",
            code: "func f() -> NSLightweightMigrationStage { NSLightweightMigrationStage(versionChecksums: []) }",
            message: "extraneous argument label 'versionChecksums:' in call"),
    ]

    /// Type-checks `source` as one file of a module, with the interface; returns the script's status and output.
    static func typeCheck(_ source: String) throws -> (status: Int32, output: String) {
        let directory = try TemporaryDirectory.make()
        try Data(source.utf8).write(to: URL(fileURLWithPath: directory + "/App.swift"))
        return try GeneratorFixtures.typeCheck(directory)
    }

    /// Model classes as Xcode's Manual/None code generation and app code declare them.
    static let model = #"""
        import CoreData
        import Foundation

        // Model classes as Xcode's "Manual/None" codegen writes them.
        @objc(Department)
        public class Department: NSManagedObject {}

        extension Department {
            @nonobjc public class func fetchRequest() -> NSFetchRequest<Department> {
                NSFetchRequest<Department>(entityName: "Department")
            }
            @NSManaged public var name: String
            @NSManaged public var code: Int16
            @NSManaged public var budget: NSDecimalNumber?
            @NSManaged public var employees: Set<Employee>
        }

        @objc(Employee)
        public class Employee: NSManagedObject {
            public override func awakeFromInsert() {
                super.awakeFromInsert()
                setPrimitiveValue(Date(), forKey: "hireDate")
            }
            public override func willSave() {
                super.willSave()
                if isUpdated, changedValues()["salary"] != nil { _ = committedValues(forKeys: ["salary"]) }
            }
            public override var description: String { "Employee \(name)" }
        }

        extension Employee {
            @nonobjc public class func fetchRequest() -> NSFetchRequest<Employee> {
                NSFetchRequest<Employee>(entityName: "Employee")
            }
            @NSManaged public var name: String
            @NSManaged public var hireDate: Date
            @NSManaged public var salary: NSDecimalNumber
            @NSManaged public var age: Int16
            @NSManaged public var isManager: Bool
            @NSManaged public var rating: Double
            @NSManaged public var badge: UUID?
            @NSManaged public var photo: Data?
            @NSManaged public var homePage: URL?
            @NSManaged public var department: Department?
            @NSManaged public var steps: NSOrderedSet
            @NSManaged public var tags: NSSet?

            public var vacationDays: Int16? {
                get {
                    willAccessValue(forKey: "vacationDays")
                    defer { didAccessValue(forKey: "vacationDays") }
                    return (primitiveValue(forKey: "vacationDays") as? NSNumber)?.int16Value
                }
                set {
                    willChangeValue(forKey: "vacationDays")
                    defer { didChangeValue(forKey: "vacationDays") }
                    setPrimitiveValue(newValue.map { NSNumber(value: $0) }, forKey: "vacationDays")
                }
            }

            @objc(addStepsObject:) @NSManaged public func addToSteps(_ value: Employee)
            @objc(insertObject:inStepsAtIndex:) @NSManaged public func insertIntoSteps(_ value: Employee, at idx: Int)
            @objc(insertSteps:atIndexes:)
            @NSManaged public func insertIntoSteps(_ values: [Employee], at indexes: NSIndexSet)
            @objc(addTags:) @NSManaged public func addToTags(_ values: NSSet)
        }

        extension Employee: Identifiable {}

        // A transformer registered by name, as apps declare one for a Transformable attribute.
        @objc(ColorTransformer)
        final class ColorTransformer: NSSecureUnarchiveFromDataTransformer {
            static let name = NSValueTransformerName(rawValue: String(describing: ColorTransformer.self))
            override static var allowedTopLevelClasses: [AnyClass] { [Department.self, NSNumber.self] }
            static func register() { ValueTransformer.setValueTransformer(ColorTransformer(), forName: name) }
        }

        final class UppercaseTransformer: ValueTransformer {
            override class func transformedValueClass() -> AnyClass { NSNumber.self }
            override class func allowsReverseTransformation() -> Bool { true }
            override func transformedValue(_ value: Any?) -> Any? { (value as? String)?.uppercased() }
            override func reverseTransformedValue(_ value: Any?) -> Any? { value }
        }

        """#

    /// App code using the Core Data API (stack, model introspection, fetching, saving, concurrency) and the Foundation
    /// classes it works with (NSNumber, NSDecimalNumber, NSSet, NSOrderedSet, NSIndexSet, NSPredicate,
    /// NSSortDescriptor and Foundation's SortDescriptor, ValueTransformer).
    static let app = #"""

        func makeContainer() -> NSPersistentContainer {
            let url = URL(fileURLWithPath: "/tmp/Model.momd")
            let model = NSManagedObjectModel(contentsOf: url) ?? NSManagedObjectModel()
            let container = NSPersistentContainer(name: "Model", managedObjectModel: model)
            let description = NSPersistentStoreDescription(url: URL(fileURLWithPath: "/dev/null"))
            description.type = NSInMemoryStoreType
            description.shouldAddStoreAsynchronously = false
            description.shouldMigrateStoreAutomatically = true
            description.setOption(NSNumber(value: true), forKey: NSPersistentHistoryTrackingKey)
            container.persistentStoreDescriptions = [description]
            container.loadPersistentStores { storeDescription, error in
                if let error { print("\(storeDescription.url?.path ?? "?"): \(error)") }
            }
            container.viewContext.automaticallyMergesChangesFromParent = true
            container.viewContext.mergePolicy = NSMergePolicy.mergeByPropertyObjectTrump
            container.viewContext.name = "view"
            let _: URL = NSPersistentContainer.defaultDirectoryURL()
            let _: URL = NSPersistentContainer.defaultDirectoryURL
            let _: NSManagedObjectModel = container.managedObjectModel
            let _: NSPersistentStoreCoordinator = container.persistentStoreCoordinator
            ColorTransformer.register()
            return container
        }

        // A stack with a store per configuration, one of them synced with CloudKit.
        func makeCloudKitContainer(_ model: NSManagedObjectModel) -> NSPersistentCloudKitContainer {
            let container = NSPersistentCloudKitContainer(name: "Model", managedObjectModel: model)
            let entitlements: String? =
                container.persistentStoreDescriptions.first?.cloudKitContainerOptions?.containerIdentifier
            let cloud = NSPersistentStoreDescription(url: URL(fileURLWithPath: "/tmp/Model-Cloud.sqlite"))
            cloud.configuration = "Cloud"
            cloud.cloudKitContainerOptions = NSPersistentCloudKitContainerOptions(
                containerIdentifier: entitlements ?? "iCloud.com.example.App")
            cloud.setOption(NSNumber(value: true), forKey: NSPersistentStoreRemoteChangeNotificationPostOptionKey)
            let local = NSPersistentStoreDescription(url: URL(fileURLWithPath: "/tmp/Model-Local.sqlite"))
            local.configuration = "Local"
            local.cloudKitContainerOptions = nil
            container.persistentStoreDescriptions = [cloud, local]
            let _: URL = NSPersistentCloudKitContainer.defaultDirectoryURL()
            let base: NSPersistentContainer = container
            let shared: any Sendable = container
            _ = (base, shared)
            return container
        }

        func useModel(_ model: NSManagedObjectModel, context: NSManagedObjectContext) throws {
            let entities: [NSEntityDescription] = model.entities
            let byName: [String: NSEntityDescription] = model.entitiesByName
            let configurations: [String] = model.configurations
            let inDefault: [NSEntityDescription]? = model.entities(forConfigurationName: "Default")
            let templates: [String: NSFetchRequest<any NSFetchRequestResult>] = model.fetchRequestTemplatesByName
            let template: NSFetchRequest<any NSFetchRequestResult>? = model.fetchRequestTemplate(forName: "all")
            let bound = model.fetchRequestFromTemplate(withName: "byName", substitutionVariables: ["NAME": "Ada"])
            let merged: NSManagedObjectModel? = NSManagedObjectModel.mergedModel(from: nil)
            let versions: Set<AnyHashable> = model.versionIdentifiers
            _ = (entities, byName, configurations, inDefault, templates, template, bound, merged, versions)

            guard let entity = NSEntityDescription.entity(forEntityName: "Employee", in: context) else { return }
            let name: String? = entity.name
            let className: String = entity.managedObjectClassName
            let abstract: Bool = entity.isAbstract
            let superentity: NSEntityDescription? = entity.superentity
            let subentities: [NSEntityDescription] = entity.subentities
            let subentitiesByName: [String: NSEntityDescription] = entity.subentitiesByName
            let properties: [NSPropertyDescription] = entity.properties
            let propertiesByName: [String: NSPropertyDescription] = entity.propertiesByName
            let hash: Data = entity.versionHash
            let renaming: String? = entity.renamingIdentifier
            let info: [AnyHashable: Any]? = entity.userInfo
            let owner: NSManagedObjectModel = entity.managedObjectModel
            let isKind: Bool = entity.isKindOf(entity: entity)
            _ = (name, className, abstract, superentity, subentities, subentitiesByName, properties, propertiesByName)
            _ = hash
            _ = (renaming, info, owner, isKind)
            for (key, attribute) in entity.attributesByName {
                let type: NSAttributeType = attribute.attributeType
                let swiftType: NSAttributeDescription.AttributeType = attribute.type
                let valueClass: String? = attribute.attributeValueClassName
                let defaultValue: Any? = attribute.defaultValue
                let transformer: String? = attribute.valueTransformerName
                let external: Bool = attribute.allowsExternalBinaryDataStorage
                let optional: Bool = attribute.isOptional
                let transient: Bool = attribute.isTransient
                let userInfo: [AnyHashable: Any]? = attribute.userInfo
                switch type {
                case .integer16AttributeType, .integer32AttributeType, .integer64AttributeType: break
                case .UUIDAttributeType, .URIAttributeType, .transformableAttributeType, .objectIDAttributeType: break
                default: break
                }
                _ = (key, swiftType == .integer16, valueClass, defaultValue, transformer, external, optional, transient)
                _ = userInfo
            }
            for relationship in entity.relationshipsByName.values {
                let destination: NSEntityDescription? = relationship.destinationEntity
                let inverse: NSRelationshipDescription? = relationship.inverseRelationship
                let toMany: Bool = relationship.isToMany
                let ordered: Bool = relationship.isOrdered
                let rule: NSDeleteRule = relationship.deleteRule
                let counts: (Int, Int) = (relationship.minCount, relationship.maxCount)
                _ = (destination, inverse, toMany, ordered, rule == .cascadeDeleteRule, counts)
            }
            if let fetched = entity.propertiesByName["recent"] as? NSFetchedPropertyDescription {
                _ = fetched.fetchRequest
            }
            let inserted = NSEntityDescription.insertNewObject(forEntityName: "Employee", into: context) as? Employee
            _ = inserted
        }

        func useContext(_ container: NSPersistentContainer) throws {
            let context = container.viewContext
            let department = Department(context: context)
            department.name = "Research"
            department.code = 7
            let employee = Employee(entity: Employee.entity(), insertInto: context)
            employee.name = "Ada"
            employee.salary = NSDecimalNumber(string: "1000.50")
            employee.age = 36
            employee.department = department
            employee.vacationDays = 12
            employee.addToSteps(Employee(context: context))
            employee.insertIntoSteps(Employee(context: context), at: 0)
            employee.addToTags(NSSet(array: ["a", "b"]))
            employee[ "rating"] = 4.5
            let rating: Any? = employee["rating"]
            let reports: Set<Employee> = department.employees
            let steps: [Any] = employee.steps.array
            let firstStep: Any? = employee.steps.firstObject
            let stepCount: Int = employee.steps.count
            _ = (rating, reports, steps, firstStep, stepCount)

            let request: NSFetchRequest<Employee> = Employee.fetchRequest()
            request.predicate = NSPredicate(format: "department == %@ AND age > %d", department, 30)
            request.sortDescriptors = [
                NSSortDescriptor(key: "name", ascending: true),
                NSSortDescriptor(keyPath: \Employee.hireDate, ascending: false),
                NSSortDescriptor(SortDescriptor(\Employee.age, order: .reverse)),
            ]
            request.fetchLimit = 20
            request.fetchOffset = 0
            request.fetchBatchSize = 50
            request.includesSubentities = false
            request.includesPropertyValues = true
            request.includesPendingChanges = true
            request.returnsObjectsAsFaults = false
            request.relationshipKeyPathsForPrefetching = ["department"]
            let employees: [Employee] = try context.fetch(request)
            let total: Int = try context.count(for: request)
            let entityName: String? = request.entityName
            let entity: NSEntityDescription? = request.entity
            let sorts: [NSSortDescriptor]? = request.sortDescriptors
            _ = (employees, total, entityName, entity, sorts)

            let untyped = Employee.fetchRequest() as NSFetchRequest<Employee>
            let anyRequest = NSFetchRequest<NSFetchRequestResult>(entityName: "Employee")
            anyRequest.resultType = .managedObjectIDResultType
            let ids = try context.fetch(anyRequest).compactMap { $0 as? NSManagedObjectID }
            let dictionaries = NSFetchRequest<NSDictionary>(entityName: "Employee")
            dictionaries.resultType = .dictionaryResultType
            dictionaries.propertiesToFetch = ["name"]
            dictionaries.propertiesToGroupBy = ["name"]
            dictionaries.returnsDistinctResults = true
            let rows: [NSDictionary] = try context.fetch(dictionaries)
            let counted = NSFetchRequest<NSNumber>(entityName: "Employee")
            counted.resultType = .countResultType
            _ = (untyped, ids, rows, counted)

            if context.hasChanges {
                let inserted: Set<NSManagedObject> = context.insertedObjects
                let updated: Set<NSManagedObject> = context.updatedObjects
                let deleted: Set<NSManagedObject> = context.deletedObjects
                _ = (inserted, updated, deleted)
                try context.obtainPermanentIDs(for: Array(inserted))
                try context.save()
            }
            let id: NSManagedObjectID = employee.objectID
            let temporary: Bool = id.isTemporaryID
            let uri: URL = id.uriRepresentation()
            let again: NSManagedObject = context.object(with: id)
            let existing = try context.existingObject(with: id) as? Employee
            let registered: NSManagedObject? = context.registeredObject(for: id)
            let relationIDs: [NSManagedObjectID] = employee.objectIDs(forRelationshipNamed: "department")
            let state: (Bool, Bool, Bool, Bool, Bool, Int) = (
                employee.isInserted, employee.isUpdated, employee.isDeleted, employee.isFault,
                employee.hasPersistentChangedValues, employee.faultingState
            )
            let owner: NSManagedObjectContext? = employee.managedObjectContext
            _ = (temporary, uri, again, existing, registered, relationIDs, state, owner)
            context.refresh(employee, mergeChanges: true)
            context.delete(employee)
            context.insert(Employee(context: context))
            context.processPendingChanges()
            context.rollback()
            context.reset()
            context.refreshAllObjects()

            let background = container.newBackgroundContext()
            background.parent = context
            let parent: NSManagedObjectContext? = background.parent
            let coordinator: NSPersistentStoreCoordinator? = context.persistentStoreCoordinator
            let child = NSManagedObjectContext(concurrencyType: .privateQueueConcurrencyType)
            let main = NSManagedObjectContext(.mainQueue)
            child.parent = main
            child.mergePolicy = NSMergePolicy(merge: .mergeByPropertyStoreTrumpMergePolicyType)
            let policy: Any = child.mergePolicy
            _ = (parent, coordinator, policy)
            background.perform {
                background.reset()
            }
            background.performAndWait {
                _ = background.hasChanges
            }
            let count: Int = try background.performAndWait {
                try background.count(for: Employee.fetchRequest())
            }
            _ = count
            container.performBackgroundTask { context in
                context.name = "background"
            }
        }

        // Core Data with Swift concurrency: what crosses into the closures is Sendable (contexts, object IDs, values).
        func loadNames(_ container: NSPersistentContainer) async throws -> [String] {
            let context = container.newBackgroundContext()
            let names = try await context.perform {
                try context.fetch(Employee.fetchRequest()).map(\.name)
            }
            let ids: [NSManagedObjectID] = try await context.perform(schedule: .enqueued) {
                try context.fetch(Employee.fetchRequest()).map(\.objectID)
            }
            let viewNames = try await container.performBackgroundTask { context in
                try context.fetch(Employee.fetchRequest()).map(\.name)
            }
            let store = container.persistentStoreCoordinator
            let storeCount = await store.perform { store.persistentStores.count }
            _ = (ids, viewNames, storeCount)
            return names
        }

        func numbers() {
            let n = NSNumber(value: Int16(3))
            let values: (Bool, Int8, Int16, Int32, Int64, Int, UInt8, UInt16, UInt32, UInt64, UInt, Float, Double) = (
                n.boolValue, n.int8Value, n.int16Value, n.int32Value, n.int64Value, n.intValue, n.uint8Value,
                n.uint16Value, n.uint32Value, n.uint64Value, n.uintValue, n.floatValue, n.doubleValue
            )
            let text: String = n.stringValue
            let decimal: Decimal = n.decimalValue
            let order: ComparisonResult = n.compare(NSNumber(value: 4.5))
            let same: Bool = n.isEqual(to: NSNumber(value: true))
            let all = [
                NSNumber(value: true), NSNumber(value: Int8(1)), NSNumber(value: Int32(1)), NSNumber(value: Int64(1)),
                NSNumber(value: 1), NSNumber(value: UInt8(1)), NSNumber(value: UInt16(1)), NSNumber(value: UInt32(1)),
                NSNumber(value: UInt64(1)), NSNumber(value: UInt(1)), NSNumber(value: Float(1)), NSNumber(value: 1.0),
            ]
            let converted: (Int, Int16?, Double) = (Int(truncating: n), Int16(exactly: n), Double(truncating: n))
            _ = (values, text, decimal, order, same, all, converted)

            let price = NSDecimalNumber(string: "9.99")
            let tax = NSDecimalNumber(mantissa: 19, exponent: -2, isNegative: false)
            let total = price.adding(tax).multiplying(by: NSDecimalNumber(decimal: Decimal(2))).subtracting(.one)
            let share = total.dividing(by: NSDecimalNumber(string: "3", locale: Locale(identifier: "en_US")))
            let limits = [NSDecimalNumber.zero, .one, .notANumber, .maximum, .minimum]
            let exact: Decimal = share.decimalValue
            let sign: ComparisonResult = share.compare(NSDecimalNumber.zero)
            _ = (limits, exact, sign, share.rounding(accordingToBehavior: nil), share.raising(toPower: 2))
        }

        func collections(_ employees: Set<Employee>, _ list: [Employee]) {
            let set = NSSet(set: employees)
            let fromArray = NSSet(array: list)
            let size: Int = set.count
            let objects: [Any] = set.allObjects
            let any: Any? = set.anyObject()
            let member: Bool = set.contains(list[0])
            for element in fromArray { _ = element as? Employee }
            let filtered: Set<AnyHashable> = set.filtered(using: NSPredicate(value: true))
            let sorted: [Any] = set.sortedArray(using: [NSSortDescriptor(key: "name", ascending: true)])
            _ = (size, objects, any, member, filtered, sorted)

            let ordered = NSOrderedSet(array: list)
            let fromSet = NSOrderedSet(set: employees)
            let first: Any? = ordered.firstObject
            let last: Any? = ordered.lastObject
            let at: Any = ordered.object(at: 0)
            let index: Int = ordered.index(of: list[0])
            let contains: Bool = ordered.contains(list[0])
            let array: [Any] = ordered.array
            let asSet: Set<AnyHashable> = ordered.set
            let reversed: NSOrderedSet = ordered.reversed
            let subscripted: Any = ordered[0]
            for element in fromSet { _ = element }
            _ = (first, last, at, index, contains, array, asSet, reversed, subscripted)

            let indexes = NSIndexSet(index: 2)
            let counted: Int = indexes.count
            let bounds: (Int, Int) = (indexes.firstIndex, indexes.lastIndex)
            let hasTwo: Bool = indexes.contains(2)
            let swiftIndexes: IndexSet = [1, 2]
            let copy = NSIndexSet(indexSet: swiftIndexes)
            for index in copy { _ = index + 1 }
            _ = (counted, bounds, hasTwo, ordered.objects(at: swiftIndexes))
        }

        func sorting(_ employees: [Employee]) -> [Employee] {
            let byName = SortDescriptor(\Employee.name)
            let byNameLocalized = SortDescriptor(\Employee.name, comparator: .localizedStandard, order: .reverse)
            let byAge = SortDescriptor(\Employee.age, order: .reverse)
            let byBadge = SortDescriptor(\Employee.badge)
            let byManager = SortDescriptor(\Employee.isManager)
            let byDate = SortDescriptor<Employee>(\.hireDate)
            let descriptor = NSSortDescriptor(byName)
            let key: String? = descriptor.key
            let ascending: Bool = descriptor.ascending
            let keyPath: AnyKeyPath? = descriptor.keyPath
            let back: SortDescriptor<Employee>? = SortDescriptor(descriptor, comparing: Employee.self)
            let order: SortOrder = byAge.order
            _ = (byNameLocalized, byBadge, byManager, key, ascending, keyPath, back, order)
            return employees.sorted(using: [byName, byAge, byDate])
        }

        func predicates(_ department: Department) {
            let simple = NSPredicate(format: "name BEGINSWITH %@", "A")
            let arguments = NSPredicate(format: "%K == %@", argumentArray: ["department", department])
            let all = NSCompoundPredicate(andPredicateWithSubpredicates: [simple, arguments])
            let either = NSCompoundPredicate(type: .or, subpredicates: [simple, arguments])
            let format: String = all.predicateFormat
            let matches: Bool = either.evaluate(with: department)
            let substituted = simple.withSubstitutionVariables(["X": 1])
            _ = (format, matches, substituted)
        }

        func stores(_ container: NSPersistentContainer, _ id: NSManagedObjectID) throws {
            let coordinator = container.persistentStoreCoordinator
            let url = URL(fileURLWithPath: "/tmp/Model.sqlite")
            let store: NSPersistentStore = try coordinator.addPersistentStore(
                ofType: NSSQLiteStoreType, configurationName: nil, at: url,
                options: [NSMigratePersistentStoresAutomaticallyOption: true, NSInferMappingModelAutomaticallyOption: true]
            )
            let typed = try coordinator.addPersistentStore(type: .sqlite, at: url)
            let storeURL: URL? = store.url
            let storeType: String = store.type
            let stores: [NSPersistentStore] = coordinator.persistentStores
            let model: NSManagedObjectModel = coordinator.managedObjectModel
            let objectID: NSManagedObjectID? = coordinator.managedObjectID(forURIRepresentation: id.uriRepresentation())
            try coordinator.remove(typed)
            try coordinator.destroyPersistentStore(at: url, type: .inMemory)
            _ = (storeURL, storeType, stores, model, objectID)

            let context = container.viewContext
            let delete = NSBatchDeleteRequest(fetchRequest: Employee.fetchRequest())
            delete.resultType = .resultTypeObjectIDs
            let result = try context.execute(delete) as? NSBatchDeleteResult
            let deleted = result?.result as? [NSManagedObjectID] ?? []
            NSManagedObjectContext.mergeChanges(
                fromRemoteContextSave: [NSDeletedObjectsKey: deleted], into: [context])

            let observer = NotificationCenter.default.addObserver(
                forName: NSManagedObjectContext.didSaveObjectsNotification, object: nil, queue: nil
            ) { notification in
                let inserted = notification.userInfo?[NSManagedObjectContext.NotificationKey.insertedObjects.rawValue]
                _ = inserted
            }
            NotificationCenter.default.removeObserver(observer)
            let saved = Notification(name: .init(NSManagedObjectContextDidSaveNotification))
            context.mergeChanges(fromContextDidSave: saved)

            // Sendable as the SDK declares it: these cross isolation domains.
            let sendables: [any Sendable] = [
                id, context, container, coordinator, NSNumber(value: 1), NSDecimalNumber.one,
                NSValueTransformerName.secureUnarchiveFromDataTransformerName,
            ]
            _ = sendables
        }

        """#
}
