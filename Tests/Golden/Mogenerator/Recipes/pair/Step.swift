// Created by mogen from Recipes.xcdatamodeld. This file is yours: mogen creates it once and never changes it.
// The generated members are in _Step.swift.

import Foundation

@objc(Step)
nonisolated open class Step: _Step {
    // Custom logic goes here.
}
