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

    /// Renders with the variables in `context` and hands the output's UTF-8 to `body`, without making a string of it
    /// first: for callers that turn the text into another (a string of a large output costs its size again, in
    /// copying and page faults).
    public func render<Result>(
        _ context: [String: TemplateValue] = [:], utf8 body: (UnsafeBufferPointer<UInt8>) throws -> Result
    ) throws -> Result {
        var output = TemplateOutput(reservingCapacity: compiled.outputSizeHint.value)
        try compiled.nodes.render(into: &output, context: RenderContext(environment: environment, entries: context))
        compiled.outputSizeHint.record(output.byteCount)
        return try output.withUTF8(body)
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
