import MogenSupport

/// The categories of problems found generating code from a model.
extension DiagnosticCategory {
    /// Code generation settings of entities (`codeGenerationType`) and class names.
    public static let codegen = DiagnosticCategory(rawValue: "codegen")
    /// Templates that fail to compile or render.
    public static let template = DiagnosticCategory(rawValue: "template")
    /// Configuration (`mogen.json`) and option problems.
    public static let configuration = DiagnosticCategory(rawValue: "configuration")
    /// Writing or checking generated files.
    public static let output = DiagnosticCategory(rawValue: "output")
}

extension DiagnosticCategory {
    /// What SwiftGen, whose context and templates mogen reproduces (`--context swiftgen`), does wrong with a model.
    public static let swiftgen = DiagnosticCategory(rawValue: "swiftgen")
}
