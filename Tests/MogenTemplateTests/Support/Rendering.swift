import MogenTemplate
import Testing

/// Renders `source` in a fresh environment (StencilSwiftKit built-ins, smart trimming unless
/// told otherwise).
func render(
    _ source: String,
    _ context: [String: TemplateValue] = [:],
    trim: TrimBehaviour = .smart,
    strict: Bool = false,
    builtIns: TemplateEnvironment.BuiltIns = .stencilSwiftKit,
    templates: [String: String]? = nil,
    extensions: [TemplateExtension] = [],
    limits: TemplateLimits = .default
) throws -> String {
    let environment = TemplateEnvironment(
        loader: templates.map { DictionaryLoader(templates: $0) },
        extensions: extensions,
        trimBehaviour: trim,
        isStrict: strict,
        builtIns: builtIns,
        limits: limits
    )
    return try environment.render(source: source, name: "test.stencil", context: context)
}

/// The error rendering `source` raises; records an issue (and returns nil) if it renders.
func renderError(
    _ source: String,
    _ context: [String: TemplateValue] = [:],
    trim: TrimBehaviour = .smart,
    strict: Bool = false,
    builtIns: TemplateEnvironment.BuiltIns = .stencilSwiftKit,
    templates: [String: String]? = nil,
    extensions: [TemplateExtension] = [],
    limits: TemplateLimits = .default,
    sourceLocation: Testing.SourceLocation = #_sourceLocation
) -> TemplateError? {
    do {
        let output = try render(
            source, context, trim: trim, strict: strict, builtIns: builtIns, templates: templates, extensions: extensions,
            limits: limits
        )
        Issue.record("expected an error, got output \(String(reflecting: output))", sourceLocation: sourceLocation)
        return nil
    } catch let error as TemplateError {
        return error
    } catch {
        Issue.record("expected a TemplateError, got \(error)", sourceLocation: sourceLocation)
        return nil
    }
}

/// The reason of the error rendering `source` raises (nil, with an issue, if it renders).
func renderErrorReason(
    _ source: String,
    _ context: [String: TemplateValue] = [:],
    strict: Bool = false,
    templates: [String: String]? = nil,
    sourceLocation: Testing.SourceLocation = #_sourceLocation
) -> String? {
    renderError(source, context, strict: strict, templates: templates, sourceLocation: sourceLocation)?.reason
}
