// Created by mogen from Employees.xcdatamodeld. This file is yours: mogen creates it once and never changes it.
// The generated members are in Contractor+Generated.swift.

import CoreData
import Foundation

@objc(Contractor)
nonisolated public class Contractor: Person {
}
