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
        let expectedSize = compiled.outputSizeHint.value
        guard expectedSize > 0 else {
            var output = TemplateOutput()
            try compiled.nodes.render(into: &output, context: context)
            compiled.outputSizeHint.record(output.byteCount)
            return output.string
        }
        // Renders straight into the result's storage, sized by earlier renders, which saves
        // copying (and first touching) a second buffer of the output's size. Should the output
        // outgrow it, it moves to its own buffer and is copied once at the end.
        var overflow: String?
        let string = try String(unsafeUninitializedCapacity: expectedSize) { buffer in
            var output = TemplateOutput(lending: buffer)
            try compiled.nodes.render(into: &output, context: context)
            compiled.outputSizeHint.record(output.byteCount)
            guard output.isInLentBuffer else {
                overflow = output.string
                return 0
            }
            return output.byteCount
        }
        return overflow ?? string
    }
}
