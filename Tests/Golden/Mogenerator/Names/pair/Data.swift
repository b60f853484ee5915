// Created by mogen from Names.xcdatamodel. This file is yours: mogen creates it once and never changes it.
// The generated members are in _Data.swift.

import Foundation

@objc(Data)
nonisolated open class Data: _Data {
    // Custom logic goes here.
}
