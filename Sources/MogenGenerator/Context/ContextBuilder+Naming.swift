import MogenModel
import MogenSupport

/// How a property is named in Swift, and how the generated code reaches its stored value when that name is not
/// the key Core Data stores it under.
struct PropertyNaming {
    /// The Swift name, escaped if needed (`` `Type` ``).
    var swiftName: String
    /// The Swift name without backticks, for names made from it (`albumsArray`).
    var plainName: String
    /// The key, when the Swift name differs from it and the key can be the property's Objective-C name
    /// (`@objc(key)`), so Core Data still finds the property under its key.
    var objcName: String?
    /// The key is the name of a member of `NSObject` or `NSManagedObject` (`deleted`, `description`): an
    /// Objective-C name equal to it would override the framework's member, so the property is a computed one over
    /// the primitive value instead.
    var usesPrimitiveAccessors: Bool
}

extension ContextBuilder {
    /// The Swift name of a property seen from `entity` (which declares or inherits it): a rename from `mogen.json`
    /// or the command line first, then userInfo `mogen.swiftName`, else the model's name.
    func naming(of name: String, userInfo: UserInfo, in entity: Entity) -> PropertyNaming {
        // Most models have no renames: then the declaring entity need not be looked for.
        let renamed = renames.isEmpty ? nil : renames["\(declaringEntity(of: name, in: entity)).\(name)"]?.swiftName
        let chosen = renamed ?? userInfo[UserInfoKeys.swiftName] ?? name
        let plain = SwiftNames.sanitized(chosen)
        guard plain != name else {
            return PropertyNaming(swiftName: SwiftNames.escaped(plain), plainName: plain, objcName: nil, usesPrimitiveAccessors: false)
        }
        let reserved = ReservedNames.isReserved(name)
        return PropertyNaming(
            swiftName: SwiftNames.escaped(plain), plainName: plain, objcName: reserved ? nil : name,
            usesPrimitiveAccessors: reserved)
    }

    /// The entity that declares a property `entity` has (itself or an ancestor), by name.
    func declaringEntity(of property: String, in entity: Entity) -> String {
        for name in [entity.name] + entity.superentityNames {
            guard let candidate = name == entity.name ? entity : model.entity(named: name) else { continue }
            if candidate.attributes.contains(where: { $0.name == property })
                || candidate.relationships.contains(where: { $0.name == property })
                || candidate.fetchedProperties.contains(where: { $0.name == property })
            {
                return candidate.name
            }
        }
        return entity.name
    }

    /// The problems with renames given outside the model: each must name a property where it is declared, with a
    /// Swift name that is an identifier. Checked with the model's validation, so a misspelt rename is reported
    /// together with the clash it was meant to fix.
    public static func renameProblems(in model: Model, renames: [PropertyRename]) -> [Diagnostic] {
        var builder = ContextBuilder(model: model, options: ContextOptions(renames: renames))
        builder.checkRenames()
        return builder.diagnostics
    }

    private mutating func checkRenames() {
        for rename in options.renames {
            let location = rename.location ?? .file(model.source.contentsPath)
            let quoted = MessageText.quoted(rename.property)
            let parts = rename.property.split(separator: ".", maxSplits: 1).map(String.init)
            guard parts.count == 2, let entity = model.entity(named: parts[0]) else {
                let entityName = parts.first ?? rename.property
                diagnostics.append(.error(
                    "rename \(quoted) names no entity of the model; write 'Entity.property'"
                        + (Suggestions.closest(to: entityName, among: model.entities.map(\.name)).map {
                            "; did you mean \(quoted: $0)?"
                        } ?? ""), at: location, .configuration))
                continue
            }
            let property = parts[1]
            guard entity.hasProperty(named: property) else {
                diagnostics.append(.error(
                    "rename \(quoted): entity \(quoted: entity.name) has no property \(MessageText.quoted(property))"
                        + (Suggestions.closest(to: property, among: entity.allAttributes.map(\.name)
                            + entity.allRelationships.map(\.name) + entity.allFetchedProperties.map(\.name)).map {
                            "; did you mean \(quoted: $0)?"
                        } ?? ""), at: location, .configuration))
                continue
            }
            let owner = declaringEntity(of: property, in: entity)
            if owner != entity.name {
                diagnostics.append(.error(
                    "rename \(quoted): \(quoted: property) is declared by entity \(quoted: owner); rename "
                        + "\(quoted: "\(owner).\(property)")", at: location, .configuration))
            }
            if SwiftNames.sanitized(rename.swiftName) != rename.swiftName || SwiftNames.keywords.contains(rename.swiftName)
                || ReservedNames.isReserved(rename.swiftName)
            {
                diagnostics.append(.error(
                    "rename \(quoted): \(MessageText.quoted(rename.swiftName)) cannot be the Swift name of a property; "
                        + "use letters, digits and '_', not a keyword or a member of NSManagedObject", at: location,
                    .configuration))
            }
        }
    }
}
