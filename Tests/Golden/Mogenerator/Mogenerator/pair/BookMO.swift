// Created by mogen from Mogenerator.xcdatamodel. This file is yours: mogen creates it once and never changes it.
// The generated members are in _BookMO.swift.

import Foundation

@objc(BookMO)
nonisolated open class BookMO: _BookMO {
    // Custom logic goes here.
}
