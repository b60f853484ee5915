// Created by mogen from Music.xcdatamodeld. This file is yours: mogen creates it once and never changes it.
// The generated members are in _Musician.swift.

import Foundation

@objc(Musician)
nonisolated open class Musician: _Musician {
    // Custom logic goes here.
}
