import Foundation

/// What an SVG diagram draws, read back from its text alone (not from `DiagramLayout`), so a test checks what a
/// viewer sees: the `<rect>` elements (entity boxes, their headers, the note of removed items) and the relationship
/// end labels (the `<text>` elements at the small font size), each with the room Docs/Diagrams.md says text takes.
struct SVGGeometry {
    struct Rect: Equatable {
        var x: Int, y: Int, width: Int, height: Int
        var maxX: Int { x + width }
        var maxY: Int { y + height }

        /// Sharing area; touching edges do not count.
        func overlaps(_ other: Rect) -> Bool {
            x < other.maxX && other.x < maxX && y < other.maxY && other.y < maxY
        }
    }

    struct Label {
        var text: String
        var rect: Rect
    }

    /// The size of the end labels' font, and the height a line of text takes.
    static let labelFontSize = 10
    static let lineHeight = 16

    var width = 0
    var height = 0
    var boxes: [Rect] = []
    var labels: [Label] = []
    /// The edges' paths, each as its points.
    var paths: [[(x: Int, y: Int)]] = []

    init(_ svg: String) {
        for line in svg.split(separator: "\n") {
            let element = String(line)
            if element.hasPrefix("<svg ") {
                width = Self.integer("width", in: element) ?? 0
                height = Self.integer("height", in: element) ?? 0
            } else if element.hasPrefix("<rect "), let x = Self.integer("x", in: element),
                let y = Self.integer("y", in: element), let width = Self.integer("width", in: element),
                let height = Self.integer("height", in: element)
            {
                let rect = Rect(x: x, y: y, width: width, height: height)
                // A box's header lies inside the box: one rectangle per box is enough.
                if let box = boxes.last, box.x <= rect.x, box.y <= rect.y, rect.maxX <= box.maxX, rect.maxY <= box.maxY {
                    continue
                }
                boxes.append(rect)
            } else if element.hasPrefix("<polyline "), let points = Self.attribute("points", in: element) {
                paths.append(points.split(separator: " ").compactMap { pair in
                    let numbers = pair.split(separator: ",").compactMap { Int($0) }
                    return numbers.count == 2 ? (numbers[0], numbers[1]) : nil
                })
            } else if element.hasPrefix("<text "), Self.integer("font-size", in: element) == Self.labelFontSize,
                let x = Self.integer("x", in: element), let y = Self.integer("y", in: element)
            {
                let text = Self.content(of: element)
                let textWidth = Self.width(text, fontSize: Self.labelFontSize)
                let left = switch Self.attribute("text-anchor", in: element) {
                case "end": x - textWidth
                case "middle": x - textWidth / 2
                default: x
                }
                // From the font size above the baseline to a line's height below that.
                let rect = Rect(x: left, y: y - Self.labelFontSize, width: textWidth, height: Self.lineHeight)
                labels.append(Label(text: text, rect: rect))
            }
        }
    }

    /// Every pair of a label and what it covers: another label, or a box.
    var overlaps: [String] {
        var found: [String] = []
        for (offset, label) in labels.enumerated() {
            for other in labels[(offset + 1)...] where label.rect.overlaps(other.rect) {
                found.append("label \"\(label.text)\" \(label.rect) overlaps label \"\(other.text)\" \(other.rect)")
            }
            for box in boxes where label.rect.overlaps(box) {
                found.append("label \"\(label.text)\" \(label.rect) overlaps box \(box)")
            }
        }
        return found
    }

    /// Every pair of paths that cross a row of boxes less than 8 px apart, where they could not be told apart. A
    /// path crosses a row where one of its vertical pieces runs from above the row's top to below the bottom of its
    /// shortest box, so that it passes between the row's boxes.
    var crowdedCrossings: [String] {
        var rows: [Int: Int] = [:]
        for box in boxes { rows[box.y] = min(rows[box.y] ?? Int.max, box.height) }
        var found: [String] = []
        for (top, height) in rows.sorted(by: { $0.key < $1.key }) {
            var crossings: [(x: Int, path: Int)] = []
            for (number, path) in paths.enumerated() {
                for (start, end) in zip(path, path.dropFirst())
                where start.x == end.x && min(start.y, end.y) < top && max(start.y, end.y) > top + height {
                    crossings.append((start.x, number))
                }
            }
            crossings.sort { $0.x < $1.x }
            for (left, right) in zip(crossings, crossings.dropFirst()) where right.x - left.x < 8 {
                found.append("paths \(left.path) and \(right.path) cross the row at y \(top) at x \(left.x) and \(right.x)")
            }
        }
        return found
    }

    /// Text width as Docs/Diagrams.md states it: 7.5px a character at 12px, scaled to the font size, twice that for
    /// characters outside Latin, Greek and Cyrillic; rounded up.
    static func width(_ text: String, fontSize: Int) -> Int {
        let halfUnits = text.unicodeScalars.reduce(0) { $0 + ($1.value < 0x0500 ? 2 : 4) }
        return (halfUnits * 375 * fontSize + 1199) / 1200
    }

    static func attribute(_ name: String, in element: String) -> String? {
        guard let start = element.range(of: " \(name)=\"") else { return nil }
        let rest = element[start.upperBound...]
        guard let end = rest.firstIndex(of: "\"") else { return nil }
        return String(rest[..<end])
    }

    static func integer(_ name: String, in element: String) -> Int? {
        attribute(name, in: element).flatMap { Int($0) }
    }

    /// The element's text, with XML's escapes read back.
    static func content(of element: String) -> String {
        guard let open = element.firstIndex(of: ">"), let close = element.range(of: "</text>", options: .backwards)
        else { return "" }
        return String(element[element.index(after: open)..<close.lowerBound])
            .replacingOccurrences(of: "&lt;", with: "<").replacingOccurrences(of: "&gt;", with: ">")
            .replacingOccurrences(of: "&quot;", with: "\"").replacingOccurrences(of: "&#39;", with: "'")
            .replacingOccurrences(of: "&amp;", with: "&")
    }
}
