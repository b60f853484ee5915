// Created by mogen from Music.xcdatamodeld. This file is yours: mogen creates it once and never changes it.
// The generated members are in _Album.swift.

import Foundation

@objc(Album)
nonisolated open class Album: _Album {
    // Custom logic goes here.
}
