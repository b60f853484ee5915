// Code a user of the Employees model writes against mogen's output; type-checked with it.
import CoreData
import Foundation

func useEmployees(_ context: NSManagedObjectContext) throws {
    let department = Department(context: context, code: 7, name: "Research")
    let employee = Employee(
        context: context, firstName: "Ada", lastName: "Lovelace", employeeId: "E-1", hireDate: Date(),
        salary: NSDecimalNumber(string: "1000"), department: department)
    let id: EmployeeId = employee.employeeId
    employee.vacationDays = nil
    employee.vacationDays = 12
    let days: Int16? = employee.vacationDays
    employee.addToReports(Employee(
        context: context, firstName: "B", lastName: "C", employeeId: "E-2", hireDate: Date(),
        salary: NSDecimalNumber(string: "1"), department: department, manager: employee))
    let reports: Set<Employee> = employee.reports
    let contractor = Contractor(context: context, firstName: "D", lastName: "E")
    let rate: NSDecimalNumber = contractor.hourlyRate
    let request: NSFetchRequest<Employee> = Employee.makeFetchRequest()
    let people: NSFetchRequest<Person> = Person.makeFetchRequest()
    let inDepartment: [Employee] = try Employee.fetchEmployeesInDepartment(departmentName: "Research", in: context)
    let hired: [Employee] = try Employee.fetchEmployeesHiredBetween(start: Date(), end: Date(), in: context)
    let keys = [Employee.Attributes.employeeId, Employee.Attributes.firstName, Employee.Relationships.department]
    let name: String = Employee.modelEntityName
    _ = (id, days, reports, rate, request, people, inDepartment, hired, keys, name, Employee.entity(in: context))
}

/// The generated stack (`--stack`), as an app and its tests use it.
@MainActor
func useEmployeesStore() async throws {
    let store = try EmployeesStore(storage: .inMemory)
    let code: Int32 = try await store.performBackgroundTask { context in
        let department = Department(context: context, code: 7, name: "Research")
        try EmployeesStore.save(context)
        return department.code
    }
    let ids: [NSManagedObjectID] = try await store.performBackgroundTask { context in
        try context.fetch(Department.makeFetchRequest()).map(\.objectID)
    }
    let departments: [Department] = try store.viewContext.fetch(Department.makeFetchRequest())
    departments.first?.name = "Development"
    try store.save()

    let model: NSManagedObjectModel = try EmployeesStore.model(in: .main)
    let tests = try EmployeesStore(model: model, storage: .inMemory, writing: .concurrent)
    let onDisk = try EmployeesStore(
        bundle: .main, storage: .sqlite(directory: URL(fileURLWithPath: NSTemporaryDirectory())), writing: .serial)
    let app = try EmployeesStore()
    let container: NSPersistentContainer = app.container
    _ = (code, ids, tests.writing == .concurrent, onDisk, container, EmployeesStore.modelName)
    do {
        _ = try EmployeesStore(bundle: .main)
    } catch let error as EmployeesStore.LoadError {
        _ = error == .modelNotFound(bundlePath: "")
    }
}

/// Methods an app adds to the model actor: they run on its context's queue, without `perform`.
@available(macOS 14.0, iOS 17.0, tvOS 17.0, watchOS 10.0, visionOS 1.0, *)
extension EmployeesModelActor {
    func addDepartment(code: Int32, name: String) throws -> NSManagedObjectID {
        let department = Department(context: context, code: code, name: name)
        try save()
        return department.objectID
    }

    func renameDepartment(_ id: NSManagedObjectID, to name: String) throws {
        guard let department = try context.existingObject(with: id) as? Department else { return }
        department.name = name
        try EmployeesStore.save(context)
    }
}

/// And to its main-actor counterpart, over the view context.
extension EmployeesMainModelActor {
    func departments() throws -> [Department] {
        try context.fetch(Department.makeFetchRequest())
    }
}

/// The model actor from the main actor and from tasks: object IDs and values cross, objects stay.
@available(macOS 14.0, iOS 17.0, tvOS 17.0, watchOS 10.0, visionOS 1.0, *)
@MainActor
func useEmployeesModelActor() async throws {
    let store = try EmployeesStore(storage: .inMemory)
    let worker = EmployeesModelActor(store: store)
    let id = try await worker.addDepartment(code: 7, name: "Research")
    try await worker.renameDepartment(id, to: "Development")
    let names: [String] = try await worker.work { context in
        try context.fetch(Department.makeFetchRequest()).map(\.name)
    }
    let ids = try await withThrowingTaskGroup(of: NSManagedObjectID.self) { group in
        for code in 10..<14 { group.addTask { try await worker.addDepartment(code: Int32(code), name: "D\(code)") } }
        var ids: [NSManagedObjectID] = []
        for try await id in group { ids.append(id) }
        return ids
    }
    try await worker.save()
    let context: NSManagedObjectContext = await worker.context
    let sameStore: EmployeesStore = worker.store

    let main = EmployeesMainModelActor(store: store)
    let departments: [Department] = try main.departments()
    let onMain = try main.work { context in try ids.map { try context.existingObject(with: $0) } }
    try main.save()
    _ = (names, context, sameStore, departments, onMain, main.context, main.store)
}
