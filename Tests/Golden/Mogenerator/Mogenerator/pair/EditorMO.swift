// Created by mogen from Mogenerator.xcdatamodel. This file is yours: mogen creates it once and never changes it.
// The generated members are in _EditorMO.swift.

import Foundation

@objc(EditorMO)
nonisolated open class EditorMO: _EditorMO {
    // Custom logic goes here.
}
