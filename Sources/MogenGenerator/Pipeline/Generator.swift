import MogenModel
import MogenSupport
import MogenTemplate

/// One model to generate: what to read, how to generate, where the files go.
public struct GenerationRequest: Sendable {
    public var modelPath: String
    public var modelVersion: String?
    public var options: GeneratorOptions
    public var layout: Layout
    public var templates: TemplateSet
    public var directories: OutputDirectories
    public var variables: [String: TemplateValue]

    public init(
        modelPath: String, modelVersion: String? = nil, options: GeneratorOptions = GeneratorOptions(),
        layout: Layout = .pair, templates: TemplateSet, directories: OutputDirectories,
        variables: [String: TemplateValue] = [:]
    ) {
        self.modelPath = modelPath
        self.modelVersion = modelVersion
        self.options = options
        self.layout = layout
        self.templates = templates
        self.directories = directories
        self.variables = variables
    }
}

/// What generating a model produced: its files (in memory) and everything worth telling the user.
public struct GenerationResult: Sendable {
    public var model: Model
    public var context: ModelContext
    /// `context` as templates saw it.
    public var templateContext: ContextNode
    public var files: [GeneratedFile]
    public var diagnostics: [Diagnostic]
    /// The output files generating read (the user's class files it renders from), for the plan to reuse.
    var existingOutputs: ExistingOutputs
}

/// read → validate → context → render, for one model. Stops at the first stage with errors; writes nothing. A
/// failure is the diagnostics that explain it, a template's error among them.
public enum Generator {
    public static func generate(_ request: GenerationRequest) -> Result<GenerationResult, DiagnosticError> {
        let read: ModelReader.Result
        do {
            read = try ModelReader.read(path: request.modelPath, version: request.modelVersion)
        } catch {
            return .failure(error)
        }
        let validation = ModelValidator.Options(renamedProperties: Set(request.options.renames.map(\.property)))
        var diagnostics = read.diagnostics + ModelValidator.validate(read.model, options: validation)
            + ContextBuilder.renameProblems(in: read.model, renames: request.options.renames)
        guard !diagnostics.hasErrors else { return .failure(DiagnosticError(diagnostics.sortedByLocation())) }

        var options = request.options
        options.layout = request.layout
        let (context, contextDiagnostics) = ContextBuilder.build(model: read.model, options: options)
        diagnostics += contextDiagnostics
        guard !diagnostics.hasErrors else { return .failure(DiagnosticError(diagnostics.sortedByLocation())) }

        let renderer = ModelRenderer(
            templates: request.templates, layout: request.layout, directories: request.directories,
            variables: request.variables)
        // A Codable root class is Decodable only if the user's class file (when there is one) declares the initializer.
        var existingOutputs = ExistingOutputs()
        var existingClassFiles: [String: String] = [:]
        if request.layout == .pair {
            for entity in context.entities where entity.isCodable && !entity.hasGeneratedSuperclass {
                let path = GeneratedFile.path(entity.humanFileName, in: request.directories.human)
                if case let .file(text) = existingOutputs.read(path) {
                    existingClassFiles[entity.humanFileName] = text
                }
            }
        }
        let node = context.node
        do {
            let files = try renderer.render(context, node: node, existingClassFiles: existingClassFiles)
            return .success(GenerationResult(
                model: read.model, context: context, templateContext: node, files: files,
                diagnostics: diagnostics.sortedByLocation(), existingOutputs: existingOutputs))
        } catch {
            let searchPaths = request.templates.isBuiltIn ? [] : [request.templates.name]
            diagnostics.append(TemplateDiagnostic.diagnostic(for: error, searchPaths: searchPaths))
            return .failure(DiagnosticError(diagnostics.sortedByLocation()))
        }
    }
}
