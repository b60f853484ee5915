import Foundation
import MogenSupport

/// The `mogen` command: dispatches to its subcommands.
enum Mogen {
    static let version = "0.1.0"

    static let commands: [Command] = [
        GenerateCommand.command,
        InitCommand.command,
        ImportCommand.command,
        LintCommand.command,
        DiffCommand.command,
        DumpCommand.command,
        DiagramCommand.command,
        RenderCommand.command,
        TemplatesCommand.command,
        HelpCommand.command,
    ]

    static func command(named name: String) -> Command? {
        commands.first { $0.spec.name == name }
    }

    static func unknownCommand(_ name: String) -> UsageError {
        .unknownCommand(name, suggestion: Suggestions.closest(to: name, among: commands.map(\.spec.name)))
    }

    static func overview() -> String {
        var lines = [
            "OVERVIEW: mogen generates Swift classes from Core Data models (.xcdatamodeld, .xcdatamodel).",
            "",
            "USAGE: mogen <command> [<arguments>] [<options>]",
            "",
            "COMMANDS:",
        ]
        for command in commands {
            lines += HelpFormatter.entry(label: command.spec.name, help: command.spec.abstract)
        }
        lines += [
            "",
            "OPTIONS:",
        ]
        lines += HelpFormatter.entry(label: "--version", help: "Print mogen's version.")
        lines += HelpFormatter.entry(label: "-h, --help", help: "Show this help.")
        lines += [
            "",
            "Run 'mogen help <command>' or 'mogen <command> --help' for a command's arguments and options.",
            "",
            "EXIT STATUS: 0 success; 1 generated code is out of date; 2 errors in an input (a model, template, context or",
            "  mogen.json, named on the command line or in mogen.json) or an output; 64 a command line mogen cannot",
            "  parse (unknown option or command, missing argument, a value not among an option's choices).",
        ]
        return lines.joined(separator: "\n") + "\n"
    }

    /// Runs mogen with the words after the program name.
    static func main(
        _ words: [String], console: Console, environment: [String: String] = ProcessInfo.processInfo.environment
    ) -> ExitCode {
        guard let first = words.first else {
            // As `git` and `swift package` do: the commands, rather than an error for a first run.
            console.out(overview())
            return .success
        }
        switch first {
        case "--version":
            console.out(version + "\n")
            return .success
        case "-h", "--help":
            console.out(overview())
            return .success
        default:
            break
        }
        guard let command = command(named: first) else {
            let error: UsageError = first.hasPrefix("-")
                ? .unknownOption(first, suggestion: Suggestions.closest(to: first, among: ["--help", "--version"]))
                : unknownCommand(first)
            return DiagnosticReporter(console: console).report(.usage(error))
        }
        let arguments: ParsedArguments
        do {
            arguments = try ArgumentParser.parse(Array(words.dropFirst()), spec: command.spec)
        } catch {
            return DiagnosticReporter(console: console, command: command.spec).report(.usage(error))
        }
        if arguments.flag(.help) {
            console.out(HelpFormatter.help(for: command.spec))
            return .success
        }
        let reporter = DiagnosticReporter(
            console: console, command: command.spec, arguments: arguments, environment: environment)
        let status: ExitCode
        do {
            status = try command.run(arguments, reporter)
        } catch {
            status = reporter.report(error)
        }
        return reporter.finish(status)
    }
}
