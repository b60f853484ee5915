// Runs only where Core Data exists (macOS): the generated model actor (Employees+Stack.swift, linked into
// Generated/) over a real in-memory store, from several tasks at once.
#if canImport(CoreData)
import CoreData
import Foundation
import MogenTestSupport
import Testing

/// What the test calls on the actor: each method runs isolated to it, so on its context's queue.
@available(macOS 14.0, *)
extension EmployeesModelActor {
    func insertDepartments(codes: Range<Int32>) throws -> [NSManagedObjectID] {
        let departments = codes.map { Department(context: context, code: $0, name: "D\($0)") }
        try save()
        return departments.map(\.objectID)
    }

    /// A read, then a write of what was read: run by two tasks at once without isolation, one increment is lost.
    func incrementBudget(of id: NSManagedObjectID) throws {
        let department = try EmployeesStore.object(with: id, as: Department.self, in: context)
        let budget = department.budget ?? NSDecimalNumber.zero
        department.budget = budget.adding(NSDecimalNumber.one)
        try save()
    }

    func queueLabel() -> String { ModelActorRoundTripTests.currentQueueLabel() }

    /// Whether asking for `id`'s object as an Employee throws the model's error that names the class and the entity.
    func refusesAsEmployee(_ id: NSManagedObjectID) -> Bool {
        do {
            _ = try EmployeesStore.object(with: id, as: Employee.self, in: context)
            return false
        } catch {
            return error as? EmployeesModelError == .objectOfAnotherClass(expected: "Employee", entity: "Department")
        }
    }
}

@Suite("The model actor on Core Data", .serialized, .temporaryDirectories)
struct ModelActorRoundTripTests {
    /// The label of the dispatch queue the caller runs on: a private context's queue is labelled
    /// "NSManagedObjectContext 0x…", after the context (as crash reports show it).
    static func currentQueueLabel() -> String {
        #if canImport(Darwin)
        return String(cString: __dispatch_queue_get_label(nil))
        #else
        return "" // Linux's Dispatch has no label function; there this file is only type-checked
        #endif
    }

    static func employeesStore() throws -> EmployeesStore {
        let output = try TemporaryDirectory.make()
        let momc = try ChildProcess(
            "/usr/bin/xcrun", ["momc", "--module", "MogenRoundTripTests", TestPackage.path("Samples/Employees.xcdatamodeld"), output]
        ).run()
        #expect(momc.status == 0, "\(momc.stderr)")
        return try EmployeesStore(bundle: try #require(Bundle(path: output)), storage: .inMemory)
    }

    // Custom executors take ExecutorJob from macOS 14; the package supports macOS 13, where Swift Testing skips this.
    @Test("the actor's code runs on its context's queue, from many tasks at once, and IDs cross to the view context")
    @available(macOS 14.0, *)
    @MainActor
    func manyTasks() async throws {
        let store = try Self.employeesStore()
        let worker = EmployeesModelActor(store: store)

        // Isolated to the actor is on the context's queue: the label perform sees is the one the actor's code sees.
        let context = await worker.context
        let contextQueue = await context.perform { Self.currentQueueLabel() }
        #expect(contextQueue.hasPrefix("NSManagedObjectContext"), "\(contextQueue)")
        #expect(await worker.queueLabel() == contextQueue)
        #expect(await worker.work { _ in Self.currentQueueLabel() } == contextQueue)

        // Eight tasks insert at once; every insert lands, once.
        let ids = try await withThrowingTaskGroup(of: [NSManagedObjectID].self) { group in
            for batch in Int32(0)..<8 {
                group.addTask { try await worker.insertDepartments(codes: batch * 10..<batch * 10 + 10) }
            }
            var ids: [NSManagedObjectID] = []
            for try await batch in group { ids += batch }
            return ids
        }
        #expect(Set(ids).count == 80)
        #expect(try store.viewContext.count(for: Department.makeFetchRequest()) == 80)

        // Read-modify-write from 40 tasks on one object: the actor runs them one at a time, so none is lost.
        let target = try #require(ids.first)
        try await withThrowingTaskGroup(of: Void.self) { group in
            for _ in 0..<40 { group.addTask { try await worker.incrementBudget(of: target) } }
            try await group.waitForAll()
        }
        let budget: Int = try await worker.work { context in
            try #require(try context.existingObject(with: target) as? Department).budget?.intValue ?? 0
        }
        #expect(budget == 40)
        #expect(await worker.refusesAsEmployee(target))

        // The ID crosses to the main actor's view context, which has merged the actor's saves.
        let main = EmployeesMainModelActor(store: store)
        let department: Department = try main.object(with: target)
        #expect(department.budget?.intValue == 40)
        #expect(department.managedObjectContext === store.viewContext)
    }
}
#endif
