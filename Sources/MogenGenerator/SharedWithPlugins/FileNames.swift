import Foundation

/// The names of the files mogen reads and writes.
///
/// This folder is compiled into MogenGenerator and, through the symbolic link `Plugins/MogenPluginShared/Generator`,
/// into the plugins, which must name a build command's output before mogen runs. A plugin can import no mogen
/// module, so the files here use the standard library and Foundation only.
public enum FileNames {
    /// The configuration file: `mogen generate` with no model reads it from the current directory, and the plugins
    /// look for it in a target's directory.
    public static let configuration = "mogen.json"
    /// Ends the name of every file mogen owns: the single layout's one file per model, and each entity's file of
    /// the pair layout.
    public static let generatedSuffix = "+Generated.swift"
    /// Ends the name of the pair layout's file of a model's shared declarations.
    public static let modelSuffix = "+Model.swift"
    /// A SwiftData template set's container, versioned schemas and migration plan: `Recipes+Schema.swift`.
    public static let schemaSuffix = "+Schema.swift"
    /// The template a SwiftData template set has, and other sets do not: it renders the `+Schema.swift` file.
    public static let swiftDataSchemaTemplate = "schema.swift.stencil"

    /// The one file the single layout writes for the model named `modelName`: `Music+Generated.swift`.
    public static func singleLayoutFile(forModel modelName: String) -> String {
        safe(modelName) + generatedSuffix
    }

    /// `name` with `/`, `\`, NUL and other control characters replaced by `_`, and `.`/`..` made harmless. Model and
    /// class names are validated identifiers, but a model's file name can be anything a file system allows; what
    /// becomes a file name must never reach outside the output directory.
    public static func safe(_ name: String) -> String {
        var result = ""
        for scalar in name.unicodeScalars {
            result.unicodeScalars.append(scalar == "/" || scalar == "\\" || scalar == ":" || scalar.value < 0x20 ? "_" : scalar)
        }
        if result.isEmpty || result.allSatisfy({ $0 == "." }) { return "_" + result }
        return result
    }

    // MARK: File-name patterns of a template set (`template-set.json`)

    /// Stands for the class name in a template set's file-name pattern: `_{class}.swift`.
    public static let classPlaceholder = "{class}"
    /// Stands for the model's name in a template set's file-name pattern: `{model}+Model.swift`.
    public static let modelPlaceholder = "{model}"
    /// The pair layout's file mogen owns for each class, unless the template set names it otherwise.
    public static let defaultMachineFilePattern = classPlaceholder + generatedSuffix
    /// The pair layout's file the user owns for each class, unless the template set names it otherwise.
    public static let defaultHumanFilePattern = classPlaceholder + ".swift"
    /// The pair layout's file of a model's shared declarations, unless the template set names it otherwise.
    public static let defaultModelFilePattern = modelPlaceholder + modelSuffix

    /// `pattern` with its placeholders replaced: `_{class}.swift` for class `Employee` is `_Employee.swift`. Both
    /// names are made safe for a file name first.
    public static func expand(_ pattern: String, className: String = "", modelName: String = "") -> String {
        pattern.replacingOccurrences(of: classPlaceholder, with: safe(className))
            .replacingOccurrences(of: modelPlaceholder, with: safe(modelName))
    }
}
