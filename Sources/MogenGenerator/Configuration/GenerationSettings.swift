import MogenModel
import MogenSupport
import MogenTemplate

/// How one model is generated, as far as it was said: every field is optional so that settings from several places
/// layer. `mogen.json`'s top level, then its model entry, then the command line: each later layer wins where it says
/// something, as each setting's declaration (`Setting+Declarations.swift`) combines them. Paths are already resolved
/// (relative to the configuration file's directory, or to the current directory for the command line).
package struct GenerationSettings: Sendable, Equatable {
    package var modelVersion: String?
    /// The git revision whose model versions must be unchanged (`mogen lint`, `generate --check`).
    package var shipped: String?
    package var output: String?
    package var humanDirectory: String?
    package var machineDirectory: String?
    package var layout: Layout?
    /// A built-in template set's name, or a directory of templates.
    package var template: String?
    package var strictTemplates: Bool?
    /// The template context (`context`); nil: the set's `template-set.json`, else mogen's.
    package var context: TemplateContextKind?
    /// The name of the single layout's one file (`outputFile`).
    package var outputFile: String?
    package var accessLevel: ContextOptions.AccessLevel?
    package var optionality: ContextOptions.Optionality?
    package var module: String?
    package var codable: Bool?
    package var baseClass: String?
    package var configuration: String?
    package var imports: [String]?
    package var variables: [String: TemplateValue]?
    package var renames: [PropertyRename]?
    /// Value transformer names mogen writes (`transformers`, `--transformer`).
    package var transformers: [String]?
    package var integers: SwiftDataOptions.Integers?
    package var swiftDataTarget: SwiftDataOptions.Target?
    package var cloudKit: Bool?
    /// Template limits by name (`TemplateLimitSetting`).
    package var templateLimits: [String: Int]?
    /// Whether each file beyond the classes is asked for; one setting each.
    package var optionalOutputs: [OptionalOutput: Bool] = [:]

    package subscript(optionalOutput output: OptionalOutput) -> Bool? {
        get { optionalOutputs[output] }
        set { optionalOutputs[output] = newValue }
    }

    package init() {}

    /// These settings with `later`'s on top.
    package func overlaid(with later: GenerationSettings) -> GenerationSettings {
        var result = self
        for setting in Setting.all { setting.overlay(&result, later) }
        return result
    }

    /// The directories files are written to: `humanDirectory`/`machineDirectory`, else `output`, else the current
    /// directory.
    package var directories: OutputDirectories {
        let output = output ?? "."
        return OutputDirectories(machine: machineDirectory ?? output, human: humanDirectory ?? output)
    }

    /// The settings that shape the template context, with the default of each one not set (its declaration's).
    package var contextOptions: ContextOptions { ContextOptions(settings: self) }
}
