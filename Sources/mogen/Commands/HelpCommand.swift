enum HelpCommand {
    static let command = Command(
        spec: CommandSpec(
            name: "help",
            abstract: "Show help for mogen or one of its commands.",
            arguments: [ArgumentSpec(name: "command", help: "The command to describe.", isOptional: true)]),
        run: run)

    static func run(_ arguments: ParsedArguments, console: Console) -> ExitCode {
        guard let name = arguments.positionals.first else {
            console.out(Mogen.overview())
            return .success
        }
        guard let command = Mogen.command(named: name) else {
            console.error("mogen: error: " + Mogen.unknownCommand(name).description)
            return .usage
        }
        console.out(HelpFormatter.help(for: command.spec))
        return .success
    }
}
