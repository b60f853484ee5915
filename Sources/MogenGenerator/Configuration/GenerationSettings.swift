import MogenModel
import MogenSupport
import MogenTemplate

/// How one model is generated, as far as it was said: every field is optional so that settings from several places
/// layer. `mogen.json`'s top level, then its model entry, then the command line: each later layer wins where it says
/// something, as each setting's declaration (`Setting+Declarations.swift`) combines them. Paths are already resolved
/// (relative to the configuration file's directory, or to the current directory for the command line).
public struct GenerationSettings: Sendable, Equatable {
    public var modelVersion: String?
    /// The git revision whose model versions must be unchanged (`mogen lint`, `generate --check`).
    public var shipped: String?
    public var output: String?
    public var humanDirectory: String?
    public var machineDirectory: String?
    public var layout: Layout?
    /// A built-in template set's name, or a directory of templates.
    public var template: String?
    public var strictTemplates: Bool?
    /// The template context (`context`); nil: the set's `template-set.json`, else mogen's.
    public var context: TemplateContextKind?
    /// The name of the single layout's one file (`outputFile`).
    public var outputFile: String?
    public var accessLevel: ContextOptions.AccessLevel?
    public var optionality: ContextOptions.Optionality?
    public var module: String?
    public var codable: Bool?
    public var baseClass: String?
    public var configuration: String?
    public var imports: [String]?
    public var variables: [String: TemplateValue]?
    public var renames: [PropertyRename]?
    /// Value transformer names mogen writes (`transformers`, `--transformer`).
    public var transformers: [String]?
    public var integers: SwiftDataOptions.Integers?
    public var swiftDataTarget: SwiftDataOptions.Target?
    public var cloudKit: Bool?
    /// Template limits by name (`TemplateLimitSetting`).
    public var templateLimits: [String: Int]?
    /// Whether each file beyond the classes is asked for; one setting each.
    public var optionalOutputs: [OptionalOutput: Bool] = [:]

    public subscript(optionalOutput output: OptionalOutput) -> Bool? {
        get { optionalOutputs[output] }
        set { optionalOutputs[output] = newValue }
    }

    public init() {}

    /// These settings with `later`'s on top.
    public func overlaid(with later: GenerationSettings) -> GenerationSettings {
        var result = self
        for setting in Setting.all { setting.overlay(&result, later) }
        return result
    }

    /// The directories files are written to: `humanDirectory`/`machineDirectory`, else `output`, else the current
    /// directory.
    public var directories: OutputDirectories {
        let output = output ?? "."
        return OutputDirectories(machine: machineDirectory ?? output, human: humanDirectory ?? output)
    }

    /// The settings that shape the template context, with the default of each one not set (its declaration's).
    public var contextOptions: ContextOptions { ContextOptions(settings: self) }
}
