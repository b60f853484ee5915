// Created by mogen from Music.xcdatamodeld. This file is yours: mogen creates it once and never changes it.
// The stored properties and the initializer are in Musician+Generated.swift.

import Foundation
import SwiftData

extension Musician {
}
