// Created by mogen from Employees.xcdatamodeld. This file is yours: mogen creates it once and never changes it.
// The generated members are in _Employee.swift.

import Foundation

@objc(Employee)
nonisolated open class Employee: _Employee {
    // Custom logic goes here.
}
