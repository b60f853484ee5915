import MogenSupport

/// The categories of problems found generating code from a model.
extension DiagnosticCategory {
    /// Code generation settings of entities (`codeGenerationType`) and class names.
    package static let codegen = DiagnosticCategory(rawValue: "codegen")
    /// Templates that fail to compile or render.
    package static let template = DiagnosticCategory(rawValue: "template")
    /// Configuration (`mogen.json`) and option problems.
    package static let configuration = DiagnosticCategory(rawValue: "configuration")
    /// Writing or checking generated files.
    package static let output = DiagnosticCategory(rawValue: "output")
}

extension DiagnosticCategory {
    /// What SwiftGen, whose context and templates mogen reproduces (`--context swiftgen`), does wrong with a model.
    package static let swiftgen = DiagnosticCategory(rawValue: "swiftgen")
}
