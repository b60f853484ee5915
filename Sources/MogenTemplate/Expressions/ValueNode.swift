/// A compiled expression that produces a value: a literal, a variable path, a filter chain
/// or a range.
///
/// Expressions are classes with one virtual `resolve` so that evaluating one is a single call,
/// not a descent through layers of enums (whose payload copies cost retains). Subclasses hold
/// only `let` properties of `Sendable` types.
class ValueNode: @unchecked Sendable {
    /// The text the expression was compiled from, for messages.
    let text: String

    init(text: String) {
        self.text = text
    }

    /// The value, or `nil` when it is undefined. With `strictly`, an undefined variable that
    /// would be used is an error instead.
    func resolve(in context: RenderContext, strictly: Bool) throws -> TemplateValue? {
        nil
    }

    /// Prints the value as `{{ }}` does (nothing when undefined, unless `strictly`).
    func write(in context: RenderContext, strictly: Bool, to output: inout TemplateOutput) throws {
        try resolve(in: context, strictly: strictly)?.write(to: &output)
    }

    /// Why the expression is undefined, for strict-mode errors.
    func undefinedReason(in context: RenderContext) -> String {
        "Undefined value '\(text)'"
    }
}

/// A string, number or Boolean written in the template.
final class LiteralValue: ValueNode, @unchecked Sendable {
    let value: TemplateValue

    init(_ value: TemplateValue, text: String) {
        self.value = value
        super.init(text: text)
    }

    override func resolve(in context: RenderContext, strictly: Bool) throws -> TemplateValue? {
        value
    }
}

/// Compiles a simple expression: a literal or a variable path.
///
/// Literals are recognised in Stencil's order: a quoted string (`"…"`/`'…'`, no escapes), an
/// integer (`-5`, `+5`), a 32-bit float (`3.14`, `.5`, `1e3`, `0x10`, `nan`, `inf`), `true`/`false`.
/// Anything else is a variable path.
func compileOperand(_ text: String, depth: Int = 0) -> ValueNode {
    if text.count > 1, let quote = text.first, quote == "\"" || quote == "'", text.last == quote {
        return LiteralValue(.string(String(text.dropFirst().dropLast())), text: text)
    }
    if let int = Int(text) { return LiteralValue(.int(int), text: text) }
    if let float = Float(text) { return LiteralValue(.float(float), text: text) }
    if text == "true" { return LiteralValue(.bool(true), text: text) }
    if text == "false" { return LiteralValue(.bool(false), text: text) }
    return VariablePath(text, depth: depth)
}

/// `value|filter1|filter2:arg1,arg2`: an operand and the filters applied to it, each bound to
/// its implementation at compile time.
final class FilteredValue: ValueNode, @unchecked Sendable {
    final class AppliedFilter: Sendable {
        let name: String
        let filter: TemplateFilter
        let arguments: [ValueNode]
        /// The argument values when all are literals (`join:", "`), built once.
        let literalArguments: [TemplateValue]?

        init(name: String, filter: TemplateFilter, arguments: [ValueNode]) {
            self.name = name
            self.filter = filter
            self.arguments = arguments
            let literals = arguments.compactMap { ($0 as? LiteralValue)?.value }
            self.literalArguments = literals.count == arguments.count ? literals : nil
        }
    }

    let head: ValueNode
    let filters: [AppliedFilter]
    /// Whether an undefined operand may reach the first filter in strict mode (`default`).
    private let firstFilterAcceptsUndefined: Bool

    init(text: String, head: ValueNode, filters: [AppliedFilter]) {
        self.head = head
        self.filters = filters
        self.firstFilterAcceptsUndefined = filters.first?.filter.acceptsUndefined ?? false
        super.init(text: text)
    }

    override func resolve(in context: RenderContext, strictly: Bool) throws -> TemplateValue? {
        let value = try head.resolve(in: context, strictly: false)
        if value == nil, strictly, !firstFilterAcceptsUndefined {
            throw TemplateError(reason: head.undefinedReason(in: context))
        }
        var current = value ?? .null
        for index in filters.indices {
            // Borrowed, not retained: see `RenderNode`.
            current = try Unmanaged.passUnretained(filters[index])._withUnsafeGuaranteedRef { applied in
                try apply(applied, to: current, in: context, strictly: strictly)
            }
        }
        return current
    }

    override func undefinedReason(in context: RenderContext) -> String {
        head.undefinedReason(in: context)
    }

    private func apply(_ applied: AppliedFilter, to value: TemplateValue, in context: RenderContext, strictly: Bool) throws -> TemplateValue {
        if let literalArguments = applied.literalArguments {
            return try call(applied, value, literalArguments, context)
        }
        var arguments: [TemplateValue] = []
        arguments.reserveCapacity(applied.arguments.count)
        for operand in applied.arguments {
            let argument = try operand.resolve(in: context, strictly: false)
            if argument == nil, strictly, !applied.filter.acceptsUndefined {
                throw TemplateError(reason: operand.undefinedReason(in: context))
            }
            arguments.append(argument ?? .null)
        }
        return try call(applied, value, arguments, context)
    }

    /// Applies a filter; a string result counts against the output limit, so filters applied
    /// over and over (`replace` doubling a string in a loop) cannot exhaust memory.
    private func call(
        _ applied: AppliedFilter, _ value: TemplateValue, _ arguments: [TemplateValue], _ context: RenderContext
    ) throws -> TemplateValue {
        let result: TemplateValue
        do {
            result = try applied.filter.apply(to: value, arguments: arguments, context: context)
        } catch let error as TemplateError {
            throw error
        } catch {
            throw TemplateError(reason: String(describing: error), notes: ["raised by the filter '\(applied.name)'"])
        }
        if case .string(let string) = result { try context.countOutput(string.utf8.count) }
        return result
    }
}

/// Compiles `value|filter:args…` against the filters `lookup` knows (throws for an unknown
/// filter). A plain operand compiles to itself.
func compileFilterExpression(_ text: String, lookup: (String) throws -> TemplateFilter) throws -> ValueNode {
    let pieces = splitComponents(text, separator: "|").map { $0.trimmingSpaces() }
    guard let first = pieces.first else {
        throw TemplateError(reason: "Variable tags must include at least 1 argument")
    }
    let head = compileOperand(first)
    guard pieces.count > 1 else { return head }
    let filters = try pieces.dropFirst().map { piece in
        let (name, arguments) = filterNameAndArguments(of: piece)
        return FilteredValue.AppliedFilter(name: name, filter: try lookup(name), arguments: arguments)
    }
    return FilteredValue(text: text, head: head, filters: filters)
}

/// `name:arg1,arg2` → the name and the argument operands (quote-aware splitting; a colon inside
/// the arguments is kept, as in `default:"a:b"`).
private func filterNameAndArguments(of piece: String) -> (String, [ValueNode]) {
    var parts = splitComponents(piece, separator: ":")
    guard !parts.isEmpty else { return ("", []) }
    let name = parts.removeFirst().trimmingSpaces()
    let arguments = splitComponents(parts.joined(separator: ":"), separator: ",")
        .map { compileOperand($0.trimmingSpaces()) }
    return (name, arguments)
}

/// `A...B`: an inclusive range of integers, descending when `A` exceeds `B`; each bound is a
/// filter expression.
final class RangeValue: ValueNode, @unchecked Sendable {
    let from: ValueNode
    let to: ValueNode

    /// Ranges larger than this are refused rather than exhausting memory.
    static let maximumCount = 10_000_000

    init(text: String, from: ValueNode, to: ValueNode) {
        self.from = from
        self.to = to
        super.init(text: text)
    }

    override func resolve(in context: RenderContext, strictly: Bool) throws -> TemplateValue? {
        let lower = try from.resolve(in: context, strictly: false) ?? .null
        let upper = try to.resolve(in: context, strictly: false) ?? .null
        guard let first = Self.integerBound(lower) else {
            throw TemplateError(reason: "'from' value is not an Integer (\(lower.interpolatedDescription))")
        }
        guard let last = Self.integerBound(upper) else {
            // Stencil's message has this stray space.
            throw TemplateError(reason: "'to' value is not an Integer (\(upper.interpolatedDescription) )")
        }
        // The distance between the bounds may not fit an Int (`Int.min...Int.max`).
        let (distance, overflow) = last.subtractingReportingOverflow(first)
        guard !overflow, distance.magnitude < Self.maximumCount else {
            throw TemplateError(reason: "Range \(first)...\(last) is too large")
        }
        // Building the range is work like iterating it.
        try context.countIterations(Int(distance.magnitude) + 1)
        let values = first <= last ? Array(first...last) : Array((last...first).reversed())
        return .array(values.map { .int($0) })
    }

    /// An integer as it is, exactly (up to `Int.min` and `Int.max`); any other number as
    /// Stencil converts it, through a 32-bit float.
    private static func integerBound(_ value: TemplateValue) -> Int? {
        if case .int(let int) = value { return int }
        guard let number = value.comparableNumber, number.isFinite, number.magnitude < 9.0e15 else { return nil }
        return Int(number)
    }
}
