/// A failure that stops a stage, carrying the diagnostics that explain it.
package struct DiagnosticError: Error, Sendable, CustomStringConvertible {
    package var diagnostics: [Diagnostic]

    package init(_ diagnostics: [Diagnostic]) {
        self.diagnostics = diagnostics
    }

    package init(_ diagnostic: Diagnostic) {
        self.diagnostics = [diagnostic]
    }

    package var description: String { diagnostics.map(\.description).joined(separator: "\n") }
}
