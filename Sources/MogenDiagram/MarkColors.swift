/// The colours of marks in DOT and SVG: green added, orange changed, red removed.
enum MarkColors {
    static func color(_ mark: DiagramMarks.Mark?) -> String? {
        switch mark {
        case .added: "#1a7f37"
        case .changed: "#d2691e"
        case .removed: "#cf222e"
        case nil: nil
        }
    }
}
