// Created by mogen from Recipes.xcdatamodeld. This file is yours: mogen creates it once and never changes it.
// The generated members are in _Tag.swift.

import Foundation

@objc(Tag)
nonisolated open class Tag: _Tag {
    // Custom logic goes here.
}
