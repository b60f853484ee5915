/// A filter's implementation, as registered with `TemplateExtension.registerFilter`.
public struct TemplateFilter: Sendable {
    enum Body: Sendable {
        /// Takes no arguments; passing some is an error ("Can't invoke filter with an argument").
        case value(@Sendable (TemplateValue) throws -> TemplateValue)
        case arguments(@Sendable (TemplateValue, [TemplateValue]) throws -> TemplateValue)
        case context(@Sendable (TemplateValue, [TemplateValue], RenderContext) throws -> TemplateValue)
    }

    typealias Function = @Sendable (TemplateValue, [TemplateValue], RenderContext) throws -> TemplateValue

    // One closure in a class: a call borrows it from an immutable field, where switching over
    // an enum of closures copies (retains and releases) the closure on every use.
    fileprivate final class Storage: Sendable {
        let function: Function
        init(_ function: @escaping Function) { self.function = function }
    }

    private let storage: Storage
    /// Whether the filter handles undefined input itself (like `default`), so that strict mode
    /// lets an undefined variable reach it instead of failing.
    public let acceptsUndefined: Bool

    init(_ body: Body, acceptsUndefined: Bool = false) {
        let function: Function
        switch body {
        case .value(let filter):
            function = { value, arguments, _ in
                guard arguments.isEmpty else { throw TemplateError(reason: "Can't invoke filter with an argument") }
                return try filter(value)
            }
        case .arguments(let filter):
            function = { value, arguments, _ in try filter(value, arguments) }
        case .context(let filter):
            function = filter
        }
        self.storage = Storage(function)
        self.acceptsUndefined = acceptsUndefined
    }

    func apply(to value: TemplateValue, arguments: [TemplateValue], context: RenderContext) throws -> TemplateValue {
        try Unmanaged.passUnretained(storage)._withUnsafeGuaranteedRef { storage in
            try storage.function(value, arguments, context)
        }
    }
}
