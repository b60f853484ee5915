import MogenDiagram
import MogenGenerator
import MogenModel
import MogenSupport

enum DiffCommand {
    static let command = Command(
        spec: CommandSpec(
            name: "diff",
            abstract: "Compare two versions of a Core Data model: what changed, and what existing stores need.",
            discussion: """
                Every change is listed by entity: entities, attributes, relationships, fetched properties, fetch
                requests, indexes, uniqueness constraints, configurations and userInfo. A rename made with a
                renaming identifier is one change. For each entity and for the model, the report says whether
                Core Data's version hash changes, and gives a verdict:
                  compatible     no version hash changes: an existing store opens as it is
                  lightweight    Core Data can infer the migration
                  mapping-model  it cannot: the migration needs a mapping model (or a custom stage)
                with the change that decides it and the rule it follows. Docs/ModelEvolution.md documents every
                rule with its source in Apple's documentation, and the JSON shape.

                With one .xcdatamodeld, versions of that bundle are compared: --from (default: the version before
                the current one) and --to (default: the current one). With --from-git REF, the old side is the
                same path at a git revision, read through git without a checkout. With two paths, OLD and NEW,
                --from and --to pick their versions when they are bundles.

                Exit status: 0, or 1 with --fail-on when a change at that level or above is found; 2 when a model
                cannot be read or has no versions to compare; 64 for a wrong command line.
                """,
            arguments: [
                ArgumentSpec(name: "old", help: "The old model (or the bundle whose versions are compared)."),
                ArgumentSpec(name: "new", help: "The new model.", isOptional: true),
            ],
            options: [from, to, fromGit, format, failOn],
            examples: [
                "mogen diff Model.xcdatamodeld                      # the current version against the one before",
                "mogen diff Model.xcdatamodeld --from \"Model 3\" --to \"Model 4\"",
                "mogen diff Model.xcdatamodeld --from-git origin/main --fail-on mapping-model",
                "mogen diff Old.xcdatamodel New.xcdatamodel --format json",
                "mogen diff Model.xcdatamodeld --from-git origin/main --format mermaid   # for a pull request",
            ]),
        run: { arguments, reporter throws(CommandFailure) in try run(arguments, reporter: reporter) })

    static let from = OptionSpec(
        name: "--from", valueName: "version",
        help: "The old version, in a bundle (default: the version before the current one; with --from-git: the "
            + "current version at that revision).")
    static let to = OptionSpec(
        name: "--to", valueName: "version", help: "The new version, in a bundle (default: the current one).")
    static let fromGit = OptionSpec(
        name: "--from-git", valueName: "revision",
        help: "Read the old side from this git revision of the same path (a branch, tag or commit: origin/main, "
            + "HEAD~1, v2.0), through git, without a checkout.")
    static let format = OptionSpec(
        name: "--format", valueName: "format",
        help: "Output format: text (default), json (documented in Docs/ModelEvolution.md), or mermaid: a diagram "
            + "of the new model with the changes marked (Docs/Diagrams.md).",
        allowedValues: ["text", "json", "mermaid"])
    static let failOn = OptionSpec(
        name: "--fail-on", valueName: "level",
        help: "Exit 1 when a change at this level or above is found: lightweight or mapping-model.",
        allowedValues: ["lightweight", "mapping-model"])

    /// One side of the comparison: the model and how the report names it.
    struct Side {
        let model: Model
        let label: String
    }

    static func run(_ arguments: ParsedArguments, reporter: DiagnosticReporter) throws(CommandFailure) -> ExitCode {
        guard let oldPath = arguments.positionals.first else { throw .usage(.missingArgument("old")) }
        let newPath = arguments.positionals.dropFirst().first
        if newPath != nil, arguments.value(fromGit) != nil {
            throw .usage(.other("--from-git reads the old side from git: give one model path"))
        }
        let sides: (old: Side, new: Side)?
        if let newPath {
            sides = readPair(
                Request(path: oldPath, version: arguments.value(from), shownPath: oldPath),
                Request(path: newPath, version: arguments.value(to), shownPath: newPath), reporter: reporter)
        } else {
            sides = readVersions(of: oldPath, arguments: arguments, reporter: reporter)
        }
        guard let sides else { return .inputError }
        let diff = ModelComparison.compare(sides.old.model, sides.new.model)
        switch arguments.value(format) ?? "text" {
        case "json":
            reporter.console.out(ModelDiffJSON.json(diff, oldLabel: sides.old.label, newLabel: sides.new.label).rendered())
        case "mermaid":
            reporter.console.out(MermaidDiagram.render(DiagramModel(sides.new.model), marks: DiagramMarks(diff)))
        default:
            reporter.console.out(ModelDiffText.render(diff, oldLabel: sides.old.label, newLabel: sides.new.label))
        }
        if let threshold = arguments.value(failOn).flatMap(MigrationLevel.init(name:)), diff.level >= threshold {
            return .outOfDate
        }
        return .success
    }

    /// A model to read: a bundle (at a version, or its current one), a version folder or a contents file, in the
    /// working tree or at a git revision; `shownPath` is how the report names it.
    struct Request: Sendable {
        var path: String
        var version: String?
        var tree: any ModelFileTree = FileSystemTree()
        var shownPath: String
    }

    /// Both sides, read at the same time.
    private static func readPair(_ old: Request, _ new: Request, reporter: DiagnosticReporter) -> (old: Side, new: Side)? {
        let results = [old, new].concurrentMap { request in
            Result { () throws(DiagnosticError) in
                try ModelReader.read(path: request.path, version: request.version, in: request.tree)
            }
        }
        guard let oldSide = side(results[0], path: old.shownPath, reporter: reporter),
              let newSide = side(results[1], path: new.shownPath, reporter: reporter)
        else { return nil }
        return (oldSide, newSide)
    }

    /// Two versions of one bundle, or the bundle at a git revision and in the working tree.
    private static func readVersions(
        of path: String, arguments: ParsedArguments, reporter: DiagnosticReporter
    ) -> (old: Side, new: Side)? {
        if let revision = arguments.value(fromGit) {
            return readFromGit(path, revision: revision, arguments: arguments, reporter: reporter)
        }
        let source: ModelSource
        do {
            source = try ModelLocator.locate(path: path, version: arguments.value(to))
        } catch {
            reporter.report(error.diagnostics)
            return nil
        }
        // What the path holds is found on disk, so these are input errors (exit 2), not usage errors.
        guard let newVersion = source.versionName else {
            reporter.report([.error(
                "not a .xcdatamodeld bundle, so it has no versions to compare: give OLD and NEW, or --from-git",
                at: .file(path), .input)])
            return nil
        }
        let oldVersion: String
        if let requested = arguments.value(from) {
            oldVersion = requested
        } else if let index = source.versionNames.firstIndex(of: newVersion), index > 0 {
            oldVersion = source.versionNames[index - 1]
        } else {
            reporter.report([.error(
                "\(quoted: newVersion) is the bundle's first version; name the old one with --from (versions: "
                    + source.versionNames.joined(separator: ", ") + ")", at: .file(path), .input)])
            return nil
        }
        return readPair(
            Request(path: path, version: oldVersion, shownPath: path),
            Request(path: path, version: newVersion, shownPath: path), reporter: reporter)
    }

    private static func side(
        _ result: Result<ModelReader.Result, DiagnosticError>, path: String, reporter: DiagnosticReporter
    ) -> Side? {
        switch result {
        case let .failure(error):
            reporter.report(error.diagnostics)
            return nil
        case let .success(read):
            let errors = read.diagnostics.filter { $0.severity == .error }
            guard errors.isEmpty else {
                reporter.report(errors)
                return nil
            }
            return Side(model: read.model, label: label(read.model, path: path))
        }
    }

    static func label(_ model: Model, path: String) -> String {
        model.source.versionName.map { "\(path) \(quoted: $0)" } ?? path
    }
}

extension DiffCommand {
    /// The bundle at a git revision (its version that was current there, or --from) and in the working tree (its
    /// current version, or --to).
    static func readFromGit(
        _ path: String, revision: String, arguments: ParsedArguments, reporter: DiagnosticReporter
    ) -> (old: Side, new: Side)? {
        let tree: GitRevisionTree
        do {
            tree = try GitRevisionTree(path: path, revision: revision)
        } catch {
            reporter.report(error.diagnostics)
            return nil
        }
        return readPair(
            Request(path: path, version: arguments.value(from), tree: tree, shownPath: "\(revision):\(path)"),
            Request(path: path, version: arguments.value(to), shownPath: path), reporter: reporter)
    }
}
