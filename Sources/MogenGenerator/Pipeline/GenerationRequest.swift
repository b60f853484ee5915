import MogenSupport
import MogenTemplate

/// One model to generate: what to read, how to generate, where the files go.
package struct GenerationRequest: Sendable {
    package var modelPath: String
    package var modelVersion: String?
    /// What shapes the template context.
    package var options: ContextOptions
    package var layout: Layout
    package var templates: TemplateSet
    package var directories: OutputDirectories
    package var variables: [String: TemplateValue]
    /// The files beyond the classes to write, in `OptionalOutput.allCases`' order.
    package var optionalOutputs: [OptionalOutput]
    /// The git revision whose model versions must be unchanged; checked by `generate --check`.
    package var shipped: String?
    /// The context the templates are rendered with.
    package var contextKind: TemplateContextKind
    /// The name of the single layout's one file; nil for `<Model>+Generated.swift`.
    package var outputFile: String?

    package init(
        modelPath: String, modelVersion: String? = nil, options: ContextOptions = ContextOptions(),
        layout: Layout = .pair, templates: TemplateSet, directories: OutputDirectories, variables: [String: TemplateValue] = [:],
        optionalOutputs: [OptionalOutput] = [], shipped: String? = nil, contextKind: TemplateContextKind = .mogen,
        outputFile: String? = nil
    ) {
        self.contextKind = contextKind
        self.outputFile = outputFile
        self.modelPath = modelPath
        self.modelVersion = modelVersion
        self.options = options
        self.layout = layout
        self.templates = templates
        self.directories = directories
        self.variables = variables
        self.optionalOutputs = optionalOutputs
        self.shipped = shipped
    }

    /// What decides the files this request reads.
    var inputJob: InputFiles.Job {
        InputFiles.Job(
            modelPath: modelPath, modelVersion: modelVersion,
            templateDirectory: templates.isBuiltIn ? nil : templates.name, optionalOutputs: optionalOutputs,
            rendersSwiftData: templates.rendersSwiftData, outputFile: outputFile)
    }
}
