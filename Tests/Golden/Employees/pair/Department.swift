// Created by mogen from Employees.xcdatamodeld. This file is yours: mogen creates it once and never changes it.
// The generated members are in Department+Generated.swift.

import CoreData
import Foundation

/// A unit of the company that employees belong to.
@objc(Department)
nonisolated public class Department: NSManagedObject {
}
