import MogenModel
import MogenSupport

extension ContextBuilder {
    /// `model.swiftData`: the model's `@Model` classes, its container, and, for a bundle of several versions, a
    /// versioned schema per version (`history`: the versions before this one, oldest first) and the migration plan.
    /// `coreDataEntities`: the model's Core Data context, whose fetch request helpers name the factories.
    mutating func buildSwiftData(history: [Model], coreDataEntities: [EntityContext]) -> SwiftDataModelContext {
        let plan = swiftDataPlan(report: true)
        var classes = buildSwiftDataClasses(plan: plan, extras: true)
        addFetchDescriptors(to: &classes, coreDataEntities: coreDataEntities, plan: plan)
        let swiftName = SwiftNames.sanitized(SwiftNames.upperFirst(model.name))
        if plan.options.integers == .native {
            diagnostics.append(.note(
                "--integers native types every integer attribute Int, which SwiftData stores as a 64-bit integer: an "
                    + "existing store's 16- and 32-bit columns change", at: .file(model.source.contentsPath), .codegen))
        }

        let stackStores = swiftDataStores(plan: plan)
        if classes.isEmpty {
            diagnostics.append(.error(
                "the model has no entity for a SwiftData class, and SwiftData has no empty schema: add an entity to the "
                    + "model", at: .file(model.source.contentsPath), .codegen))
        }
        // Every file imports what the settings and the entities ask for (userInfo `mogen.imports`); a type from a
        // framework the files do not import is named, never imported unasked.
        let imports = Set(["Foundation", "SwiftData"] + options.imports + coreDataEntities.flatMap(\.imports))
        reportFrameworkTypes(notIn: imports)
        let (versions, stages) = swiftDataVersions(history: history, currentClasses: classes, swiftName: swiftName)
        return SwiftDataModelContext(
            imports: imports.sorted(), classes: classes,
            composites: buildSwiftDataComposites(integers: plan.options.integers),
            containerTypeName: Self.swiftDataTypeNames.contains(swiftName + "Container")
                ? swiftName + "ContainerFactory" : swiftName + "Container", stores: [defaultSwiftDataStore(plan: plan)],
            stackStores: stackStores.count > 1 ? stackStores : [],
            usesCloudKit: !plan.cloudKitEntities.isEmpty, versions: versions,
            migrationPlanTypeName: versions.isEmpty ? nil : swiftName + "MigrationPlan", migrationStages: stages)
    }

    /// Platform classes a Transformable's custom class commonly names, with the framework that declares them.
    static let frameworkTypes: [String: String] = [
        "UIColor": "UIKit", "UIImage": "UIKit", "UIFont": "UIKit", "UIBezierPath": "UIKit",
        "NSColor": "AppKit", "NSImage": "AppKit", "NSFont": "AppKit", "NSBezierPath": "AppKit",
        "CLLocation": "CoreLocation", "CLPlacemark": "CoreLocation", "CLRegion": "CoreLocation",
        "MKPolyline": "MapKit", "PKDrawing": "PencilKit",
    ]

    /// A warning at each Transformable whose custom class names a platform class from a framework the generated
    /// files do not import: the app's build would not find it.
    private mutating func reportFrameworkTypes(notIn imports: Set<String>) {
        for entity in model.entities where generated.contains(entity.name) {
            for attribute in entity.attributes where attribute.type == .transformable {
                guard let custom = AttributeTypeMapping.customClass(of: attribute) else { continue }
                for name in TypeExpression.names(in: custom) {
                    guard let framework = Self.frameworkTypes[name], !imports.contains(framework) else { continue }
                    diagnostics.append(.warning(
                        "attribute \(quoted: entity.name + "." + attribute.name) is a \(bare: name), which \(framework) "
                            + "declares, and the generated files do not import \(framework): add --import \(framework) "
                            + "(\"imports\" in mogen.json), or userInfo 'mogen.imports' = \(framework) on the entity",
                        at: attribute.location, .codegen))
                }
            }
        }
    }

    /// SwiftData's types that a generated type name must not hide (a model named `Model` would declare
    /// `ModelContainer`).
    static let swiftDataTypeNames: Set<String> = [
        "ModelContainer", "ModelConfiguration", "ModelContext", "Schema", "VersionedSchema", "SchemaMigrationPlan",
        "MigrationStage", "FetchDescriptor", "PersistentModel",
    ]

    /// The classes of an older version, as the version declares them, and the structs of its composites that differ
    /// from the current version's. Its warnings were the concern of the release that shipped it; its errors stop
    /// generation as the current version's do.
    mutating func olderVersionClasses(_ version: Model) -> (classes: [SwiftDataClassContext], composites: [CompositeContext]) {
        var builder = ContextBuilder(model: version, options: options, forSwiftData: true)
        _ = builder.buildModel()
        let plan = builder.swiftDataPlan(report: false)
        let classes = builder.buildSwiftDataClasses(plan: plan, extras: false)
        diagnostics += builder.diagnostics.filter { $0.severity == .error }
        swiftDataHashChanges += builder.swiftDataHashChanges
        return (classes, differingComposites(of: builder, integers: plan.options.integers))
    }

    /// The classes of the entities that have one, in file order. A superclass is built before its subclasses, whose
    /// initializers pass its parameters on: each once, however deep the hierarchy.
    mutating func buildSwiftDataClasses(plan: SwiftDataPlan, extras: Bool) -> [SwiftDataClassContext] {
        let entities = model.entities.filter { plan.classNames[$0.name] != nil }
        var parameters: [String: [SwiftDataInitializerContext.Parameter]] = [:]
        var built: [String: SwiftDataClassContext] = [:]
        var roots: [String: String] = [:]
        let parentsFirst = entities.enumerated().sorted { first, second in
            (first.element.superentityCount, first.offset) < (second.element.superentityCount, second.offset)
        }.map(\.element)
        for entity in parentsFirst {
            let swiftDataClass = buildSwiftDataClass(
                entity, plan: plan, extras: extras, superParameters: entity.parentName.flatMap { parameters[$0] } ?? [])
            parameters[entity.name] = swiftDataClass.initializer.parameters
            built[entity.name] = swiftDataClass
            roots[entity.name] = swiftDataClass.superclassName == nil
                ? entity.name : entity.parentName.flatMap { roots[$0] } ?? entity.name
        }
        dropCodableFromBlockedHierarchies(&built, roots: roots)
        return entities.compactMap { built[$0.name] }
    }

    /// A subclass inherits `init(from:)` as a required initializer and must override it, and calls its superclass's:
    /// `Codable` is for a whole class hierarchy or none of it. A class `init(from:)` cannot serve (it has a value
    /// nothing decodes) takes it from every class of its hierarchy. `roots`: each class's hierarchy, by its root.
    private func dropCodableFromBlockedHierarchies(
        _ classes: inout [String: SwiftDataClassContext], roots: [String: String]
    ) {
        let blockedRoots = Set(classes.values.filter { $0.coding == nil && codableEntities.contains($0.entityName) }
            .compactMap { roots[$0.entityName] })
        guard !blockedRoots.isEmpty else { return }
        for (name, root) in roots where blockedRoots.contains(root) {
            classes[name]?.coding = nil
        }
    }

    /// Which entities get a `@Model` class and how relationships pair up. Every entity of the store gets one
    /// (`decideSwiftDataClasses`); before
    /// iOS 26 an abstract entity gets none (SwiftData has no model subclasses: its properties are in its subentities).
    mutating func swiftDataPlan(report: Bool) -> SwiftDataPlan {
        let options = options.swiftData
        var classNames: [String: String] = [:]
        for entity in model.entities where generated.contains(entity.name) {
            if entity.isAbstract, options.target < .ios26 {
                if report {
                    diagnostics.append(.warning(
                        "entity \(quoted: entity.name) is abstract and gets no SwiftData class: model subclasses need "
                            + "\(SwiftDataOptions.Target.ios26.releases) (--swiftdata-target ios26), so its properties "
                            + "are in each subentity's class", at: entity.location, .codegen))
                }
                continue
            }
            classNames[entity.name] = self.classNames[entity.name]
        }
        let everyEntity = options.cloudKit || model.header.usedWithCloudKit
        let cloudKitEntities = everyEntity
            ? Set(model.entities.map(\.name))
            : Set(model.configurations.filter(\.usedWithCloudKit).flatMap(\.memberEntityNames))
        return SwiftDataPlan(
            options: options, cloudKitEntities: cloudKitEntities, classNames: classNames,
            inverseDeclaringSides: SwiftDataPlan.inverseDeclaringSides(in: model))
    }

    /// The one store `NSPersistentContainer` and `NSPersistentCloudKitContainer` open by default: `<Model>.sqlite`
    /// in their default directory, with every entity (the `Default` configuration), synced when the model uses
    /// CloudKit at all (https://developer.apple.com/documentation/coredata/nspersistentcontainer/defaultdirectoryurl()).
    private func defaultSwiftDataStore(plan: SwiftDataPlan) -> SwiftDataStoreContext {
        SwiftDataStoreContext(
            nameLiteral: nil, fileNameLiteral: SwiftLiteral.string(FileNames.safe(model.name) + ".sqlite"),
            classNames: model.entities.compactMap { plan.classNames[$0.name] },
            usesCloudKit: plan.options.cloudKit || model.header.usedWithCloudKit
                || model.configurations.contains(where: \.usedWithCloudKit))
    }

    /// The stores of mogen's Core Data stack, each with the classes of its configuration.
    private func swiftDataStores(plan: SwiftDataPlan) -> [SwiftDataStoreContext] {
        persistentStores().map { store in
            let members = store.configurationName.map { Set(model.entities(inConfiguration: $0).map(\.name)) }
            let classes = model.entities.filter { members?.contains($0.name) ?? true }.compactMap { plan.classNames[$0.name] }
            return SwiftDataStoreContext(
                nameLiteral: store.configurationNameLiteral, fileNameLiteral: store.fileNameLiteral,
                classNames: classes, usesCloudKit: store.usesCloudKit || (plan.options.cloudKit && store.configurationName == nil))
        }
    }
}
