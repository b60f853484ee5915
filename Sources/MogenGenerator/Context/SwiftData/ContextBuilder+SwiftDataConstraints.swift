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
        var indexes: [[String]] = []
        for source in sources {
            for attribute in source.attributes where attribute.isIndexed {
                if let paths = keyPaths([attribute.name]) { indexes.append(paths) }
            }
            for index in source.compoundIndexes {
                if let paths = keyPaths(index.properties.map(\.name)) { indexes.append(paths) }
            }
            for index in source.fetchIndexes {
                if let paths = keyPaths(index.elements.map(\.property)) { indexes.append(paths) }
            }
        }
        var seen = Set<[String]>()
        indexes = indexes.filter { seen.insert($0).inserted }
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
        return (argument(unique), argument(indexes))
    }
}
