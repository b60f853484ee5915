import MogenTemplate

/// Filters mogen adds for code-generation templates, beside Stencil's and StencilSwiftKit's. mogen's own templates
/// print every value taken from the model's text through one of them, or a context key that is already code (an
/// identifier, a type, a `…Literal`): Docs/TemplateContext.md, "Model text in generated code".
enum GeneratorFilters {
    static let `extension`: TemplateExtension = {
        var ext = TemplateExtension()
        // `{{ name|swiftString }}`: the value as a Swift string literal, escaped.
        ext.registerFilter("swiftString") { (value: TemplateValue) in
            .string(SwiftLiteral.string(text(of: value)))
        }
        // `"… {{ name|swiftStringContent }} …"`: the value escaped for the inside of a string literal.
        ext.registerFilter("swiftStringContent") { (value: TemplateValue) in
            .string(SwiftLiteral.stringContent(text(of: value)))
        }
        // `/// {{ line|swiftComment }}`: the value as text that stays in its comment.
        ext.registerFilter("swiftComment") { (value: TemplateValue) in
            .string(SwiftComment.text(text(of: value)))
        }
        return ext
    }()

    /// The value as `{{ value }}` would print it.
    private static func text(of value: TemplateValue) -> String {
        value.renderedString
    }
}
