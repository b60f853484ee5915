// Created by mogen from Recipes.xcdatamodeld. This file is yours: mogen creates it once and never changes it.
// The generated members are in _Recipe.swift.

import Foundation

@objc(Recipe)
nonisolated open class Recipe: _Recipe {
    // Custom logic goes here.
}
