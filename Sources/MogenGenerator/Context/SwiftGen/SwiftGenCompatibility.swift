import MogenModel
import MogenSupport

/// Where SwiftGen 6.6.3 fails on a model, or its stock templates write code that does not compile. mogen does what
/// SwiftGen does (the same output, or an error where SwiftGen stops), and `mogen lint` explains each case as a
/// warning. Docs/SwiftGenContext.md lists them.
public enum SwiftGenCompatibility {
    /// What stops SwiftGen's parser reading the model at all: generating with the SwiftGen context reports these as
    /// errors.
    public static func blockingProblems(in model: Model) -> [Diagnostic] {
        var problems: [Diagnostic] = []
        for entity in model.entities {
            for attribute in entity.attributes where !SwiftGenTypeName.knownTypes.contains(attribute.type) {
                let written = attribute.unknownTypeName ?? attribute.type.xmlName
                problems.append(.error(
                    "SwiftGen cannot read this model: attribute \(MessageText.quoted(entity.name + "." + attribute.name)) "
                        + "has type \(MessageText.quoted(written)), which SwiftGen's Core Data parser does not know (it "
                        + "stops with 'Missing required attribute type on attribute declaration')",
                    at: attribute.location, .swiftgen))
            }
            for relationship in entity.relationships where (relationship.inverseName == nil) != (relationship.inverseEntityName == nil) {
                problems.append(.error(
                    "SwiftGen cannot read this model: relationship "
                        + "\(MessageText.quoted(entity.name + "." + relationship.name)) names its inverse's "
                        + (relationship.inverseName == nil ? "entity but not its name" : "name but not its entity")
                        + " (SwiftGen stops with 'Both the name and entity name are required for inverse relationships')",
                    at: relationship.location, .swiftgen))
            }
        }
        return model.limitingRepeats(problems)
    }

    /// Everything that goes wrong with SwiftGen and its stock templates, as warnings: what stops SwiftGen, and what
    /// its templates skip or print as code that does not compile.
    public static func warnings(in model: Model) -> [Diagnostic] {
        var warnings = blockingProblems(in: model).map { Diagnostic(.warning, $0.message, at: $0.location, category: .swiftgen) }
        let entities = SwiftGenEntities(model)
        for entity in model.entities where SwiftGenEntities.shouldGenerateCode(entity) {
            let className = SwiftGenEntities.className(written: entity.className.written)
            if className.isEmpty {
                warnings.append(.warning(
                    "entity \(MessageText.quoted(entity.name)) has no class name: SwiftGen's templates write "
                        + "'class : NSManagedObject', which does not compile; give it a class name, or set its Codegen "
                        + "to Class Definition",
                    at: entity.location, .swiftgen))
            } else if className.contains(".") {
                warnings.append(.warning(
                    "entity \(MessageText.quoted(entity.name)): SwiftGen's templates skip class "
                        + "\(MessageText.quoted(className)), which is not a type name they can declare",
                    at: entity.location, .swiftgen))
            }
            let properties = entity.attributes.map { ($0.name, $0.location) } + entity.relationships.map { ($0.name, $0.location) }
                + entity.fetchedProperties.map { ($0.name, $0.location) }
            for (name, location) in properties where isKeyword(name) {
                warnings.append(.warning(
                    "property \(MessageText.quoted(entity.name + "." + name)) is a Swift keyword: SwiftGen's templates "
                        + "print names as they are, so the generated code does not compile",
                    at: location, .swiftgen))
            }
        }
        for request in model.fetchRequests + model.entities.flatMap({ $0.fetchedProperties.map(\.fetchRequest) }) {
            warnings += fetchRequestWarnings(request, entities: entities)
        }
        return model.limitingRepeats(warnings)
    }

    private static func fetchRequestWarnings(_ request: FetchRequest, entities: SwiftGenEntities) -> [Diagnostic] {
        let name = MessageText.quoted(request.name)
        guard entities.byName[request.entityName] != nil else {
            return [.warning(
                "fetch request \(name) is for entity \(MessageText.quoted(request.entityName)), which the model does "
                    + "not have: SwiftGen's context holds it as an empty dictionary",
                at: request.location, .swiftgen)]
        }
        guard let text = request.predicateString, !text.isEmpty else { return [] }
        guard let predicate = request.predicate else {
            return [.warning(
                "fetch request \(name): mogen cannot parse its predicate, so the SwiftGen context lists no substitution "
                    + "variables for it (SwiftGen's NSPredicate would stop on a malformed predicate)",
                at: request.location, .swiftgen)]
        }
        let onLeft = predicate.comparisons.compactMap { comparison -> String? in
            if case let .variable(variable) = comparison.lhs { return variable }
            return nil
        }
        return onLeft.map { variable in
            .warning(
                // Core Data needs a value for every variable of a template:
                // https://developer.apple.com/documentation/coredata/nsmanagedobjectmodel/fetchrequestfromtemplate(withname:substitutionvariables:)
                "fetch request \(name): SwiftGen only finds variables on the right of a comparison, so $\(bare: variable) is "
                    + "not a parameter of its generated fetch method, and fetching fails without its value; write the key "
                    + "path first",
                at: request.location, .swiftgen)
        }
    }

    /// Whether a property name does not compile as `var name` (contextual keywords such as `open` or `each` do).
    private static func isKeyword(_ name: String) -> Bool {
        SwiftNames.keywords.contains(name)
            && !["open", "package", "consume", "copy", "discard", "each", "borrowing", "consuming", "Any"].contains(name)
    }
}
