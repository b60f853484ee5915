// Code a user of the Employees model writes against mogen's SwiftData output; type-checked with it.
import Foundation
import SwiftData

@MainActor
func useEmployees() throws {
    let container = try EmployeesContainer.makeContainer(storeDirectory: URL(fileURLWithPath: "/tmp"))
    let context = container.mainContext
    let research = Department(code: 7, name: "Research")
    let ada = Employee(
        firstName: "Ada", lastName: "Lovelace", employeeId: "E1", hireDate: Date(), salary: 100, department: research)
    let grace = Employee(
        firstName: "Grace", lastName: "Hopper", employeeId: "E2", hireDate: Date(), salary: 90, department: research,
        manager: ada)
    let contractor = Contractor(firstName: "Alan", lastName: "Turing", hourlyRate: 12.5)
    context.insert(research)
    research.head = ada
    let reports: [Employee] = ada.reports
    let people: [Person] = [ada, grace, contractor]
    try context.save()
    _ = (reports, people)
}
