import MogenSupport
import MogenTemplate

extension GenerationSettings {
    /// The request to generate `modelPath` with these settings, with its template set read. Throws when the set
    /// does not exist, or cannot write an output asked for. `keyLocations`: where `mogen.json` sets each key, for the
    /// settings that come from it, which locate such an error.
    public func request(
        modelPath: String, keyLocations: [String: SourceLocation] = [:]
    ) throws(DiagnosticError) -> GenerationRequest {
        let name = self.template ?? Setting.template.defaultValue
        let limits = TemplateLimitSetting.limits(self.templateLimits ?? [:])
        guard let templates = TemplateSet.named(name, strict: self.strictTemplates ?? Setting.strictTemplates.defaultValue, limits: limits) else {
            // An input error, on the command line as in mogen.json (there, at the key).
            let fileLocation = keyLocations[Setting.template.key]
            throw DiagnosticError(.error(
                TemplateSet.unknownSetMessage(name), at: fileLocation, fileLocation == nil ? .template : .configuration))
        }
        guard templates.manifestProblems.isEmpty else { throw DiagnosticError(templates.manifestProblems) }
        let contextKind = self.context ?? templates.manifest.context ?? .mogen
        if let problem = Self.contextProblem(contextKind, templates: templates, layout: self.layout) {
            throw DiagnosticError(.error(problem, at: nil, .configuration))
        }
        let optionalOutputs = OptionalOutput.allCases.filter { self[optionalOutput: $0] == true }
        if let output = optionalOutputs.first(where: { !templates.renders($0) }) {
            // Where mogen.json says it, else the set's own folder (a built-in set: the command line, a usage error).
            let fileLocation = keyLocations[output.key] ?? keyLocations[Setting.template.key]
            let location = fileLocation ?? (templates.isBuiltIn ? nil : .file(templates.name))
            throw DiagnosticError(.error(
                "\(quoted: output.key) (\(output.option)) cannot be combined with the template set "
                    + "\(quoted: templates.name) (\(Setting.template.option.name)): "
                    + Self.reason(templates, cannotRender: output),
                at: location, fileLocation == nil ? .template : .configuration))
        }
        if templates.rendersSwiftData, self.swiftDataTarget == nil {
            let fileLocation = keyLocations[Setting.template.key]
            throw DiagnosticError(.error(
                Self.swiftDataTargetRequired, at: fileLocation, fileLocation == nil ? .template : .configuration))
        }
        return GenerationRequest(
            modelPath: modelPath, settings: self, options: contextOptions,
            layout: templates.rendersOneFile || contextKind == .swiftgen ? .single : self.layout ?? Setting.layout.defaultValue,
            templates: templates, directories: directories,
            optionalOutputs: OptionalOutput.written(requested: optionalOutputs, modelPath: modelPath),
            contextKind: contextKind)
    }

    /// The SwiftData templates need the oldest release the app supports: it decides what the store keeps, and an app
    /// moving a shipped store rarely supports only the newest.
    static let swiftDataTargetRequired = "the SwiftData templates need the oldest release the app supports: "
        + "\(Setting.swiftDataTarget.option.name) (\"\(Setting.swiftDataTarget.key)\" in mogen.json) ios17 (iOS 17 / "
        + "macOS 14: no #Unique or #Index, and each subentity's class holds its parent's properties, so links to "
        + "subentities are lost), ios18 (iOS 18 / macOS 15: #Unique and #Index, still no subclasses) or ios26 (iOS 26 / "
        + "macOS 26: model subclasses, the store's hierarchy kept); Docs/SwiftData.md says what each costs"

    /// Why `templates` does not write `output`, for a message that has named both.
    public static func reason(_ templates: TemplateSet, cannotRender output: OptionalOutput) -> String {
        let what = switch output {
        case .stack: "Core Data stack"
        case .modelAsCode: "Core Data model in code"
        case .migrations: "Core Data staged migration"
        }
        let missing = "\(what) (they have no \(output.templateName))"
        guard templates.rendersSwiftData else { return "these templates write no \(missing)" }
        let instead = switch output {
        case .stack: "SwiftData code opens its store with the container in <Model>+Schema.swift"
        case .modelAsCode: "SwiftData code takes its schema from its @Model classes"
        case .migrations: "the SwiftData migration plan is in <Model>+Schema.swift"
        }
        return "the SwiftData templates write no \(missing): \(instead) (Docs/SwiftData.md)"
    }

    /// Whether options on the command line alone ask a built-in set for an output it does not write: a usage error,
    /// as any two options that cannot be combined (a directory set needs the disk to tell, and fails as an input).
    public static func commandLineConflict(_ commandLine: GenerationSettings) -> String? {
        guard let name = commandLine.template, let templates = TemplateSet.builtIn(named: name) else { return nil }
        guard let output = OptionalOutput.allCases.first(where: {
            commandLine[optionalOutput: $0] == true && !templates.renders($0)
        }) else { return nil }
        return "\(output.option) cannot be combined with \(Setting.template.option.name) \(name): "
            + reason(templates, cannotRender: output)
    }

    /// Why `templates` cannot render with the context `kind` in `layout`: a built-in set renders only the context
    /// it was written for, and a set that writes one file has no pair layout.
    private static func contextProblem(_ kind: TemplateContextKind, templates: TemplateSet, layout: Layout?) -> String? {
        let setKind = templates.manifest.context ?? .mogen
        if templates.isBuiltIn, kind != setKind {
            return "the built-in template set \(quoted: templates.name) renders the \(setKind.rawValue) context, not "
                + "\(kind.rawValue); for the swiftgen context choose --template swiftgen-swift5, swiftgen-swift4 or "
                + "a SwiftGen template file"
        }
        if layout == .pair, templates.rendersOneFile || kind == .swiftgen {
            return "the template set \(quoted: templates.name) writes one file for the model (the single layout), not the "
                + "pair layout"
        }
        return nil
    }

    /// What a command was asked about: the `models` given, each with its entry of `configuration` (or the file's
    /// top-level settings), or with none given every model of `configuration`; the command line's settings on top.
    public static func jobs(
        models: [String], configuration: ConfigurationFile?, commandLine: GenerationSettings
    ) -> [(modelPath: String, settings: GenerationSettings)] {
        locatedJobs(models: models, configuration: configuration, commandLine: commandLine).map {
            ($0.modelPath, $0.settings)
        }
    }

    /// `jobs`, each with where `mogen.json` sets the keys whose values the command line does not replace.
    static func locatedJobs(
        models: [String], configuration: ConfigurationFile?, commandLine: GenerationSettings
    ) -> [(modelPath: String, settings: GenerationSettings, keyLocations: [String: SourceLocation])] {
        let jobs: [(modelPath: String, settings: GenerationSettings, keyLocations: [String: SourceLocation])]
        if models.isEmpty, let configuration {
            jobs = configuration.models.map { ($0.modelPath, $0.settings, $0.keyLocations) }
        } else {
            jobs = models.map { path in
                guard let configuration else { return (path, GenerationSettings(), [:]) }
                guard let entry = configuration.entry(forModel: path) else {
                    return (path, configuration.defaults, configuration.defaultKeyLocations)
                }
                return (path, entry.settings, entry.keyLocations)
            }
        }
        // Only the keys whose locations may explain an error.
        var replaced: Set<String> = []
        if commandLine.template != nil { replaced.insert(Setting.template.key) }
        for output in OptionalOutput.allCases where commandLine[optionalOutput: output] != nil { replaced.insert(output.key) }
        return jobs.map { job in
            (job.modelPath, job.settings.overlaid(with: commandLine), job.keyLocations.filter { !replaced.contains($0.key) })
        }
    }

    /// What `mogen generate` was asked for (see `jobs`), ready to generate.
    public static func requests(
        models: [String], configuration: ConfigurationFile?, commandLine: GenerationSettings
    ) throws(DiagnosticError) -> [GenerationRequest] {
        var requests: [GenerationRequest] = []
        for job in locatedJobs(models: models, configuration: configuration, commandLine: commandLine) {
            requests.append(try job.settings.request(modelPath: job.modelPath, keyLocations: job.keyLocations))
        }
        return requests
    }
}
