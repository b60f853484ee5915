enum HelpCommand {
    static let command = Command(
        spec: CommandSpec(
            name: "help",
            abstract: "Show help for mogen or one of its commands.",
            arguments: [ArgumentSpec(name: "command", help: "The command to describe.", isOptional: true)]),
        run: { arguments, reporter throws(CommandFailure) in try run(arguments, reporter: reporter) })

    static func run(_ arguments: ParsedArguments, reporter: DiagnosticReporter) throws(CommandFailure) -> ExitCode {
        guard let name = arguments.positionals.first else {
            reporter.console.out(Mogen.overview())
            return .success
        }
        guard let command = Mogen.command(named: name) else { throw .usage(Mogen.unknownCommand(name)) }
        reporter.console.out(HelpFormatter.help(for: command.spec))
        return .success
    }
}
