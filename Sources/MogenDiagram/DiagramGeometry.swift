/// Whole-pixel geometry: the layout rounds every coordinate, so the SVG is the same bytes on every machine.
package struct DiagramPoint: Sendable, Equatable, Hashable {
    package var x: Int
    package var y: Int

    package init(x: Int, y: Int) {
        self.x = x
        self.y = y
    }
}

package struct DiagramRect: Sendable, Equatable, Hashable {
    package var x: Int
    package var y: Int
    package var width: Int
    package var height: Int

    package init(x: Int, y: Int, width: Int, height: Int) {
        self.x = x
        self.y = y
        self.width = width
        self.height = height
    }

    package var maxX: Int { x + width }
    package var maxY: Int { y + height }
    package var midX: Int { x + width / 2 }
    package var midY: Int { y + height / 2 }

    /// Whether the two share any area (touching edges do not count).
    package func overlaps(_ other: DiagramRect) -> Bool {
        x < other.maxX && other.x < maxX && y < other.maxY && other.y < maxY
    }
}
