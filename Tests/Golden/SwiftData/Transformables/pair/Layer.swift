// Created by mogen from Transformables.xcdatamodel. This file is yours: mogen creates it once and never changes it.
// The stored properties and the initializer are in Layer+Generated.swift.

import Foundation
import SwiftData

extension Layer {
}
