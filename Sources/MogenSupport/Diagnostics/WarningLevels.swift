/// How loud a category of warnings is: `off` drops its warnings and notes, `error` makes its warnings errors.
/// Errors are never changed: an error means Xcode or Core Data refuses the model, or no correct code follows.
public enum WarningLevel: String, CaseIterable, Sendable, Equatable {
    case off, warning, error
}

/// The level of each category the user set (`--warnings codegen=off`, `"warnings": { "codegen": "off" }`), applied
/// where diagnostics are printed.
public struct WarningLevels: Sendable, Equatable {
    public var levels: [DiagnosticCategory: WarningLevel]

    public init(_ levels: [DiagnosticCategory: WarningLevel] = [:]) {
        self.levels = levels
    }

    /// `diagnostics` at the levels set; warnings of a category with no level set become errors when
    /// `warningsAsErrors`, as a category's own level is the more precise request.
    public func applied(to diagnostics: [Diagnostic], warningsAsErrors: Bool = false) -> [Diagnostic] {
        guard !levels.isEmpty || warningsAsErrors else { return diagnostics }
        return diagnostics.compactMap { diagnostic in
            guard diagnostic.severity != .error else { return diagnostic }
            var changed = diagnostic
            switch levels[diagnostic.category] {
            case .off?: return nil
            case .error? where diagnostic.severity == .warning: changed.severity = .error
            case nil where warningsAsErrors && diagnostic.severity == .warning: changed.severity = .error
            default: break
            }
            return changed
        }
    }
}
