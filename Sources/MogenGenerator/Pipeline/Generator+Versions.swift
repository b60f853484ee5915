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
        var versions: [Model] = []
        var diagnostics: [Diagnostic] = []
        for name in names[..<position] {
            var errors: [Diagnostic]
            do {
                let read = try ModelReader.read(path: path, version: name)
                errors = (read.diagnostics + ModelValidator.validate(read.model, options: options)).filter {
                    $0.severity == .error
                }
                if errors.isEmpty {
                    versions.append(read.model)
                    continue
                }
            } catch {
                errors = error.diagnostics
            }
            versions = []
            let reason = errors.first.map { ": \($0.message)" } ?? ""
            diagnostics = [.warning(
                "version \(quoted: name) cannot be read\(reason); the versioned schemas and the migration plan start after it",
                at: errors.first?.location ?? .file(path), .codegen)]
        }
        return (versions, diagnostics)
    }
}
