// Created by mogen from Employees.xcdatamodeld. This file is yours: mogen creates it once and never changes it.
// The generated members are in _Person.swift.

import Foundation

@objc(Person)
nonisolated open class Person: _Person {
    // Custom logic goes here.
}
