/// Names: valid, unique, not clashing with NSManagedObject, and one class per entity.
enum NamingRules {
    /// The userInfo key that gives a property another name in generated Swift.
    static let swiftNameKey = "mogen.swiftName"

    static func check(_ model: Model) -> [Diagnostic] {
        var diagnostics: [Diagnostic] = []
        diagnostics += duplicates(model.entities.map { ($0.name, $0.location) }, what: "entity")
        diagnostics += duplicates(model.fetchRequests.map { ($0.name, $0.location) }, what: "fetch request")
        diagnostics += duplicates(model.configurations.map { ($0.name, $0.location) }, what: "configuration")
        diagnostics += duplicates(model.composites.map { ($0.name, $0.location) }, what: "composite")

        for entity in model.entities {
            if !Identifier.isValid(entity.name) {
                diagnostics.append(.error(
                    "entity name '\(entity.name)' is not a valid name (letters, digits and '_', not starting with a digit)",
                    at: entity.location, .naming))
            } else if !Identifier.startsWithUppercase(entity.name) {
                diagnostics.append(.warning(
                    "entity name '\(entity.name)' should begin with an uppercase letter, as Xcode requires",
                    at: entity.location, .naming))
            }
            diagnostics += checkClassName(of: entity)
            var seen = Set<String>(minimumCapacity: entity.attributes.count + entity.relationships.count)
            func check(_ name: String, _ location: SourceLocation, _ userInfo: UserInfo) {
                if !seen.insert(name).inserted {
                    diagnostics.append(duplicate(name, at: location, what: "property", in: entity))
                }
                diagnostics += checkPropertyName(name, of: entity, at: location, userInfo: userInfo)
            }
            for attribute in entity.attributes { check(attribute.name, attribute.location, attribute.userInfo) }
            for relationship in entity.relationships { check(relationship.name, relationship.location, relationship.userInfo) }
            for property in entity.fetchedProperties { check(property.name, property.location, property.userInfo) }
        }
        diagnostics += classClaims(model)
        return diagnostics
    }

    private static func checkPropertyName(
        _ name: String, of entity: Entity, at location: SourceLocation, userInfo: UserInfo
    ) -> [Diagnostic] {
        guard Identifier.isValid(name) else {
            let label = "\(entity.name).\(name)"
            return [.error(
                "property name '\(label)' is not a valid name (letters, digits and '_', not starting with a digit)",
                at: location, .naming)]
        }
        var diagnostics: [Diagnostic] = []
        var label: String { "\(entity.name).\(name)" }
        if !Identifier.startsWithLowercase(name), !name.hasPrefix("_") {
            diagnostics.append(.warning(
                "property name '\(label)' should begin with a lowercase letter, as Xcode requires", at: location, .naming))
        }
        guard let reserved = ReservedNames.all[name], userInfo[swiftNameKey] == nil else { return diagnostics }
        if reserved.macOSOnly {
            diagnostics.append(.warning(
                "property '\(label)' clashes with NSObject's member '\(name)' on macOS; rename it, or give it another "
                    + "Swift name with the userInfo key '\(swiftNameKey)'", at: location, .naming))
        } else {
            diagnostics.append(.error(
                "property '\(label)' clashes with \(reserved.owner)'s member '\(name)'; rename it, or give it another "
                    + "Swift name with the userInfo key '\(swiftNameKey)'", at: location, .naming))
        }
        return diagnostics
    }

    private static func checkClassName(of entity: Entity) -> [Diagnostic] {
        let className = entity.className
        guard let written = className.written, !written.isEmpty else { return [] }
        if className.name.isEmpty {
            return [.error(
                "entity '\(entity.name)' has class name '\(written)', which names no class", at: entity.location, .naming)]
        }
        if let module = className.moduleName, !Identifier.isValid(module) {
            return [.error(
                "entity '\(entity.name)' has class name '\(written)', whose module '\(module)' is not a valid name",
                at: entity.location, .naming)]
        }
        let parts = className.name.split(separator: ".", omittingEmptySubsequences: false)
        if parts.contains(where: { !Identifier.isValid(String($0)) }) {
            return [.error(
                "entity '\(entity.name)' has class name '\(written)', which is not a valid class name",
                at: entity.location, .naming)]
        }
        if parts.count > 1 {
            return [.warning(
                "entity '\(entity.name)' has class name '\(written)', a nested type; mogen generates top-level classes "
                    + "only and will skip it", at: entity.location, .naming)]
        }
        return []
    }

    /// Two entities with the same custom class: Core Data refuses to load such a model at run time.
    private static func classClaims(_ model: Model) -> [Diagnostic] {
        var firstClaim: [String: Entity] = [:]
        var diagnostics: [Diagnostic] = []
        for entity in model.entities where entity.className.isCustom {
            let key = entity.className.qualifiedName
            if let first = firstClaim[key] {
                diagnostics.append(.error(
                    "entities '\(first.name)' and '\(entity.name)' both claim class '\(key)'; each entity needs its own class",
                    at: entity.location, .naming))
            } else {
                firstClaim[key] = entity
            }
        }
        return diagnostics
    }

    static func duplicates(_ names: [(String, SourceLocation)], what: String) -> [Diagnostic] {
        var first: [String: SourceLocation] = [:]
        var diagnostics: [Diagnostic] = []
        for (name, location) in names {
            if let earlier = first[name] {
                diagnostics.append(.error(
                    "duplicate \(what) '\(name)'; the first is at line \(earlier.line)", at: location, .naming))
            } else {
                first[name] = location
            }
        }
        return diagnostics
    }

    /// A property name used twice in one entity; found by a set first, so the common case costs no lookups here.
    private static func duplicate(_ name: String, at location: SourceLocation, what: String, in entity: Entity) -> Diagnostic {
        let locations = entity.attributes.filter { $0.name == name }.map(\.location)
            + entity.relationships.filter { $0.name == name }.map(\.location)
            + entity.fetchedProperties.filter { $0.name == name }.map(\.location)
        let first = locations.min() ?? location
        return .error(
            "duplicate \(what) '\(entity.name).\(name)'; the first is at line \(first.line)", at: location, .naming)
    }
}
