import Foundation
import MogenGenerator
import MogenSupport

enum GenerateCommand {
    static let command = Command(
        spec: CommandSpec(
            name: SettingNames.Option.generate,
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
                  Temporary files left by a run that was killed while writing are removed. Two runs into one folder
                  take turns: each locks the folder (flock) from before it reads it until its last write, and a
                  second run waits for the first, saying so, up to 120 s, then fails.

                MODES (at most one):
                  --check         Write nothing; print a unified diff of every file that would be created,
                                  changed or deleted as an orphan to standard output, a summary to standard
                                  error, and exit 1 when anything differs. The CI gate. With --shipped (or
                                  "shipped" in mogen.json), also the check of 'mogen lint --shipped'.
                  --list-outputs  Print the path of every file the run rewrites when the model changes (written or
                                  already up to date), one per line; write nothing. The class files of the pair
                                  layout, created once and then yours, are not listed: these are the output files
                                  of an Xcode Run Script phase (Docs/Xcode.md). --dry-run is the same.
                  --list-inputs   Print the files the run reads (each model's .xccurrentversion and contents, the
                                  configuration file, template files), one per line; write nothing.
                  --stdout        Print every generated file to standard output, each after a line
                                  '// MARK: - File: <path>'; write nothing.

                Diagnostics go to standard error as 'path:line:column: severity: message [category]', then the
                totals; --warnings sets a category's level (off, warning, error), --diagnostic-format json or
                sarif prints one document for CI instead (Docs/Diagnostics.md).
                Entities whose Codegen is Class Definition or Category/Extension in Xcode are skipped with a
                warning (Xcode generates them); set Codegen to Manual/None to generate them with mogen. When
                Xcode generates every entity, nothing would be generated: that is an error.
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
                    isOptional: true, isRepeated: true, optionAliases: ["--model"])
            ],
            options: [CommonOptions.configFile] + Setting.all.map(\.option) + [
                check, listOutputs, dryRun, listInputs, standardOutput, prune, force,
                OptionSpec.warningsAsErrors.withHelp("Treat warnings as errors: report them as errors and write nothing."),
                OptionSpec.quiet.withHelp("Print errors only (and --check's summary when there are differences)."),
                .diagnosticFormat, .diagnosticOutput,
            ],
            examples: [
                "mogen generate Samples/Employees.xcdatamodeld --output Sources/App/Model",
                "mogen generate Model.xcdatamodeld --layout single --access-level internal -o Generated",
                "mogen generate Model.xcdatamodeld --template MyTemplates/ --var prefix=CD -o Generated",
                "mogen generate                      # every model of ./mogen.json",
                "mogen generate --check              # in CI: fail when generated code is out of date",
                "mogen generate --prune              # also delete files of removed entities",
                "mogen generate --warnings codegen=off --diagnostic-format sarif --diagnostic-output mogen.sarif",
            ],
            reportsTotals: true),
        run: { arguments, reporter throws(CommandFailure) in try run(arguments, reporter: reporter) })

    /// The models to generate, each with its settings: the command line's models, or those of a `mogen.json`,
    /// with the command line's settings on top.
    static func requests(_ arguments: ParsedArguments) throws(CommandFailure)
        -> (requests: [GenerationRequest], configurationPath: String?, warnings: WarningLevels?)
    {
        let commandLine: GenerationSettings
        do {
            commandLine = try arguments.settings()
        } catch {
            throw .usage(error)
        }
        if let conflict = GenerationSettings.commandLineConflict(commandLine) { throw .usage(.other(conflict)) }
        let configuration = try CommonOptions.configuration(arguments)
        do {
            let requests = try GenerationSettings.requests(
                models: arguments.positionals, configuration: configuration, commandLine: commandLine)
            // Problems of no one model (the outputs) are reported at the levels of the file's top level and the
            // command line.
            let warnings = (configuration?.defaults ?? GenerationSettings()).overlaid(with: commandLine).warnings
            return (requests, configuration?.path, warnings)
        } catch {
            throw .input(error.diagnostics)
        }
    }

    static func run(_ arguments: ParsedArguments, reporter: DiagnosticReporter) throws(CommandFailure) -> ExitCode {
        let mode: Mode
        do {
            mode = try self.mode(arguments)
        } catch {
            throw .usage(error)
        }
        let (requests, configurationPath, runWarnings) = try self.requests(arguments)
        if mode == .listInputs { return try listInputs(requests, configuration: configurationPath, console: reporter.console) }

        // From before the existing output is read until the last file is renamed (mogen.json's models included).
        let lock = try lockOutputs(of: requests, forWriting: mode == .write, reporter: reporter)
        defer {
            lock.discardCreatedDirectories()
            lock.release()
        }
        // Each model's diagnostics at the levels its settings give; a model that fails stops the run after every
        // model was tried, as `Generator.generate` does.
        var results: [GenerationResult] = []
        var hasErrors = false
        for request in requests {
            switch Generator.generate(request) {
            case let .success(result):
                results.append(result)
                hasErrors = reporter.report(result.diagnostics, warnings: request.settings.warnings).hasErrors || hasErrors
            case let .failure(failure):
                reporter.report(failure.diagnostics, warnings: request.settings.warnings)
                hasErrors = true
            }
        }
        guard results.count == requests.count else { return reporter.status }
        // --stdout writes nothing at the output paths, so whose files are there does not matter to it.
        let foreignFiles: ForeignFileCheck.Policy =
            mode == .standardOutput ? .ignore : arguments.flag(force) ? .replace : .refuse
        let plan = OutputPlan.plan(results, foreignFiles: foreignFiles)
        // The models, their contexts and files are large; the process exits soon after using them.
        ExitWithoutTeardown.shared.keep((results, plan))
        var diagnostics = plan.diagnostics
        if mode == .write, !arguments.flag(prune) {
            diagnostics += plan.orphans.map { orphan in
                .warning("orphaned file: mogen generated it from the model earlier, and no entity generates it now; "
                    + "'mogen generate --prune' deletes it", at: .file(orphan.path), .output)
            }
        }
        if mode == .check {
            diagnostics += StaleTemporaryReport.warnings(plan.staleTemporaries)
            // The CI gate also guards the versions that shipped; builds do not, as they may run without git. Each
            // model's findings at its own levels.
            for request in requests {
                guard let revision = request.settings.shipped else { continue }
                let shipped = ShippedCheck.diagnostics(path: request.modelPath, revision: revision)
                hasErrors = reporter.report(shipped, warnings: request.settings.warnings).hasErrors || hasErrors
            }
        }
        hasErrors = reporter.report(diagnostics, warnings: runWarnings).hasErrors || hasErrors
        guard !hasErrors else { return reporter.status }

        switch mode {
        case .write:
            return try write(plan, results: results, prune: arguments.flag(prune), reporter: reporter)
        case .check:
            let check = OutputCheck(plan)
            reporter.console.out(check.diff)
            if !check.isUpToDate || !reporter.quiet { reporter.console.error("mogen: " + check.summary(fileCount: plan.entries.count)) }
            return check.isUpToDate ? .success : .outOfDate
        case .listOutputs:
            // What a run may rewrite: an Xcode Run Script phase's outputs. The class files it creates once are the
            // user's: listed, an edit of one would make Xcode run the phase again for nothing.
            let rewritten = plan.entries.filter { $0.file.ownership == .machine }
            reporter.console.out(rewritten.map { $0.file.path + "\n" }.joined())
            return .success
        case .standardOutput:
            reporter.console.out(plan.entries.map { "// MARK: - File: \($0.file.path)\n" + $0.file.contents }.joined())
            return .success
        case .listInputs:
            return .success
        }
    }

    /// Locks every output directory of `requests`: a second run into one of them waits for the first (saying so
    /// once), up to `OutputLock.waitLimit`.
    static func lockOutputs(of requests: [GenerationRequest], forWriting: Bool, reporter: DiagnosticReporter)
        throws(CommandFailure) -> OutputLock
    {
        let directories = requests.flatMap { [$0.directories.machine, $0.directories.human] }
        do {
            let lock = try OutputLock.acquire(directories, forWriting: forWriting) { directory in
                reporter.report([.note(
                    "another mogen run is using this folder; waiting for it to finish (at most "
                        + "\(Int(OutputLock.waitLimit.components.seconds)) s)", at: .file(directory), .output)])
            }
            reporter.report(lock.warnings)
            return lock
        } catch {
            throw .input(error.diagnostics)
        }
    }

    static func write(_ plan: OutputPlan, results: [GenerationResult], prune: Bool, reporter: DiagnosticReporter)
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
        for result in results {
            let count = result.files.filter { written.contains($0.path) }.count
            reporter.console.error("\(MessageText.oneLine(result.model.name)): \(CommonOptions.count(count, "file")) written, \(result.files.count - count) unchanged")
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

    static func listInputs(_ requests: [GenerationRequest], configuration: String?, console: Console)
        throws(CommandFailure) -> ExitCode
    {
        do {
            let inputs = try Generator.inputFiles(of: requests, configuration: configuration)
            console.out(inputs.map { $0 + "\n" }.joined())
            return .success
        } catch {
            throw .input(error.diagnostics)
        }
    }
}
