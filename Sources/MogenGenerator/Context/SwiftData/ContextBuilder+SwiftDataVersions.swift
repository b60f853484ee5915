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
        var kept: [(model: Model, classes: [SwiftDataClassContext], names: [String])] = []
        for (offset, version) in all.enumerated() {
            let classes = offset == all.count - 1 ? currentClasses : olderVersionClasses(version)
            let name = version.source.versionName ?? version.name
            if classes.isEmpty {
                diagnostics.append(.warning(
                    "version \(quoted: name) has no entity, so no versioned schema: a store at that version holds no "
                        + "data to keep", at: .file(version.source.contentsPath), .codegen))
                continue
            }
            let hash = Self.schemaHash(classes)
            if let last = kept.last, Self.schemaHash(last.classes) == hash {
                kept[kept.count - 1] = (version, classes, last.names + [name])
            } else {
                kept.append((version, classes, [name]))
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
        var versions: [SwiftDataVersionContext] = []
        for (offset, version) in kept.enumerated() {
            let isCurrent = offset == kept.count - 1
            versions.append(SwiftDataVersionContext(
                versionName: version.names.joined(separator: ", "),
                typeName: "\(swiftName)SchemaV\(offset + 1)", versionIdentifier: "\(offset + 1), 0, 0",
                isCurrent: isCurrent, classes: isCurrent ? [] : version.classes,
                classNames: version.classes.map(\.className)))
        }
        var stages: [SwiftDataMigrationStage] = []
        for offset in 1..<kept.count {
            // The same analysis as `mogen diff`: a stage is custom where Core Data needs a mapping model.
            let diff = ModelComparison.compare(kept[offset - 1].model, kept[offset].model)
            let deciding = diff.level == .mappingModel ? diff.decidingChange : nil
            stages.append(SwiftDataMigrationStage(
                fromTypeName: versions[offset - 1].typeName, toTypeName: versions[offset].typeName,
                isLightweight: deciding == nil,
                reason: deciding.map { "\($0.subject): \($0.summary) (\($0.rule.explanation))" }))
        }
        return (versions, stages)
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
