// Created by mogen from Recipes.xcdatamodeld. This file is yours: mogen creates it once and never changes it.
// The generated members are in Step+Generated.swift.

import CoreData
import Foundation

@objc(Step)
nonisolated public class Step: NSManagedObject {
}
