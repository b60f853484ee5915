import MogenSupport
import MogenTemplate

/// One model to generate: what to read, how to generate, where the files go.
public struct GenerationRequest: Sendable {
    public var modelPath: String
    /// The model's settings as the layers gave them (`mogen.json`'s top level, its entry, the command line): a stage
    /// reads a setting that needs no resolving here, as given (`settings.outputFile`, `settings.modelVersion`). The
    /// fields below are what `GenerationSettings.request` resolved from them.
    public var settings: GenerationSettings
    /// What shapes the template context.
    public var options: ContextOptions
    public var layout: Layout
    public var templates: TemplateSet
    public var directories: OutputDirectories
    /// The files beyond the classes to write, in `OptionalOutput.allCases`' order.
    public var optionalOutputs: [OptionalOutput]
    /// The context the templates are rendered with.
    public var contextKind: TemplateContextKind

    public init(
        modelPath: String, settings: GenerationSettings = GenerationSettings(), options: ContextOptions = ContextOptions(),
        layout: Layout = .pair, templates: TemplateSet, directories: OutputDirectories,
        optionalOutputs: [OptionalOutput] = [], contextKind: TemplateContextKind = .mogen
    ) {
        self.modelPath = modelPath
        self.settings = settings
        self.options = options
        self.layout = layout
        self.templates = templates
        self.directories = directories
        self.optionalOutputs = optionalOutputs
        self.contextKind = contextKind
    }

    /// What decides the files this request reads.
    var inputJob: InputFiles.Job {
        InputFiles.Job(
            modelPath: modelPath, modelVersion: settings.modelVersion,
            templateDirectory: templates.isBuiltIn ? nil : templates.name, optionalOutputs: optionalOutputs,
            rendersSwiftData: templates.rendersSwiftData, outputFile: settings.outputFile)
    }
}
