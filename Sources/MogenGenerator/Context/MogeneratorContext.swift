/// An attribute's property as mogenerator 1.32's Swift templates declare it, for the `mogenerator` template set:
/// `attribute.mogenerator`. Data only; the set's templates write the declarations.
public struct MogeneratorAttributeContext: Sendable {
    /// The type without optionality: `NSNumber` for a number without "Use Scalar Type", the scalar (`Int16`,
    /// `UInt16` when the minimum value is 0 or more, `Bool`) or the `attributeValueScalarType` with it, `String`,
    /// `Date`, `Data`, `NSDecimalNumber`, a transformable's class or `AnyObject`.
    public let type: String
    /// `type` with signed integers (`Int16` for `UInt16`): what `--var force-signed=true` asks for.
    public let signedType: String
    /// `?` (optional), `!` (required: an implicitly unwrapped optional, as mogenerator declares it) or nothing (a
    /// scalar with "Use Scalar Type", which `@NSManaged` cannot make optional).
    public let optionalMark: String
    /// A scalar with "Use Scalar Type" that the model makes optional: declared non-optional, with mogenerator's
    /// comment saying so.
    public let isOptionalScalar: Bool
    /// False for an attribute of Undefined type, which mogenerator declares no property for.
    public let hasDefinedType: Bool
    /// The key is the name of an `NSManagedObject` or `NSObject` member (`deleted`, `description`), so the property,
    /// renamed in Swift, is computed over the primitive value (`@NSManaged` cannot take the key's Objective-C name).
    public let usesPrimitiveAccessors: Bool
}

/// What mogenerator 1.32 declares for an entity beyond mogen's context, for the `mogenerator` template set:
/// `entity.mogenerator`.
public struct MogeneratorEntityContext: Sendable {
    /// The cases of `<Class>UserInfo`: the entity's userInfo keys made only of letters, digits and `_` (others, such
    /// as `mogenerator.readonly`, are left out as mogenerator does), without those the parent entity has with the same
    /// value; sorted. Each case's raw value is the key.
    public let userInfoKeys: [PropertyKey]
}
