import MogenModel
import MogenSupport

extension Generator {
    /// The versions of `model`'s bundle before the one read, oldest first (the bundle's order, as Xcode lists
    /// them), each read and validated: SwiftData templates declare a versioned schema for each. Empty for a model
    /// that is not a bundle of several versions. A version mogen cannot read (an Xcode 3 binary model, one with
    /// errors) ends the history: the versioned schemas start after it, and a warning says why.
    public static func olderVersions(
        of model: Model, path: String, options: ModelValidator.Options
    ) -> (versions: [Model], diagnostics: [Diagnostic]) {
        let names = model.source.versionNames
        guard names.count > 1, let current = model.source.versionName, let position = names.firstIndex(of: current) else {
            return ([], [])
        }
        // Each version is read and validated on its own, on every core; the history is then walked in order.
        let outcomes = Array(names[..<position]).concurrentMap { name -> Result<Model, DiagnosticError> in
            do throws(DiagnosticError) {
                let read = try ModelReader.read(path: path, version: name)
                let errors = (read.diagnostics + ModelValidator.validate(read.model, options: options)).filter {
                    $0.severity == .error
                }
                return errors.isEmpty ? .success(read.model) : .failure(DiagnosticError(errors))
            } catch {
                return .failure(error)
            }
        }
        var versions: [Model] = []
        var diagnostics: [Diagnostic] = []
        for (name, outcome) in zip(names[..<position], outcomes) {
            switch outcome {
            case let .success(model):
                versions.append(model)
            case let .failure(failure):
                let errors = failure.diagnostics
                versions = []
                let reason = errors.first.map { ": \($0.message)" } ?? ""
                diagnostics = [.warning(
                    "version \(quoted: name) cannot be read\(reason); the versioned schemas and the migration plan start after it",
                    at: errors.first?.location ?? .file(path), .codegen)]
            }
        }
        return (versions, diagnostics)
    }
}
