// Created by mogen from Recipes.xcdatamodeld. This file is yours: mogen creates it once and never changes it.
// The generated members are in Ingredient+Generated.swift.

import CoreData
import Foundation

@objc(Ingredient)
nonisolated public class Ingredient: NSManagedObject {
}
