import Foundation
import MogenGenerator
import MogenModel
import MogenTemplate

enum GenerateCommand {
    static let command = Command(
        spec: CommandSpec(
            name: "generate",
            abstract: "Generate Swift classes from a Core Data model.",
            discussion: """
                Layouts:
                  pair    (default) For each entity, Employee.swift declares the class: it is yours, created once
                          and never overwritten. Employee+Generated.swift is mogen's: an extension with the
                          properties, the initializer, keys and helpers, rewritten when the model changes.
                          <Model>+Model.swift holds what the entities share.
                  single  One file, <Model>+Generated.swift, class declarations included.

                A file mogen owns is written only when its content changes, so unchanged files keep their
                modification time. Nothing is written unless the whole model generated without errors.

                Entities whose Codegen is Class Definition or Category/Extension in Xcode are skipped with a
                warning (Xcode generates them); set Codegen to Manual/None to generate them with mogen.
                The template context is documented in Docs/TemplateContext.md; 'mogen dump MODEL --context'
                prints it for a model.
                """,
            arguments: [CommonOptions.model],
            options: [
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
                OptionSpec(name: "--quiet", shortName: "-q", valueName: nil, help: "Print errors only."),
            ],
            examples: [
                "mogen generate Samples/Employees.xcdatamodeld --output Sources/App/Model",
                "mogen generate Model.xcdatamodeld --layout single --access-level internal -o Generated",
                "mogen generate Model.xcdatamodeld --template MyTemplates/ --var prefix=CD -o Generated",
            ]),
        run: run)

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
    ]

    static func generatorOptions(_ arguments: ParsedArguments) -> GeneratorOptions {
        var options = GeneratorOptions()
        if let level = arguments.value("--access-level").flatMap(GeneratorOptions.AccessLevel.init(rawValue:)) {
            options.accessLevel = level
        }
        if let mode = arguments.value("--optionality").flatMap(GeneratorOptions.Optionality.init(rawValue:)) {
            options.optionality = mode
        }
        options.moduleName = arguments.value("--module")
        options.codable = arguments.flag("--codable")
        options.baseClass = arguments.value("--base-class")
        options.configuration = arguments.value("--configuration")
        options.imports = arguments.allValues("--import")
        if let layout = arguments.value("--layout").flatMap(Layout.init(rawValue:)) { options.layout = layout }
        return options
    }

    static func run(_ arguments: ParsedArguments, console: Console) -> ExitCode {
        guard let modelPath = arguments.positionals.first else { return .usage }
        let request: GenerationRequest
        do {
            request = try makeRequest(modelPath: modelPath, arguments: arguments)
        } catch {
            console.error("mogen generate: error: \(error.description)")
            return .usage
        }
        switch Generator.generate(request) {
        case let .failure(failure):
            report(failure, on: console)
            return .inputError
        case let .success(result):
            // Freeing the model and its context object by object would take a third of the run; the process ends
            // right after this command, so they are simply kept.
            ProcessLifetime.keep(result)
            let quiet = arguments.flag("--quiet")
            let plan = OutputPlan.plan(result.files, context: result.context)
            let diagnostics = result.diagnostics + plan.diagnostics
            CommonOptions.report(quiet ? diagnostics.filter { $0.severity == .error } : diagnostics, on: console)
            do {
                let written = try OutputWriter.apply(plan)
                let unchanged = plan.entries.count - written.count
                if !quiet {
                    console.error("\(result.model.name): \(written.count) file\(written.count == 1 ? "" : "s") written, "
                        + "\(unchanged) unchanged")
                }
            } catch {
                CommonOptions.report(error.diagnostics, on: console)
                return .inputError
            }
            return .success
        }
    }

    static func report(_ failure: GenerationFailure, on console: Console) {
        switch failure {
        case let .diagnostics(diagnostics):
            CommonOptions.report(diagnostics, on: console)
        case let .template(error, diagnostics):
            CommonOptions.report(diagnostics, on: console)
            console.error(error.description)
        }
    }

    static func makeRequest(modelPath: String, arguments: ParsedArguments) throws(UsageError) -> GenerationRequest {
        let options = generatorOptions(arguments)
        let output = arguments.value("--output") ?? "."
        let directories = OutputDirectories(
            machine: arguments.value("--machine-dir") ?? output, human: arguments.value("--human-dir") ?? output)
        let templates = try templateSet(arguments.value("--template"), strict: arguments.flag("--strict-templates"))
        var variables: [String: TemplateValue] = [:]
        for assignment in arguments.allValues("--var") {
            guard let equals = assignment.firstIndex(of: "="), equals != assignment.startIndex else {
                throw .other("'--var' takes key=value, not '\(assignment)'")
            }
            variables[String(assignment[..<equals])] = TemplateValueParsing.value(String(assignment[assignment.index(after: equals)...]))
        }
        return GenerationRequest(
            modelPath: modelPath, modelVersion: arguments.value("--model-version"), options: options,
            layout: arguments.value("--layout").flatMap(Layout.init(rawValue:)) ?? .pair, templates: templates,
            directories: directories, variables: variables)
    }

    /// A built-in set by name, else a directory.
    static func templateSet(_ value: String?, strict: Bool) throws(UsageError) -> TemplateSet {
        let name = value ?? "swift"
        if let builtIn = TemplateSet.builtIn(named: name) { return builtIn }
        var isDirectory: ObjCBool = false
        guard FileManager.default.fileExists(atPath: name, isDirectory: &isDirectory), isDirectory.boolValue else {
            throw .other("'\(name)' is neither a built-in template set (\(TemplateSet.builtInNames.joined(separator: ", "))) "
                + "nor a directory of templates")
        }
        return TemplateSet.directory(name, strict: strict)
    }
}

/// Values given on the command line (`--var`): `true`/`false` become booleans, integers become integers, the rest
/// stays text.
enum TemplateValueParsing {
    static func value(_ text: String) -> TemplateValue {
        switch text.lowercased() {
        case "true", "yes": return .bool(true)
        case "false", "no": return .bool(false)
        default: return Int(text).map(TemplateValue.int) ?? .string(text)
        }
    }
}
