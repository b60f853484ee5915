import Foundation
import MogenModel
import MogenSupport
import MogenTemplate

/// read → validate → context → render, for one model or several. Stops at the first stage with errors; writes
/// nothing. A failure is the diagnostics that explain it, a template's error among them.
public enum Generator {
    /// Generates several models, as `mogen generate` does for the models of a `mogen.json`: every one is generated
    /// in memory, so that nothing is planned or written unless all of them succeeded. A failure holds the
    /// diagnostics of every model, those that succeeded included.
    public static func generate(_ requests: [GenerationRequest]) throws(DiagnosticError) -> [GenerationResult] {
        var results: [GenerationResult] = []
        var failures: [Diagnostic] = []
        for request in requests {
            switch generate(request) {
            case let .success(result): results.append(result)
            case let .failure(failure): failures += failure.diagnostics
            }
        }
        guard failures.isEmpty else { throw DiagnosticError(results.flatMap(\.diagnostics) + failures) }
        return results
    }

    /// One model: its inputs read (the model, its older versions, then the user's class files its context names),
    /// each stage between them a function of what it is given.
    public static func generate(_ request: GenerationRequest) -> Result<GenerationResult, DiagnosticError> {
        let prepared: PreparedModel
        switch prepare(request) {
        case let .success(model): prepared = model
        case let .failure(failure): return .failure(failure)
        }
        var existingOutputs = ExistingOutputs()
        var classFiles: [String: String] = [:]
        for (fileName, path) in prepared.classFilesToRead {
            if case let .file(text) = existingOutputs.read(path) { classFiles[fileName] = text }
        }
        return render(prepared, existingClassFiles: classFiles).map { result in
            var result = result
            result.existingOutputs = existingOutputs
            return result
        }
    }

    /// read → validate → context: the model as its templates will see it, or the diagnostics that stop it.
    static func prepare(_ request: GenerationRequest) -> Result<PreparedModel, DiagnosticError> {
        let read: ModelReader.Result
        do {
            read = try ModelReader.read(path: request.modelPath, version: request.settings.modelVersion)
        } catch {
            return .failure(error)
        }
        let options = request.options
        let validation = options.validationOptions(forSwiftData: request.templates.rendersSwiftData)
        var diagnostics = read.diagnostics + ModelValidator.validate(read.model, options: validation)
            + ContextBuilder.renameProblems(in: read.model, renames: options.renames)
            + ModelNamesInCode.problems(in: read.model, context: request.contextKind)
        guard !diagnostics.hasErrors else { return .failure(DiagnosticError(diagnostics.sortedByLocation())) }

        // SwiftData declares every version; Core Data classes need them only to tell which transformers the app has,
        // and the staged migration goes through them, with the project's mapping models.
        let migrates = request.optionalOutputs.contains(.migrations)
        var history: [MogenModel.Model]?
        var older: [MogenModel.Model] = []
        var migrationHistory: MigrationHistory?
        if request.templates.rendersSwiftData || migrates || ContextBuilder.asksForTransformers(read.model, options: options) {
            let versions = olderVersions(of: read.model, path: request.modelPath, options: validation)
            older = versions.versions
            if request.templates.rendersSwiftData {
                history = older
            }
            if request.templates.rendersSwiftData || migrates {
                diagnostics += versions.diagnostics
            }
        }
        if migrates {
            let mappingModels = MappingModelFile.besideBundle(of: read.model.source)
            diagnostics += mappingModels.diagnostics
            migrationHistory = MigrationHistory(olderVersions: older, mappingModels: mappingModels.files)
        }
        let (context, contextDiagnostics) = ContextBuilder.build(
            model: read.model, options: options, swiftDataHistory: history, olderVersions: older,
            fileNaming: request.templates.manifest.fileNaming, migrationHistory: migrationHistory)
        // What mogen's context reports is about mogen's templates; SwiftGen's templates see another context.
        if request.contextKind == .mogen { diagnostics += contextDiagnostics }
        guard !diagnostics.hasErrors else { return .failure(DiagnosticError(diagnostics.sortedByLocation())) }

        var swiftGenModels: TemplateValue?
        if request.contextKind == .swiftgen {
            do {
                swiftGenModels = try SwiftGenContext.models([read.model])
            } catch {
                return .failure(DiagnosticError((diagnostics + error.diagnostics).sortedByLocation()))
            }
        }
        return .success(PreparedModel(
            request: request, model: read.model, context: context, swiftGenModels: swiftGenModels,
            diagnostics: diagnostics))
    }

    /// render: the model's files, in memory, from `prepared` and the user's class files that exist among
    /// `prepared.classFilesToRead`, by file name.
    static func render(
        _ prepared: PreparedModel, existingClassFiles: [String: String]
    ) -> Result<GenerationResult, DiagnosticError> {
        let request = prepared.request
        // SwiftGen gives templates the process environment as `env`; only templates that read it depend on it.
        let renderer = ModelRenderer(
            templates: request.templates, layout: request.layout, directories: request.directories,
            settings: request.settings, optionalOutputs: request.optionalOutputs,
            environment: request.contextKind == .swiftgen ? ProcessInfo.processInfo.environment : [:])
        let node = prepared.context.node
        do {
            let files = try renderer.render(
                prepared.context, node: node, existingClassFiles: existingClassFiles,
                swiftGenModels: prepared.swiftGenModels)
            return .success(GenerationResult(
                model: prepared.model, context: prepared.context, templateContext: node, files: files,
                // Rendering read nothing; `generate` gives the result what it read for the plan to reuse.
                diagnostics: prepared.diagnostics.sortedByLocation(), existingOutputs: ExistingOutputs()))
        } catch {
            let searchPaths = request.templates.isBuiltIn ? [] : [request.templates.name]
            let diagnostics = prepared.diagnostics + [TemplateDiagnostic.diagnostic(for: error, searchPaths: searchPaths)]
            return .failure(DiagnosticError(diagnostics.sortedByLocation()))
        }
    }
}

/// A model read, validated and turned into its template context: what rendering starts from.
struct PreparedModel: Sendable {
    let request: GenerationRequest
    let model: MogenModel.Model
    let context: ModelContext
    /// The SwiftGen context's `models`, for a set rendered with it.
    let swiftGenModels: TemplateValue?
    /// What reading, validating and building the context reported (warnings; errors stop before).
    let diagnostics: [Diagnostic]

    /// The user's class files that rendering needs, by file name, with their paths: a `Codable` root class is
    /// `Decodable` only when its class file, if there is one, declares the initializer (pair layout).
    var classFilesToRead: [(fileName: String, path: String)] {
        guard request.layout == .pair else { return [] }
        return context.entities.filter { $0.isCodable && !$0.hasGeneratedSuperclass }.map { entity in
            (entity.humanFileName, GeneratedFile.path(entity.humanFileName, in: request.directories.human))
        }
    }
}
