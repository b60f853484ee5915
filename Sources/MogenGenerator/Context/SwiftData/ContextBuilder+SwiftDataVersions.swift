import MogenModel
import MogenSupport

extension SwiftDataClassContext {
    /// What SwiftData's version checksum is computed from, for this class: the entity's name (the class's), its
    /// superentity and its properties' hashes, whatever their order
    /// (https://developer.apple.com/documentation/coredata/nsentitydescription/versionhash).
    var versionHash: String {
        ([className, superclassName ?? ""] + properties.map(\.versionHash).filter { !$0.isEmpty }.sorted())
            .joined(separator: "\n")
    }
}

extension ContextBuilder {
    /// The versioned schemas of a bundle's versions (`history`, oldest first, then the current model, whose classes
    /// are `currentClasses`) and the stages between them. Versions SwiftData cannot tell apart (the same classes,
    /// as far as its version checksums see) are one schema: SwiftData refuses a plan with two equal checksums, so
    /// the run of equal versions keeps its newest, with a note. A version with no class has nothing to keep and
    /// would be an empty schema: it is left out, with a warning.
    mutating func swiftDataVersions(
        history: [Model], currentClasses: [SwiftDataClassContext], swiftName: String
    ) -> (versions: [SwiftDataVersionContext], stages: [SwiftDataMigrationStage]) {
        guard !history.isEmpty else { return ([], []) }
        reportVersionsAfterCurrent()
        let all = history + [model]
        var kept: [(model: Model, classes: [SwiftDataClassContext], composites: [CompositeContext], hash: String,
            names: [String])] = []
        for (offset, version) in all.enumerated() {
            let (classes, composites) = offset == all.count - 1 ? (currentClasses, []) : olderVersionClasses(version)
            let name = version.source.versionName ?? version.name
            if classes.isEmpty {
                diagnostics.append(.warning(
                    "version \(quoted: name) has no entity, so no versioned schema: a store at that version holds no "
                        + "data to keep", at: .file(version.source.contentsPath), .codegen))
                continue
            }
            let hash = Self.schemaHash(classes)
            if let last = kept.last, last.hash == hash {
                kept[kept.count - 1] = (version, classes, composites, hash, last.names + [name])
            } else {
                kept.append((version, classes, composites, hash, [name]))
            }
        }
        for run in kept where run.names.count > 1 {
            diagnostics.append(.note(
                "versions " + MessageText.list(run.names.map { "\(quoted: $0)" }, conjunction: "and")
                    + " have the same SwiftData classes, which SwiftData cannot tell apart (their version checksums are "
                    + "equal, and a plan with equal checksums does not load), so one versioned schema stands for them",
                at: .file(run.model.source.contentsPath), .codegen))
        }
        guard kept.count > 1 else { return ([], []) }
        let stages = swiftDataStages(between: kept.map(\.model), names: kept.map { $0.names.joined(separator: ", ") })
        guard planKeepsVersionHashes(stages: stages) else { return ([], []) }
        var versions: [SwiftDataVersionContext] = []
        for (offset, version) in kept.enumerated() {
            let isCurrent = offset == kept.count - 1
            versions.append(SwiftDataVersionContext(
                versionName: version.names.joined(separator: ", "),
                typeName: "\(swiftName)SchemaV\(offset + 1)", versionIdentifier: "\(offset + 1), 0, 0",
                isCurrent: isCurrent, classes: isCurrent ? [] : version.classes,
                classNames: version.classes.map(\.className), composites: isCurrent ? [] : version.composites))
        }
        return (versions, stages.enumerated().map { offset, stage in
            SwiftDataMigrationStage(
                fromTypeName: versions[offset].typeName, toTypeName: versions[offset + 1].typeName,
                isLightweight: stage.reason == nil, reason: stage.reason, advice: stage.advice)
        })
    }

    /// Why Core Data cannot infer each step between consecutive versions (nil where it can), as `mogen diff`
    /// decides (`MigrationPlan`, which Core Data's staged migration reads too): a stage is custom where Core Data
    /// needs a mapping model.
    private func swiftDataStages(
        between versions: [Model], names: [String]
    ) -> [(names: String, reason: String?, advice: String?)] {
        MigrationPlan(versions: versions, names: names).steps.map { step in
            (
                "\(quoted: names[step.from]) to \(quoted: names[step.to])",
                step.customReason.map { "\($0.subject): \($0.summary) (\($0.rule.explanation))" },
                step.customReason.map { Self.customStageAdvice($0.rule) })
        }
    }

    /// What works for a change Core Data cannot infer. A custom stage's closures see the data before and after the
    /// migration it runs between them, and that migration is inferred: it cannot give a new required value, convert
    /// a type or move links (https://developer.apple.com/documentation/coredata/nscustommigrationstage).
    static func customStageAdvice(_ rule: MigrationRule) -> String {
        let split = "add a model version between these two so that Core Data can infer each step, and move the data in "
            + "a custom stage's closure"
        switch rule {
        case .attributeBecameRequiredWithoutDefault, .relationshipBecameRequired:
            // The old version has it, optional: the objects without a value get one before the migration runs.
            return "give every object without a value one in willMigrate, which sees the old version's classes, and "
                + "save; the migration that follows then requires it"
        case .attributeAddedRequiredWithoutDefault, .relationshipAddedRequired:
            return "add a model version between these two where it is optional (a lightweight step); the step from "
                + "it to this version then gives every object a value in willMigrate, which sees it optional"
        case .attributeTypeChanged:
            return split + ": a version with a new attribute of the new type beside the old one, a custom stage whose "
                + "didMigrate converts each value, then a version without the old attribute"
        case .relationshipDestinationChanged:
            return split + ": a version with a new relationship to the new destination beside the old one, a custom "
                + "stage whose didMigrate links each object, then a version without the old relationship"
        default:
            return split + "; `mogen diff` lists every change between the two versions"
        }
    }

    /// Whether the migration plan can be written. With a plan, SwiftData finds the store's version among the
    /// plan's by Core Data's version hashes, and a store whose hashes match none does not open
    /// (`NSManagedObjectModelReferenceNotFoundError`, 134504: "Cannot use staged migration with an unknown model
    /// version"). When the classes store something differently from the model (`swiftDataHashChanges`), no version
    /// matches: without a plan, SwiftData migrates the store to the current classes by inference, which serves
    /// when every step is lightweight (a warning says so); a step that is not is an error, since it needs a plan.
    private mutating func planKeepsVersionHashes(stages: [(names: String, reason: String?, advice: String?)]) -> Bool {
        var seen = Set<String>()
        let changes = swiftDataHashChanges.filter { seen.insert($0).inserted }
        guard !changes.isEmpty else { return true }
        let shown = MessageText.list(Array(changes.prefix(3)), conjunction: "and")
            + (changes.count > 3 ? " and \(changes.count - 3) more" : "")
        let location = SourceLocation.file(model.source.contentsPath)
        if let custom = stages.first(where: { $0.reason != nil }) {
            diagnostics.append(.error(
                "the step from \(custom.names) needs a custom migration stage (\(custom.reason ?? "")), which needs a "
                    + "migration plan; but a plan finds a store's version by Core Data's version hashes, and the SwiftData "
                    + "classes change them: \(shown). Keep the model's names and types in SwiftData (a class named as its "
                    + "entity, no renamed properties, --integers sized, no CloudKit adjustments, --swiftdata-target ios26), "
                    + "or migrate the store with Core Data before it moves to SwiftData (Docs/SwiftData.md)",
                at: location, .codegen))
            return false
        }
        diagnostics.append(.warning(
            "no migration plan: SwiftData would find no version of the plan for a Core Data store (error 134504), since "
                + "the SwiftData classes change the version hashes: \(shown). Every step between the versions is "
                + "lightweight, so SwiftData migrates a store of any version to the current classes by inference "
                + "instead (Docs/SwiftData.md, \"Moving a shipped store\")", at: location, .codegen))
        return false
    }

    /// The classes' hashes, in class-name order.
    private static func schemaHash(_ classes: [SwiftDataClassContext]) -> String {
        classes.map(\.versionHash).sorted().joined(separator: "\n\n")
    }

    /// Versions that sort after the current one are not in the plan: mogen cannot tell when they shipped (a bundle
    /// renamed over its life sorts its old versions last), and Core Data does not order versions either.
    private mutating func reportVersionsAfterCurrent() {
        let names = model.source.versionNames
        guard let current = model.source.versionName, let position = names.firstIndex(of: current),
            position < names.count - 1
        else { return }
        let after = names[(position + 1)...]
        diagnostics.append(.warning(
            "the migration plan has the versions up to the current one, \(quoted: current), in the bundle's order; "
                + MessageText.list(after.map { "\(quoted: $0)" }, conjunction: "and")
                + " sort after it and are left out, so a store at one of them does not open with the plan (Core Data's "
                + "error 134504, an unknown model version): rename the versions so that they sort in the order they "
                + "shipped", at: .file(model.source.contentsPath), .codegen))
    }
}
