import MogenSupport

/// The `mogen` command: dispatches to its subcommands.
enum Mogen {
    static let version = "0.1.0"

    static let commands: [Command] = [
        GenerateCommand.command,
        InitCommand.command,
        LintCommand.command,
        DumpCommand.command,
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
            "EXIT STATUS: 0 success; 1 generated code is out of date; 2 errors in the input; 64 wrong command line.",
        ]
        return lines.joined(separator: "\n") + "\n"
    }

    /// Runs mogen with the words after the program name.
    static func main(_ words: [String], console: Console) -> ExitCode {
        guard let first = words.first else {
            console.error("mogen: error: \(UsageError.missingCommand)")
            console.error("USAGE: mogen <command> [<arguments>] [<options>]; see 'mogen --help'")
            return .usage
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
            console.error("mogen: error: \(error)")
            console.error("USAGE: mogen <command> [<arguments>] [<options>]; see 'mogen --help'")
            return .usage
        }
        let arguments: ParsedArguments
        do {
            arguments = try ArgumentParser.parse(Array(words.dropFirst()), spec: command.spec)
        } catch {
            console.error("mogen \(command.spec.name): error: \(error)")
            console.error("USAGE: \(HelpFormatter.usage(for: command.spec)); see 'mogen help \(command.spec.name)'")
            return .usage
        }
        if arguments.flag(OptionSpec.help.name) {
            console.out(HelpFormatter.help(for: command.spec))
            return .success
        }
        return command.run(arguments, console)
    }
}
