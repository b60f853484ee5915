import MogenModel
import MogenSupport

extension ContextBuilder {
    /// Names a `@Model` class must not take, with what it would hide: the modules the generated code and `@Model`'s
    /// expansion qualify names with (`Observation.ObservationRegistrar`, `SwiftData.PersistentModel`,
    /// `Foundation.Data`), and the SwiftData types the generated code names.
    static let swiftDataHiddenNames: [String: String] = {
        var names: [String: String] = [:]
        for module in ["Swift", "Foundation", "SwiftData", "Observation", "CoreData", "_Concurrency"] {
            names[module] = "the module \(module), which @Model's expansion and the generated code name"
        }
        for type in swiftDataTypeNames { names[type] = "SwiftData's \(type), which the generated code names" }
        return names
    }()

    /// Which entities get a SwiftData class, and its name: every entity of the store, since a schema that leaves
    /// one out makes SwiftData drop its rows. Core Data's code-generation rules (Codegen, a class name) say what
    /// Xcode writes for Core Data and do not apply: the class is named after the entity's class when it has one
    /// that can be a Swift class, after the entity otherwise. Only the entities outside the configuration being
    /// generated are left out: they are not in its store.
    mutating func decideSwiftDataClasses(members: Set<String>?) {
        var claimed: Set<String> = []
        for entity in model.entities {
            if let excluded = configurationExclusion(of: entity, members: members) {
                skipReasons[entity.name] = excluded
                continue
            }
            if let key = Self.ignoreKey(of: entity) {
                diagnostics.append(.error(
                    "entity \(quoted: entity.name) has userInfo \(quoted: key), but a SwiftData schema needs every entity "
                        + "of the store: SwiftData drops the rows of an entity its schema leaves out; remove the key for "
                        + "SwiftData output", at: entity.location, .codegen))
                continue
            }
            let entityClass = SwiftNames.sanitized(entity.name)
            var className = entityClass
            if let custom = swiftClassName(of: entity), custom != entityClass {
                if claimed.contains(custom) {
                    diagnostics.append(.warning(
                        "entity \(quoted: entity.name) has the class \(quoted: custom) of another entity; its SwiftData "
                            + "class is named after the entity", at: entity.location, .codegen))
                } else if let hidden = Self.swiftDataHiddenName(custom) {
                    diagnostics.append(.warning(
                        "entity \(quoted: entity.name) has the class name \(quoted: custom), which would hide \(hidden); "
                            + "its SwiftData class is named after the entity", at: entity.location, .codegen))
                } else {
                    className = custom
                }
            }
            if className == entityClass, let hidden = Self.swiftDataHiddenName(className) {
                diagnostics.append(.error(
                    "entity \(quoted: entity.name) would be the SwiftData class \(quoted: className), which hides "
                        + "\(hidden), so no class of the module compiles; give the entity another name (SwiftData names "
                        + "the entity after its class, so the renamed entity needs a migration of the store: add a model "
                        + "version whose entity has the new name and the old one as its renaming identifier)",
                    at: entity.location, .codegen))
                continue
            }
            claimed.insert(className)
            classNames[entity.name] = className
            generated.insert(entity.name)
        }
    }

    /// What a class of this name would hide, or nil.
    static func swiftDataHiddenName(_ name: String) -> String? {
        if let hidden = swiftDataHiddenNames[name] { return hidden }
        if hidesPrintedName(name) {
            return "Swift's \(name), which the generated code uses"
        }
        return nil
    }
}
