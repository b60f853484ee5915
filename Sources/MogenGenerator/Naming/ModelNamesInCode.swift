import MogenModel
import MogenSupport

/// The names and types a model gives that generated code uses as Swift names, and what happens when one is not
/// Swift, decided here for every template set. Text that is only text (entity names, predicates, default values,
/// documentation, renaming identifiers) reaches the code as escaped literals or comments and needs no check.
///
/// | from the model | generated code uses it as | when it is not Swift |
/// |---|---|---|
/// | property name | a member | an error for every set (validation, `NamingRules`) |
/// | class name | a class | mogen's sets: a warning, and no class (Core Data cannot load it either and uses `NSManagedObject`); SwiftGen's context: an error, since its templates print it (an empty one too: they would write `class : NSManagedObject`) |
/// | fetch request name | a function (`fetchRecentItems`) | an error for every set |
/// | a transformable's custom class | a type | mogen's sets: a warning, typed `NSObject`; SwiftGen's context: an error |
/// | userInfo `RawType` (SwiftGen's templates) | a type | an error with SwiftGen's context; mogen's own enum keys are checked where they are read |
///
/// Each error is at the element that holds the name, with what it must be.
public enum ModelNamesInCode {
    public static func problems(in model: Model, context: TemplateContextKind) -> [Diagnostic] {
        var problems: [Diagnostic] = []
        for request in model.fetchRequests where !SwiftNames.isPlainIdentifier(request.name) {
            problems.append(.error(
                "fetch request \(MessageText.quoted(request.name)) cannot be the name of a Swift function (generated "
                    + "code fetches it with one); use letters, digits and '_', not starting with a digit",
                at: request.location, .naming))
        }
        if context == .swiftgen { problems += swiftGenProblems(in: model) }
        return problems
    }

    /// SwiftGen's templates print class names, custom classes and `RawType` as they are.
    private static func swiftGenProblems(in model: Model) -> [Diagnostic] {
        var problems: [Diagnostic] = []
        for entity in model.entities {
            let className = SwiftGenEntities.className(written: entity.className.written)
            if className.isEmpty, SwiftGenEntities.shouldGenerateCode(entity) {
                problems.append(.error(
                    "entity \(MessageText.quoted(entity.name)) has no class name: SwiftGen's templates would write "
                        + "'class : NSManagedObject', which is not Swift; give it a class name, or set its Codegen to "
                        + "Class Definition", at: entity.location, .swiftgen))
            } else if !className.isEmpty, !SettingSyntax.className.accepts(className) {
                problems.append(.error(
                    "entity \(MessageText.quoted(entity.name)) has class name \(MessageText.quoted(className)), which "
                        + "SwiftGen's templates would print as code: it must be \(SettingSyntax.className.expected)",
                    at: entity.location, .swiftgen))
            }
            for attribute in entity.attributes {
                let label = MessageText.quoted(entity.name + "." + attribute.name)
                if attribute.type == .transformable, let custom = attribute.customClassName, !custom.isEmpty,
                    !TypeExpression.isValid(custom)
                {
                    problems.append(.error(
                        "attribute \(label) has custom class \(MessageText.quoted(custom)), which SwiftGen's templates "
                            + "would print as code: it must be a Swift type, such as 'UIColor' or '[String: Int]'",
                        at: attribute.location, .swiftgen))
                }
                if let rawType = attribute.userInfo[swiftGenRawTypeKey], !TypeExpression.isValid(rawType) {
                    problems.append(.error(
                        "attribute \(label) has userInfo \(swiftGenRawTypeKey) \(MessageText.quoted(rawType)), which "
                            + "SwiftGen's templates would print as code: it must be a Swift type, such as 'Priority'",
                        at: attribute.location, .swiftgen))
                }
            }
        }
        return problems
    }

    /// The userInfo key SwiftGen's templates read for an attribute stored as the raw value of a type.
    static let swiftGenRawTypeKey = "RawType"
}
