// Created by mogen from Recipes.xcdatamodeld. This file is yours: mogen creates it once and never changes it.
// The generated members are in Favorite+Generated.swift.

import CoreData
import Foundation

@objc(Favorite)
nonisolated public class Favorite: NSManagedObject {
}
