import MogenGenerator
import MogenModel
import MogenSupport

enum LintCommand {
    static let command = Command(
        spec: CommandSpec(
            name: "lint",
            abstract: "Check Core Data models for the problems Xcode's model compiler reports, and more.",
            discussion: """
                Problems are printed to standard error as 'path:line:column: severity: message [category]', the
                form Xcode, SwiftPM and CI systems annotate. Categories: input, xml, format, reference,
                inheritance, inverse, naming, attribute, relationship, index, fetch-request, cloudkit, limit,
                unrecognized. A problem is an error only when Xcode or Core Data refuses the model (or no correct
                code can be generated from it); everything Xcode compiles gets warnings that say what Core Data
                does with it. Docs/Diagnostics.md lists every check with its evidence. --warnings sets a
                category's level (off, warning, error; "warnings" in mogen.json), and --diagnostic-format json
                or sarif prints one document for CI.

                With --shipped REV (or "shipped" in mogen.json), every version of the bundle that exists at the git
                revision REV must be unchanged in the working tree: a change to a version hash, or a removed
                version, is an error [evolution] (Docs/ModelEvolution.md).

                With no <model>, the models of the configuration file are linted with their settings: --config,
                else mogen.json in the current directory.

                With --context swiftgen (or a configuration whose template renders the SwiftGen context, such as
                swiftgen-swift5), what SwiftGen 6.6.3 and its stock templates do wrong with the model is explained
                too [swiftgen] (Docs/SwiftGenContext.md).

                Exit status: 0 when no errors were found, 2 when there were errors (or warnings, with
                --warnings-as-errors), 64 for a wrong command line.
                """,
            arguments: [
                ArgumentSpec(
                    name: "model", help: CommonOptions.model.help + " Several may be given; none: the models of mogen.json.",
                    isOptional: true, isRepeated: true)
            ],
            options: [
                Setting.modelVersion.option,
                Setting.shipped.option,
                CommonOptions.configFile,
                OptionSpec.warningsAsErrors.withHelp("Fail when there are warnings."),
                Setting.warnings.option,
                cloudKit,
                OptionSpec.quiet,
                Setting.renames.option,
                Setting.context.option,
                .diagnosticFormat, .diagnosticOutput,
            ],
            examples: [
                "mogen lint Samples/Employees.xcdatamodeld",
                "mogen lint Model.xcdatamodeld --warnings-as-errors",
                "mogen lint Notes.xcdatamodeld --rename Note.deleted=isTrashed   # as generate is told",
                "mogen lint Model.xcdatamodeld --shipped origin/main     # in CI: shipped versions unchanged",
                "mogen lint Model.xcdatamodeld --context swiftgen        # and what SwiftGen gets wrong",
                "mogen lint                                              # the models of ./mogen.json",
            ]),
        run: { arguments, reporter throws(CommandFailure) in try run(arguments, reporter: reporter) })

    static let cloudKit = OptionSpec(
        name: "--cloudkit", valueName: nil,
        help: "Apply the CloudKit rules to every entity, even when the model is not marked as used with CloudKit.")

    static func run(_ arguments: ParsedArguments, reporter: DiagnosticReporter) throws(CommandFailure) -> ExitCode {
        let commandLine: GenerationSettings
        do {
            commandLine = try arguments.settings()
        } catch {
            throw .usage(error)
        }
        let configuration = try CommonOptions.configuration(arguments)
        let jobs = GenerationSettings.jobs(
            models: arguments.positionals, configuration: configuration, commandLine: commandLine)
        for (path, settings) in jobs {
            let options = ModelValidator.Options(
                forceCloudKit: arguments.flag(cloudKit), renamedProperties: Set((settings.renames ?? []).map(\.property)))
            guard let result = CommonOptions.readModel(path, version: settings.modelVersion, reporter: reporter)
            else { continue }
            let unrecognized = result.model.limitingRepeats(result.model.unrecognized.map { item in
                Diagnostic.note(
                    "\(item.kind.rawValue) \(quoted: item.name) in <\(bare: item.parent)> is not known to mogen and is ignored",
                    at: item.location, .unrecognized)
            })
            let shipped = settings.shipped.map { ShippedCheck.diagnostics(path: path, revision: $0) } ?? []
            let swiftGen = Self.usesSwiftGenContext(settings) ? SwiftGenCompatibility.warnings(in: result.model) : []
            let diagnostics = reporter.report(
                result.diagnostics + ModelValidator.validate(result.model, options: options) + unrecognized + shipped
                    + swiftGen, warnings: settings.warnings)
            if !reporter.quiet {
                reporter.console.error("\(MessageText.oneLine(path)): \(CommonOptions.count(diagnostics.errorCount, "error")), "
                    + CommonOptions.count(diagnostics.warningCount, "warning"))
            }
        }
        return reporter.status
    }

    /// Whether the model is generated with the SwiftGen context: `context` says so, or the template set's
    /// `template-set.json` does.
    private static func usesSwiftGenContext(_ settings: GenerationSettings) -> Bool {
        let kind = settings.context
            ?? settings.template.flatMap { TemplateSet.named($0, strict: false)?.manifest.context }
        return kind == .swiftgen
    }
}
