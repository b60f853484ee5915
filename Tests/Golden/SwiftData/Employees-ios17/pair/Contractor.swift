// Created by mogen from Employees.xcdatamodeld. This file is yours: mogen creates it once and never changes it.
// The stored properties and the initializer are in Contractor+Generated.swift.

import Foundation
import SwiftData

extension Contractor {
}
