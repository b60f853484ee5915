/// The state of one render: the variables in scope (a stack of levels over the caller's
/// context), loop control, `{% block %}` bookkeeping and the templates loaded so far.
///
/// Created for each render and used on one thread only; custom tags and filters read and write
/// variables through it.
public final class RenderContext {
    public let environment: TemplateEnvironment
    /// Whether printing an undefined variable is an error.
    public let isStrict: Bool

    // The scope is one flat list of bindings (interned names and values in parallel arrays,
    // so a lookup compares integers without touching values) plus the start index of each
    // level: entering and leaving a level, as every loop iteration does, allocates nothing.
    // A small caller context is the bottom of that list.
    private var ids: ContiguousArray<Int> = []
    private var values: ContiguousArray<TemplateValue> = []
    private var levelStarts: [Int] = []
    /// A caller context too large to scan, looked up by hashing instead.
    private var rootEntries: [String: TemplateValue] = [:]
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
    /// An output buffer for tags that capture their body, reused across captures (nested
    /// captures make their own).
    private var spareOutput: TemplateOutput?

    /// What is left of the environment's ``TemplateLimits`` for this render: bytes of text
    /// (output, captured text, filter results) and iterations, counted down.
    private var remainingOutputBytes: Int
    private var remainingIterations: Int
    private let limits: TemplateLimits

    /// Caller contexts up to this size join the scanned bindings.
    private static let scannedRootLimit = 32

    init(environment: TemplateEnvironment, entries: [String: TemplateValue], object: (any TemplateObject)? = nil) {
        self.environment = environment
        self.isStrict = environment.isStrict
        self.limits = environment.limits
        self.remainingOutputBytes = environment.limits.maximumOutputBytes
        self.remainingIterations = environment.limits.maximumIterations
        self.rootObject = object
        self.hasRootLevel = !entries.isEmpty || object != nil
        if entries.count <= Self.scannedRootLimit {
            for (name, value) in entries { bind(VariableName(name), value) }
        } else {
            rootEntries = entries
        }
    }

    // MARK: Variables

    /// The variable `name` as the template sees it: innermost level first, then the caller's
    /// context, then rendered blocks (`block`). `nil` when undefined.
    public func value(named name: String) -> TemplateValue? {
        value(of: VariableName(name))
    }

    func value(of name: VariableName) -> TemplateValue? {
        let id = name.id
        var index = ids.count
        while index > 0 {
            index -= 1
            if ids[index] == id { return values[index] }
        }
        if !rootEntries.isEmpty, let value = rootEntries[name.text] { return value }
        if let value = rootObject?.templateValue(forKey: name.text) { return value }
        if id == VariableName.block.id, !renderedBlocks.isEmpty { return .dictionary(renderedBlocks) }
        return nil
    }

    /// The member `key` of the variable `name` (`nil` if either is undefined), read without
    /// copying the variable's value out of the scope.
    func member(_ key: MemberKey, of name: VariableName) -> TemplateValue? {
        let id = name.id
        var index = ids.count
        while index > 0 {
            index -= 1
            if ids[index] == id {
                // The value is moved out of its slot for the lookup and back, rather than
                // copied: a copy costs an atomic retain and release, and this is the most
                // frequent lookup of a render. Member lookups cannot reach this context.
                return values.withUnsafeMutableBufferPointer { slots in
                    let value = slots.moveElement(from: index)
                    defer { slots.initializeElement(at: index, to: value) }
                    return value.member(key)
                }
            }
        }
        return value(of: name)?.member(key)
    }

    /// Prints the variable `name` if it is bound in a level, in place (see `member(_:of:)`);
    /// returns false, printing nothing, otherwise.
    func writeValue(of name: VariableName, to output: inout TemplateOutput) -> Bool {
        let id = name.id
        var index = ids.count
        while index > 0 {
            index -= 1
            if ids[index] == id {
                values.withUnsafeMutableBufferPointer { slots in
                    let value = slots.moveElement(from: index)
                    value.write(to: &output)
                    slots.initializeElement(at: index, to: value)
                }
                return true
            }
        }
        return false
    }

    /// Stores `value` as `name` in the innermost level (as `set` does); `nil` removes it from
    /// that level.
    public func setValue(_ value: TemplateValue?, named name: String) {
        setValue(value, for: VariableName(name))
    }

    func setValue(_ value: TemplateValue?, for name: VariableName) {
        let levelStart = levelStarts.last ?? 0
        if levelStarts.isEmpty {
            guard hasRootLevel else { return }
            if rootEntries[name.text] != nil {
                rootEntries[name.text] = value
                return
            }
        }
        if let index = ids[levelStart...].lastIndex(of: name.id) {
            if let value {
                values[index] = value
            } else {
                ids.remove(at: index)
                values.remove(at: index)
            }
        } else if let value {
            bind(name, value)
        }
    }

    /// Runs `body` in a new innermost level holding `values`; the level and anything stored in
    /// it disappear afterwards.
    public func withLevel<Result>(_ values: [String: TemplateValue] = [:], _ body: () throws -> Result) rethrows -> Result {
        pushLevel()
        defer { popLevel() }
        for (name, value) in values { bind(VariableName(name), value) }
        return try body()
    }

    func pushLevel() {
        levelStarts.append(ids.count)
    }

    func popLevel() {
        if let start = levelStarts.popLast() {
            truncateBindings(to: start)
        }
    }

    /// Adds `name` to the innermost level, shadowing any outer variable of that name.
    func bind(_ name: VariableName, _ value: TemplateValue) {
        ids.append(name.id)
        values.append(value)
    }

    /// The number of bindings in all levels, i.e. the index of the next binding.
    var bindingCount: Int { ids.count }

    /// Adds a value no name finds yet (see ``nameBinding(at:_:)``).
    func bindAnonymously(_ value: TemplateValue) {
        ids.append(-1)
        values.append(value)
    }

    func isNullBinding(at index: Int) -> Bool {
        values[index].isNull
    }

    /// Gives the binding at `index` a name.
    func nameBinding(at index: Int, _ name: VariableName) {
        ids[index] = name.id
    }

    /// Empties the innermost level, for reuse by the next loop iteration.
    func clearLevel() {
        if let start = levelStarts.last {
            truncateBindings(to: start)
        }
    }

    /// Whether the bindings at `index` and `index + 1` are named `first` and `second`.
    func hasBindings(_ first: VariableName, _ second: VariableName, at index: Int) -> Bool {
        ids.count >= index + 2 && ids[index] == first.id && ids[index + 1] == second.id
    }

    /// Replaces the value of the binding at `index` (which keeps its name).
    func replaceBinding(at index: Int, with value: TemplateValue) {
        values[index] = value
    }

    func truncateBindings(to count: Int) {
        // Levels hold a few bindings; `removeLast()` one by one avoids the generic
        // range-replacement path of `removeLast(_:)`.
        while ids.count > count {
            ids.removeLast()
            values.removeLast()
        }
    }

    // MARK: Captured output

    /// The text `body` writes, through a reused buffer (tags such as `set` capture often),
    /// counted against the output limit like any output.
    func capture(_ body: (inout TemplateOutput) throws -> Void) throws -> String {
        var output = spareOutput.take() ?? TemplateOutput()
        do {
            try body(&output)
            try countNewOutput(of: &output)
        } catch {
            output.removeAll()
            spareOutput = consume output
            throw error
        }
        let text = output.string
        output.removeAll()
        spareOutput = consume output
        return text
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

    /// Runs `body` one nesting level deeper (include, macro call, inheritance, `filter`
    /// filter), as one iteration: recursion that stays shallow but branches still ends.
    func nested<Result>(_ body: () throws -> Result) throws -> Result {
        guard nesting < limits.maximumNesting else {
            throw TemplateError(reason: "Templates nested more than \(limits.maximumNesting) levels deep (recursive include, extends, call or filter?)")
        }
        try countIterations(1)
        nesting += 1
        defer { nesting -= 1 }
        return try body()
    }

    // MARK: Limits

    /// Counts `count` iterations (loop passes, range numbers, calls) against the limit.
    @inline(__always)
    func countIterations(_ count: Int) throws {
        remainingIterations -= count
        if remainingIterations < 0 { throw iterationLimitError() }
    }

    /// Counts text produced (written to an output, captured, or returned by a filter).
    @inline(__always)
    func countOutput(_ byteCount: Int) throws {
        remainingOutputBytes -= byteCount
        if remainingOutputBytes < 0 { throw outputLimitError() }
    }

    /// Counts what `output` received since it was last counted.
    @inline(__always)
    func countNewOutput(of output: inout TemplateOutput) throws {
        try countOutput(output.takeUncountedByteCount())
    }

    /// Whether `byteCount` more bytes of text would stay within the limit, for filters that
    /// size a result from a number in the template before building it.
    func canProduce(_ byteCount: Int) -> Bool {
        byteCount <= remainingOutputBytes
    }

    func outputLimitError() -> TemplateError {
        // Stays at zero rather than drifting towards overflow if a custom tag catches the error
        // and rendering goes on.
        remainingOutputBytes = 0
        return TemplateError(reason: """
            Template output exceeds the limit of \(limits.maximumOutputBytes) bytes \
            (text written, captured by tags and returned by filters, over the whole render)
            """)
    }

    private func iterationLimitError() -> TemplateError {
        remainingIterations = 0
        return TemplateError(reason: """
            Template rendering exceeds the limit of \(limits.maximumIterations) iterations \
            (loop passes, range numbers, calls and includes, over the whole render)
            """)
    }
}

/// A `break` or `continue`, optionally naming the loop's label.
enum LoopInterrupt: Sendable {
    case breakLoop(label: String?)
    case continueLoop(label: String?)
}
