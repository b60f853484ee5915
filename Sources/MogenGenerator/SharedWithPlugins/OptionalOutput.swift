/// The files mogen writes for a model beyond its classes, each only when asked: `"stack": true` in `mogen.json` or
/// `--stack` on the command line. The plugins read the same keys to name a build command's outputs.
public enum OptionalOutput: String, CaseIterable, Sendable {
    /// A Core Data stack for the model: `<Model>+Stack.swift`.
    case stack
    /// The model built in Swift, without a compiled `.momd`: `<Model>+ManagedObjectModel.swift`.
    case modelAsCode

    /// The key that asks for it in `mogen.json`.
    public var key: String { rawValue }

    /// The command-line flag that asks for it.
    public var option: String {
        switch self {
        case .stack: "--stack"
        case .modelAsCode: "--model-as-code"
        }
    }

    /// What `--help` says of the flag.
    public var help: String {
        switch self {
        case .stack:
            "Also write <Model>+Stack.swift: a Core Data stack for the model (Docs/Stack.md)."
        case .modelAsCode:
            "Also write <Model>+ManagedObjectModel.swift: the model built in Swift, usable without a compiled .momd "
                + "(Docs/ModelAsCode.md)."
        }
    }

    /// The template that renders it; a template directory without it uses the built-in one.
    public var templateName: String {
        switch self {
        case .stack: "stack.swift.stencil"
        case .modelAsCode: "managed-object-model.swift.stencil"
        }
    }

    /// The file written for the model named `modelName`: `Music+Stack.swift`.
    public func fileName(forModel modelName: String) -> String {
        switch self {
        case .stack: FileNames.safe(modelName) + "+Stack.swift"
        case .modelAsCode: FileNames.safe(modelName) + "+ManagedObjectModel.swift"
        }
    }
}
