// Created by mogen from Transformables.xcdatamodel. This file is yours: mogen creates it once and never changes it.
// The stored properties and the initializer are in Sketch+Generated.swift.

import Foundation
import SwiftData

extension Sketch {
}
