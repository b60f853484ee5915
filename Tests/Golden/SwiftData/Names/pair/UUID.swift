// Created by mogen from Names.xcdatamodel. This file is yours: mogen creates it once and never changes it.
// The stored properties and the initializer are in UUID+Generated.swift.

import Foundation
import SwiftData

extension UUID {
}
