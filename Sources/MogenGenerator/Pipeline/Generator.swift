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

    public static func generate(_ request: GenerationRequest) -> Result<GenerationResult, DiagnosticError> {
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

        // SwiftData declares every version; Core Data classes need them only to tell which transformers the app has.
        var history: [MogenModel.Model]?
        var older: [MogenModel.Model] = []
        if request.templates.rendersSwiftData || ContextBuilder.asksForTransformers(read.model, options: options) {
            let versions = olderVersions(of: read.model, path: request.modelPath, options: validation)
            older = versions.versions
            if request.templates.rendersSwiftData {
                history = older
                diagnostics += versions.diagnostics
            }
        }
        let (context, contextDiagnostics) = ContextBuilder.build(
            model: read.model, options: options, swiftDataHistory: history, olderVersions: older,
            fileNaming: request.templates.manifest.fileNaming)
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
        // SwiftGen gives templates the process environment as `env`; only templates that read it depend on it.
        let renderer = ModelRenderer(
            templates: request.templates, layout: request.layout, directories: request.directories,
            settings: request.settings, optionalOutputs: request.optionalOutputs,
            environment: request.contextKind == .swiftgen ? ProcessInfo.processInfo.environment : [:])
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
            let files = try renderer.render(
                context, node: node, existingClassFiles: existingClassFiles, swiftGenModels: swiftGenModels)
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
