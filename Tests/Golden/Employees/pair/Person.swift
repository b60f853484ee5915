// Created by mogen from Employees.xcdatamodeld. This file is yours: mogen creates it once and never changes it.
// The generated members are in Person+Generated.swift.

import CoreData
import Foundation

/// Every person the company works with.
@objc(Person)
nonisolated public class Person: NSManagedObject {
}
