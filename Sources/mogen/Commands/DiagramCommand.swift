import MogenDiagram
import MogenGenerator
import MogenModel
import MogenSupport

enum DiagramCommand {
    static let command = Command(
        spec: CommandSpec(
            name: "diagram",
            abstract: "Draw an entity-relationship diagram of a Core Data model (Mermaid, Graphviz DOT or SVG).",
            discussion: """
                The diagram shows each entity with the attributes it declares (name, type, '?' or "optional"
                when optional), relationships with the cardinality at each end (an inverse pair is one edge; a
                relationship without an inverse is a one-way, dashed or dotted edge), inheritance, and abstract
                entities. Formats: mermaid, an erDiagram that GitHub and GitLab render in Markdown (put it in a
                ```mermaid block); dot, for Graphviz ('dot -Tsvg'); svg, a drawing laid out by mogen itself, for
                when Graphviz is not installed. Docs/Diagrams.md describes each.

                The diagram goes to standard output, or with --output to a file, written whole or not at all.
                A model that cannot be read is reported as 'lint' reports it, and the exit status is 2.
                """,
            arguments: [CommonOptions.model],
            options: [format, output, Setting.modelVersion.option],
            examples: [
                "mogen diagram Samples/Employees.xcdatamodeld",
                "mogen diagram Samples/Music.xcdatamodeld --format svg --output Music.svg",
                "mogen diagram Model.xcdatamodeld --format dot | dot -Tpng -o Model.png",
                "mogen diagram Samples/Recipes.xcdatamodeld --model-version Recipes --format mermaid",
            ]),
        run: { arguments, reporter throws(CommandFailure) in try run(arguments, reporter: reporter) })

    static let format = OptionSpec(
        name: "--format", valueName: "format", help: "Output format: mermaid, dot or svg (default: mermaid).",
        allowedValues: ["mermaid", "dot", "svg"])
    static let output = OptionSpec(
        name: "--output", shortName: "-o", valueName: "file",
        help: "Write the diagram to this file (replaced whole) instead of standard output.")

    static func run(_ arguments: ParsedArguments, reporter: DiagnosticReporter) throws(CommandFailure) -> ExitCode {
        guard let path = arguments.positionals.first else { throw .usage(.missingArgument("model")) }
        let settings: GenerationSettings
        do {
            settings = try arguments.settings()
        } catch {
            throw .usage(error)
        }
        guard let result = CommonOptions.readModel(path, version: settings.modelVersion, reporter: reporter)
        else { return reporter.status }
        reporter.report(result.diagnostics)
        let diagram = DiagramModel(result.model)
        let text = switch arguments.value(format) ?? "mermaid" {
        case "dot": DotDiagram.render(diagram)
        case "svg": SVGDiagram.render(diagram)
        default: MermaidDiagram.render(diagram)
        }
        guard let file = arguments.value(output) else {
            reporter.console.out(text)
            return reporter.status
        }
        do {
            try OutputWriter.writeFile(text, to: file)
        } catch {
            throw .input(error.diagnostics)
        }
        return reporter.status
    }
}
