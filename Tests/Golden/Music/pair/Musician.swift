// Created by mogen from Music.xcdatamodeld. This file is yours: mogen creates it once and never changes it.
// The generated members are in Musician+Generated.swift.

import CoreData
import Foundation

@objc(Musician)
nonisolated public class Musician: NSManagedObject {
}
