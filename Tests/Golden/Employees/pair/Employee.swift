// Created by mogen from Employees.xcdatamodeld. This file is yours: mogen creates it once and never changes it.
// The generated members are in Employee+Generated.swift.

import CoreData
import Foundation

@objc(Employee)
nonisolated public class Employee: Person {
}
