// Created by mogen from Library.xcdatamodeld. This file is yours: mogen creates it once and never changes it.
// The stored properties and the initializer are in Shelf+Generated.swift.

import Foundation
import SwiftData

extension Shelf {
}
