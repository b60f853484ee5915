import Foundation
import MogenGenerator
import MogenSupport
import MogenTemplate

enum RenderCommand {
    static let command = Command(
        spec: CommandSpec(
            name: "render",
            abstract: "Render a Stencil template with a JSON context, to standard output.",
            discussion: """
                The template language is Stencil with StencilSwiftKit's tags and filters, as SwiftGen and Sourcery
                use it (Docs/TemplateLanguage.md). The context is strict JSON, read as mogen.json is (no comments,
                trailing commas or duplicate keys; errors at their line and column). JSON maps to template values:
                strings, integers (numbers without '.' or exponent), doubles, booleans, arrays, dictionaries; null
                is an empty value.

                Whitespace around block tags is trimmed the way StencilSwiftKit does by default ('smart':
                whitespace,whitespaceAndOneNewLine). --trim takes LEADING,TRAILING from: nothing, whitespace,
                whitespaceAndOneNewLine, whitespaceAndNewLines; or smart, nothing, all.

                Errors name the template, line and column and show the line; they go to standard error and the
                exit status is 2.
                """,
            arguments: [ArgumentSpec(name: "template", help: "The template file.")],
            options: [contextFile, searchPath, trim, strict, Setting.templateLimits.option],
            examples: [
                "mogen render Entity.stencil --context entity.json",
                "echo '{\"name\": \"World\"}' | mogen render Hello.stencil --context -",
                "mogen render Model.stencil -c model.json -I Templates/shared --trim nothing,nothing --strict",
            ]),
        run: { arguments, reporter throws(CommandFailure) in try run(arguments, reporter: reporter) })

    static let contextFile = OptionSpec(name: "--context", shortName: "-c", valueName: "file",
        help: "A JSON file with the context (a JSON object); '-' reads standard input. Default: empty.")
    static let searchPath = OptionSpec(name: "--search-path", shortName: "-I", valueName: "dir",
        help: "Where include, extends and import find templates (repeatable; default: the template's directory).",
        isRepeated: true)
    static let trim = OptionSpec(name: "--trim", valueName: "leading,trailing",
        help: "How whitespace around block tags is trimmed (default: smart).")
    static let strict = OptionSpec(name: "--strict", valueName: nil,
        help: "Make printing an undefined variable an error (tests in if and the default filter stay lenient).")

    static func run(_ arguments: ParsedArguments, reporter: DiagnosticReporter) throws(CommandFailure) -> ExitCode {
        guard let templatePath = arguments.positionals.first else { throw .usage(.missingArgument("template")) }
        var trimBehaviour = TrimBehaviour.smart
        if let names = arguments.value(trim) {
            guard let parsed = TrimBehaviour(names: names) else {
                throw .usage(.other("invalid value \(MessageText.quoted(names)) for '--trim'; expected "
                    + "LEADING,TRAILING from nothing, whitespace, whitespaceAndOneNewLine, whitespaceAndNewLines (or "
                    + "smart, nothing, all)"))
            }
            trimBehaviour = parsed
        }
        let limits: [String: Int]
        do {
            limits = try arguments.settings().templateLimits ?? [:]
        } catch {
            throw .usage(error)
        }
        guard let templateData = FileManager.default.contents(atPath: templatePath) else {
            throw .input([.error("cannot read the template", at: .file(templatePath), .input)])
        }
        let context: [String: TemplateValue]
        do {
            context = try readContext(arguments.value(contextFile))
        } catch {
            throw .input(error.diagnostics)
        }
        let directory = PathText.deletingLastComponent(templatePath)
        let searchPaths = arguments.allValues(searchPath) + [directory]
        let environment = TemplateEnvironment(
            loader: FileSystemLoader(searchPaths: searchPaths), trimBehaviour: trimBehaviour, isStrict: arguments.flag(strict),
            limits: TemplateLimitSetting.limits(limits))
        do {
            let template = try environment.template(
                source: String(decoding: templateData, as: UTF8.self), name: templatePath)
            reporter.console.out(try template.render(context))
            return .success
        } catch {
            throw .input([TemplateDiagnostic.diagnostic(for: error, searchPaths: searchPaths, rendered: templatePath)])
        }
    }

    /// The context from a JSON file or standard input, read as `mogen.json` is: the same strict JSON, errors at
    /// their line and column.
    static func readContext(_ path: String?) throws(DiagnosticError) -> [String: TemplateValue] {
        guard let path else { return [:] }
        let name = path == "-" ? "<stdin>" : path
        let json = if path == "-" {
            try JSONInput.parse([UInt8](FileHandle.standardInput.readDataToEndOfFile()), path: name, category: .input)
        } else {
            try JSONInput.read(path: path, kind: "context file", category: .input)
        }
        guard json.members != nil, let context = json.templateValue.dictionaryValue else {
            throw DiagnosticError(.error("the context must be a JSON object, not \(json.kindDescription)",
                at: JSONInput.location(json.position, in: name), .input))
        }
        return context
    }
}
