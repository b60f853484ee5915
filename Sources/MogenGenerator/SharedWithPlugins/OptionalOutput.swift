/// The files mogen writes for a model beyond its classes, each only when asked: `"stack": true` in `mogen.json` or
/// `--stack` on the command line. The plugins read the same keys to name a build command's outputs.
public enum OptionalOutput: String, CaseIterable, Sendable {
    /// A Core Data stack for the model: `<Model>+Stack.swift`.
    case stack
    /// The model built in Swift, without a compiled `.momd`: `<Model>+ManagedObjectModel.swift`.
    case modelAsCode
    /// The staged migration through a bundle's versions: `<Model>+Migrations.swift`, and once, in the pair layout,
    /// the user's `<Model>+MigrationHandlers.swift`. `--stack` asks for it too when the bundle has several versions.
    case migrations

    /// The key that asks for it in `mogen.json`.
    public var key: String { rawValue }

    /// The command-line flag that asks for it.
    public var option: String {
        switch self {
        case .stack: "--stack"
        case .modelAsCode: "--model-as-code"
        case .migrations: "--migrations"
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
        case .migrations:
            "Also write <Model>+Migrations.swift: Core Data's staged migration through the bundle's versions, and "
                + "once, in the pair layout, <Model>+MigrationHandlers.swift for the custom stages (Docs/Migrations.md). "
                + "--stack implies it for a bundle of several versions."
        }
    }

    /// The template that renders it; a template directory without it uses the built-in one.
    public var templateName: String {
        switch self {
        case .stack: "stack.swift.stencil"
        case .modelAsCode: "managed-object-model.swift.stencil"
        case .migrations: "migrations.swift.stencil"
        }
    }

    /// The template of the file the user owns beside it, written once (pair layout); nil when there is none.
    public var userTemplateName: String? {
        self == .migrations ? "migration-handlers.swift.stencil" : nil
    }

    /// The file written for the model named `modelName`: `Music+Stack.swift`.
    public func fileName(forModel modelName: String) -> String {
        switch self {
        case .stack: FileNames.safe(modelName) + "+Stack.swift"
        case .modelAsCode: FileNames.safe(modelName) + "+ManagedObjectModel.swift"
        case .migrations: FileNames.safe(modelName) + "+Migrations.swift"
        }
    }

    /// The file the user owns beside it: `Music+MigrationHandlers.swift`; nil when there is none.
    public func userFileName(forModel modelName: String) -> String? {
        self == .migrations ? FileNames.safe(modelName) + "+MigrationHandlers.swift" : nil
    }

    /// The outputs written for the model at `modelPath` when `requested` are asked for: the stack of a bundle with
    /// several versions brings its migrations. Decided from file names alone, as a build plugin must.
    public static func written(requested: [OptionalOutput], modelPath: String) -> [OptionalOutput] {
        guard requested.contains(.stack), !requested.contains(.migrations),
            InputFiles.versionCount(ofBundle: modelPath) > 1
        else { return requested }
        return allCases.filter { requested.contains($0) || $0 == .migrations }
    }
}
