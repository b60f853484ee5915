// Created by mogen from Employees.xcdatamodeld. This file is yours: mogen creates it once and never changes it.
// The generated members are in _Department.swift.

import Foundation

@objc(Department)
nonisolated open class Department: _Department {
    // Custom logic goes here.
}
