// Created by mogen from Names.xcdatamodel. This file is yours: mogen creates it once and never changes it.
// The generated members are in _UUID.swift.

import Foundation

@objc(UUID)
nonisolated open class UUID: _UUID {
    // Custom logic goes here.
}
