import MogenGenerator
import MogenModel
import MogenSupport

enum DumpCommand {
    static let command = Command(
        spec: CommandSpec(
            name: "dump",
            abstract: "Print the resolved schema of a Core Data model.",
            discussion: """
                The schema is what mogen reads from the model: entities with their class names split into module
                and class, inherited properties, relationships with their inverses, fetch requests with the types
                of their variables, configurations, indexes and userInfo. The output is the same bytes on every
                run. The JSON shape is documented in Docs/SchemaDump.md.

                Problems found while reading are printed to standard error; the dump is still printed.
                Use 'mogen lint' to validate the model. --context and --type-stubs validate it as generate
                does, and print nothing for a model with errors.
                """,
            arguments: [CommonOptions.model],
            options: [Setting.modelVersion.option, format, context, contextKind, typeStubs, swiftData]
                + Setting.contextSettings.map(\.option),
            examples: [
                "mogen dump Samples/Employees.xcdatamodeld",
                "mogen dump Samples/Recipes.xcdatamodeld --model-version Recipes --format text",
                "mogen dump Samples/Music.xcdatamodeld --context",
                "mogen dump Samples/Recipes.xcdatamodeld --context --swiftdata",
                "mogen dump Samples/Music.xcdatamodeld --context --context-kind swiftgen",
                "mogen dump Model.xcdatamodeld --type-stubs > Stubs.swift",
            ]),
        run: { arguments, reporter throws(CommandFailure) in try run(arguments, reporter: reporter) })

    static let format = OptionSpec(
        name: "--format", valueName: "format", help: "Output format: json or text (default: json).",
        allowedValues: ["json", "text"])
    static let context = OptionSpec(
        name: "--context", valueName: nil,
        help: "Print the template context instead: what templates see as 'model', as JSON "
            + "(documented in Docs/TemplateContext.md). Takes generate's "
            + MessageText.list(Setting.contextSettings.map(\.option.name), conjunction: "and") + ".")
    /// `generate`'s `--context mogen|swiftgen`, spelled apart here because `--context` is this command's flag.
    static let contextKind = OptionSpec(
        name: "--context-kind", valueName: "kind",
        help: "With --context: mogen (default), or swiftgen for the context SwiftGen 6.6.3 builds ('models', keys "
            + "sorted as SwiftGen's YAML fixtures print them; Docs/SwiftGenContext.md), which templates see with "
            + "generate's --context swiftgen.",
        allowedValues: TemplateContextKind.allCases.map(\.rawValue))

    static let typeStubs = OptionSpec(
        name: "--type-stubs", valueName: nil,
        help: "Print Swift stand-ins for the types the generated code names but does not declare (classes "
            + "Xcode generates, transformables' custom classes, your enums), to type-check the generated "
            + "code on its own: Scripts/typecheck-generated DIR Stubs.swift. Takes the options --context takes.")

    static let swiftData = OptionSpec(
        name: "--swiftdata", valueName: nil,
        help: "With --context or --type-stubs: for the SwiftData templates (--template swiftdata): the context has "
            + "model.swiftData, built from every version of a bundle, and the stand-ins are for SwiftData code.")

    static func run(_ arguments: ParsedArguments, reporter: DiagnosticReporter) throws(CommandFailure) -> ExitCode {
        guard let path = arguments.positionals.first else { throw .usage(.missingArgument("model")) }
        if arguments.flag(context), arguments.flag(typeStubs) {
            throw .usage(.other("--context and --type-stubs print different things; give one"))
        }
        let kind = arguments.value(contextKind) ?? TemplateContextKind.mogen.rawValue
        let swiftGenContext = kind != TemplateContextKind.mogen.rawValue
        if swiftGenContext, !arguments.flag(context) || arguments.flag(swiftData) {
            throw .usage(.other("--context-kind \(kind) goes with --context, without --swiftdata"))
        }
        let settings: GenerationSettings
        do {
            settings = try arguments.settings()
        } catch {
            throw .usage(error)
        }
        guard let result = CommonOptions.readModel(path, version: settings.modelVersion, reporter: reporter)
        else { return reporter.status }
        reporter.report(result.diagnostics)
        if arguments.flag(context) || arguments.flag(typeStubs) {
            // The context is what generate gives templates, which it builds only from a model without errors: one
            // with errors (an inheritance cycle, a name declared twice) stops here as it stops generate.
            let validation = settings.contextOptions.validationOptions(forSwiftData: arguments.flag(swiftData))
            let errors = ModelValidator.validate(result.model, options: validation).filter { $0.severity == .error }
            guard errors.isEmpty else { throw .input(errors) }
        }
        if swiftGenContext {
            do {
                let models = try SwiftGenContext.models([result.model])
                reporter.console.out(SwiftGenContext.json(models: models).rendered())
            } catch {
                throw .input(error.diagnostics)
            }
            return reporter.status
        }
        if arguments.flag(context) || arguments.flag(typeStubs) {
            let options = settings.contextOptions
            var history: [Model]?
            if arguments.flag(swiftData) {
                let older = Generator.olderVersions(
                    of: result.model, path: path, options: options.validationOptions(forSwiftData: true))
                reporter.report(older.diagnostics)
                history = older.versions
            }
            let (modelContext, diagnostics) = ContextBuilder.build(
                model: result.model, options: options, swiftDataHistory: history)
            reporter.report(diagnostics + ContextBuilder.renameProblems(in: result.model, renames: options.renames))
            if arguments.flag(typeStubs) {
                reporter.console.out(TypeStubs.source(for: result.model, context: modelContext))
            } else {
                reporter.console.out(ContextJSON.json(for: modelContext).rendered())
            }
            return reporter.status
        }
        switch arguments.value(format) ?? "json" {
        case "text": reporter.console.out(SchemaText.text(for: result.model))
        default: reporter.console.out(SchemaJSON.json(for: result.model).rendered())
        }
        return reporter.status
    }
}
