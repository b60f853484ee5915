import MogenModel
import MogenSupport

extension ContextBuilder {
    /// `#Unique` from uniqueness constraints of several properties, and `#Index` from fetch indexes (and the older
    /// indexed flags and compound indexes), as the arguments of the macros: `[\.a, \.b], [\.c]`. Both macros exist
    /// from iOS 18 / macOS 15 (https://developer.apple.com/documentation/swiftdata/unique(_:),
    /// https://developer.apple.com/documentation/swiftdata/index(_:)-74ia2); for an older target they are left out
    /// with a warning. Only key paths to the class's stored properties are written.
    mutating func compoundConstraints(
        of entity: Entity, inherited: Bool, properties: [SwiftDataPropertyContext], plan: SwiftDataPlan, report: Bool
    ) -> (unique: String?, index: String?) {
        let swiftNames = Dictionary(properties.map { ($0.name, $0.swiftName) }, uniquingKeysWith: { first, _ in first })
        func keyPaths(_ names: [String]) -> [String]? {
            let paths = names.compactMap { swiftNames[$0].map { "\\." + $0 } }
            return paths.count == names.count && !paths.isEmpty ? paths : nil
        }
        let sources = (inherited ? entity.superentityNames.compactMap { model.entity(named: $0) } : []) + [entity]
        var unique: [[String]] = []
        if !plan.usesCloudKit(entity) {
            unique = constraintsApplying(to: entity, inherited: inherited).filter { $0.properties.count > 1 }
                .compactMap { keyPaths($0.properties.map(\.name)) }
        }
        // Each index's key paths, with whether it is an R-tree (a fetch index of R-tree elements).
        var indexes: [(paths: [String], isRTree: Bool)] = []
        for source in sources {
            for attribute in source.attributes where attribute.isIndexed {
                if let paths = keyPaths([attribute.name]) { indexes.append((paths, false)) }
            }
            for index in source.compoundIndexes {
                if let paths = keyPaths(index.properties.map(\.name)) { indexes.append((paths, false)) }
            }
            for index in source.fetchIndexes {
                if let paths = keyPaths(index.elements.map(\.property)) {
                    indexes.append((paths, index.elements.contains { $0.type.lowercased() == "rtree" }))
                }
            }
        }
        var seen = Set<[String]>()
        indexes = indexes.filter { seen.insert($0.paths).inserted }
        guard plan.options.target >= .ios18 else {
            let left = (unique.isEmpty ? [] : ["#Unique"]) + (indexes.isEmpty ? [] : ["#Index"])
            if report, !left.isEmpty {
                diagnostics.append(.warning(
                    "entity \(quoted: entity.name): \(left.joined(separator: " and ")) \(left.count == 1 ? "needs" : "need") "
                        + "\(SwiftDataOptions.Target.ios18.releases) and are left out for --swiftdata-target "
                        + plan.options.target.rawValue, at: entity.location, .codegen))
            }
            return (nil, nil)
        }
        func argument(_ lists: [[String]]) -> String? {
            lists.isEmpty ? nil : lists.map { "[" + $0.joined(separator: ", ") + "]" }.joined(separator: ", ")
        }
        // With an R-tree among them, every index names its kind (`#Index`'s `Schema.Index.Types` form,
        // https://developer.apple.com/documentation/swiftdata/schema/index/types).
        guard indexes.contains(where: \.isRTree) else { return (argument(unique), argument(indexes.map(\.paths))) }
        let typed = indexes.map { ($0.isRTree ? ".rtree(" : ".binary(") + "[" + $0.paths.joined(separator: ", ") + "])" }
        return (argument(unique), typed.joined(separator: ", "))
    }
}
