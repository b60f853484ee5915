// Created by mogen from Recipes.xcdatamodeld. This file is yours: mogen creates it once and never changes it.
// The generated members are in Recipe+Generated.swift.

import CoreData
import Foundation

@objc(Recipe)
nonisolated public class Recipe: NSManagedObject {
}
