// Created by mogen from Names.xcdatamodel. This file is yours: mogen creates it once and never changes it.
// The generated members are in _URL.swift.

import Foundation

@objc(URL)
nonisolated open class URL: _URL {
    // Custom logic goes here.
}
