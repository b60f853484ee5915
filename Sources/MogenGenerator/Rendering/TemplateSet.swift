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
    /// What the set's `template-set.json` says (empty when it has none).
    public let manifest: TemplateSetManifest
    /// Why the set's `template-set.json` cannot be read; generating with the set reports them.
    public let manifestProblems: [Diagnostic]
    /// The set is this one template file (`--template Model.stencil`), rendered as the single layout's file.
    public let isSingleFile: Bool
    /// The template that renders the single layout's one file: `single.swift.stencil`, or the file of a
    /// single-file set.
    public let singleTemplateName: String

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
        let isFallback = isBuiltIn && (name == Self.defaultName || name == Self.swiftDataName)
        guard !hasTemplate(templateName), !isFallback,
            let builtIn = Self.builtIn(named: rendersSwiftData ? Self.swiftDataName : Self.defaultName, limits: environment.limits)
        else { return self }
        return builtIn
    }

    /// Whether the set has a template of this name itself.
    public func hasTemplate(_ templateName: String) -> Bool {
        isBuiltIn
            ? BuiltInTemplates.sets[name]?[templateName] != nil
            : FileManager.default.fileExists(atPath: PathText.join(name, templateName))
    }

    /// Whether the set, or the built-in set it falls back on, renders `output`: the SwiftData sets have neither a
    /// Core Data stack nor the model as code, which SwiftData code does not use.
    public func renders(_ output: OptionalOutput) -> Bool {
        providing(output.templateName).hasTemplate(output.templateName)
    }

    /// The single layout's template in a set of several files.
    public static let singleTemplate = "single.swift.stencil"

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
            manifestText: files[TemplateSetManifest.fileName], manifestPath: name + "/" + TemplateSetManifest.fileName)
    }

    /// The files of the built-in set `name`, by file name, for `mogen templates eject`.
    public static func builtInFiles(named name: String) -> [String: String]? {
        BuiltInTemplates.sets[name]
    }

    /// A built-in set by name, else the directory `name`, else the template file `name` (a `.stencil` file); nil
    /// when it is none of these.
    public static func named(_ name: String, strict: Bool, limits: TemplateLimits = .default) -> TemplateSet? {
        if let builtIn = builtIn(named: name, limits: limits) { return builtIn }
        var isDirectory: ObjCBool = false
        guard FileManager.default.fileExists(atPath: name, isDirectory: &isDirectory) else { return nil }
        if isDirectory.boolValue { return directory(name, strict: strict, limits: limits) }
        guard InputFiles.isTemplateFile(name) else { return nil }
        return file(name, strict: strict, limits: limits)
    }

    /// The one template file at `path`, as a set: it renders the single layout's file, with `include`s and
    /// `extends` found beside it. Rendered leniently, as Stencil does, unless `strict`.
    public static func file(_ path: String, strict: Bool = false, limits: TemplateLimits = .default) -> TemplateSet {
        TemplateSet(
            name: path,
            environment: TemplateEnvironment(
                loader: FileSystemLoader(searchPaths: [PathText.deletingLastComponent(path)]),
                extensions: [GeneratorFilters.extension], isStrict: strict, limits: limits),
            isBuiltIn: false, rendersSwiftData: false, manifestText: nil, manifestPath: "",
            singleTemplateName: PathText.lastComponent(path))
    }

    /// Why `named` found nothing.
    public static func unknownSetMessage(_ name: String) -> String {
        "\(MessageText.quoted(name)) is neither a built-in template set "
            + "(\(builtInNames.joined(separator: ", "))) nor a directory of templates nor a template file (.stencil)"
            + (Suggestions.closest(to: name, among: builtInNames).map { "; did you mean \(quoted: $0)?" } ?? "")
    }

    /// A user's set in `directory`. Rendered leniently, as Stencil does, unless `strict`.
    public static func directory(_ directory: String, strict: Bool = false, limits: TemplateLimits = .default)
        -> TemplateSet
    {
        TemplateSet(
            name: directory,
            environment: TemplateEnvironment(
                loader: FileSystemLoader(searchPaths: [directory]), extensions: [GeneratorFilters.extension],
                isStrict: strict, limits: limits),
            isBuiltIn: false,
            rendersSwiftData: InputFiles.rendersSwiftData(directory: directory),
            manifestText: try? String(contentsOfFile: PathText.join(directory, TemplateSetManifest.fileName), encoding: .utf8),
            manifestPath: PathText.join(directory, TemplateSetManifest.fileName))
    }

    private init(
        name: String, environment: TemplateEnvironment, isBuiltIn: Bool, rendersSwiftData: Bool, manifestText: String?,
        manifestPath: String, singleTemplateName: String? = nil
    ) {
        self.name = name
        self.environment = environment
        self.isBuiltIn = isBuiltIn
        self.rendersSwiftData = rendersSwiftData
        isSingleFile = singleTemplateName != nil
        self.singleTemplateName = singleTemplateName ?? Self.singleTemplate
        do {
            manifest = try manifestText.map { text throws(DiagnosticError) in
                try TemplateSetManifest.parse(text, path: manifestPath)
            } ?? TemplateSetManifest()
            manifestProblems = []
        } catch {
            manifest = TemplateSetManifest()
            manifestProblems = error.diagnostics
        }
    }

    /// Whether the set writes one file for the model whatever the layout: a template file, or a set rendered with
    /// the SwiftGen context.
    public var rendersOneFile: Bool { isSingleFile || manifest.context == .swiftgen }
}
