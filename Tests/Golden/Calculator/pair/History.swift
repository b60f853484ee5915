// Created by mogen from Calculator.xcdatamodeld. This file is yours: mogen creates it once and never changes it.
// The generated members are in History+Generated.swift.

import CoreData
import Foundation

/// One calculation the user made, with the expressions it was made of.
@objc(History)
nonisolated public class History: NSManagedObject {
    public required convenience init(from decoder: any Decoder) throws {
        try self.init(decodingFrom: decoder)
    }
}
