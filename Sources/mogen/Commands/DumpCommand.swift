import MogenModel

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
                Use 'mogen lint' to validate the model.
                """,
            arguments: [CommonOptions.model],
            options: [
                CommonOptions.modelVersion,
                OptionSpec(
                    name: "--format", valueName: "format", help: "Output format: json or text (default: json).",
                    allowedValues: ["json", "text"]),
            ],
            examples: [
                "mogen dump Samples/Employees.xcdatamodeld",
                "mogen dump Samples/Recipes.xcdatamodeld --model-version 'Recipes 1' --format text",
            ]),
        run: run)

    static func run(_ arguments: ParsedArguments, console: Console) -> ExitCode {
        guard let path = arguments.positionals.first,
            let result = CommonOptions.readModel(path, version: arguments.value("--model-version"), console: console)
        else { return .inputError }
        CommonOptions.report(result.diagnostics, on: console)
        switch arguments.value("--format") ?? "json" {
        case "text": console.out(SchemaText.text(for: result.model))
        default: console.out(SchemaJSON.json(for: result.model).rendered())
        }
        return result.diagnostics.hasErrors ? .inputError : .success
    }
}
