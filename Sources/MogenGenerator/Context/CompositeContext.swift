/// A composite of the model (`<composite name="Place">`) that a generated class uses, as the struct mogen declares
/// for it: its elements as stored properties, read from and written to the dictionary Core Data stores.
public struct CompositeContext: Sendable {
    /// The composite's name in the model.
    public let name: String
    /// The struct's name: the composite's name as a type name, made unique among the types the code declares.
    public let typeName: String
    /// Whether every element's type allows the conformance (nested composites included).
    public let isSendable: Bool
    public let isEquatable: Bool
    /// For `Hashable` too, which the SwiftData set declares (the `swift` set's structs do not).
    public let isHashable: Bool
    public let isCodable: Bool
    /// The elements, in the model's order.
    public let elements: [Element]

    /// One element of a composite: a stored property of the struct.
    public struct Element: Sendable {
        /// The key Core Data stores the element's value under in the composite's dictionary.
        public let name: String
        /// `name` as a Swift string literal.
        public let nameLiteral: String
        /// The property's name, escaped when needed.
        public let swiftName: String
        /// The property's type, with `?` when optional (`Double?`, `Point`).
        public let swiftType: String
        /// The type without optionality.
        public let valueType: String
        public let isOptional: Bool
        /// The model's default as a Swift expression, the memberwise initializer's default; `nil` for an optional
        /// element without one; nil for a required element without one.
        public let defaultValue: String?
        /// For an element that is itself a composite: its struct; the dictionary holds a nested dictionary.
        public let compositeTypeName: String?
    }
}
