// Created by mogen from Names.xcdatamodel. This file is yours: mogen creates it once and never changes it.
// The generated members are in _Note.swift.

import Foundation

@objc(Note)
nonisolated open class Note: _Note {
    // Custom logic goes here.
}
