/// `value|filter1|filter2:arg1,arg2`: an operand and the filters applied to it, each bound to
/// its implementation at compile time.
public struct FilterExpression: Sendable {
    struct AppliedFilter: Sendable {
        let name: String
        let filter: TemplateFilter
        let arguments: [Operand]
    }

    /// The text the expression was compiled from.
    public let text: String
    let head: Operand
    let filters: [AppliedFilter]

    /// Compiles `text` against the filters `lookup` knows (throws for an unknown filter).
    init(_ text: String, lookup: (String) throws -> TemplateFilter) throws {
        self.text = text
        let pieces = splitComponents(text, separator: "|").map { $0.trimmingSpaces() }
        guard let first = pieces.first else {
            throw TemplateError(reason: "Variable tags must include at least 1 argument")
        }
        head = Operand(first)
        filters = try pieces.dropFirst().map { piece in
            let (name, arguments) = Self.nameAndArguments(of: piece)
            return AppliedFilter(name: name, filter: try lookup(name), arguments: arguments)
        }
    }

    /// `name:arg1,arg2` → the name and the argument operands (quote-aware splitting; a colon
    /// inside the arguments is kept, as in `default:"a:b"`).
    private static func nameAndArguments(of piece: String) -> (String, [Operand]) {
        var parts = splitComponents(piece, separator: ":")
        guard !parts.isEmpty else { return ("", []) }
        let name = parts.removeFirst().trimmingSpaces()
        let arguments = splitComponents(parts.joined(separator: ":"), separator: ",")
            .map { Operand($0.trimmingSpaces()) }
        return (name, arguments)
    }

    /// The expression's value in `context`, with the context's strictness.
    public func evaluate(in context: RenderContext) throws -> TemplateValue {
        try resolve(in: context, strictly: context.isStrict) ?? .null
    }

    /// The value, or `nil` when the operand is undefined and no filter ran. With `strictly`,
    /// an undefined operand or argument is an error unless the filter receiving it accepts
    /// missing values (`default`).
    func resolve(in context: RenderContext, strictly: Bool) throws -> TemplateValue? {
        let value = try head.resolve(in: context)
        guard let firstFilter = filters.first else {
            if value == nil, strictly { throw TemplateError(reason: head.undefinedReason(in: context)) }
            return value
        }
        if value == nil, strictly, !firstFilter.filter.acceptsUndefined {
            throw TemplateError(reason: head.undefinedReason(in: context))
        }
        var current = value ?? .null
        for applied in filters {
            var arguments: [TemplateValue] = []
            if !applied.arguments.isEmpty {
                arguments.reserveCapacity(applied.arguments.count)
                for operand in applied.arguments {
                    let argument = try operand.resolve(in: context)
                    if argument == nil, strictly, !applied.filter.acceptsUndefined {
                        throw TemplateError(reason: operand.undefinedReason(in: context))
                    }
                    arguments.append(argument ?? .null)
                }
            }
            do {
                current = try applied.filter.apply(to: current, arguments: arguments, context: context)
            } catch let error as TemplateError {
                throw error
            } catch {
                throw TemplateError(reason: String(describing: error), notes: ["raised by the filter '\(applied.name)'"])
            }
        }
        return current
    }
}
