// Created by mogen from Composites.xcdatamodel. This file is yours: mogen creates it once and never changes it.
// The stored properties and the initializer are in Owner+Generated.swift.

import Foundation
import SwiftData

extension Owner {
}
