import Foundation
import MogenGenerator
import MogenSupport
import MogenTemplate

enum GenerateCommand {
    static let command = Command(
        spec: CommandSpec(
            name: "generate",
            abstract: "Generate Swift classes from Core Data models.",
            discussion: """
                MODELS AND mogen.json:
                  With no <model>, mogen generates every model of the configuration file: --config, else
                  mogen.json in the current directory (see Docs/Configuration.md; 'mogen init' writes one).
                  With a <model> and --config, the model's entry in the file (or the file's top-level settings)
                  applies. Options given here override the file: --import adds modules, --var sets variables.

                LAYOUTS:
                  pair    (default) For each entity, Employee.swift declares the class: it is yours, created once
                          and never overwritten. Employee+Generated.swift is mogen's: an extension with the
                          properties, the initializer, keys and helpers, rewritten when the model changes.
                          <Model>+Model.swift holds what the entities share.
                  single  One file, <Model>+Generated.swift, class declarations included.

                WRITING:
                  Every model is generated in memory first; nothing is written unless all of them succeeded. A file
                  mogen owns is written only when its content changes, so unchanged files keep their modification
                  time. Each write goes to a temporary file that is then renamed, so a killed run never leaves a
                  truncated file. Files mogen generated earlier for entities that no longer exist are reported as
                  orphans; --prune deletes them (only files whose first line says mogen generated them from the
                  same model). A file at one of mogen's paths that mogen did not generate from the same model (a
                  hand-written file, another model's output) is never replaced: the run fails, unless --force.
                  Temporary files left by a run that was killed while writing are removed.

                MODES (at most one):
                  --check         Write nothing; print a unified diff of every file that would be created,
                                  changed or deleted as an orphan to standard output, a summary to standard
                                  error, and exit 1 when anything differs. The CI gate.
                  --list-outputs  Print the path of every file the run generates (written or already up to date),
                                  one per line; write nothing. --dry-run is the same.
                  --list-inputs   Print the files the run reads (each model's .xccurrentversion and contents, the
                                  configuration file, template files), one per line; write nothing.
                  --stdout        Print every generated file to standard output, each after a line
                                  '// MARK: - File: <path>'; write nothing.

                Diagnostics go to standard error as 'path:line:column: severity: message [category]'.
                Entities whose Codegen is Class Definition or Category/Extension in Xcode are skipped with a
                warning (Xcode generates them); set Codegen to Manual/None to generate them with mogen.
                The template context is documented in Docs/TemplateContext.md; 'mogen dump MODEL --context'
                prints it for a model.

                EXIT STATUS: 0 success; 1 --check found differences; 2 errors in a model, template or
                configuration (a template set or file that does not exist, named here or in mogen.json, included),
                an output that cannot be read or written, or a file mogen would have to replace without having
                generated it; 64 a command line mogen cannot parse.
                """,
            arguments: [
                ArgumentSpec(
                    name: "model", help: CommonOptions.model.help + " Several may be given; none: the models of mogen.json.",
                    isOptional: true, isRepeated: true)
            ],
            options: [
                OptionSpec(name: "--config", valueName: "file",
                    help: "A mogen.json to read (default: mogen.json in the current directory when no model is given)."),
                OptionSpec(name: "--output", shortName: "-o", valueName: "dir",
                    help: "Directory for the generated files (default: the current directory)."),
                OptionSpec(name: "--layout", valueName: "layout", help: "pair (default) or single.",
                    allowedValues: Layout.allCases.map(\.rawValue)),
                OptionSpec(name: "--human-dir", valueName: "dir",
                    help: "Directory for the class files you own (pair layout; default: --output)."),
                OptionSpec(name: "--machine-dir", valueName: "dir",
                    help: "Directory for the files mogen owns (default: --output)."),
                OptionSpec(name: "--template", valueName: "name|path",
                    help: "A built-in template set (see 'mogen templates list'; default: swift) or a directory of templates."),
                CommonOptions.modelVersion,
            ] + contextOptions + [
                OptionSpec(name: "--import", valueName: "module", help: "Import a module in every file (repeatable).",
                    isRepeated: true),
                OptionSpec(name: "--var", valueName: "key=value",
                    help: "A template variable, seen by templates as vars.key (repeatable).", isRepeated: true),
                OptionSpec(name: "--strict-templates", valueName: nil,
                    help: "Make printing an undefined variable an error in your templates (mogen's own always are)."),
                CommonOptions.templateLimit,
                OptionSpec(name: "--check", valueName: nil,
                    help: "Write nothing; show how the files on disk differ as a unified diff; exit 1 if they do."),
                OptionSpec(name: "--list-outputs", valueName: nil,
                    help: "Print the paths of the generated files, one per line; write nothing."),
                OptionSpec(name: "--dry-run", valueName: nil, help: "The same as --list-outputs."),
                OptionSpec(name: "--list-inputs", valueName: nil,
                    help: "Print the paths of the files read, one per line; write nothing."),
                OptionSpec(name: "--stdout", valueName: nil,
                    help: "Print the generated files to standard output instead of writing them."),
                OptionSpec(name: "--prune", valueName: nil,
                    help: "Delete orphans: files mogen generated from the model earlier that it no longer generates."),
                OptionSpec(name: "--force", valueName: nil,
                    help: "Replace files at mogen's output paths that mogen did not generate from the model "
                        + "(hand-written, or another model's); without it, such a file is an error."),
                OptionSpec(name: "--warnings-as-errors", valueName: nil,
                    help: "Treat warnings as errors: report them as errors and write nothing."),
                OptionSpec(name: "--quiet", shortName: "-q", valueName: nil,
                    help: "Print errors only (and --check's summary when there are differences)."),
            ],
            examples: [
                "mogen generate Samples/Employees.xcdatamodeld --output Sources/App/Model",
                "mogen generate Model.xcdatamodeld --layout single --access-level internal -o Generated",
                "mogen generate Model.xcdatamodeld --template MyTemplates/ --var prefix=CD -o Generated",
                "mogen generate                      # every model of ./mogen.json",
                "mogen generate --check              # in CI: fail when generated code is out of date",
                "mogen generate --prune              # also delete files of removed entities",
            ]),
        run: { arguments, reporter throws(CommandFailure) in try run(arguments, reporter: reporter) })

    /// The options that shape the template context, shared with `dump --context`.
    static let contextOptions: [OptionSpec] = [
        OptionSpec(name: "--access-level", valueName: "level",
            help: "Access level of everything generated: public (default), package or internal.",
            allowedValues: GeneratorOptions.AccessLevel.allCases.map(\.rawValue)),
        OptionSpec(name: "--optionality", valueName: "mode",
            help: "model (default): Swift optionality follows the model's Optional flag. xcode: object types "
                + "always optional and scalars never, as Xcode generates.",
            allowedValues: GeneratorOptions.Optionality.allCases.map(\.rawValue)),
        OptionSpec(name: "--module", valueName: "name",
            help: "The module the code is compiled into; classes the model puts in another module are reported."),
        OptionSpec(name: "--codable", valueName: nil,
            help: "Generate Codable conformance for every entity (one entity: userInfo mogen.codable = YES)."),
        OptionSpec(name: "--base-class", valueName: "class",
            help: "Superclass of classes whose entity has no parent, instead of NSManagedObject."),
        OptionSpec(name: "--configuration", valueName: "name",
            help: "Generate only the entities of this model configuration."),
        CommonOptions.rename,
    ]

    /// What the run does with the generated files.
    enum Mode: String, CaseIterable {
        case write, check = "--check", listOutputs = "--list-outputs", listInputs = "--list-inputs", stdout = "--stdout"
    }

    static func mode(_ arguments: ParsedArguments) throws(UsageError) -> Mode {
        var chosen = Mode.allCases.filter { $0 != .write && arguments.flag($0.rawValue) }
        if arguments.flag("--dry-run"), !chosen.contains(.listOutputs) { chosen.append(.listOutputs) }
        guard chosen.count <= 1 else {
            throw .other(chosen.map { "'\($0.rawValue)'" }.joined(separator: " and ") + " cannot be combined")
        }
        return chosen.first ?? .write
    }

    static func run(_ arguments: ParsedArguments, reporter: DiagnosticReporter) throws(CommandFailure) -> ExitCode {
        let mode: Mode
        let jobs: GenerationJobs
        do {
            mode = try self.mode(arguments)
            jobs = try GenerationJobs(arguments)
        } catch {
            throw CommandFailure(error)
        }
        if mode == .listInputs { return try listInputs(jobs, console: reporter.console) }

        let run = GenerationRun.generate(jobs.requests)
        guard run.failures.isEmpty else {
            throw .input(run.diagnostics + run.failures.flatMap(\.diagnostics))
        }
        // --stdout writes nothing at the output paths, so whose files are there does not matter to it.
        let foreignFiles: ForeignFileCheck.Policy =
            mode == .stdout ? .ignore : arguments.flag("--force") ? .replace : .refuse
        let plan = OutputPlan.plan(run.results, foreignFiles: foreignFiles)
        var diagnostics = run.diagnostics + plan.diagnostics
        if mode == .write, !arguments.flag("--prune") {
            diagnostics += plan.orphans.map { orphan in
                .warning("orphaned file: mogen generated it from the model earlier, and no entity generates it now; "
                    + "'mogen generate --prune' deletes it", at: .file(orphan.path), .output)
            }
        }
        if mode == .check { diagnostics += StaleTemporaryReport.warnings(plan.staleTemporaries) }
        guard !reporter.report(diagnostics).hasErrors else { return reporter.status }

        switch mode {
        case .write:
            return try write(plan, run: run, prune: arguments.flag("--prune"), reporter: reporter)
        case .check:
            let check = OutputCheck(plan)
            reporter.console.out(check.diff)
            if !check.isUpToDate || !reporter.quiet { reporter.console.error("mogen: " + check.summary(fileCount: plan.entries.count)) }
            return check.isUpToDate ? .success : .outOfDate
        case .listOutputs:
            reporter.console.out(plan.entries.map { $0.file.path + "\n" }.joined())
            return .success
        case .stdout:
            reporter.console.out(plan.entries.map { "// MARK: - File: \($0.file.path)\n" + $0.file.contents }.joined())
            return .success
        case .listInputs:
            return .success
        }
    }

    static func write(_ plan: OutputPlan, run: GenerationRun, prune: Bool, reporter: DiagnosticReporter)
        throws(CommandFailure) -> ExitCode
    {
        let report: OutputWriter.Report
        do {
            report = try OutputWriter.apply(plan, prune: prune)
        } catch {
            throw .input(error.diagnostics)
        }
        guard !reporter.quiet else { return .success }
        let written = Set(report.written)
        for result in run.results {
            let count = result.files.filter { written.contains($0.path) }.count
            reporter.console.error("\(result.model.name): \(CommonOptions.count(count, "file")) written, \(result.files.count - count) unchanged")
        }
        if !report.deleted.isEmpty {
            reporter.console.error("\(CommonOptions.count(report.deleted.count, "orphaned file")) deleted: "
                + report.deleted.joined(separator: ", "))
        }
        if let removed = StaleTemporaryReport.summary(removed: report.removedTemporaries) {
            reporter.console.error(removed)
        }
        return .success
    }

    static func listInputs(_ jobs: GenerationJobs, console: Console) throws(CommandFailure) -> ExitCode {
        do {
            let inputs = try GenerationRun.inputFiles(of: jobs.requests, configuration: jobs.configurationPath)
            console.out(inputs.map { $0 + "\n" }.joined())
            return .success
        } catch {
            throw .input(error.diagnostics)
        }
    }
}
