import Foundation
import MogenGenerator
import MogenSupport

enum TemplatesCommand {
    static let command = Command(
        spec: CommandSpec(
            name: "templates",
            abstract: "List mogen's built-in template sets, or copy one out to customize it.",
            discussion: """
                Actions:
                  list              Print the names of the built-in template sets.
                  eject NAME DIR    Copy the built-in set NAME into DIR (created if needed; existing files are
                                    not overwritten, and a symbolic link inside DIR is an error, never
                                    followed). Then generate with '--template DIR'.

                A template set is a directory with model.swift.stencil, machine.swift.stencil and
                human.swift.stencil (pair layout), single.swift.stencil (single layout, joining the entities'
                parts that single-entity.swift.stencil renders, when the set has it), and whatever they include.
                The language is Stencil with StencilSwiftKit's extensions (Docs/TemplateLanguage.md); the
                context is documented in Docs/TemplateContext.md.
                """,
            arguments: [
                ArgumentSpec(name: "action", help: "list or eject."),
                ArgumentSpec(name: "arguments", help: "For eject: the set's name and the destination directory.",
                    isOptional: true, isRepeated: true),
            ],
            examples: ["mogen templates list", "mogen templates eject swift MyTemplates"]),
        run: { arguments, reporter throws(CommandFailure) in try run(arguments, reporter: reporter) })

    static func run(_ arguments: ParsedArguments, reporter: DiagnosticReporter) throws(CommandFailure) -> ExitCode {
        let rest = Array(arguments.positionals.dropFirst())
        switch arguments.positionals.first {
        case "list":
            guard rest.isEmpty else { throw .usage(.other("'list' takes no arguments")) }
            for name in TemplateSet.builtInNames { reporter.console.out(name + "\n") }
            return .success
        case "eject":
            guard rest.count == 2 else { throw .usage(.other("'eject' takes a set name and a directory")) }
            // The built-in sets are a fixed list of names, like an option's choices: a wrong one is a usage error.
            guard let files = TemplateSet.builtInFiles(named: rest[0]) else {
                throw .usage(.other("no built-in template set named \(quoted: rest[0]); sets: "
                    + TemplateSet.builtInNames.joined(separator: ", ")))
            }
            return try eject(files, to: rest[1], reporter: reporter)
        case let other:
            throw .usage(.other("unknown action \(quoted: other ?? ""); expected list or eject"))
        }
    }

    private static func eject(_ files: [String: String], to directory: String, reporter: DiagnosticReporter)
        throws(CommandFailure) -> ExitCode
    {
        var copied = 0
        var problems: [Diagnostic] = []
        for name in files.keys.sorted() {
            do {
                if try OutputWriter.createFile(files[name] ?? "", at: name, under: directory) {
                    copied += 1
                } else {
                    reporter.report([.note("exists; not overwritten", at: .file(PathText.join(directory, name)), .output)])
                }
            } catch {
                problems += error.diagnostics
            }
        }
        reporter.report(problems)
        reporter.console.error("\(copied) template file\(copied == 1 ? "" : "s") copied to \(directory)")
        return reporter.status
    }
}
