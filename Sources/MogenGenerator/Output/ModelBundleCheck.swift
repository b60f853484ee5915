import Foundation
import MogenModel
import MogenSupport

/// An output directory inside a model (a `.xcdatamodeld` bundle or a `.xcdatamodel` folder) would change the
/// model: a bundle would gain a folder it reads as another version, and every later run would fail. Paths are
/// compared resolved (symbolic links and `..` followed), so no spelling of such a directory gets through.
enum ModelBundleCheck {
    static let modelExtensions: Set<String> = ["xcdatamodeld", "xcdatamodel"]

    /// An error for each of `directories` (each given once) that lies inside a model.
    static func problems(_ directories: [String], currentDirectory: String) -> [Diagnostic] {
        var problems: [Diagnostic] = []
        for directory in directories {
            let resolved = resolvedPath(directory, in: currentDirectory)
            var prefix = ""
            for component in resolved.split(separator: "/") {
                prefix += "/" + component
                guard modelExtensions.contains(PathText.pathExtension(String(component))) else { continue }
                problems.append(.error(
                    "refusing to write into \(directory): it is inside the model \(prefix), and would change it (a "
                        + "bundle reads a folder in it as another model version); choose an output directory outside it",
                    at: .file(directory), .output))
                break
            }
        }
        return problems
    }

    /// `path` absolute, with symbolic links resolved as far as it exists; the part that does not exist yet (the
    /// directories a run creates) follows textually.
    static func resolvedPath(_ path: String, in currentDirectory: String) -> String {
        let full = path.hasPrefix("/") ? path : currentDirectory + "/" + path
        let components = full.split(separator: "/")
        for count in stride(from: components.count, through: 0, by: -1) {
            guard let resolved = PathText.resolvingLinks("/" + components[..<count].joined(separator: "/")) else {
                continue
            }
            let rest = components[count...].joined(separator: "/")
            return PathText.absolute(rest.isEmpty ? resolved : resolved + "/" + rest)
        }
        return PathText.absolute(full)
    }
}
