// Created by mogen from Employees.xcdatamodeld. This file is yours: mogen creates it once and never changes it.
// The stored properties and the initializer are in Department+Generated.swift.

import Foundation
import SwiftData

extension Department {
}
