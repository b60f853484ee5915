/// The state of one render: the variables in scope (a stack of levels over the caller's
/// context), loop control, `{% block %}` bookkeeping and the templates loaded so far.
///
/// Created for each render and used on one thread only; custom tags and filters read and write
/// variables through it.
public final class RenderContext {
    public let environment: TemplateEnvironment
    /// Whether printing an undefined variable is an error.
    public let isStrict: Bool

    private struct Binding {
        let name: String
        var value: TemplateValue
    }

    // The scope is one flat array of bindings plus the start index of each level, so that
    // entering and leaving a level (every loop iteration) allocates nothing.
    private var bindings: ContiguousArray<Binding> = []
    private var levelStarts: [Int] = []
    private var rootEntries: [String: TemplateValue]
    private let rootObject: (any TemplateObject)?
    /// Stencil gives an empty context no level at all, so top-level `set` stores nothing.
    private var hasRootLevel: Bool

    /// A pending `break`/`continue`, set by the loop tags and consumed by the loop it targets.
    var loopInterrupt: LoopInterrupt?
    /// Labels of the loops currently iterating, innermost last (`nil` for an unlabelled loop).
    var runningLoops: [String?] = []
    /// Blocks of extending templates waiting to replace the blocks of their parent, by name,
    /// most derived first; `nil` outside `{% extends %}`.
    var blockOverrides: [String: [BlockNode]]?
    /// Rendered blocks, readable as `{{ block.name }}`.
    private var renderedBlocks: [String: TemplateValue] = [:]
    private var loadedTemplates: [String: CompiledTemplate] = [:]
    private var nesting = 0

    /// Nested includes, macro calls and inheritance levels beyond this are refused, so runaway
    /// recursion ends in an error rather than a stack overflow.
    static let maximumNesting = 100

    init(environment: TemplateEnvironment, entries: [String: TemplateValue], object: (any TemplateObject)? = nil) {
        self.environment = environment
        self.isStrict = environment.isStrict
        self.rootEntries = entries
        self.rootObject = object
        self.hasRootLevel = !entries.isEmpty || object != nil
    }

    // MARK: Variables

    /// The variable `name` as the template sees it: innermost level first, then the caller's
    /// context, then rendered blocks (`block`). `nil` when undefined.
    public func value(named name: String) -> TemplateValue? {
        var index = bindings.endIndex
        while index > bindings.startIndex {
            index -= 1
            if bindings[index].name == name { return bindings[index].value }
        }
        if let value = rootEntries[name] { return value }
        if let value = rootObject?.templateValue(forKey: name) { return value }
        if name == "block", !renderedBlocks.isEmpty { return .dictionary(renderedBlocks) }
        return nil
    }

    /// Stores `value` as `name` in the innermost level (as `set` does); `nil` removes it from
    /// that level.
    public func setValue(_ value: TemplateValue?, named name: String) {
        guard let levelStart = levelStarts.last else {
            guard hasRootLevel else { return }
            rootEntries[name] = value
            return
        }
        if let index = bindings[levelStart...].lastIndex(where: { $0.name == name }) {
            if let value {
                bindings[index].value = value
            } else {
                bindings.remove(at: index)
            }
        } else if let value {
            bindings.append(Binding(name: name, value: value))
        }
    }

    /// Runs `body` in a new innermost level holding `values`; the level and anything stored in
    /// it disappear afterwards.
    public func withLevel<Result>(_ values: [String: TemplateValue] = [:], _ body: () throws -> Result) rethrows -> Result {
        pushLevel()
        defer { popLevel() }
        for (name, value) in values { bind(name, value) }
        return try body()
    }

    func pushLevel() {
        levelStarts.append(bindings.count)
    }

    func popLevel() {
        if let start = levelStarts.popLast() {
            bindings.removeSubrange(start...)
        }
    }

    /// Adds `name` to the innermost level, shadowing any outer variable of that name.
    func bind(_ name: String, _ value: TemplateValue) {
        bindings.append(Binding(name: name, value: value))
    }

    /// Empties the innermost level, for reuse by the next loop iteration.
    func clearLevel() {
        if let start = levelStarts.last {
            bindings.removeSubrange(start...)
        }
    }

    // MARK: Blocks

    func cacheRenderedBlock(_ name: String, _ content: String) {
        renderedBlocks[name] = .string(content)
        // Stencil inserts a context level to hold the cache.
        hasRootLevel = true
    }

    // MARK: Templates and nesting

    /// The compiled template `name`, through the environment's cache (and a per-render memo,
    /// so an include inside a loop takes no lock).
    func template(named name: String) throws -> CompiledTemplate {
        if let template = loadedTemplates[name] { return template }
        let template = try environment.compiledTemplate(named: name)
        loadedTemplates[name] = template
        return template
    }

    /// Runs `body` one nesting level deeper (include, macro call, inheritance).
    func nested<Result>(_ body: () throws -> Result) throws -> Result {
        guard nesting < Self.maximumNesting else {
            throw TemplateError(reason: "Templates nested more than \(Self.maximumNesting) levels deep (recursive include, extends or call?)")
        }
        nesting += 1
        defer { nesting -= 1 }
        return try body()
    }
}

/// A `break` or `continue`, optionally naming the loop's label.
enum LoopInterrupt: Sendable {
    case breakLoop(label: String?)
    case continueLoop(label: String?)
}
