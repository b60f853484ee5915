import MogenSupport
import MogenTemplate

/// One model to generate: what to read, how to generate, where the files go.
package struct GenerationRequest: Sendable {
    package var modelPath: String
    /// The model's settings as the layers gave them (`mogen.json`'s top level, its entry, the command line): a stage
    /// reads a setting that needs no resolving here, as given (`settings.outputFile`, `settings.modelVersion`). The
    /// fields below are what `GenerationSettings.request` resolved from them.
    package var settings: GenerationSettings
    /// What shapes the template context.
    package var options: ContextOptions
    package var layout: Layout
    package var templates: TemplateSet
    package var directories: OutputDirectories
    /// The files beyond the classes to write, in `OptionalOutput.allCases`' order.
    package var optionalOutputs: [OptionalOutput]
    /// The context the templates are rendered with.
    package var contextKind: TemplateContextKind

    package init(
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
