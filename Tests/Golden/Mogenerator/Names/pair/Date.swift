// Created by mogen from Names.xcdatamodel. This file is yours: mogen creates it once and never changes it.
// The generated members are in _Date.swift.

import Foundation

@objc(Date)
nonisolated open class Date: _Date {
    // Custom logic goes here.
}
