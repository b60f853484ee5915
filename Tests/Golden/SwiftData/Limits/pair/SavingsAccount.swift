// Created by mogen from Limits.xcdatamodel. This file is yours: mogen creates it once and never changes it.
// The stored properties and the initializer are in SavingsAccount+Generated.swift.

import Foundation
import SwiftData

extension SavingsAccount {
}
