// Created by mogen from Vehicles.xcdatamodel. This file is yours: mogen creates it once and never changes it.
// The stored properties and the initializer are in Car+Generated.swift.

import Foundation
import SwiftData

extension Car {
}
