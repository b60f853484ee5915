// Created by mogen from Mogenerator.xcdatamodel. This file is yours: mogen creates it once and never changes it.
// The generated members are in _AuthorMO.swift.

import Foundation

@objc(AuthorMO)
nonisolated open class AuthorMO: _AuthorMO {
    // Custom logic goes here.
}
