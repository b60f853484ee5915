import MogenModel
import MogenSupport

extension Generator {
    /// The files `requests` read, after the configuration file: what `mogen generate --list-inputs` prints and the
    /// build-tool plugin declares (`InputFiles`). Each model is located first, which reports what generating it
    /// would; it is not read.
    public static func inputFiles(of requests: [GenerationRequest], configuration: String?) throws(DiagnosticError)
        -> [String]
    {
        var problems: [Diagnostic] = []
        for request in requests {
            do {
                _ = try ModelLocator.locate(path: request.modelPath, version: request.settings.modelVersion)
            } catch {
                problems += error.diagnostics
            }
        }
        guard problems.isEmpty else { throw DiagnosticError(problems) }
        return InputFiles.list(configuration: configuration, jobs: requests.map(\.inputJob))
    }
}
