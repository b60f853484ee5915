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
            + optionalOutputs.flatMap { output in
                try optionalFiles(output, context: context, scope: ["model": model, "vars": vars])
            }
    }

    /// An optional output's file, and in the pair layout the file the user owns beside it (written once).
    private func optionalFiles(
        _ output: OptionalOutput, context: ModelContext, scope: [String: TemplateValue]
    ) throws -> [GeneratedFile] {
        let modelName = context.name
        func text(_ templateName: String) throws -> String {
            try templates.providing(templateName).environment.template(named: templateName)
                .render(scope, utf8: OutputText.normalized)
        }
        var files = [machineFile(output.fileName(forModel: modelName), try text(output.templateName))]
        // The user's file exists for what the user writes: the migration's custom stages, when it has some.
        if layout == .pair, let templateName = output.userTemplateName, let fileName = output.userFileName(forModel: modelName),
            output != .migrations || context.migrations?.customSteps.isEmpty == false
        {
            files.append(GeneratedFile(
                relativePath: fileName, directory: directories.human, contents: try text(templateName), ownership: .human))
        }
        return files
    }

    /// The files of the layout: the classes, their extensions and the model's shared declarations.
    private func classFiles(
        _ context: ModelContext, modelNode: ContextNode, model: TemplateValue, vars: TemplateValue,
        existingClassFiles: [String: String]
    ) throws -> [GeneratedFile] {
        switch layout {
        case .single:
            var scope: [String: TemplateValue] = ["model": model, "vars": vars, "decodable": .bool(true)]
            if !templates.isSingleFile, templates.hasTemplate(Self.singleEntityTemplate) {
                scope["entityParts"] = .array(try singleEntityParts(context, modelNode: modelNode, scope: scope))
            }
            return [machineFile(singleFileName(context), try render(templates.singleTemplateName, scope))]
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
            let jobs = Array(zip(context.entities, Self.classNodes(modelNode, swiftData: false)))
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

    /// The template a set may hold to render one entity's part of the single layout's file (one SwiftData class's,
    /// in a SwiftData set). When it does, the part of each entity is rendered on its own, on every core, and the
    /// single template joins them from `entityParts`: entities are independent, which a `{% for %}` loop cannot know.
    public static let singleEntityTemplate = "single-entity.swift.stencil"

    /// Each entity's part of the single layout's file, in the model's order: `singleEntityTemplate` rendered with
    /// `scope` and the entity's node as `entity` (a SwiftData set's class node as `class`), not yet normalized (the
    /// whole file is).
    private func singleEntityParts(
        _ context: ModelContext, modelNode: ContextNode, scope: [String: TemplateValue]
    ) throws -> [TemplateValue] {
        let template = try templates.environment.template(named: Self.singleEntityTemplate)
        let swiftData = templates.rendersSwiftData
        let variable = swiftData ? "class" : "entity"
        return try Self.classNodes(modelNode, swiftData: swiftData).concurrentMap { node in
            var scope = scope
            scope[variable] = node
            return .string(try template.render(scope))
        }
    }

    /// The nodes of the model's classes that the model node holds, each built once: its entities, or a SwiftData
    /// set's `model.swiftData.classes`.
    private static func classNodes(_ modelNode: ContextNode, swiftData: Bool) -> [TemplateValue] {
        let nodes = swiftData
            ? modelNode.templateValue(forKey: "swiftData")?.objectValue?.templateValue(forKey: "classes")
            : modelNode.templateValue(forKey: "entities")
        return nodes?.arrayValue ?? []
    }

    /// A SwiftData set's class files: `<Class>+Generated.swift` with the `@Model` class, and `<Class>.swift`, the
    /// user's extension. Their templates see `model`, `class` (one of `model.swiftData.classes`) and `vars`.
    private func swiftDataClassFiles(
        _ context: ModelContext, modelNode: ContextNode, model: TemplateValue, vars: TemplateValue
    ) throws -> [GeneratedFile] {
        let machine = try templates.environment.template(named: "machine.swift.stencil")
        let human = try templates.environment.template(named: "human.swift.stencil")
        let jobs = Array(zip(context.swiftData?.classes ?? [], Self.classNodes(modelNode, swiftData: true)))
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
