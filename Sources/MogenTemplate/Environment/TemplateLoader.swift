import Foundation

/// Finds template sources by name, for ``TemplateEnvironment/template(named:)`` and for the
/// `include`, `extends` and `import` tags.
///
/// The description names the loader in "does not exist" errors, module-qualified as Stencil
/// prints its own loaders (`Template named `x` does not exist in loader MogenTemplate.DictionaryLoader`).
public protocol TemplateLoader: Sendable, CustomStringConvertible {
    /// The source of the template `name`, or `nil` if this loader has no such template.
    func templateSource(named name: String) throws -> String?
}

/// Templates held in memory, by name.
public struct DictionaryLoader: TemplateLoader {
    public let templates: [String: String]

    public init(templates: [String: String]) {
        self.templates = templates
    }

    public func templateSource(named name: String) -> String? {
        templates[name]
    }

    public var description: String { String(reflecting: Self.self) }
}

/// Templates read from directories searched in order. A name may contain subdirectories but
/// must stay inside the directory it is found in.
public struct FileSystemLoader: TemplateLoader {
    public let searchPaths: [URL]

    public init(searchPaths: [URL]) {
        self.searchPaths = searchPaths.map(\.standardizedFileURL)
    }

    public init(searchPaths: [String]) {
        self.init(searchPaths: searchPaths.map { URL(fileURLWithPath: $0, isDirectory: true) })
    }

    public func templateSource(named name: String) throws -> String? {
        for directory in searchPaths {
            let file = directory.appendingPathComponent(name).standardizedFileURL
            let base = directory.path.hasSuffix("/") ? directory.path : directory.path + "/"
            guard file.path.hasPrefix(base) else {
                throw TemplateError(reason: "Path `\(name)` is located outside of base path `\(directory.path)`")
            }
            var isDirectory: ObjCBool = false
            guard FileManager.default.fileExists(atPath: file.path, isDirectory: &isDirectory), !isDirectory.boolValue else {
                continue
            }
            do {
                return try String(contentsOf: file, encoding: .utf8)
            } catch {
                throw TemplateError(reason: "Cannot read template `\(name)` at \(file.path): \(error.localizedDescription)")
            }
        }
        return nil
    }

    public var description: String {
        "\(String(reflecting: Self.self))(\(searchPaths.map(\.path)))"
    }
}
