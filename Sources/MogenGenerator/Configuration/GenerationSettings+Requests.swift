import MogenSupport
import MogenTemplate

extension GenerationSettings {
    /// The request to generate `modelPath` with these settings. Throws when the template set does not exist.
    public func request(modelPath: String) throws(DiagnosticError) -> GenerationRequest {
        let name = template ?? TemplateSet.defaultName
        let limits = TemplateLimitSetting.limits(templateLimits ?? [:])
        guard let templates = TemplateSet.named(name, strict: strictTemplates ?? false, limits: limits) else {
            throw DiagnosticError(.error(TemplateSet.unknownSetMessage(name), at: nil, .template))
        }
        guard templates.manifestProblems.isEmpty else { throw DiagnosticError(templates.manifestProblems) }
        let contextKind = context ?? templates.manifest.context ?? .mogen
        if let problem = Self.contextProblem(contextKind, templates: templates, layout: layout) {
            throw DiagnosticError(.error(problem, at: nil, .configuration))
        }
        return GenerationRequest(
            modelPath: modelPath, modelVersion: modelVersion, options: contextOptions,
            layout: templates.rendersOneFile || contextKind == .swiftgen ? .single : layout ?? .pair,
            templates: templates, directories: directories, variables: variables ?? [:],
            optionalOutputs: OptionalOutput.allCases.filter { self[optionalOutput: $0] == true }, shipped: shipped,
            contextKind: contextKind, outputFile: outputFile)
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
        let jobs: [(modelPath: String, settings: GenerationSettings)]
        if models.isEmpty, let configuration {
            jobs = configuration.models.map { ($0.modelPath, $0.settings) }
        } else {
            jobs = models.map { path in
                (path, configuration.map { $0.entry(forModel: path)?.settings ?? $0.defaults } ?? GenerationSettings())
            }
        }
        return jobs.map { ($0.modelPath, $0.settings.overlaid(with: commandLine)) }
    }

    /// What `mogen generate` was asked for (see `jobs`), ready to generate.
    public static func requests(
        models: [String], configuration: ConfigurationFile?, commandLine: GenerationSettings
    ) throws(DiagnosticError) -> [GenerationRequest] {
        var requests: [GenerationRequest] = []
        for job in jobs(models: models, configuration: configuration, commandLine: commandLine) {
            requests.append(try job.settings.request(modelPath: job.modelPath))
        }
        return requests
    }
}
