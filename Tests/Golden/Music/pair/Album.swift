// Created by mogen from Music.xcdatamodeld. This file is yours: mogen creates it once and never changes it.
// The generated members are in Album+Generated.swift.

import CoreData
import Foundation

@objc(Album)
nonisolated public class Album: NSManagedObject {
}
