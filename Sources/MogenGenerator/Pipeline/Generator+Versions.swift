import MogenModel
import MogenSupport

extension Generator {
    /// The versions of `model`'s bundle before the one read, oldest first (the bundle's order, as Xcode lists
    /// them), each read and validated: SwiftData templates declare a versioned schema for each. Empty for a model
    /// that is not a bundle of several versions. Fails with the errors of a version that cannot be read.
    static func olderVersions(
        of model: Model, path: String, options: ModelValidator.Options
    ) -> Result<[Model], DiagnosticError> {
        let names = model.source.versionNames
        guard names.count > 1, let current = model.source.versionName, let position = names.firstIndex(of: current) else {
            return .success([])
        }
        var versions: [Model] = []
        for name in names[..<position] {
            do {
                let read = try ModelReader.read(path: path, version: name)
                let errors = (read.diagnostics + ModelValidator.validate(read.model, options: options)).filter {
                    $0.severity == .error
                }
                guard errors.isEmpty else { return .failure(DiagnosticError(errors)) }
                versions.append(read.model)
            } catch {
                return .failure(error)
            }
        }
        return .success(versions)
    }
}
