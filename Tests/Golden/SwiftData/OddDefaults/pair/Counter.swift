// Created by mogen from OddDefaults.xcdatamodel. This file is yours: mogen creates it once and never changes it.
// The stored properties and the initializer are in Counter+Generated.swift.

import Foundation
import SwiftData

extension Counter {
}
