import MogenTemplate

/// Filters mogen adds for code-generation templates, beside Stencil's and StencilSwiftKit's.
enum GeneratorFilters {
    static let `extension`: TemplateExtension = {
        var ext = TemplateExtension()
        // `{{ name|swiftString }}`: the value as a Swift string literal, escaped.
        ext.registerFilter("swiftString") { (value: TemplateValue) in
            .string(SwiftLiteral.string(value.stringValue ?? ""))
        }
        return ext
    }()
}
