import MogenTemplate

/// Renders a model's files from its context with a template set, in memory. Nothing is written here.
public struct ModelRenderer: Sendable {
    public let templates: TemplateSet
    public let layout: Layout
    public let directories: OutputDirectories
    /// The model's settings, as the layers gave them: `vars` (templates see them as `vars`) and `outputFile` (the
    /// single layout's one file; nil for `<Model>+Generated.swift`) are read here.
    public let settings: GenerationSettings
    /// The files beyond the classes to render.
    public let optionalOutputs: [OptionalOutput]
    /// What templates rendered with the SwiftGen context see as `env`.
    public let environment: [String: String]

    public init(
        templates: TemplateSet, layout: Layout, directories: OutputDirectories,
        settings: GenerationSettings = GenerationSettings(), optionalOutputs: [OptionalOutput] = [],
        environment: [String: String] = [:]
    ) {
        self.environment = environment
        self.templates = templates
        self.layout = layout
        self.directories = directories
        self.settings = settings
        self.optionalOutputs = optionalOutputs
    }

    /// Template variables (`mogen.json` `vars`, `--var`), seen by templates as `vars`.
    private var variables: [String: TemplateValue] { settings.variables ?? [:] }

    /// The files for `context`. Throws the first template error.
    ///
    /// `node` is `context.node` when the caller has it already. `existingClassFiles` holds the user's class files that exist (pair layout), by file name: a `Codable`
    /// entity is `Decodable` only when its class file declares the required `init(from:)` (a new file does).
    /// With `swiftGenModels` (`SwiftGenContext.models`), the one file is rendered with the SwiftGen context instead.
    public func render(
        _ context: ModelContext, node: ContextNode? = nil, existingClassFiles: [String: String] = [:],
        swiftGenModels: TemplateValue? = nil
    ) throws -> [GeneratedFile] {
        let modelNode = node ?? context.node
        let model = TemplateValue.object(modelNode)
        let vars = TemplateValue.dictionary(variables)
        let classFiles: [GeneratedFile]
        if let swiftGenModels {
            let scope = SwiftGenContext.scope(models: swiftGenModels, parameters: variables, environment: environment)
            classFiles = [machineFile(singleFileName(context), try render(templates.singleTemplateName, scope))]
        } else {
            classFiles = try self.classFiles(
                context, modelNode: modelNode, model: model, vars: vars, existingClassFiles: existingClassFiles)
        }
        return try classFiles
            + schemaFiles(context, model: model, vars: vars)
            + optionalOutputs.map { output in
                let text = try templates.providing(output.templateName).environment.template(named: output.templateName)
                    .render(["model": model, "vars": vars], utf8: OutputText.normalized)
                return machineFile(output.fileName(forModel: context.name), text)
            }
    }

    /// The files of the layout: the classes, their extensions and the model's shared declarations.
    private func classFiles(
        _ context: ModelContext, modelNode: ContextNode, model: TemplateValue, vars: TemplateValue,
        existingClassFiles: [String: String]
    ) throws -> [GeneratedFile] {
        switch layout {
        case .single:
            let text = try render(templates.singleTemplateName, ["model": model, "vars": vars, "decodable": .bool(true)])
            return [machineFile(singleFileName(context), text)]
        case .pair where templates.rendersSwiftData:
            return try [machineFile(context.swiftFileName + FileNames.modelSuffix,
                render("model.swift.stencil", ["model": model, "vars": vars]))]
                + swiftDataClassFiles(context, modelNode: modelNode, model: model, vars: vars)
        case .pair:
            // A set may write no shared file (its manifest's `modelFile` is null).
            var files = try templates.manifest.fileNaming.modelFileName(forModel: context.swiftFileName).map {
                [machineFile($0, try render("model.swift.stencil", ["model": model, "vars": vars]))]
            } ?? []
            let machine = try templates.environment.template(named: "machine.swift.stencil")
            let human = try templates.environment.template(named: "human.swift.stencil")
            // The entity nodes the model node holds: each is built once.
            let entityNodes = modelNode.templateValue(forKey: "entities")?.arrayValue ?? []
            let jobs = Array(zip(context.entities, entityNodes))
            let directories = directories
            // Entities render independently, on every core; compiled templates are safe to share.
            let rendered = try jobs.concurrentMap { entity, entityNode in
                let decodable = existingClassFiles[entity.humanFileName].map(HumanFileCheck.declaresDecodingInitializer) ?? true
                let scope: [String: TemplateValue] = [
                    "model": model, "entity": entityNode, "vars": vars, "decodable": .bool(decodable),
                ]
                return try Self.classFilePair(
                    machine: (entity.machineFileName, machine), human: (entity.humanFileName, human), scope: scope,
                    directories: directories)
            }
            files += rendered.flatMap { $0 }
            return files
        }
    }

    /// A SwiftData set's class files: `<Class>+Generated.swift` with the `@Model` class, and `<Class>.swift`, the
    /// user's extension. Their templates see `model`, `class` (one of `model.swiftData.classes`) and `vars`.
    private func swiftDataClassFiles(
        _ context: ModelContext, modelNode: ContextNode, model: TemplateValue, vars: TemplateValue
    ) throws -> [GeneratedFile] {
        let machine = try templates.environment.template(named: "machine.swift.stencil")
        let human = try templates.environment.template(named: "human.swift.stencil")
        // The class nodes the model node holds: each is built once.
        let classNodes = modelNode.templateValue(forKey: "swiftData")?.objectValue?.templateValue(forKey: "classes")?
            .arrayValue ?? []
        let jobs = Array(zip(context.swiftData?.classes ?? [], classNodes))
        let directories = directories
        return try jobs.concurrentMap { swiftDataClass, classNode in
            let scope: [String: TemplateValue] = ["model": model, "class": classNode, "vars": vars]
            return try Self.classFilePair(
                machine: (swiftDataClass.machineFileName, machine), human: (swiftDataClass.humanFileName, human),
                scope: scope, directories: directories)
        }.flatMap { $0 }
    }

    /// A class's two files in the pair layout, each rendered from `scope`: the one mogen owns and the one the user
    /// owns.
    private static func classFilePair(
        machine: (name: String, template: Template), human: (name: String, template: Template),
        scope: [String: TemplateValue], directories: OutputDirectories
    ) throws -> [GeneratedFile] {
        [
            GeneratedFile(
                relativePath: machine.name, directory: directories.machine,
                contents: try machine.template.render(scope, utf8: OutputText.normalized), ownership: .machine),
            GeneratedFile(
                relativePath: human.name, directory: directories.human,
                contents: try human.template.render(scope, utf8: OutputText.normalized), ownership: .human),
        ]
    }

    /// A SwiftData set's `<Model>+Schema.swift`, in both layouts: the container, and the versioned schemas and
    /// migration plan of a bundle.
    private func schemaFiles(_ context: ModelContext, model: TemplateValue, vars: TemplateValue) throws -> [GeneratedFile] {
        guard templates.rendersSwiftData else { return [] }
        return [machineFile(
            context.swiftFileName + FileNames.schemaSuffix,
            try render(TemplateSet.swiftDataSchemaTemplate, ["model": model, "vars": vars]))]
    }

    /// The single layout's one file: `outputFile`, else `<Model>+Generated.swift`.
    private func singleFileName(_ context: ModelContext) -> String {
        settings.outputFile ?? context.swiftFileName + FileNames.generatedSuffix
    }

    /// The template `name` rendered with `scope`, normalized (``OutputText``).
    private func render(_ name: String, _ scope: [String: TemplateValue]) throws -> String {
        try templates.environment.template(named: name).render(scope, utf8: OutputText.normalized)
    }

    /// A file mogen owns, holding `text`, normalized already.
    private func machineFile(_ name: String, _ text: String) -> GeneratedFile {
        GeneratedFile(relativePath: name, directory: directories.machine, contents: text, ownership: .machine)
    }
}
