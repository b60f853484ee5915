import Foundation
import MogenModel
import MogenSupport

/// Several models generated together, as `mogen generate` does for the models of a `mogen.json`: every model is
/// generated in memory, and the files of all of them are planned as one, so nothing is written unless every model
/// and template succeeded.
public struct GenerationRun: Sendable {
    public let results: [GenerationResult]
    public let failures: [GenerationFailure]

    public static func generate(_ requests: [GenerationRequest]) -> GenerationRun {
        var results: [GenerationResult] = []
        var failures: [GenerationFailure] = []
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

    /// The files a request reads: the model's (`.xccurrentversion` and the version's `contents`) and a template
    /// directory's. For build systems' input lists; the model is located, not read.
    public static func inputFiles(of request: GenerationRequest) throws(DiagnosticError) -> [String] {
        let model = try ModelLocator.locate(path: request.modelPath, version: request.modelVersion)
        return model.inputFiles + request.templates.files
    }
}
