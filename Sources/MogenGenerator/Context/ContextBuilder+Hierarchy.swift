import MogenModel

extension ContextBuilder {
    /// Whether the entity's class is a subclass of a class mogen generates (its parent entity is generated).
    func hasGeneratedSuperclass(_ entity: Entity) -> Bool {
        entity.parentName.map { generated.contains($0) && classNames[$0] != nil } ?? false
    }

    /// The generated subclasses of a generated class, at every depth, the deepest first: a type test against them
    /// in this order finds an object's own class before its superclasses.
    func generatedDescendants(of entity: Entity) -> [Entity] {
        var found: [Entity] = []
        var queue = entity.subentityNames
        // Each name once: subentities are looked up by name, and with a name declared twice (an error) they can
        // lead back to an entity already visited.
        var visited: Set<String> = [entity.name]
        var next = 0
        while next < queue.count {
            let name = queue[next]
            next += 1
            guard generated.contains(name), visited.insert(name).inserted, let subentity = model.entity(named: name)
            else { continue }
            found.append(subentity)
            queue += subentity.subentityNames
        }
        return found.enumerated().sorted { lhs, rhs in
            let (left, right) = (lhs.element.superentityCount, rhs.element.superentityCount)
            return left != right ? left > right : lhs.offset < rhs.offset
        }.map(\.element)
    }

    /// `Codable` is decided for a whole class hierarchy at its root: a subclass inherits its superclass's
    /// conformance, so all of the hierarchy's generated classes are `Codable`, or none is. A hierarchy whose objects
    /// would have a required value that `Codable` cannot decode (a relationship, a transformable) is not made
    /// `Codable`: a decoded object could never be saved.
    mutating func decideCodable() {
        for root in model.entities where generated.contains(root.name) && !hasGeneratedSuperclass(root) {
            let members = [root] + generatedDescendants(of: root)
            let asked = options.codable || root.userInfo.bool(UserInfoKeys.codable) == true
            if !asked {
                for member in members.dropFirst() where member.userInfo.bool(UserInfoKeys.codable) == true {
                    diagnostics.append(.warning(
                        "entity \(quoted: member.name) asks for Codable, but a subclass shares its class hierarchy's "
                            + "conformance: ask on the hierarchy's root entity \(quoted: root.name) (userInfo "
                            + "\(quoted: UserInfoKeys.codable)), which makes all of its classes Codable",
                        at: member.userInfo.entry(UserInfoKeys.codable)?.location ?? member.location, .codegen))
                }
                continue
            }
            var uncovered: (member: Entity, value: String)?
            for member in members {
                if let value = uncoveredValue(of: member) {
                    uncovered = (member, value)
                    break
                }
            }
            if let (member, value) = uncovered {
                let subject = members.count > 1 ? "the class hierarchy of \(quoted: root.name) is" : "\(quoted: root.name) is"
                diagnostics.append(.warning(
                    "entity \(quoted: member.name) asks for Codable, but its required \(value) cannot be decoded (Codable "
                        + "covers attributes of plain types), so a decoded object could never be saved; \(subject) not "
                        + "made Codable: make the value optional or give it a default to get Codable",
                    at: root.userInfo.entry(UserInfoKeys.codable)?.location ?? member.location, .codegen))
                continue
            }
            codableEntities.formUnion(members.map(\.name))
        }
    }

    /// A value an object of `entity` must have that `Codable` cannot provide, described for a message.
    private func uncoveredValue(of entity: Entity) -> String? {
        for attribute in entity.allAttributes
        where !attribute.isOptional && !attribute.isTransient && !attribute.isDerived && attribute.defaultValue == nil
            && AttributeTypeMapping.uncodable.contains(attribute.type) && !hasCodableStruct(attribute)
        {
            return "\(attribute.type.xmlName.lowercased()) attribute \(quoted: attribute.name)"
        }
        for relationship in entity.allRelationships
        where !relationship.isTransient && (relationship.isToOne ? !relationship.isOptional : relationship.minCount > 0) {
            return "relationship \(quoted: relationship.name)"
        }
        return nil
    }

    /// Whether `attribute` is a composite whose struct is `Codable`, so `Codable` codes it through the struct.
    private func hasCodableStruct(_ attribute: Attribute) -> Bool {
        compositeStruct(of: attribute).map(codableComposites.contains) == true
    }

    /// Whether mogen declares `Identifiable` on the class of `entity`, as Xcode's generated classes have it: only on a
    /// class that subclasses `NSManagedObject` itself (a base class or a class mogen does not write may be
    /// `Identifiable` already, and restating a conformance a superclass has is an error), and only when Xcode
    /// generates no class beneath it: Xcode's file for a subclass always says `extension Circle : Identifiable {}`,
    /// which is then redundant, an error in a file the user cannot edit.
    mutating func declaresIdentifiable(_ entity: Entity, superclass: (name: String, isGenerated: Bool)) -> Bool {
        guard !superclass.isGenerated, superclass.name == "NSManagedObject", let className = classNames[entity.name]
        else { return false }
        guard let xcodeSubclass = xcodeSubclasses[entity.name].flatMap(model.entity(named:)),
            let subclassName = classNames[xcodeSubclass.name]
        else { return true }
        diagnostics.append(.note(
            "class \(bare: className) is not made Identifiable: Xcode generates its subclass \(bare: subclassName) "
                + "(entity \(quoted: xcodeSubclass.name)), whose file declares `extension \(bare: subclassName) : "
                + "Identifiable {}`, which would restate the conformance; set that entity's Codegen to Manual/None to have "
                + "mogen generate it, and the hierarchy is Identifiable", at: xcodeSubclass.location, .codegen))
        return false
    }

    /// For each entity, the first entity beneath it (in file order) whose class Xcode generates: `declaresIdentifiable`
    /// looks there, once per class.
    mutating func findXcodeSubclasses() {
        for candidate in model.entities
        where skipReasons[candidate.name]?.kind == .xcodeGenerates && classNames[candidate.name] != nil {
            for ancestor in candidate.superentityNames where xcodeSubclasses[ancestor] == nil {
                xcodeSubclasses[ancestor] = candidate.name
            }
        }
    }

    /// Classes mogen does not generate whose superclass it does: Xcode generates them (Codegen Class Definition or
    /// Category/Extension), so they exist, and they get their own entity name. Without it they would inherit their
    /// superclass's, and `makeFetchRequest()` would fetch the superclass's entity. Classes the user excluded get a
    /// warning instead, since mogen cannot know that they exist.
    mutating func externalSubclasses() -> [ExternalSubclass] {
        var found: [ExternalSubclass] = []
        for entity in model.entities where !generated.contains(entity.name) {
            guard let className = classNames[entity.name], let reason = skipReasons[entity.name],
                let ancestor = entity.superentityNames.first(where: { generated.contains($0) }),
                let ancestorClass = classNames[ancestor],
                // Every class between them is a class of its own (NSManagedObject would break the chain).
                entity.superentityNames.prefix(while: { $0 != ancestor }).allSatisfy({ classNames[$0] != nil })
            else { continue }
            switch reason.kind {
            case .xcodeGenerates:
                found.append(ExternalSubclass(
                    entityName: entity.name, entityNameLiteral: SwiftLiteral.string(entity.name), className: className))
            case .excluded:
                diagnostics.append(.warning(
                    "entity \(quoted: entity.name) gets no code from mogen, but its class \(bare: className) inherits "
                        + "from \(bare: ancestorClass), which mogen generates: \(bare: className).modelEntityName and "
                        + "makeFetchRequest() would name \(quoted: ancestor); generate \(bare: entity.name) too, or declare "
                        + "`override class var modelEntityName: String { \(bare: SwiftLiteral.string(entity.name)) }` in "
                        + "\(bare: className)",
                    at: entity.location, .codegen))
            case .noClass:
                break
            }
        }
        return found
    }
}
