// Created by mogen from Employees.xcdatamodeld. This file is yours: mogen creates it once and never changes it.
// The generated members are in _Contractor.swift.

import Foundation

@objc(Contractor)
nonisolated open class Contractor: _Contractor {
    // Custom logic goes here.
}
