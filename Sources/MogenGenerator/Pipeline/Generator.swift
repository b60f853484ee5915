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

/// Why a model could not be generated.
public enum GenerationFailure: Error, Sendable, CustomStringConvertible {
    /// The model could not be read, is invalid, or cannot be turned into code.
    case diagnostics([Diagnostic])
    /// A template failed to compile or render.
    case template(TemplateError, diagnostics: [Diagnostic])

    /// The diagnostics that came with the failure (a template error is not one of them).
    public var allDiagnostics: [Diagnostic] {
        switch self {
        case let .diagnostics(diagnostics), let .template(_, diagnostics): diagnostics
        }
    }

    public var description: String {
        switch self {
        case let .diagnostics(diagnostics): diagnostics.map(\.description).joined(separator: "\n")
        case let .template(error, _): error.description
        }
    }
}

/// read → validate → context → render, for one model. Stops at the first stage with errors; writes nothing.
public enum Generator {
    public static func generate(_ request: GenerationRequest) -> Result<GenerationResult, GenerationFailure> {
        let read: ModelReader.Result
        do {
            read = try ModelReader.read(path: request.modelPath, version: request.modelVersion)
        } catch {
            return .failure(.diagnostics(error.diagnostics))
        }
        let validation = ModelValidator.Options(renamedProperties: Set(request.options.renames.map(\.property)))
        var diagnostics = read.diagnostics + ModelValidator.validate(read.model, options: validation)
            + ContextBuilder.renameProblems(in: read.model, renames: request.options.renames)
        guard !diagnostics.hasErrors else { return .failure(.diagnostics(diagnostics.sortedByLocation())) }

        var options = request.options
        options.layout = request.layout
        let (context, contextDiagnostics) = ContextBuilder.build(model: read.model, options: options)
        diagnostics += contextDiagnostics
        guard !diagnostics.hasErrors else { return .failure(.diagnostics(diagnostics.sortedByLocation())) }

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
        } catch let error as TemplateError {
            return .failure(.template(error, diagnostics: diagnostics.sortedByLocation()))
        } catch {
            return .failure(.template(TemplateError(reason: String(describing: error)), diagnostics: diagnostics))
        }
    }
}
