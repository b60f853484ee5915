// Created by mogen from Recipes.xcdatamodeld. This file is yours: mogen creates it once and never changes it.
// The generated members are in _Ingredient.swift.

import Foundation

@objc(Ingredient)
nonisolated open class Ingredient: _Ingredient {
    // Custom logic goes here.
}
