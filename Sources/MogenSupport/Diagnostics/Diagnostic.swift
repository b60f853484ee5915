/// A problem found in an input, printed compiler-style so Xcode, SwiftPM and CI annotate the right line:
/// `path:line:column: error: message [category]`, then its source excerpt, if any, and its notes, each as
/// `path:line:column: note: message` (the form compilers give the places that explain an error).
public struct Diagnostic: Hashable, Sendable, CustomStringConvertible {
    public enum Severity: String, Hashable, Sendable, Comparable {
        case note, warning, error

        private var rank: Int {
            switch self {
            case .note: 0
            case .warning: 1
            case .error: 2
            }
        }

        public static func < (lhs: Severity, rhs: Severity) -> Bool { lhs.rank < rhs.rank }
    }

    public var severity: Severity
    public var message: String
    public var location: SourceLocation?
    /// A short, stable tag naming the family of the check (`xml`, `inverse`, `cloudkit`, …), so users can grep
    /// and tools can filter.
    public var category: DiagnosticCategory
    /// The source line at `location` with a caret under the piece concerned, for inputs where seeing the line
    /// helps (templates); nil to print the message alone.
    public var excerpt: String?
    /// Further places and explanations, printed after the message (a template's include trail, suggestions).
    public var notes: [DiagnosticNote]
    /// Where in mogen's source the diagnostic was made, which stands for its message template: diagnostics of one
    /// origin are of one kind, which `RepeatedDiagnostics` limits per element. Not printed, not compared.
    let origin: Origin

    public init(
        _ severity: Severity, _ message: String, at location: SourceLocation?, category: DiagnosticCategory,
        excerpt: String? = nil, notes: [DiagnosticNote] = [], file: StaticString = #fileID, line: UInt = #line
    ) {
        self.severity = severity
        self.message = message
        self.location = location
        self.category = category
        self.excerpt = excerpt
        self.notes = notes
        origin = Origin(file: file, line: line)
    }

    public static func error(
        _ message: String, at location: SourceLocation?, _ category: DiagnosticCategory,
        file: StaticString = #fileID, line: UInt = #line
    ) -> Diagnostic {
        Diagnostic(.error, message, at: location, category: category, file: file, line: line)
    }

    public static func warning(
        _ message: String, at location: SourceLocation?, _ category: DiagnosticCategory,
        file: StaticString = #fileID, line: UInt = #line
    ) -> Diagnostic {
        Diagnostic(.warning, message, at: location, category: category, file: file, line: line)
    }

    public static func note(
        _ message: String, at location: SourceLocation?, _ category: DiagnosticCategory,
        file: StaticString = #fileID, line: UInt = #line
    ) -> Diagnostic {
        Diagnostic(.note, message, at: location, category: category, file: file, line: line)
    }

    public static func == (lhs: Diagnostic, rhs: Diagnostic) -> Bool {
        (lhs.severity, lhs.message, lhs.location, lhs.category, lhs.excerpt, lhs.notes)
            == (rhs.severity, rhs.message, rhs.location, rhs.category, rhs.excerpt, rhs.notes)
    }

    public func hash(into hasher: inout Hasher) {
        hasher.combine(severity)
        hasher.combine(message)
        hasher.combine(location)
        hasher.combine(category)
        hasher.combine(excerpt)
        hasher.combine(notes)
    }

    public var description: String { rendered() }

    /// The printed form: `description`, with the severities in colour for a terminal (as compilers colour them), and
    /// every path made absolute when `absolutePaths` (Xcode's issue navigator opens only those).
    public func rendered(colored: Bool = false, absolutePaths: Bool = false) -> String {
        let style = Style(colored: colored, absolutePaths: absolutePaths)
        var lines = ["\(style.place(location))\(style.label(severity)) \(message) [\(category.rawValue)]"]
        if let excerpt { lines.append(excerpt) }
        lines += notes.map { $0.rendered(style) }
        return lines.joined(separator: "\n")
    }

    /// How a diagnostic and its notes are printed: plain, or for a terminal; paths as given, or absolute.
    struct Style {
        var colored = false
        var absolutePaths = false

        /// `path:line:column: `, or `mogen: ` for a problem with no place.
        func place(_ location: SourceLocation?) -> String {
            guard var location else { return "mogen: " }
            if absolutePaths { location.file = PathText.absolute(location.file) }
            return colored ? "\u{1B}[1m\(location.description): \u{1B}[0m" : "\(location.description): "
        }

        /// `error:`, in bold red on a terminal (warnings magenta, notes cyan), as compilers print them.
        func label(_ severity: Severity) -> String {
            guard colored else { return severity.rawValue + ":" }
            let color = switch severity {
            case .error: "31"
            case .warning: "35"
            case .note: "36"
            }
            return "\u{1B}[1;\(color)m\(severity.rawValue):\u{1B}[0m"
        }
    }

    /// A source file and line of mogen, compared by the address of the file's name: one call site always passes the
    /// same literal, and no two call sites share both.
    struct Origin: Hashable, Sendable {
        let fileAddress: UInt
        let line: UInt

        init(file: StaticString, line: UInt) {
            fileAddress = file.hasPointerRepresentation ? UInt(bitPattern: file.utf8Start) : UInt(file.unicodeScalar.value)
            self.line = line
        }
    }

}

extension Array where Element == Diagnostic {
    public var hasErrors: Bool { contains { $0.severity == .error } }
    public var errorCount: Int { lazy.filter { $0.severity == .error }.count }
    public var warningCount: Int { lazy.filter { $0.severity == .warning }.count }

    /// Diagnostics in file order (by location, then severity), stable for equal keys, so output is deterministic.
    public func sortedByLocation() -> [Diagnostic] {
        enumerated().sorted { a, b in
            let la = a.element.location, lb = b.element.location
            switch (la, lb) {
            case let (x?, y?) where x != y: return x < y
            case (nil, _?): return true
            case (_?, nil): return false
            default: return a.offset < b.offset
            }
        }.map(\.element)
    }
}
