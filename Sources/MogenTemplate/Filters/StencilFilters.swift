import Foundation

/// Stencil's filters: `capitalize`, `uppercase`, `lowercase`, `default`, `join`, `split`,
/// `indent` and `filter`.
enum StencilFilters {
    static func register(in filters: inout TemplateExtension) {
        filters.registerFilter("capitalize") { value in mapStrings(value) { $0.capitalized } }
        filters.registerFilter("uppercase") { value in mapStrings(value) { $0.uppercased() } }
        filters.registerFilter("lowercase") { value in mapStrings(value) { $0.lowercased() } }
        filters.registerFilter("default", acceptsUndefined: true, defaultValue)
        filters.registerFilter("join", join)
        filters.registerFilter("split", split)
        filters.registerFilter("indent", indent)
        filters.registerFilter("filter", applyFilterExpression)
    }

    /// Applies `transform` to the printed value, or to each printed element of an array.
    private static func mapStrings(_ value: TemplateValue, _ transform: (String) -> String) -> TemplateValue {
        if case .array(let elements) = value {
            return .array(elements.map { .string(transform($0.renderedString)) })
        }
        return .string(transform(value.renderedString))
    }

    /// The value unless it is missing (Stencil also treats the string `"nil"` as missing),
    /// else the first argument that is not.
    private static func defaultValue(_ value: TemplateValue, _ arguments: [TemplateValue]) -> TemplateValue {
        if !value.isNull, value.stringValue != "nil" { return value }
        return arguments.first { !$0.isNull } ?? .null
    }

    private static func join(_ value: TemplateValue, _ arguments: [TemplateValue]) throws -> TemplateValue {
        guard arguments.count < 2 else { throw TemplateError(reason: "'join' filter takes at most one argument") }
        guard case .array(let elements) = value else { return value }
        let separator = arguments.first?.renderedString ?? ""
        return .string(elements.map(\.renderedString).joined(separator: separator))
    }

    private static func split(_ value: TemplateValue, _ arguments: [TemplateValue]) throws -> TemplateValue {
        guard arguments.count < 2 else { throw TemplateError(reason: "'split' filter takes at most one argument") }
        guard case .string(let string) = value else { return value }
        let separator = arguments.first?.renderedString ?? " "
        return .array(string.split(onEvery: separator).map { .string($0) })
    }

    /// `indent:width,character,indentFirst`: prefixes every line but the first (or all of them)
    /// with `character` × `width` (4 spaces by default); empty lines stay empty. A width whose
    /// result would exceed the output limit is refused before anything is built.
    private static func indent(_ value: TemplateValue, _ arguments: [TemplateValue], _ context: RenderContext) throws -> TemplateValue {
        guard arguments.count <= 3 else { throw TemplateError(reason: "'indent' filter can take at most 3 arguments") }
        var width = 4
        if let argument = arguments.first {
            guard case .int(let int) = argument else {
                throw TemplateError(reason: "'indent' filter width argument must be an Integer (\(optionalDescription(argument)))")
            }
            width = int
        }
        var character = " "
        if arguments.count > 1 {
            guard case .string(let string) = arguments[1] else {
                // Stencil's message lacks the closing parenthesis.
                throw TemplateError(reason: "'indent' filter indentation argument must be a String (\(optionalDescription(arguments[1]))")
            }
            character = string
        }
        var indentFirst = false
        if arguments.count > 2 {
            guard case .bool(let bool) = arguments[2] else {
                throw TemplateError(reason: "'indent' filter indentFirst argument must be a Bool")
            }
            indentFirst = bool
        }
        let text = value.renderedString
        guard width > 0, !character.isEmpty else { return .string(text) }
        // Lines end at every newline character (so CRLF counts twice), as Foundation splits them.
        let lines = text.unicodeScalars.split(omittingEmptySubsequences: false, whereSeparator: ScalarClasses.isNewline)
        let (indentationSize, sizeOverflow) = width.multipliedReportingOverflow(by: character.utf8.count)
        let (addedSize, addedOverflow) = indentationSize.multipliedReportingOverflow(by: lines.count)
        guard !sizeOverflow, !addedOverflow, context.canProduce(addedSize) else { throw context.outputLimitError() }
        let indentation = String(repeating: character, count: width)
        return .string(indent(lines, with: indentation, indentFirst: indentFirst))
    }

    private static func indent(_ lines: [Substring.UnicodeScalarView], with indentation: String, indentFirst: Bool) -> String {
        var result = ""
        for (index, line) in lines.enumerated() {
            if index > 0 { result += "\n" }
            if index == 0 ? indentFirst : !line.isEmpty { result += indentation }
            result.unicodeScalars.append(contentsOf: line)
        }
        return result
    }

    /// How Swift prints an optional argument: `Optional(2.5)`, `Optional("x")` or `nil`.
    private static func optionalDescription(_ value: TemplateValue) -> String {
        value.isNull ? "nil" : "Optional(\(value.nestedDescription))"
    }

    /// `filter:expression`: applies a filter expression held in a variable or string
    /// (`{{ name|filter:"uppercase" }}`), compiled when the template renders. One nesting level,
    /// as the expression may apply `filter` again (`f` holding `"filter:f"`).
    private static func applyFilterExpression(
        _ value: TemplateValue, _ arguments: [TemplateValue], _ context: RenderContext
    ) throws -> TemplateValue {
        guard !value.isNull else { return .null }
        guard arguments.count == 1 else { throw TemplateError(reason: "'filter' filter takes one argument") }
        let expression = try TemplateParser.compileFilterExpression(
            "$0|" + arguments[0].renderedString, registry: context.environment.registry
        )
        return try context.nested {
            context.pushLevel()
            defer { context.popLevel() }
            context.bind(.filterSubject, value)
            return try expression.resolve(in: context, strictly: context.isStrict) ?? .null
        }
    }
}
