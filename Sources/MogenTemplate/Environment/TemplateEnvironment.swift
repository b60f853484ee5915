import Foundation

/// Everything templates are compiled and rendered with: where they come from, the tags and
/// filters they may use, how whitespace around tags is trimmed, and whether undefined
/// variables are errors.
///
/// Templates loaded by name are compiled once and cached (includes, parents and imports too),
/// for every copy of the environment; compiled templates render any number of times, from any
/// number of threads.
///
/// ```swift
/// let environment = TemplateEnvironment(
///     loader: FileSystemLoader(searchPaths: ["/path/to/templates"]),
///     trimBehaviour: .smart,
///     isStrict: true
/// )
/// let template = try environment.template(named: "Entity.swift.stencil")
/// let output = try template.render(["entity": .object(entityContext)])
/// ```
public struct TemplateEnvironment: Sendable {
    /// Which built-in tags and filters an environment has.
    public enum BuiltIns: Sendable {
        /// Stencil's tags and filters only.
        case stencil
        /// Stencil's plus StencilSwiftKit's (`set`, `macro`, `call`, `map`, `import`,
        /// `swiftIdentifier`, `snakeToCamelCase`, …), as SwiftGen templates expect.
        case stencilSwiftKit
    }

    public let loader: (any TemplateLoader)?
    public let trimBehaviour: TrimBehaviour
    /// Whether printing an undefined variable (or a missing key along a path) is an error.
    /// Tests (`if`, `elif`, `where`) and the `default` filter stay lenient.
    public let isStrict: Bool
    /// How much a render may do before it stops with an error (section 7 of the language guide).
    public let limits: TemplateLimits
    let registry: TemplateRegistry
    private let cache = CompiledTemplateCache()

    /// - Parameters:
    ///   - loader: Where named templates come from; `nil` allows string templates only.
    ///   - extensions: Extra tags and filters; they take precedence over built-ins of the same name.
    ///   - trimBehaviour: Whitespace removed around block tags; `.smart` by default.
    ///   - isStrict: Whether printing an undefined variable is an error.
    ///   - builtIns: `.stencilSwiftKit` (default) or `.stencil` for a Stencil-only environment.
    ///   - limits: How much a render may do; generous defaults.
    public init(
        loader: (any TemplateLoader)? = nil,
        extensions: [TemplateExtension] = [],
        trimBehaviour: TrimBehaviour = .smart,
        isStrict: Bool = false,
        builtIns: BuiltIns = .stencilSwiftKit,
        limits: TemplateLimits = .default
    ) {
        self.loader = loader
        self.trimBehaviour = trimBehaviour
        self.isStrict = isStrict
        self.limits = limits
        let builtInExtensions: [TemplateExtension] = switch builtIns {
        case .stencil: [.stencilBuiltIns]
        case .stencilSwiftKit: [.stencilSwiftKitBuiltIns, .stencilBuiltIns]
        }
        self.registry = TemplateRegistry(extensions + builtInExtensions)
    }

    /// The names of every tag and filter available, for tools that list them.
    public var tagNames: [String] { registry.tags.keys.sorted() }
    public var filterNames: [String] { registry.filters.keys.sorted() }

    /// The template `name` from the loader, compiled once and then served from the cache.
    public func template(named name: String) throws -> Template {
        Template(compiled: try compiledTemplate(named: name), environment: self)
    }

    /// Compiles `source` (not cached). `name` appears in error messages.
    public func template(source: String, name: String? = nil) throws -> Template {
        Template(compiled: try compile(source, name: name), environment: self)
    }

    /// Renders the template `name` with `context`.
    public func render(templateNamed name: String, context: [String: TemplateValue] = [:]) throws -> String {
        try template(named: name).render(context)
    }

    /// Compiles and renders `source` with `context`.
    public func render(source: String, name: String? = nil, context: [String: TemplateValue] = [:]) throws -> String {
        try template(source: source, name: name).render(context)
    }

    /// Forgets every compiled template, e.g. after template files changed on disk.
    public func clearCache() {
        cache.removeAll()
    }

    func compiledTemplate(named name: String) throws -> CompiledTemplate {
        if let cached = cache[name] { return cached }
        guard let loader else {
            throw TemplateError(reason: "Template named `\(name)` does not exist. No loaders found")
        }
        guard let source = try loader.templateSource(named: name) else {
            throw loader.missingTemplateError(named: name)
        }
        let compiled = try compile(source, name: name)
        cache[name] = compiled
        return compiled
    }

    private func compile(_ text: String, name: String?) throws -> CompiledTemplate {
        let source = TemplateSource(name: name, text: text)
        let parser = TemplateParser(
            tokens: Lexer.tokenize(source), registry: registry, trimBehaviour: trimBehaviour,
            maximumExpressionDepth: limits.maximumExpressionDepth
        )
        return CompiledTemplate(name: name, nodes: try parser.parseNodes().nodes)
    }
}

/// A template turned into nodes, independent of any render.
struct CompiledTemplate: Sendable {
    let name: String?
    let nodes: NodeList
    /// The size of the latest output, so the next render reserves its buffer up front.
    let outputSizeHint = OutputSizeHint()
}

/// A byte count shared by the renders of one template, on any thread.
final class OutputSizeHint: @unchecked Sendable {
    // Guarded by `lock`.
    private var latest = 0
    private let lock = NSLock()

    /// The size to reserve: the latest output plus a little, or 0 before the first render.
    /// (The latest rather than the largest, so one huge render does not make every later
    /// result string carry unused capacity.)
    var value: Int {
        lock.lock()
        defer { lock.unlock() }
        return latest == 0 ? 0 : latest + latest / 16 + 64
    }

    func record(_ size: Int) {
        lock.lock()
        defer { lock.unlock() }
        latest = size
    }
}

/// Compiled templates by name, shared by copies of an environment and safe across threads.
private final class CompiledTemplateCache: @unchecked Sendable {
    // Guarded by `lock`.
    private var templates: [String: CompiledTemplate] = [:]
    private let lock = NSLock()

    subscript(name: String) -> CompiledTemplate? {
        get { locked { templates[name] } }
        set { locked { templates[name] = newValue } }
    }

    func removeAll() {
        locked { templates.removeAll() }
    }

    // `NSLocking.withLock` needs macOS 14; the package supports macOS 13.
    private func locked<Result>(_ body: () -> Result) -> Result {
        lock.lock()
        defer { lock.unlock() }
        return body()
    }
}
