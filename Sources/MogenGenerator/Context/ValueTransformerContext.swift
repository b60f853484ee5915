/// A value transformer mogen generates for transformable attributes that name it: a subclass of
/// `NSSecureUnarchiveFromDataTransformer` that allows exactly the classes their custom classes name. Documented in
/// `Docs/TemplateContext.md` and `Docs/ValueTransformers.md`.
public struct ValueTransformerContext: Sendable {
    /// The name the model gives the transformer: what it is registered under, and what Core Data looks up.
    public let name: String
    /// The name as a Swift string literal.
    public let nameLiteral: String
    /// The Swift class: the name when it can be one, else a name derived from it.
    public let className: String
    /// The Objective-C runtime name, for `@objc(...)`, when the class can have the model's name: Core Data then finds
    /// the class by name even before it is registered. Nil for a derived class name.
    public let objcName: String?
    /// The classes the transformer allows, as Swift type expressions (`NSArray`, `CalculatorExpression`): the
    /// union of what the attributes' custom classes name.
    public let allowedClasses: [String]
    /// The attributes that name it (`History.expressions`), in file order.
    public let attributes: [String]
    /// Their custom classes, each once, in file order.
    public let customClasses: [String]
}
