import MogenSupport

/// Names: valid, unique, not clashing with NSManagedObject, and one class per entity.
enum NamingRules {
    /// The userInfo key that gives a property another name in generated Swift.
    static let swiftNameKey = "mogen.swiftName"

    /// `renamed`: properties (`Entity.property`) given another Swift name outside the model.
    /// `refusesManagedObjectMembers`: property names of NSObject's and NSManagedObject's members are problems.
    static func check(
        _ model: Model, renamed: Set<String> = [], refusesManagedObjectMembers: Bool = true
    ) -> [Diagnostic] {
        var diagnostics: [Diagnostic] = []
        diagnostics += duplicates(model.entities.map { ($0.name, $0.location) }, what: "entity")
        diagnostics += duplicates(model.fetchRequests.map { ($0.name, $0.location) }, what: "fetch request")
        diagnostics += duplicates(model.configurations.map { ($0.name, $0.location) }, what: "configuration")
        diagnostics += duplicates(model.composites.map { ($0.name, $0.location) }, what: "composite")

        for entity in model.entities {
            if !Identifier.isValid(entity.name) {
                // The entity's name is only ever a string to Core Data (its class has its own name).
                diagnostics.append(.warning(
                    "entity name \(quoted: entity.name) is not a valid name (letters, digits and '_', not starting with a digit)",
                    at: entity.location, .naming))
            } else if !Identifier.startsWithUppercase(entity.name) {
                diagnostics.append(.warning(
                    "entity name \(quoted: entity.name) should begin with an uppercase letter, as Xcode requires",
                    at: entity.location, .naming))
            }
            diagnostics += checkClassName(of: entity)
            diagnostics += duplicateProperties(of: entity)
            func check(_ name: String, _ location: SourceLocation, _ userInfo: UserInfo) {
                // The label is built only when there are renames to look it up in.
                let isRenamed = !renamed.isEmpty && renamed.contains("\(entity.name).\(name)")
                checkPropertyName(
                    name, of: entity, at: location, userInfo: userInfo,
                    checksMembers: refusesManagedObjectMembers && !isRenamed, into: &diagnostics)
            }
            for attribute in entity.attributes { check(attribute.name, attribute.location, attribute.userInfo) }
            for relationship in entity.relationships { check(relationship.name, relationship.location, relationship.userInfo) }
            for property in entity.fetchedProperties { check(property.name, property.location, property.userInfo) }
        }
        diagnostics += classClaims(model)
        return diagnostics
    }

    private static func checkPropertyName(
        _ name: String, of entity: Entity, at location: SourceLocation, userInfo: UserInfo, checksMembers: Bool,
        into diagnostics: inout [Diagnostic]
    ) {
        guard Identifier.isValid(name) else {
            let label = "\(entity.name).\(name)"
            diagnostics.append(.error(
                "property name \(quoted: label) is not a valid name (letters, digits and '_', not starting with a digit)",
                at: location, .naming))
            return
        }
        var label: String { "\(entity.name).\(name)" }
        if !Identifier.startsWithLowercase(name), !name.hasPrefix("_") {
            diagnostics.append(.warning(
                "property name \(quoted: label) should begin with a lowercase letter, as Xcode requires", at: location, .naming))
        }
        guard checksMembers, let reserved = ReservedNames.reservation(of: name), userInfo[swiftNameKey] == nil else { return }
        let remedy = "rename it, or give it another Swift name with the userInfo key \(quoted: swiftNameKey) or a rename in "
            + "mogen.json (\"rename\": { \"\(bare: label)\": \"newName\" }), which keeps the stored name"
        if reserved.macOSOnly {
            diagnostics.append(.warning(
                "property \(quoted: label) clashes with NSObject's member \(quoted: name) on macOS; \(remedy)", at: location, .naming))
        } else {
            // Apple: "a property name cannot be the same as any no-parameter method name of NSObject or
            // NSManagedObject" (NSPropertyDescription); the generated Swift would override the framework's member.
            diagnostics.append(.error(
                "property \(quoted: label) clashes with \(reserved.owner)'s member \(quoted: name); \(remedy)", at: location, .naming))
        }
    }

    private static func checkClassName(of entity: Entity) -> [Diagnostic] {
        let className = entity.className
        guard let written = className.written, !written.isEmpty else { return [] }
        // Core Data cannot load such a class and uses NSManagedObject instead ("Unable to load class named …").
        let fallback = "; Core Data cannot load it and uses NSManagedObject"
        if className.name.isEmpty {
            return [.warning(
                "entity \(quoted: entity.name) has class name \(quoted: written), which names no class\(fallback); mogen "
                    + "generates no class for it",
                at: entity.location, .naming)]
        }
        if let module = className.moduleName, !Identifier.isValid(module) {
            return [.warning(
                "entity \(quoted: entity.name) has class name \(quoted: written), whose module \(quoted: module) is not a valid name\(fallback)",
                at: entity.location, .naming)]
        }
        let parts = className.name.split(separator: ".", omittingEmptySubsequences: false)
        if parts.contains(where: { !Identifier.isValid(String($0)) }) {
            return [.warning(
                "entity \(quoted: entity.name) has class name \(quoted: written), which is not a valid class name\(fallback)",
                at: entity.location, .naming)]
        }
        if parts.count > 1 {
            return [.warning(
                "entity \(quoted: entity.name) has class name \(quoted: written), a nested type; mogen generates top-level classes "
                    + "only and will skip it", at: entity.location, .naming)]
        }
        return []
    }

    /// Two entities with the same custom class. Xcode compiles such a model; Core Data creates both entities' objects
    /// with that class, and `+entity` cannot tell which entity the class stands for.
    private static func classClaims(_ model: Model) -> [Diagnostic] {
        var firstClaim: [String: Entity] = [:]
        var diagnostics: [Diagnostic] = []
        for entity in model.entities where entity.className.isCustom {
            let key = entity.className.qualifiedName
            if let first = firstClaim[key] {
                diagnostics.append(.warning(
                    "entities \(quoted: first.name) and \(quoted: entity.name) both claim class \(quoted: key); Core Data creates the objects "
                        + "of both with it, and mogen generates it for \(quoted: first.name) only: give \(quoted: entity.name) a class of "
                        + "its own", at: entity.location, .naming))
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
                    "duplicate \(what) \(quoted: name); the first is at line \(earlier.line)", at: location, .naming))
            } else {
                first[name] = location
            }
        }
        return diagnostics
    }

    /// Property names used more than once in one entity, each reported at every place but the first in the file.
    /// One pass to find the first place of each name, one to report: a property looked up once, however many
    /// share its name (searching the entity again for each repeat would be quadratic).
    private static func duplicateProperties(of entity: Entity) -> [Diagnostic] {
        let properties = entity.attributes.map { ($0.name, $0.location) }
            + entity.relationships.map { ($0.name, $0.location) }
            + entity.fetchedProperties.map { ($0.name, $0.location) }
        var first: [String: SourceLocation] = [:]
        first.reserveCapacity(properties.count)
        for (name, location) in properties {
            first[name] = min(first[name] ?? location, location)
        }
        guard first.count < properties.count else { return [] }
        var diagnostics: [Diagnostic] = []
        for (name, location) in properties {
            guard let earliest = first[name], earliest != location else { continue }
            diagnostics.append(.error(
                "duplicate property \(quoted: "\(entity.name).\(name)"); the first is at line \(earliest.line)",
                at: location, .naming))
        }
        return diagnostics
    }
}
