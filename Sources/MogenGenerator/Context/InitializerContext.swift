/// The initializer that takes every value an object needs.
public struct InitializerContext: Sendable {
    /// Required parameters first (no default), then parameters with a default.
    public let parameters: [Parameter]
    public let hasRequiredParameters: Bool

    public struct Parameter: Sendable {
        /// The argument label and name (`firstName`).
        public let swiftName: String
        /// The parameter type (`String`, `Int16? `, `Set<Employee>`, `[Album]`).
        public let type: String
        /// The default as a Swift expression (`nil`, `0`, `[]`, `.pop`), or nil for a required parameter.
        public let defaultValue: String?
        /// When the parameter is stored: always for a required one; for one with a default, only when it is not the
        /// default, so a value Core Data or `awakeFromInsert()` gave the new object is kept when the caller passes
        /// none.
        public let storedWhen: StoreCondition
        /// `defaultValue` as the right operand of `!=` (in parentheses when it is more than one token), for
        /// `storedWhen == .differsFromDefault`.
        public let defaultOperand: String?
        /// How the parameter becomes the property's value (`NSOrderedSet(array:)` for an ordered to-many
        /// relationship); nil when it is stored as is.
        public let storeConversion: ConversionContext?
        /// The member of the parameter's value that is stored (`dictionary`: a composite's struct is stored as the
        /// dictionary Core Data keeps); nil when the value itself is.
        public let storeMember: String?
    }

    /// The test that tells a passed value from the parameter's default.
    public enum StoreCondition: String, Sendable {
        /// A required parameter.
        case always
        /// The default is `nil`: `if let name`.
        case notNil
        /// The default is `[]`: `if !name.isEmpty`.
        case notEmpty
        /// The default is `false`: `if name`.
        case isTrue
        /// The default is `true`: `if !name`.
        case isFalse
        /// An `NSSet` or `NSOrderedSet` defaulting to an empty one, which has no `isEmpty`: `if name.count > 0`.
        case hasElements
        /// Any other default: `if name != default`.
        case differsFromDefault
    }
}
