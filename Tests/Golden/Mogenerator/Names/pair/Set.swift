// Created by mogen from Names.xcdatamodel. This file is yours: mogen creates it once and never changes it.
// The generated members are in _Set.swift.

import Foundation

@objc(Set)
nonisolated open class Set: _Set {
    // Custom logic goes here.
}
