/// What `for … in X`, `set`, `call` arguments, `map` and `if` operands accept: a filter
/// expression, or a range `A...B` whose bounds are filter expressions.
public enum ValueExpression: Sendable {
    case filter(FilterExpression)
    /// An inclusive range of integers, descending when `from` exceeds `to`.
    case range(from: FilterExpression, to: FilterExpression)

    /// Ranges larger than this are refused rather than exhausting memory.
    static let maximumRangeCount = 10_000_000

    /// The text the expression was compiled from.
    public var text: String {
        switch self {
        case .filter(let expression): expression.text
        case .range(let from, let to): from.text + "..." + to.text
        }
    }

    /// The expression's value in `context`, with the context's strictness.
    public func evaluate(in context: RenderContext) throws -> TemplateValue {
        try resolve(in: context, strictly: context.isStrict) ?? .null
    }

    /// The value, or `nil` for an undefined variable (see ``FilterExpression``).
    func resolve(in context: RenderContext, strictly: Bool) throws -> TemplateValue? {
        switch self {
        case .filter(let expression):
            return try expression.resolve(in: context, strictly: strictly)
        case .range(let from, let to):
            let lower = try from.resolve(in: context, strictly: false) ?? .null
            let upper = try to.resolve(in: context, strictly: false) ?? .null
            guard let first = Self.integerBound(lower) else {
                throw TemplateError(reason: "'from' value is not an Integer (\(lower.interpolatedDescription))")
            }
            guard let last = Self.integerBound(upper) else {
                // Stencil's message has this stray space.
                throw TemplateError(reason: "'to' value is not an Integer (\(upper.interpolatedDescription) )")
            }
            guard first.distance(to: last).magnitude < Self.maximumRangeCount else {
                throw TemplateError(reason: "Range \(first)...\(last) is too large")
            }
            let values = first <= last ? Array(first...last) : Array((last...first).reversed())
            return .array(values.map { .int($0) })
        }
    }

    /// Stencil converts bounds through a 32-bit float, then to an integer.
    private static func integerBound(_ value: TemplateValue) -> Int? {
        guard let number = value.comparableNumber, number.isFinite,
              number.magnitude < 9.0e15 else { return nil }
        return Int(number)
    }
}
