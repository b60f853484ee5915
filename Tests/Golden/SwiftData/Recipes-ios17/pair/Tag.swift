// Created by mogen from Recipes.xcdatamodeld. This file is yours: mogen creates it once and never changes it.
// The stored properties and the initializer are in Tag+Generated.swift.

import Foundation
import SwiftData

extension Tag {
}
