// swiftlint:disable all
// Generated using SwiftGen — https://github.com/SwiftGen/SwiftGen

// swiftlint:disable superfluous_disable_command implicit_return
// swiftlint:disable sorted_imports
import CoreData
import Foundation
import Foundation

// swiftlint:disable attributes file_length vertical_whitespace_closing_braces
// swiftlint:disable identifier_name line_length type_body_length

// MARK: - Contractor

@objc(Contractor)
public final class Contractor: Person {
  override public class var entityName: String {
    return "Contractor"
  }

  override public class func entity(in managedObjectContext: NSManagedObjectContext) -> NSEntityDescription? {
    return NSEntityDescription.entity(forEntityName: entityName, in: managedObjectContext)
  }

  @available(*, deprecated, renamed: "makeFetchRequest", message: "To avoid collisions with the less concrete method in `NSManagedObject`, please use `makeFetchRequest()` instead.")
  @nonobjc public class func fetchRequest() -> NSFetchRequest<Contractor> {
    return NSFetchRequest<Contractor>(entityName: entityName)
  }

  @nonobjc public class func makeFetchRequest() -> NSFetchRequest<Contractor> {
    return NSFetchRequest<Contractor>(entityName: entityName)
  }

  // swiftlint:disable discouraged_optional_boolean discouraged_optional_collection implicit_getter
  @NSManaged public var agency: String?
  @NSManaged public var hourlyRate: NSDecimalNumber
  @NSManaged public var contractEnd: Date?
  // swiftlint:enable discouraged_optional_boolean discouraged_optional_collection implicit_getter
}

// MARK: - Department

@objc(Department)
public final class Department: NSManagedObject {
  public class var entityName: String {
    return "Department"
  }

  public class func entity(in managedObjectContext: NSManagedObjectContext) -> NSEntityDescription? {
    return NSEntityDescription.entity(forEntityName: entityName, in: managedObjectContext)
  }

  @available(*, deprecated, renamed: "makeFetchRequest", message: "To avoid collisions with the less concrete method in `NSManagedObject`, please use `makeFetchRequest()` instead.")
  @nonobjc public class func fetchRequest() -> NSFetchRequest<Department> {
    return NSFetchRequest<Department>(entityName: entityName)
  }

  @nonobjc public class func makeFetchRequest() -> NSFetchRequest<Department> {
    return NSFetchRequest<Department>(entityName: entityName)
  }

  // swiftlint:disable discouraged_optional_boolean discouraged_optional_collection implicit_getter
  @NSManaged public var budget: NSDecimalNumber?
  @NSManaged public var code: Int32
  @NSManaged public var name: String
  @NSManaged public var employees: Set<Employee>?
  @NSManaged public var head: Employee?
  // swiftlint:enable discouraged_optional_boolean discouraged_optional_collection implicit_getter
}

// MARK: Relationship Employees

extension Department {
  @objc(addEmployeesObject:)
  @NSManaged public func addToEmployees(_ value: Employee)

  @objc(removeEmployeesObject:)
  @NSManaged public func removeFromEmployees(_ value: Employee)

  @objc(addEmployees:)
  @NSManaged public func addToEmployees(_ values: Set<Employee>)

  @objc(removeEmployees:)
  @NSManaged public func removeFromEmployees(_ values: Set<Employee>)
}

// MARK: - Employee

@objc(Employee)
public final class Employee: Person {
  override public class var entityName: String {
    return "Employee"
  }

  override public class func entity(in managedObjectContext: NSManagedObjectContext) -> NSEntityDescription? {
    return NSEntityDescription.entity(forEntityName: entityName, in: managedObjectContext)
  }

  @available(*, deprecated, renamed: "makeFetchRequest", message: "To avoid collisions with the less concrete method in `NSManagedObject`, please use `makeFetchRequest()` instead.")
  @nonobjc public class func fetchRequest() -> NSFetchRequest<Employee> {
    return NSFetchRequest<Employee>(entityName: entityName)
  }

  @nonobjc public class func makeFetchRequest() -> NSFetchRequest<Employee> {
    return NSFetchRequest<Employee>(entityName: entityName)
  }

  // swiftlint:disable discouraged_optional_boolean discouraged_optional_collection implicit_getter
  @NSManaged public var employeeId: String
  @NSManaged public var hireDate: Date
  @NSManaged public var isManager: Bool
  @NSManaged public var salary: NSDecimalNumber
  public var vacationDays: Int16? {
    get {
      let key = "vacationDays"
      willAccessValue(forKey: key)
      defer { didAccessValue(forKey: key) }

      return primitiveValue(forKey: key) as? Int16
    }
    set {
      let key = "vacationDays"
      willChangeValue(forKey: key)
      defer { didChangeValue(forKey: key) }

      setPrimitiveValue(newValue, forKey: key)
    }
  }
  @NSManaged public var department: Department
  @NSManaged public var headOf: Department?
  @NSManaged public var manager: Employee?
  @NSManaged public var reports: Set<Employee>?
  // swiftlint:enable discouraged_optional_boolean discouraged_optional_collection implicit_getter
}

// MARK: Relationship Reports

extension Employee {
  @objc(addReportsObject:)
  @NSManaged public func addToReports(_ value: Employee)

  @objc(removeReportsObject:)
  @NSManaged public func removeFromReports(_ value: Employee)

  @objc(addReports:)
  @NSManaged public func addToReports(_ values: Set<Employee>)

  @objc(removeReports:)
  @NSManaged public func removeFromReports(_ values: Set<Employee>)
}

// MARK: Fetch Requests

extension Employee {
  class func fetchEmployeesInDepartment(managedObjectContext: NSManagedObjectContext, department_NAME: String) throws -> [Employee] {
    guard let persistentStoreCoordinator = managedObjectContext.persistentStoreCoordinator else {
      fatalError("Managed object context has no persistent store coordinator for getting fetch request templates")
    }
    let model = persistentStoreCoordinator.managedObjectModel
    let substitutionVariables: [String: Any] = [
      "DEPARTMENT_NAME": department_NAME
    ]

    guard let fetchRequest = model.fetchRequestFromTemplate(withName: "employeesInDepartment", substitutionVariables: substitutionVariables) else {
      fatalError("No fetch request template named 'employeesInDepartment' found.")
    }

    guard let result = try managedObjectContext.fetch(fetchRequest) as? [Employee] else {
      fatalError("Unable to cast fetch result to correct result type.")
    }

    return result
  }

  class func fetchEmployeesHiredBetween(managedObjectContext: NSManagedObjectContext, end: Date, start: Date) throws -> [Employee] {
    guard let persistentStoreCoordinator = managedObjectContext.persistentStoreCoordinator else {
      fatalError("Managed object context has no persistent store coordinator for getting fetch request templates")
    }
    let model = persistentStoreCoordinator.managedObjectModel
    let substitutionVariables: [String: Any] = [
      "END": end,
      "START": start
    ]

    guard let fetchRequest = model.fetchRequestFromTemplate(withName: "employeesHiredBetween", substitutionVariables: substitutionVariables) else {
      fatalError("No fetch request template named 'employeesHiredBetween' found.")
    }

    guard let result = try managedObjectContext.fetch(fetchRequest) as? [Employee] else {
      fatalError("Unable to cast fetch result to correct result type.")
    }

    return result
  }

}

// MARK: - Person

@objc(Person)
public class Person: NSManagedObject {
  public class var entityName: String {
    return "Person"
  }

  public class func entity(in managedObjectContext: NSManagedObjectContext) -> NSEntityDescription? {
    return NSEntityDescription.entity(forEntityName: entityName, in: managedObjectContext)
  }

  @available(*, deprecated, renamed: "makeFetchRequest", message: "To avoid collisions with the less concrete method in `NSManagedObject`, please use `makeFetchRequest()` instead.")
  @nonobjc public class func fetchRequest() -> NSFetchRequest<Person> {
    return NSFetchRequest<Person>(entityName: entityName)
  }

  @nonobjc public class func makeFetchRequest() -> NSFetchRequest<Person> {
    return NSFetchRequest<Person>(entityName: entityName)
  }

  // swiftlint:disable discouraged_optional_boolean discouraged_optional_collection implicit_getter
  @NSManaged public var dateOfBirth: Date?
  @NSManaged public var email: String?
  @NSManaged public var firstName: String
  @NSManaged public var lastName: String
  // swiftlint:enable discouraged_optional_boolean discouraged_optional_collection implicit_getter
}

// swiftlint:enable identifier_name line_length type_body_length
