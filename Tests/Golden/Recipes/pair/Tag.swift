// Created by mogen from Recipes.xcdatamodeld. This file is yours: mogen creates it once and never changes it.
// The generated members are in Tag+Generated.swift.

import CoreData
import Foundation

@objc(Tag)
nonisolated public class Tag: NSManagedObject {
}
