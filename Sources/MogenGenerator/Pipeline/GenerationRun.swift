import Foundation
import MogenModel
import MogenSupport

/// Several models generated together, as `mogen generate` does for the models of a `mogen.json`: every model is
/// generated in memory, and the files of all of them are planned as one, so nothing is written unless every model
/// and template succeeded.
public struct GenerationRun: Sendable {
    public let results: [GenerationResult]
    public let failures: [DiagnosticError]

    public static func generate(_ requests: [GenerationRequest]) -> GenerationRun {
        var results: [GenerationResult] = []
        var failures: [DiagnosticError] = []
        for request in requests {
            switch Generator.generate(request) {
            case let .success(result): results.append(result)
            case let .failure(failure): failures.append(failure)
            }
        }
        return GenerationRun(results: results, failures: failures)
    }

    /// Every diagnostic of the successful models.
    public var diagnostics: [Diagnostic] { results.flatMap(\.diagnostics) }

    /// The files `requests` read, after the configuration file: what `mogen generate --list-inputs` prints and the
    /// build-tool plugin declares (`InputFiles`). Each model is located first, which reports what generating it
    /// would; it is not read.
    public static func inputFiles(of requests: [GenerationRequest], configuration: String?) throws(DiagnosticError)
        -> [String]
    {
        var problems: [Diagnostic] = []
        for request in requests {
            do {
                _ = try ModelLocator.locate(path: request.modelPath, version: request.modelVersion)
            } catch {
                problems += error.diagnostics
            }
        }
        guard problems.isEmpty else { throw DiagnosticError(problems) }
        return InputFiles.list(configuration: configuration, jobs: requests.map(\.inputJob))
    }
}

extension GenerationRequest {
    /// What decides the files this request reads.
    var inputJob: InputFiles.Job {
        InputFiles.Job(
            modelPath: modelPath, modelVersion: modelVersion,
            templateDirectory: templates.isBuiltIn ? nil : templates.name)
    }
}
