import MogenModel
import MogenSupport

/// Builds the template context for a model, once: decides which entities get classes, maps every type, sanitizes
/// every name and chooses every initializer parameter, so templates only print. Problems that would make the
/// generated code wrong are diagnostics; generation stops on errors.
public struct ContextBuilder: Sendable {
    let model: Model
    let options: ContextOptions
    var diagnostics: [Diagnostic] = []
    /// The Swift class of every entity that has one (generated or not), for references from other entities.
    var classNames: [String: String] = [:]
    /// Entities that get a class from mogen.
    var generated: Set<String> = []
    /// Why each entity that gets no class is skipped.
    var skipReasons: [String: SkipReason] = [:]
    /// Entities whose class is `Codable`, decided per class hierarchy.
    var codableEntities: Set<String> = []
    var enums: [String: (context: EnumContext, location: SourceLocation)] = [:]
    var typealiases: [String: (context: TypealiasContext, location: SourceLocation)] = [:]
    /// Renames given outside the model, by `Entity.property`.
    let renames: [String: PropertyRename]
    /// How standard types are spelled, given the types the model declares.
    var types = TypeSpelling(declared: [])
    /// How the template set names each class's files.
    let fileNaming: TemplateSetManifest.FileNaming
    /// The classes are SwiftData's: every entity of the store gets one (`decideSwiftDataClasses`).
    let forSwiftData: Bool
    /// What the SwiftData classes built so far store differently from the model, so that their version hashes
    /// differ from Core Data's (`entity 'Event' is the class 'CDEvent'`): the migration plan depends on it.
    var swiftDataHashChanges: [String] = []
    /// The first entity beneath each entity whose class Xcode generates (`findXcodeSubclasses`).
    var xcodeSubclasses: [String: String] = [:]
    /// Required relationships (`Entity.relationship`, where declared) whose initializer parameter defaults, to break a
    /// cycle of required relationships (`decideRelaxedRelationships`).
    var relaxedRelationships: Set<String> = []
    /// The versions of the bundle before `model`, oldest first; empty when nothing needs them.
    var olderVersions: [Model] = []
    /// The struct of each composite the generated classes use, by the composite's name (`compositeTypeNames`).
    var compositeTypes: [String: String] = [:]
    /// The structs among `compositeTypes` that are `Codable`, so a `Codable` class codes the attribute through them.
    var codableComposites: Set<String> = []

    /// `swiftDataHistory`: build `model.swiftData` too, with these versions of the bundle before `model`, oldest
    /// first (a SwiftData template set renders it); nil: leave it out.
    /// `olderVersions`: the versions before `model` for Core Data classes (they tell which value transformers the app
    /// already has); with `swiftDataHistory`, that history.
    /// `fileNaming`: how the template set names each class's files (`entity.machineFileName`, …).
    /// `migrationHistory`: build `model.migrations` from it (`--migrations`); nil: leave it out.
    public static func build(
        model: Model, options: ContextOptions = ContextOptions(), swiftDataHistory: [Model]? = nil,
        olderVersions: [Model] = [], fileNaming: TemplateSetManifest.FileNaming = .standard,
        migrationHistory: MigrationHistory? = nil
    ) -> (ModelContext, [Diagnostic]) {
        var builder = ContextBuilder(
            model: model, options: options, fileNaming: fileNaming, forSwiftData: swiftDataHistory != nil)
        builder.olderVersions = swiftDataHistory ?? olderVersions
        var context = builder.buildModel()
        if let swiftDataHistory {
            context.swiftData = builder.buildSwiftData(history: swiftDataHistory, coreDataEntities: context.entities)
        }
        if let migrationHistory {
            context.migrations = builder.buildMigrations(migrationHistory, swiftName: context.swiftName)
        }
        return (context, model.limitingRepeats(builder.diagnostics.sortedByLocation()))
    }

    init(
        model: Model, options: ContextOptions, fileNaming: TemplateSetManifest.FileNaming = .standard,
        forSwiftData: Bool = false
    ) {
        self.model = model
        self.options = options
        self.fileNaming = fileNaming
        self.forSwiftData = forSwiftData
        renames = Dictionary(options.renames.map { ($0.property, $0) }, uniquingKeysWith: { _, last in last })
    }

    mutating func buildModel() -> ModelContext {
        var skipped: [SkippedEntity] = []
        let members = options.configuration.map { Set(model.entities(inConfiguration: $0).map(\.name)) }
        if let configuration = options.configuration, !model.configurations.contains(where: { $0.name == configuration }),
            configuration != "Default"
        {
            diagnostics.append(.error(
                "the model has no configuration named \(MessageText.quoted(configuration)); configurations: "
                    + (["Default"] + model.configurations.map { MessageText.bare($0.name) }).joined(separator: ", "),
                at: .file(model.source.contentsPath), .codegen))
        }
        var claimedClasses: Set<String> = []
        if forSwiftData { decideSwiftDataClasses(members: members) }
        for entity in model.entities where !forSwiftData {
            if let className = swiftClassName(of: entity) { classNames[entity.name] = className }
            let isFirstClaim = !entity.className.isCustom || claimedClasses.insert(entity.className.qualifiedName).inserted
            if let reason = skipReason(entity, members: members, isFirstClaim: isFirstClaim) {
                skipReasons[entity.name] = reason
                skipped.append(SkippedEntity(name: entity.name, reason: reason.text))
            } else {
                generated.insert(entity.name)
            }
        }
        let nothingGenerated = nothingGeneratedError()
        if let nothingGenerated { diagnostics.append(nothingGenerated) }
        for entity in model.entities {
            // The one error stands for the entities it names.
            guard let reason = skipReasons[entity.name], let severity = reason.severity,
                nothingGenerated == nil || reason.kind != .xcodeGenerates
            else { continue }
            diagnostics.append(Diagnostic(severity, "entity \(quoted: entity.name) is skipped: \(reason.text)",
                at: entity.location, category: .codegen))
        }
        let generatedEntities = model.entities.filter { generated.contains($0.name) }
        let swiftName = SwiftNames.sanitized(SwiftNames.upperFirst(model.name))
        let protocolName = swiftName + "ManagedObject", errorTypeName = swiftName + "ModelError"
        let valueTransformersTypeName = swiftName + "ValueTransformers", limitErrorTypeName = swiftName + "LimitError"
        let keyTypeName = swiftName + "PropertyKey", predicateTypeName = swiftName + "Predicate"
        let sortTypeName = swiftName + "SortDescriptor"
        let modelTypeNames: Set<String> = [protocolName, errorTypeName, valueTransformersTypeName, limitErrorTypeName,
            keyTypeName, predicateTypeName, sortTypeName, keyTypeName + "Ordered", keyTypeName + "Text",
            keyTypeName + "ToMany"]
        // SwiftData's structs: those of the composites SwiftData can store (`swiftDataCompositeProblem`); an attribute
        // of another is an error.
        let composites = usedComposites(of: generatedEntities).filter { !forSwiftData || swiftDataCompositeProblem($0.name) == nil }
        var declared = declaredTypeNames()
        compositeTypes = compositeTypeNames(
            for: composites,
            reserved: declared.union(modelTypeNames).union(forSwiftData ? swiftDataReservedTypeNames(swiftName) : []))
        declared.formUnion(compositeTypes.values)
        types = TypeSpelling(declared: declared)
        registerDeclaredTypes(of: generatedEntities)
        // The swift set's structs. SwiftData's are `model.swiftData.composites`, built with SwiftData's types, and
        // are all `Codable`: SwiftData stores them through it.
        let compositeContexts = forSwiftData ? [] : buildComposites(composites)
        codableComposites = forSwiftData
            ? Set(compositeTypes.values) : Set(compositeContexts.filter(\.isCodable).map(\.typeName))
        decideCodable()
        decideRelaxedRelationships()
        findXcodeSubclasses()
        var entities = buildEntities(generatedEntities)
        decideContextInitializers(&entities)
        let imports = Array(Set(["CoreData", "Foundation"] + options.imports)).sorted()
        let valueTransformers = buildValueTransformers(reservedNames: modelTypeNames.union(compositeTypes.values))
        let stores = persistentStores()
        var context = ModelContext(
            name: model.name, nameLiteral: SwiftLiteral.string(model.name), swiftName: swiftName, swiftFileName: FileNames.safe(model.name),
            fileName: PathText.lastComponent(model.source.inputPath),
            versionName: model.source.versionNames.count > 1 ? model.source.versionName : nil, accessLevel: options.accessLevel.rawValue, access: access,
            imports: imports, entityImports: Array(Set(entities.flatMap(\.imports)).subtracting(imports)).sorted(),
            protocolName: protocolName, errorTypeName: errorTypeName, limitErrorTypeName: limitErrorTypeName,
            hasLimits: entities.contains { !$0.limits.isEmpty }, keyTypeName: keyTypeName,
            predicateTypeName: predicateTypeName, sortTypeName: sortTypeName, entities: entities,
            skippedEntities: skipped, externalSubclasses: externalSubclasses(),
            enums: enums.values.map(\.context).sorted { $0.name < $1.name },
            typealiases: typealiases.values.map(\.context).sorted { $0.name < $1.name },
            hasFetchRequests: entities.contains { !$0.fetchRequests.isEmpty },
            hasCodableEntities: entities.contains(where: \.isCodable), valueTransformers: valueTransformers,
            valueTransformersTypeName: valueTransformersTypeName, stores: stores,
            usesCloudKit: stores.contains(where: \.usesCloudKit),
            modelCodeSource: LazyValue { [modelCodeBuilder] in modelCodeBuilder.build(typeName: swiftName + "ManagedObjectModel") })
        context.composites = compositeContexts
        return context
    }

    /// When Xcode generates every entity's class (its default Codegen, Class Definition), a run would write the shared
    /// file alone and look like a success: one error with the fix instead of a warning per entity. A model whose
    /// entities the user excluded (`mogen.ignore`, another configuration) is not an error: it asked for nothing.
    func nothingGeneratedError() -> Diagnostic? {
        guard generated.isEmpty, !forSwiftData else { return nil }
        let xcodeGenerates = model.entities.filter { skipReasons[$0.name]?.kind == .xcodeGenerates }
        guard !xcodeGenerates.isEmpty else { return nil }
        let names = xcodeGenerates.prefix(3).map { MessageText.quoted($0.name) }.joined(separator: ", ")
            + (xcodeGenerates.count > 3 ? " and \(xcodeGenerates.count - 3) more" : "")
        return .error(
            "no entity is generated: Xcode generates the classes of \(names) (Codegen Class Definition or "
                + "Category/Extension, Xcode's default); in Xcode's Data Model inspector, select the entities and set "
                + "Codegen to Manual/None", at: .file(model.source.contentsPath), .codegen)
    }

    /// The Swift class of an entity, when it has a custom class that can be a Swift type name.
    func swiftClassName(of entity: Entity) -> String? {
        guard entity.className.isCustom, !entity.className.name.isEmpty, !entity.className.name.contains(".") else {
            return nil
        }
        return SwiftNames.sanitized(entity.className.name)
    }

    /// Why an entity gets no class, and how loudly to say so (nil: quietly, the user asked for it or was told).
    struct SkipReason {
        enum Kind {
            /// Xcode generates the class (Codegen Class Definition) or its properties (Category/Extension): the class
            /// exists in the user's module.
            case xcodeGenerates
            /// `mogen.ignore`, or not in the configuration being generated: the user writes the class, or none.
            case excluded
            /// No usable class (none, an invalid name, one already generated for another entity).
            case noClass
        }

        var text: String
        var severity: Diagnostic.Severity?
        var kind: Kind
    }

    /// The userInfo key (`mogen.ignore`) by which the model asks for no code for `entity`, or nil.
    static func ignoreKey(of entity: Entity) -> String? {
        UserInfoKeys.ignore.first { entity.userInfo[$0] != nil }
    }

    /// Why `entity` is not in the configuration being generated (`members`, nil for every entity), or nil.
    func configurationExclusion(of entity: Entity, members: Set<String>?) -> SkipReason? {
        guard let members, !members.contains(entity.name) else { return nil }
        return SkipReason(text: "not in configuration \(quoted: options.configuration ?? "")", severity: nil, kind: .excluded)
    }

    /// Whether a class of this name would hide a name the built-in templates print as written (`String`, `Codable`)
    /// or a keyword.
    static func hidesPrintedName(_ className: String) -> Bool {
        TypeSpelling.printedAsWritten.contains(className) || SwiftNames.keywords.contains(className)
    }

    private func skipReason(_ entity: Entity, members: Set<String>?, isFirstClaim: Bool) -> SkipReason? {
        if let key = Self.ignoreKey(of: entity) {
            return SkipReason(text: "userInfo \(quoted: key) asks for no code", severity: nil, kind: .excluded)
        }
        if let excluded = configurationExclusion(of: entity, members: members) { return excluded }
        switch entity.codeGeneration {
        case .class:
            return SkipReason(
                text: "its Codegen is Class Definition, so Xcode generates its class; set Codegen to Manual/None in "
                    + "Xcode's Data Model inspector to generate it with mogen", severity: .warning, kind: .xcodeGenerates)
        case .category:
            return SkipReason(
                text: "its Codegen is Category/Extension, so Xcode generates its properties; set Codegen to "
                    + "Manual/None in Xcode's Data Model inspector to generate it with mogen", severity: .warning,
                kind: .xcodeGenerates)
        case .manual, .other:
            break
        }
        if !entity.className.isCustom {
            return SkipReason(
                text: "it has no class of its own (NSManagedObject); give it a class name in the model to generate one",
                severity: .warning, kind: .noClass)
        }
        guard let className = swiftClassName(of: entity) else {
            // The validator's [naming] warning says so (a nested type, or no name): one warning per cause.
            return SkipReason(
                text: "its class name \(quoted: entity.className.qualifiedName) cannot be a Swift class name", severity: nil,
                kind: .noClass)
        }
        if className == options.baseClass {
            // Its class would subclass itself; mogenerator skips it too.
            return SkipReason(
                text: "its class \(quoted: className) is the base class of the generated classes (baseClass), which is yours",
                severity: nil, kind: .noClass)
        }
        if !isFirstClaim {
            // The validator says which entity has the class.
            return SkipReason(text: "another entity has its class \(quoted: className)", severity: nil, kind: .noClass)
        }
        if Self.hidesPrintedName(className) {
            return SkipReason(
                text: "its class name \(quoted: className) would hide Swift's \(className), which generated code uses; give "
                    + "the entity another class name", severity: .warning, kind: .noClass)
        }
        return nil
    }

    /// Every type name the model's generated code declares or names: classes, enums, typealiases.
    private func declaredTypeNames() -> Set<String> {
        var names = Set(classNames.values)
        for entity in model.entities {
            for attribute in entity.attributes {
                for key in UserInfoKeys.enumType + [UserInfoKeys.typeAlias] {
                    if let name = attribute.userInfo[key] { names.insert(name.trimmingSpacesOnly) }
                }
            }
        }
        return names
    }

    /// `public ` before a declaration; nothing for `internal`, the default access.
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
