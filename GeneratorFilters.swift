import MogenTemplate

/// Filters mogen adds for code-generation templates, beside Stencil's and StencilSwiftKit's.
enum GeneratorFilters {
    static let `extension`: TemplateExtension = {
        var ext = TemplateExtension()
        // `{{ name|swiftString }}`: a Swift string literal, escaped.
        ext.registerFilter("swiftString") { value in
            .string(SwiftLiteral.string(value.map { $0.stringValue ?? "" } ?? ""))
        }
        return ext
    }()
}
