import MogenModel

/// Builds the template context for a model, once: decides which entities get classes, maps every type, sanitizes
/// every name and chooses every initializer parameter, so templates only print. Problems that would make the
/// generated code wrong are diagnostics; generation stops on errors.
public struct ContextBuilder {
    let model: Model
    let options: GeneratorOptions
    var diagnostics: [Diagnostic] = []
    /// The Swift class of every entity that has one (generated or not), for references from other entities.
    var classNames: [String: String] = [:]
    /// Entities that get a class from mogen.
    var generated: Set<String> = []
    var enums: [String: (context: EnumContext, location: SourceLocation)] = [:]
    var typealiases: [String: (context: TypealiasContext, location: SourceLocation)] = [:]

    public static func build(model: Model, options: GeneratorOptions = GeneratorOptions()) -> (ModelContext, [Diagnostic]) {
        var builder = ContextBuilder(model: model, options: options)
        let context = builder.buildModel()
        return (context, builder.diagnostics.sortedByLocation())
    }

    init(model: Model, options: GeneratorOptions) {
        self.model = model
        self.options = options
    }

    mutating func buildModel() -> ModelContext {
        var skipped: [SkippedEntity] = []
        let members = options.configuration.map { Set(model.entities(inConfiguration: $0).map(\.name)) }
        if let configuration = options.configuration, !model.configurations.contains(where: { $0.name == configuration }),
            configuration != "Default"
        {
            diagnostics.append(.error(
                "the model has no configuration named '\(configuration)'; configurations: "
                    + (["Default"] + model.configurations.map(\.name)).joined(separator: ", "),
                at: .file(model.source.contentsPath), .codegen))
        }
        for entity in model.entities {
            if let className = swiftClassName(of: entity) { classNames[entity.name] = className }
            if let reason = skipReason(entity, members: members) {
                skipped.append(SkippedEntity(name: entity.name, reason: reason.text))
                if let severity = reason.severity {
                    diagnostics.append(Diagnostic(severity, "entity '\(entity.name)' is skipped: \(reason.text)",
                        at: entity.location, category: .codegen))
                }
            } else {
                generated.insert(entity.name)
            }
        }
        // Enums declared with `mogen.enumCases` are known before any attribute uses them.
        for entity in model.entities where generated.contains(entity.name) {
            for attribute in entity.attributes where attribute.userInfo[UserInfoKeys.enumCases] != nil {
                var ignored: [Diagnostic] = []
                _ = enumSpecification(for: attribute, label: "", problems: &ignored)
            }
        }
        var entities = model.entities.filter { generated.contains($0.name) }.map { buildEntity($0) }
        Self.dropInheritedInitializers(&entities, model: model)
        let access = options.accessLevel == .internal ? "" : options.accessLevel.rawValue + " "
        let swiftName = SwiftNames.sanitized(SwiftNames.upperFirst(model.name))
        let imports = Array(Set(["CoreData", "Foundation"] + options.imports)).sorted()
        return ModelContext(
            name: model.name, swiftName: swiftName, swiftFileName: FileNames.safe(model.name),
            fileName: PathText.lastComponent(model.source.inputPath),
            versionName: model.source.versionNames.count > 1 ? model.source.versionName : nil, accessLevel: options.accessLevel.rawValue, access: access,
            imports: imports, entityImports: Array(Set(entities.flatMap(\.imports)).subtracting(imports)).sorted(),
            protocolName: swiftName + "ManagedObject", errorTypeName: swiftName + "ModelError", entities: entities,
            skippedEntities: skipped, enums: enums.values.map(\.context).sorted { $0.name < $1.name },
            typealiases: typealiases.values.map(\.context).sorted { $0.name < $1.name },
            hasFetchRequests: entities.contains { !$0.fetchRequests.isEmpty })
    }

    /// A subentity whose initializer takes exactly what an ancestor's takes (it adds no settable property) keeps
    /// the inherited one, which creates the right entity (`Self.entity()`); declaring it again would be an override
    /// in an extension, which Swift rejects.
    static func dropInheritedInitializers(_ entities: inout [EntityContext], model: Model) {
        let indexes = Dictionary(entities.enumerated().map { ($1.name, $0) }, uniquingKeysWith: { a, _ in a })
        func signature(_ initializer: InitializerContext?) -> [String]? {
            initializer.map { $0.parameters.map { "\($0.swiftName):\($0.type)" } }
        }
        for index in entities.indices where entities[index].hasGeneratedSuperclass {
            guard let own = signature(entities[index].initializer),
                let entity = model.entity(named: entities[index].name)
            else { continue }
            let inherited = entity.superentityNames.compactMap { indexes[$0] }.compactMap { signature(entities[$0].initializer) }
            if inherited.contains(own) { entities[index].initializer = nil }
        }
    }

    /// The Swift class of an entity, when it has a custom class that can be a Swift type name.
    func swiftClassName(of entity: Entity) -> String? {
        guard entity.className.isCustom, !entity.className.name.isEmpty, !entity.className.name.contains(".") else {
            return nil
        }
        return SwiftNames.sanitized(entity.className.name)
    }

    private func skipReason(_ entity: Entity, members: Set<String>?) -> (text: String, severity: Diagnostic.Severity?)? {
        if let key = UserInfoKeys.ignore.first(where: { entity.userInfo[$0] != nil }) {
            return ("userInfo '\(key)' asks for no code", nil)
        }
        if let members, !members.contains(entity.name) {
            return ("not in configuration '\(options.configuration ?? "")'", nil)
        }
        switch entity.codeGeneration {
        case .class:
            return ("its Codegen is Class Definition, so Xcode generates its class; set Codegen to Manual/None in "
                + "Xcode's Data Model inspector to generate it with mogen", .warning)
        case .category:
            return ("its Codegen is Category/Extension, so Xcode generates its properties; set Codegen to "
                + "Manual/None in Xcode's Data Model inspector to generate it with mogen", .warning)
        case .manual, .other:
            break
        }
        if !entity.className.isCustom {
            return ("it has no class of its own (NSManagedObject); give it a class name in the model to generate one",
                .warning)
        }
        if swiftClassName(of: entity) == nil {
            return ("its class name '\(entity.className.qualifiedName)' cannot be a Swift class name", .warning)
        }
        return nil
    }

    /// ` public ` access for declarations in templates' terms.
    var access: String { options.accessLevel == .internal ? "" : options.accessLevel.rawValue + " " }

    static func documentation(_ userInfo: UserInfo) -> [String] {
        UserInfoKeys.documentation.compactMap { userInfo[$0] }.flatMap { text in
            text.split(separator: "\n", omittingEmptySubsequences: false).map { String($0).trimmingSpacesOnly }
        }
    }
}

extension String {
    var trimmingSpacesOnly: String {
        var text = Substring(self)
        while text.first == " " || text.first == "\t" { text = text.dropFirst() }
        while text.last == " " || text.last == "\t" { text = text.dropLast() }
        return String(text)
    }
}
