/// A Swift type whose members templates can read: `{{ entity.name }}`, `{% for a in entity.attributes %}`.
///
/// Lookup is a plain function call, with no reflection, so keep it cheap: a `switch` over the
/// key is typical. For large contexts, prefer final classes (no boxing when wrapped in
/// ``TemplateValue/object(_:)``) and store arrays of children as ready-made `TemplateValue`s.
///
/// ```swift
/// final class AttributeContext: TemplateObject {
///     let name: String
///     let isOptional: Bool
///     init(name: String, isOptional: Bool) { self.name = name; self.isOptional = isOptional }
///
///     func templateValue(forKey key: String) -> TemplateValue? {
///         switch key {
///         case "name": .string(name)
///         case "isOptional": .bool(isOptional)
///         default: nil
///         }
///     }
/// }
/// ```
public protocol TemplateObject: AnyObject, Sendable {
    /// The member named `key`, or `nil` when the object has no such member (an undefined
    /// variable: empty output, or an error in strict mode). Return ``TemplateValue/null`` for a
    /// member that exists but holds no value.
    func templateValue(forKey key: String) -> TemplateValue?

    /// What `{{ object }}` prints. Defaults to `description` for `CustomStringConvertible`
    /// types and to an empty string otherwise, as Stencil does.
    var templateDescription: String { get }
}

extension TemplateObject {
    public var templateDescription: String {
        (self as? any CustomStringConvertible)?.description ?? ""
    }
}
