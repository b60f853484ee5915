import MogenModel
import MogenSupport
import MogenTemplate

/// How one model is generated, as far as it was said: every field is optional so that settings from several places
/// layer. `mogen.json`'s top level, then its model entry, then the command line: each later layer wins where it says
/// something; a later `output` also replaces earlier `humanDirectory` and `machineDirectory`. Paths are already resolved (relative to the configuration file's directory, or to the current
/// directory for the command line).
public struct GenerationSettings: Sendable, Equatable {
    public var modelVersion: String?
    public var output: String?
    public var humanDirectory: String?
    public var machineDirectory: String?
    public var layout: Layout?
    /// A built-in template set's name, or a directory of templates.
    public var template: String?
    public var strictTemplates: Bool?
    public var accessLevel: GeneratorOptions.AccessLevel?
    public var optionality: GeneratorOptions.Optionality?
    public var module: String?
    public var codable: Bool?
    public var baseClass: String?
    public var configuration: String?
    /// Added to the imports of earlier layers.
    public var imports: [String]?
    /// Merged key by key with the variables of earlier layers.
    public var variables: [String: TemplateValue]?
    /// Merged property by property with the renames of earlier layers.
    public var renames: [PropertyRename]?
    /// Template limits by name (`TemplateLimitSetting`), merged limit by limit with earlier layers'.
    public var templateLimits: [String: Int]?

    public init() {}

    /// These settings with `later`'s on top.
    public func overlaid(with later: GenerationSettings) -> GenerationSettings {
        var result = self
        result.modelVersion = later.modelVersion ?? modelVersion
        result.output = later.output ?? output
        // A later `output` moves every file, including those earlier layers sent to their own directories.
        result.humanDirectory = later.humanDirectory ?? (later.output == nil ? humanDirectory : nil)
        result.machineDirectory = later.machineDirectory ?? (later.output == nil ? machineDirectory : nil)
        result.layout = later.layout ?? layout
        result.template = later.template ?? template
        result.strictTemplates = later.strictTemplates ?? strictTemplates
        result.accessLevel = later.accessLevel ?? accessLevel
        result.optionality = later.optionality ?? optionality
        result.module = later.module ?? module
        result.codable = later.codable ?? codable
        result.baseClass = later.baseClass ?? baseClass
        result.configuration = later.configuration ?? configuration
        if let extra = later.imports { result.imports = (imports ?? []) + extra.filter { !(imports ?? []).contains($0) } }
        if let extra = later.variables { result.variables = (variables ?? [:]).merging(extra) { _, new in new } }
        if let extra = later.templateLimits {
            result.templateLimits = (templateLimits ?? [:]).merging(extra) { _, new in new }
        }
        if let extra = later.renames {
            let replaced = Set(extra.map(\.property))
            result.renames = (renames ?? []).filter { !replaced.contains($0.property) } + extra
        }
        return result
    }

    /// The directories files are written to: `humanDirectory`/`machineDirectory`, else `output`, else the current
    /// directory.
    public var directories: OutputDirectories {
        let output = output ?? "."
        return OutputDirectories(machine: machineDirectory ?? output, human: humanDirectory ?? output)
    }

    public var generatorOptions: GeneratorOptions {
        var options = GeneratorOptions()
        if let accessLevel { options.accessLevel = accessLevel }
        if let optionality { options.optionality = optionality }
        options.moduleName = module
        options.codable = codable ?? false
        options.baseClass = baseClass
        options.configuration = configuration
        options.imports = imports ?? []
        options.layout = layout ?? .pair
        options.renames = renames ?? []
        return options
    }

    /// The request to generate `modelPath` with these settings. Throws when the template set does not exist.
    public func request(modelPath: String) throws(DiagnosticError) -> GenerationRequest {
        let name = template ?? TemplateSet.defaultName
        let limits = TemplateLimitSetting.limits(templateLimits ?? [:])
        guard let templates = TemplateSet.named(name, strict: strictTemplates ?? false, limits: limits) else {
            throw DiagnosticError(.error(TemplateSet.unknownSetMessage(name), at: nil, .template))
        }
        return GenerationRequest(
            modelPath: modelPath, modelVersion: modelVersion, options: generatorOptions, layout: layout ?? .pair,
            templates: templates, directories: directories, variables: variables ?? [:])
    }
}
