// Created by mogen from Names.xcdatamodel. This file is yours: mogen creates it once and never changes it.
// The generated members are in _Error.swift.

import Foundation

@objc(Error)
nonisolated open class Error: _Error {
    // Custom logic goes here.
}
