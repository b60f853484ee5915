// Created by mogen from Calculator.xcdatamodeld. This file is yours: mogen creates it once and never changes it.
// The stored properties and the initializer are in History+Generated.swift.

import Foundation
import SwiftData

extension History {
}
