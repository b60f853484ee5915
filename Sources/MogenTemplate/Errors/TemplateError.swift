/// Any failure to load, compile or render a template.
///
/// `description` is ready for a terminal:
///
/// ```text
/// Entity.stencil:3:4: error: Unknown filter 'upperFirst'. Found similar filters: 'uppercase'.
/// {{ entity.name|upperFirst }}
///    ^~~~~~~~~~~~~~~~~~~~~~
/// Model.stencil:8:4: note: in the template loaded here
/// {% include "Entity.stencil" %}
///    ^~~~~~~~~~~~~~~~~~~~~~~~
/// ```
public struct TemplateError: Error, CustomStringConvertible, Sendable {
    /// What went wrong. Where Stencil reports the same problem, this is Stencil's exact text.
    public var reason: String
    /// Where it went wrong: the innermost tag, variable or expression involved.
    public var location: TemplateLocation?
    /// The `include`/`extends`/`import` tags through which the failing template was reached,
    /// innermost first; the last one is in the template that was asked to render.
    public var includeStack: [TemplateLocation]
    /// Known names close to a misspelled tag or filter name.
    public var suggestions: [String]
    /// Extra explanations printed after the location (e.g. which filter failed).
    public var notes: [String]

    public init(
        reason: String,
        location: TemplateLocation? = nil,
        includeStack: [TemplateLocation] = [],
        suggestions: [String] = [],
        notes: [String] = []
    ) {
        self.reason = reason
        self.location = location
        self.includeStack = includeStack
        self.suggestions = suggestions
        self.notes = notes
    }

    /// The location in the template that was asked to render: the outermost include or
    /// extends tag, or ``location`` when the error is in that template itself.
    public var outermostLocation: TemplateLocation? {
        includeStack.last ?? location
    }

    /// The error on its own, for the engine's users; mogen prints it as a diagnostic (`TemplateDiagnostic` in
    /// MogenGenerator), at the template's file and with its category.
    public var description: String {
        var lines: [String] = []
        if let location {
            lines.append("\(location): error: \(reason)")
            lines.append(location.highlightedSourceLine)
        } else {
            lines.append("error: \(reason)")
        }
        for note in notes {
            lines.append((location.map { "\($0): " } ?? "") + "note: \(note)")
        }
        for frame in includeStack {
            lines.append("\(frame): note: in the template loaded here")
            lines.append(frame.highlightedSourceLine)
        }
        return lines.joined(separator: "\n")
    }
}

extension TemplateError {
    /// `error` located at `span` unless it already knows where it happened; any other error
    /// becomes a template error whose reason is its description, as Stencil reports it.
    static func located(_ error: any Error, at span: SourceSpan?) -> TemplateError {
        var templateError = (error as? TemplateError) ?? TemplateError(reason: String(describing: error))
        if templateError.location == nil, let span {
            templateError.location = span.location
        }
        return templateError
    }

    /// `error` seen from the tag at `span` that loaded another template: an error inside that
    /// template gains a stack frame, an unlocated one (e.g. a missing template) is located here.
    static func throughLoadingTag(_ error: any Error, at span: SourceSpan) -> TemplateError {
        var templateError = (error as? TemplateError) ?? TemplateError(reason: String(describing: error))
        if templateError.location == nil {
            templateError.location = span.location
        } else {
            templateError.includeStack.append(span.location)
        }
        return templateError
    }
}
