// Created by mogen from Recipes.xcdatamodeld. This file is yours: mogen creates it once and never changes it.
// The generated members are in _Favorite.swift.

import Foundation

@objc(Favorite)
nonisolated open class Favorite: _Favorite {
    // Custom logic goes here.
}
