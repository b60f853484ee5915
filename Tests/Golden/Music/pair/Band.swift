// Created by mogen from Music.xcdatamodeld. This file is yours: mogen creates it once and never changes it.
// The generated members are in Band+Generated.swift.

import CoreData
import Foundation

@objc(Band)
nonisolated public class Band: NSManagedObject {
}
