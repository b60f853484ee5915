import Foundation
import MogenGenerator
import MogenSupport
import MogenTemplate

/// The models `mogen generate` was asked to generate, each with its settings: from the command line's models, or
/// from a `mogen.json`, with the command line's options on top.
struct GenerationJobs {
    let requests: [GenerationRequest]
    /// The configuration file read, if any.
    let configurationPath: String?

    init(_ arguments: ParsedArguments) throws {
        let commandLine = try Self.settings(arguments)
        var configurationPath = arguments.value("--config")
        if arguments.positionals.isEmpty, configurationPath == nil {
            guard FileManager.default.fileExists(atPath: ConfigurationFile.fileName) else {
                throw UsageError.other("no model given, and no \(ConfigurationFile.fileName) in the current directory; "
                    + "give a model, or run 'mogen init' to write a \(ConfigurationFile.fileName)")
            }
            configurationPath = ConfigurationFile.fileName
        }
        let configuration = try configurationPath.map(ConfigurationFile.load(path:))
        let jobs: [(modelPath: String, settings: GenerationSettings)]
        if arguments.positionals.isEmpty, let configuration {
            jobs = configuration.models.map { ($0.modelPath, $0.settings.overlaid(with: commandLine)) }
        } else {
            jobs = arguments.positionals.map { path in
                let base = configuration.map { $0.entry(forModel: path)?.settings ?? $0.defaults } ?? GenerationSettings()
                return (path, base.overlaid(with: commandLine))
            }
        }
        requests = try jobs.map { try $0.settings.request(modelPath: $0.modelPath) }
        self.configurationPath = configurationPath
    }

    /// The settings the command line gives (relative paths stay relative to the current directory).
    static func settings(_ arguments: ParsedArguments) throws(UsageError) -> GenerationSettings {
        var settings = try contextSettings(arguments)
        settings.modelVersion = arguments.value("--model-version")
        settings.output = arguments.value("--output")
        settings.humanDirectory = arguments.value("--human-dir")
        settings.machineDirectory = arguments.value("--machine-dir")
        settings.layout = arguments.value("--layout").flatMap(Layout.init(rawValue:))
        if arguments.flag("--strict-templates") { settings.strictTemplates = true }
        let imports = try checkedValues("--import", in: arguments)
        if !imports.isEmpty { settings.imports = imports }
        // A set that does not exist is an input error, as in mogen.json: `request(modelPath:)` reports it.
        settings.template = arguments.value("--template")
        let limits = try CommonOptions.templateLimits(arguments)
        if !limits.isEmpty { settings.templateLimits = limits }
        let assignments = arguments.allValues("--var")
        if !assignments.isEmpty {
            var variables: [String: TemplateValue] = [:]
            for assignment in assignments {
                guard let equals = assignment.firstIndex(of: "="), equals != assignment.startIndex else {
                    throw .other("'--var' takes key=value, not \(MessageText.quoted(assignment))")
                }
                variables[String(assignment[..<equals])] = TemplateValueParsing.value(
                    String(assignment[assignment.index(after: equals)...]))
            }
            settings.variables = variables
        }
        return settings
    }

    /// The settings of `GenerateCommand.contextOptions`, which `dump --context` shares.
    static func contextSettings(_ arguments: ParsedArguments) throws(UsageError) -> GenerationSettings {
        var settings = GenerationSettings()
        settings.accessLevel = arguments.value("--access-level").flatMap(GeneratorOptions.AccessLevel.init(rawValue:))
        settings.optionality = arguments.value("--optionality").flatMap(GeneratorOptions.Optionality.init(rawValue:))
        settings.module = try checkedValues("--module", in: arguments).last
        settings.baseClass = try checkedValues("--base-class", in: arguments).last
        settings.configuration = arguments.value("--configuration")
        if arguments.flag("--codable") { settings.codable = true }
        let renames = try CommonOptions.renames(arguments)
        if !renames.isEmpty { settings.renames = renames }
        return settings
    }

    /// The values given for `option`, each checked as its key in `mogen.json` is: generated code contains them as
    /// written.
    private static func checkedValues(_ option: String, in arguments: ParsedArguments) throws(UsageError) -> [String] {
        let values = arguments.allValues(option)
        for value in values {
            if let problem = ConfigurationKey.problem(with: value, forOption: option) { throw .other(problem) }
        }
        return values
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
