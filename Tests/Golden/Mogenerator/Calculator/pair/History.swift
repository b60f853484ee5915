// Created by mogen from Calculator.xcdatamodeld. This file is yours: mogen creates it once and never changes it.
// The generated members are in _History.swift.

import Foundation

@objc(History)
nonisolated open class History: _History {
    // Custom logic goes here.
}
