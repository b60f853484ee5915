// Created by mogen from Mogenerator.xcdatamodel. This file is yours: mogen creates it once and never changes it.
// The generated members are in _ShelfMO.swift.

import Foundation

@objc(ShelfMO)
nonisolated open class ShelfMO: _ShelfMO {
    // Custom logic goes here.
}
