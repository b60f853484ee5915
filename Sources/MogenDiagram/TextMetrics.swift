/// How much room text takes in the SVG, estimated from its characters. The SVG's text is monospace 12px, whose
/// characters are 7.2px wide in the common monospace fonts (DejaVu Sans Mono, Liberation Mono, Menlo, Consolas);
/// the estimate allows 7.5px, and twice that for characters outside Latin, Greek and Cyrillic (CJK and emoji are
/// drawn wide), so a box is never narrower than its text.
enum TextMetrics {
    static let fontSize = 12
    static let lineHeight = 16
    static let smallFontSize = 10

    /// The width of `text` at `fontSize` (12px, or 10px for labels), rounded up.
    static func width(_ text: String, fontSize: Int = TextMetrics.fontSize) -> Int {
        let units = text.unicodeScalars.reduce(0) { $0 + ($1.value < 0x0500 ? 2 : 4) }
        // 7.5px per character at 12px: 3.75 per half unit, scaled to the font size.
        return (units * 375 * fontSize + 1199) / 1200
    }
}
