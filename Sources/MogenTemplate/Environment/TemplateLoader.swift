import Foundation

/// Finds template sources by name, for ``TemplateEnvironment/template(named:)`` and for the
/// `include`, `extends` and `import` tags.
///
/// The description names the loader in Stencil's "does not exist" error, module-qualified as
/// Stencil prints its own loaders (`Template named `x` does not exist in loader
/// MogenTemplate.DictionaryLoader`), unless the loader words that error itself.
public protocol TemplateLoader: Sendable, CustomStringConvertible {
    /// The source of the template `name`, or `nil` if this loader has no such template.
    func templateSource(named name: String) throws -> String?

    /// The error for a template `name` this loader does not have: where it looked, and the
    /// close names it has.
    func missingTemplateError(named name: String) -> TemplateError
}

extension TemplateLoader {
    /// Stencil's text, naming the loader by its description.
    public func missingTemplateError(named name: String) -> TemplateError {
        TemplateError(reason: "Template named `\(name)` does not exist in loader \(self)")
    }
}

extension TemplateError {
    /// A template-not-found error suggesting the closest of `names`, if close: a quarter of the
    /// name's characters differ at most (names share suffixes, which makes Stencil's looser
    /// rule for tags and filters suggest unrelated templates).
    static func missingTemplate(reason: String, named name: String, among names: some Sequence<String>, notes: [String] = []) -> TemplateError {
        let similar = MogenTemplate.suggestions(for: name, among: names).filter {
            editDistance(Array($0), Array(name)) <= max(1, name.count / 4)
        }
        let hint = similar.isEmpty ? [] : ["did you mean \(similar.map { "'\($0)'" }.joined(separator: " or "))?"]
        return TemplateError(reason: reason, suggestions: similar, notes: notes + hint)
    }
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

    /// Stencil's text (templates may test for it), suggesting the closest names held.
    public func missingTemplateError(named name: String) -> TemplateError {
        .missingTemplate(
            reason: "Template named `\(name)` does not exist in loader \(self)", named: name, among: templates.keys)
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

    /// Names the template and the directories searched, suggesting the closest template
    /// files in them.
    public func missingTemplateError(named name: String) -> TemplateError {
        let directories = searchPaths.map(\.path)
        let place = directories.count == 1 ? "directory" : "directories"
        return .missingTemplate(
            reason: "template '\(name)' not found",
            named: name,
            among: templateNames(),
            notes: ["looked in the \(place) \(directories.map { "'\($0)'" }.joined(separator: ", "))"]
        )
    }

    /// The entries under the search paths, by the names that would load them, for suggestions
    /// (hidden ones skipped; a few thousand at most, so a huge directory costs little).
    private func templateNames() -> [String] {
        var budget = 5_000
        var names: [String] = []
        for directory in searchPaths {
            guard let enumerator = FileManager.default.enumerator(atPath: directory.path) else { continue }
            while budget > 0, let relative = enumerator.nextObject() as? String {
                budget -= 1
                if relative.split(separator: "/").last?.hasPrefix(".") == true {
                    enumerator.skipDescendants()
                } else {
                    names.append(relative)
                }
            }
        }
        return names
    }

    public var description: String {
        "\(String(reflecting: Self.self))(\(searchPaths.map(\.path)))"
    }
}
