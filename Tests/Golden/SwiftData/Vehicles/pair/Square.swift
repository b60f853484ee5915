// Created by mogen from Vehicles.xcdatamodel. This file is yours: mogen creates it once and never changes it.
// The stored properties and the initializer are in Square+Generated.swift.

import Foundation
import SwiftData

extension Square {
}
