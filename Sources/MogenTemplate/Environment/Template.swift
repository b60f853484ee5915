/// A compiled template, ready to render any number of times with different contexts,
/// concurrently if needed.
public struct Template: Sendable {
    let compiled: CompiledTemplate
    public let environment: TemplateEnvironment

    /// The name it was loaded or compiled under.
    public var name: String? { compiled.name }

    /// Renders with the variables in `context`.
    public func render(_ context: [String: TemplateValue] = [:]) throws -> String {
        try render(RenderContext(environment: environment, entries: context))
    }

    /// Renders with the members of `object` as top-level variables (e.g. a generator's model
    /// context type).
    public func render(object: any TemplateObject) throws -> String {
        try render(RenderContext(environment: environment, entries: [:], object: object))
    }

    private func render(_ context: RenderContext) throws -> String {
        var output = TemplateOutput(reservingCapacity: compiled.outputSizeHint.value)
        try compiled.nodes.render(into: &output, context: context)
        compiled.outputSizeHint.record(output.byteCount)
        return output.string
    }
}
