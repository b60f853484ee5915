// Created by mogen from Music.xcdatamodeld. This file is yours: mogen creates it once and never changes it.
// The generated members are in _Band.swift.

import Foundation

@objc(Band)
nonisolated open class Band: _Band {
    // Custom logic goes here.
}
