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
