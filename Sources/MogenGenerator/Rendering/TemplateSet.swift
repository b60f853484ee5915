import Foundation
import MogenModel
import MogenSupport
import MogenTemplate

/// The templates that produce a model's files: `model.swift.stencil`, `machine.swift.stencil` and
/// `human.swift.stencil` for the pair layout, `single.swift.stencil` for the single layout, and whatever they
/// include. mogen's own set is built into the binary; a user's set is a directory with the same file names.
public struct TemplateSet: Sendable {
    /// The set's name (`swift`) or the directory it was read from.
    public let name: String
    public let environment: TemplateEnvironment
    /// Whether this is one of mogen's built-in sets.
    public let isBuiltIn: Bool
    /// Whether the set renders SwiftData classes: it has `schema.swift.stencil` (the built-in `swiftdata` set, or a
    /// directory ejected from it). Such a set gets the SwiftData context (`model.swiftData`, `entity.swiftData`) and
    /// every version of a model bundle, and writes `<Model>+Schema.swift` beside the classes.
    public let rendersSwiftData: Bool
    /// What the set's `template-set.json` says (the defaults when it has none).
    public let manifest: TemplateSetManifest
    /// Why the set's `template-set.json` could not be read; generating with the set reports it.
    public let manifestProblem: DiagnosticError?

    /// The template of a SwiftData set's schema file: versioned schemas, migration plan and container.
    public static let swiftDataSchemaTemplate = FileNames.swiftDataSchemaTemplate

    /// The template files every set provides, one per kind of output file.
    public static let entryPoints = [
        "model.swift.stencil", "machine.swift.stencil", "human.swift.stencil", "single.swift.stencil",
    ]

    /// The set that renders `templateName`: this one, or the built-in set when this is a directory without that file
    /// (a set ejected before the file existed need not be ejected again to use it).
    /// A built-in set without it (`mogenerator` has no stack template) uses mogen's own set's.
    public func providing(_ templateName: String) -> TemplateSet {
        let hasTemplate = isBuiltIn
            ? BuiltInTemplates.sets[name]?[templateName] != nil
            : FileManager.default.fileExists(atPath: PathText.join(name, templateName))
        let isFallback = isBuiltIn && (name == Self.defaultName || name == Self.swiftDataName)
        guard !hasTemplate, !isFallback,
            let builtIn = Self.builtIn(named: rendersSwiftData ? Self.swiftDataName : Self.defaultName, limits: environment.limits)
        else { return self }
        return builtIn
    }

    /// The set used when none is chosen.
    public static let defaultName = "swift"
    /// The built-in set that renders SwiftData classes.
    public static let swiftDataName = "swiftdata"

    /// The names of the built-in sets.
    public static var builtInNames: [String] { BuiltInTemplates.sets.keys.sorted() }

    /// The built-in set `name`, or nil. Built-in templates render in strict mode: printing an undefined variable is
    /// an error, which keeps them honest.
    public static func builtIn(named name: String, limits: TemplateLimits = .default) -> TemplateSet? {
        guard let files = BuiltInTemplates.sets[name] else { return nil }
        return TemplateSet(
            name: name,
            environment: TemplateEnvironment(
                loader: DictionaryLoader(templates: files), extensions: [GeneratorFilters.extension], isStrict: true,
                limits: limits),
            isBuiltIn: true, rendersSwiftData: files[swiftDataSchemaTemplate] != nil,
            manifest: (try? files[TemplateSetManifest.fileName].map {
                try TemplateSetManifest.decode(Array($0.utf8), path: TemplateSetManifest.fileName)
            }) ?? .standard,
            manifestProblem: nil)
    }

    /// The files of the built-in set `name`, by file name, for `mogen templates eject`.
    public static func builtInFiles(named name: String) -> [String: String]? {
        BuiltInTemplates.sets[name]
    }

    /// A built-in set by name, else the directory `name`; nil when it is neither.
    public static func named(_ name: String, strict: Bool, limits: TemplateLimits = .default) -> TemplateSet? {
        if let builtIn = builtIn(named: name, limits: limits) { return builtIn }
        var isDirectory: ObjCBool = false
        guard FileManager.default.fileExists(atPath: name, isDirectory: &isDirectory), isDirectory.boolValue else {
            return nil
        }
        return directory(name, strict: strict, limits: limits)
    }

    /// Why `named` found nothing.
    public static func unknownSetMessage(_ name: String) -> String {
        "\(MessageText.quoted(name)) is neither a built-in template set "
            + "(\(builtInNames.joined(separator: ", "))) nor a directory of templates"
    }

    /// A user's set in `directory`. Rendered leniently, as Stencil does, unless `strict`.
    public static func directory(_ directory: String, strict: Bool = false, limits: TemplateLimits = .default)
        -> TemplateSet
    {
        let manifest = manifest(in: directory)
        return TemplateSet(
            name: directory,
            environment: TemplateEnvironment(
                loader: FileSystemLoader(searchPaths: [directory]), extensions: [GeneratorFilters.extension],
                isStrict: strict, limits: limits),
            isBuiltIn: false,
            rendersSwiftData: InputFiles.rendersSwiftData(directory: directory),
            manifest: manifest.value ?? .standard, manifestProblem: manifest.problem)
    }

    /// The manifest of the set in `directory`: nil without one, or the problem with it.
    private static func manifest(in directory: String) -> (value: TemplateSetManifest?, problem: DiagnosticError?) {
        let path = PathText.join(directory, TemplateSetManifest.fileName)
        guard FileManager.default.fileExists(atPath: path) else { return (nil, nil) }
        do {
            return (try TemplateSetManifest.load(path: path), nil)
        } catch {
            return (nil, error)
        }
    }
}
